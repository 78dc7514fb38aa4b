package dev.tablesmith.review;

import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableChangeCheckTest {
    private static Table withIndex(Table table, SecondaryIndex index) {
        List<SecondaryIndex> indexes = new ArrayList<>(table.indexes());
        indexes.add(index);
        return table.withIndexes(indexes);
    }

    private static Table withOrder(Table table, Entity order) {
        return table.withEntities(table.entities().stream().map(e -> e.name().equals("Order") ? order : e).toList());
    }

    @Test
    void onlyTheProblemsTheChangeAddsAreReported() {
        Table before = withIndex(CommerceMain.table(), SecondaryIndex.gsi("G1", KeySchema.of(KeyAttribute.s("X"), null),
                Projection.all()));
        Table after = withIndex(before, SecondaryIndex.gsi("G2", KeySchema.of(KeyAttribute.s("Y"), null),
                Projection.all()));

        assertThat(TableChangeCheck.newProblems(before, after)).containsExactly(Problem.at(
                "/tables/0/globalSecondaryIndexes/3/name", "index name 'G2' must be 3 to 255 characters long, not 2"));
        assertThat(TableChangeCheck.newProblems(before, before)).isEmpty();
    }

    @Test
    void theRecordsOfAnEntityWhoseTemplatesChangeAreChecked() {
        Entity order = CommerceMain.order();
        Entity vague = order.withRecords(List.of(CommerceMain.record("customerId", s("c1"), "orderId", s("o9"),
                "orderDate", s("soon"), "status", s("PAID"))));
        Table before = withOrder(CommerceMain.table(), vague);
        List<EntityKey> keys = vague.keys().stream().map(k -> k.attribute().equals("GSI1SK")
                ? EntityKey.of("GSI1SK", "{orderDate|date}") : k).toList();
        Table after = withOrder(before, vague.withKeys(keys));

        assertThat(TableChangeCheck.newProblems(before, after)).extracting(Problem::message)
                .singleElement().asString().startsWith("record cannot render GSI1SK");
        assertThat(TableChangeCheck.newSchemaProblems(before, after)).isEmpty();
    }

    @Test
    void indexPathsCountEachKindSeparately() {
        Table table = withIndex(CommerceMain.table(), SecondaryIndex.lsi("LSI1",
                new KeySchema(List.of(KeyAttribute.s("PK")), List.of(KeyAttribute.s("L1"))), Projection.all()));

        assertThat(TableChangeCheck.indexPath(table, 1)).isEqualTo("/tables/0/globalSecondaryIndexes/1");
        assertThat(TableChangeCheck.indexPath(table, 2)).isEqualTo("/tables/0/localSecondaryIndexes/0");
        assertThat(TableChangeCheck.tablePath()).isEqualTo("/tables/0");
    }
}
