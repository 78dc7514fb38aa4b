package dev.tablesmith.review;

import static dev.tablesmith.review.CommerceMain.withPattern;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

class PatternRulesTest {
    private final DesignValidator validator = new DesignValidator();

    @Test
    void duplicatePatternIdsAreRejected() {
        assertThat(validator.validate(withPattern(4, PatternCopies.id("AP2")))).containsExactly(
                Problem.at("/tables/0/accessPatterns/4/id", "access pattern id 'AP2' is already used by accessPatterns[1]"));
    }

    @Test
    void patternWithoutIdIsRejected() {
        assertThat(validator.validate(withPattern(0, PatternCopies.id(" ")))).containsExactly(
                Problem.at("/tables/0/accessPatterns/0/id", "access pattern has no id"));
    }

    @Test
    void aPatternNamingAnEntityTheTableLacksIsValidSoPatternsCanComeFirst() {
        assertThat(validator.validate(withPattern(2, PatternCopies.entities(List.of("Order", "OrderItm")))))
                .isEmpty();
    }

    @Test
    void patternWithoutEntitiesIsRejected() {
        assertThat(validator.validate(withPattern(4, PatternCopies.entities(List.of())))).containsExactly(
                Problem.at("/tables/0/accessPatterns/4/entities", "AP6 names no entity"));
    }

    @Test
    void equalityOnAnAttributeNoEntityDeclaresIsRejected() {
        assertThat(validator.validate(withPattern(2, PatternCopies.equalities(List.of(Equality.input("ordrId"))))))
                .containsExactly(Problem.at("/tables/0/accessPatterns/2/equals/0/attribute",
                        "no attribute 'ordrId' in Order, OrderItem; did you mean 'orderId'?"));
    }

    @Test
    void equalityOnAnAttributeOfAnyListedEntityIsValid() {
        assertThat(validator.validate(withPattern(2, PatternCopies.equalities(List.of(Equality.input("sku"))))))
                .isEmpty();
    }

    @Test
    void equalityOnAKeyAttributeIsValid() {
        assertThat(validator.validate(withPattern(2, PatternCopies.equalities(List.of(Equality.fixed("PK",
                "ORDER#o9")))))).isEmpty();
    }

    @Test
    void fixedEqualityOutsideTheEnumIsRejected() {
        assertThat(validator.validate(withPattern(3, PatternCopies.equalities(List.of(Equality.fixed("status",
                "PENDNG")))))).containsExactly(Problem.at("/tables/0/accessPatterns/3/equals/0/value",
                "'PENDNG' is not one of the values of 'status' (PENDING, PAID, FULFILLED)"));
    }

    @Test
    void rangeOnAnUnknownAttributeIsRejected() {
        assertThat(validator.validate(withPattern(3, PatternCopies.range(new RangeCondition("orderDay",
                RangeOperator.GE))))).containsExactly(Problem.at("/tables/0/accessPatterns/3/range/attribute",
                "no attribute 'orderDay' in Order; did you mean 'orderDate'?"));
    }

    @Test
    void sortOnAnUnknownAttributeIsRejected() {
        assertThat(validator.validate(withPattern(1, PatternCopies.sort(new SortOrder("createdAt",
                SortDirection.DESC))))).containsExactly(Problem.at("/tables/0/accessPatterns/1/sort/attribute",
                "no attribute 'createdAt' in Order"));
    }

    @Test
    void attributesAreNotCheckedUntilEveryNamedEntityExists() {
        assertThat(validator.validate(withPattern(2, p -> PatternCopies.equalities(List.of(Equality.input("slug")))
                .apply(PatternCopies.entities(List.of("Order", "Ghost")).apply(p))))).isEmpty();
        assertThat(validator.validate(withPattern(2, PatternCopies.equalities(List.of(Equality.input("slug"))))))
                .containsExactly(Problem.at("/tables/0/accessPatterns/2/equals/0/attribute",
                        "no attribute 'slug' in Order, OrderItem; did you mean 'sku'?"));
    }

    @Test
    void pinnedUnknownIndexListsTheIndexes() {
        assertThat(validator.validate(withPattern(3, PatternCopies.index("GSI3", ReadConsistency.EVENTUAL))))
                .containsExactly(Problem.at("/tables/0/accessPatterns/3/index",
                        "unknown index 'GSI3' (this table has: table, GSI1, GSI2); did you mean 'GSI1'?"));
    }

    @Test
    void pinnedTableIsAlwaysKnown() {
        assertThat(validator.validate(withPattern(3, PatternCopies.index("table", ReadConsistency.STRONG))))
                .isEmpty();
    }

    @Test
    void strongReadPinnedToAGsiIsRejected() {
        assertThat(validator.validate(withPattern(3, PatternCopies.index("GSI1", ReadConsistency.STRONG))))
                .containsExactly(Problem.at("/tables/0/accessPatterns/3/consistency", "GSI1 is a global secondary"
                        + " index, which serves only eventually consistent reads; use EVENTUAL, the table or an LSI"));
    }

    @Test
    void writePatternWithoutWriteSpecIsRejected() {
        assertThat(validator.validate(withPattern(5, PatternCopies.kind(PatternKind.WRITE, null)))).containsExactly(
                Problem.at("/tables/0/accessPatterns/5/kind",
                        "WRITE pattern AP11 has no 'write' saying what it does (operation PUT, UPDATE or DELETE)"));
    }

    @Test
    void readPatternWithWriteSpecIsRejected() {
        WriteSpec put = new WriteSpec(WriteOperation.PUT, null, null, false);

        assertThat(validator.validate(withPattern(0, PatternCopies.kind(PatternKind.READ, put)))).containsExactly(
                Problem.at("/tables/0/accessPatterns/0/write",
                        "READ pattern AP1 has a 'write'; make it a WRITE pattern or remove 'write'"));
    }
}
