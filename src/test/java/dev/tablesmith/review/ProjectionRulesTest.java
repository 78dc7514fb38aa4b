package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ProjectionRulesTest {
    private final DesignValidator validator = new DesignValidator();

    private List<Problem> validate(Projection... projections) {
        List<SecondaryIndex> indexes = IntStream.range(0, projections.length)
                .mapToObj(i -> SecondaryIndex.gsi("GSI" + (i + 1), KeySchema.of(KeyAttribute.s("G" + i), null),
                        projections[i])).toList();
        return validator.validate(Design.of("d", new Table("orders", KeySchema.of(KeyAttribute.s("PK"), null),
                indexes, null, null, null, null)));
    }

    @Test
    void includeWithAttributesIsValid() {
        assertThat(validate(Projection.include(List.of("customerName", "total")))).isEmpty();
    }

    @Test
    void includeWithoutAttributesIsRejected() {
        assertThat(validate(Projection.all(), Projection.include(List.of()))).containsExactly(
                Problem.at("/tables/0/globalSecondaryIndexes/1/projection",
                        "GSI2 has an INCLUDE projection without nonKeyAttributes; list the attributes to copy, or use"
                                + " KEYS_ONLY"));
    }

    @Test
    void allWithAttributesIsRejected() {
        assertThat(validate(new Projection(ProjectionType.ALL, List.of("total")))).containsExactly(
                Problem.at("/tables/0/globalSecondaryIndexes/0/projection/nonKeyAttributes",
                        "GSI1 has an ALL projection, which takes no nonKeyAttributes; use INCLUDE to list attributes"));
    }

    @Test
    void keysOnlyWithAttributesIsRejected() {
        assertThat(validate(new Projection(ProjectionType.KEYS_ONLY, List.of("total")))).containsExactly(
                Problem.at("/tables/0/globalSecondaryIndexes/0/projection/nonKeyAttributes",
                        "GSI1 has a KEYS_ONLY projection, which takes no nonKeyAttributes; use INCLUDE to list"
                                + " attributes"));
    }

    @Test
    void hundredProjectedAttributesAcrossIndexesAreAllowed() {
        assertThat(validate(Projection.include(names(60)), Projection.include(names(40)))).isEmpty();
    }

    @Test
    void moreThanHundredProjectedAttributesAcrossIndexesAreRejectedOnce() {
        assertThat(validate(Projection.include(names(60)), Projection.include(names(41)),
                Projection.include(names(5)))).containsExactly(
                Problem.at("/tables/0/globalSecondaryIndexes/1/projection/nonKeyAttributes",
                        "the table's INCLUDE projections name 101 attributes up to GSI2; DynamoDB allows at most 100"
                                + " across all indexes"));
    }

    private static List<String> names(int count) {
        return IntStream.range(0, count).mapToObj(i -> "a" + i).toList();
    }
}
