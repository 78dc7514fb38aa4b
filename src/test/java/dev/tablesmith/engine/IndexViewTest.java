package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IndexViewTest {

    private static final Table TABLE = new Table("commerce-main",
            KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                            Projection.include(List.of("total"))),
                    SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null), Projection.keysOnly())),
            null, null, null, null);

    private static Item item(String... pairs) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            String v = pairs[i + 1];
            values.put(pairs[i], v.startsWith("n:") ? AttributeValue.n(v.substring(2)) : AttributeValue.s(v));
        }
        return Item.of(values);
    }

    private final List<Item> items = List.of(
            item("PK", "ORDER#o9", "SK", "ITEM#sku-205", "qty", "n:1"),
            item("PK", "ORDER#o9", "SK", "META", "status", "PENDING"),
            item("PK", "ORDER#o9", "SK", "ITEM#sku-101", "qty", "n:2"),
            item("PK", "CUST#c1", "SK", "ORDER#2026-07-14#o9", "GSI1PK", "STATUS#PENDING",
                    "GSI1SK", "2026-07-14T09:30Z", "GSI2PK", "OPEN", "total", "n:59.98", "customerName", "Asha"),
            item("PK", "CUST#c1", "SK", "ORDER#2026-06-01#o3", "GSI1PK", "STATUS#FULFILLED",
                    "GSI1SK", "2026-06-01T10:00Z", "total", "n:12"),
            item("PK", "PROD#sku-101", "SK", "META", "GSI1PK", "CATEGORY#books", "GSI1SK", "n:19.99"));

    @Test
    void orderCollectionListsHeaderAndLineItemsInSortKeyOrder() {
        IndexView table = IndexView.build(IndexSpec.table(TABLE), items);
        ItemCollection order = table.collection(KeyValue.of(AttributeValue.s("ORDER#o9"))).orElseThrow();
        assertThat(order.entries()).extracting(e -> AttributeValues.display(e.sortKey().get(0)))
                .containsExactly("ITEM#sku-101", "ITEM#sku-205", "META");
        assertThat(table.collections()).extracting(c -> c.partitionKey().display())
                .containsExactly("CUST#c1", "ORDER#o9", "PROD#sku-101");
    }

    @Test
    void itemWithoutGsi2pkIsNotInGsi2() {
        IndexView gsi2 = IndexView.build(IndexSpec.of(TABLE, TABLE.indexes().get(1)), items);
        assertThat(gsi2.entryCount()).isEqualTo(1);
        assertThat(gsi2.excluded()).hasSize(5).allSatisfy(e -> assertThat(e.reason()).isEqualTo("missing GSI2PK"));
    }

    @Test
    void gsiKeyOfTheWrongTypeExcludesTheItemWithTheReason() {
        IndexView gsi1 = IndexView.build(IndexSpec.of(TABLE, TABLE.indexes().get(0)), items);
        assertThat(gsi1.excluded()).extracting(Exclusion::reason)
                .contains("GSI1SK is N, index declares S", "missing GSI1PK, GSI1SK");
    }

    @Test
    void projectionKeepsTableKeysIndexKeysAndIncludedAttributesOnly() {
        IndexView gsi1 = IndexView.build(IndexSpec.of(TABLE, TABLE.indexes().get(0)), items);
        IndexEntry pending = gsi1.collection(KeyValue.of(AttributeValue.s("STATUS#PENDING"))).orElseThrow()
                .entries().get(0);
        assertThat(pending.projected().attributes().keySet())
                .containsExactly("PK", "SK", "GSI1PK", "GSI1SK", "total");
        IndexView gsi2 = IndexView.build(IndexSpec.of(TABLE, TABLE.indexes().get(1)), items);
        assertThat(gsi2.collections().get(0).entries().get(0).projected().attributes().keySet())
                .containsExactly("PK", "SK", "GSI2PK");
    }

    @Test
    void equalGsiKeysAreOrderedByTheTablePrimaryKey() {
        List<Item> tied = List.of(item("PK", "B", "SK", "2", "GSI2PK", "OPEN"),
                item("PK", "A", "SK", "9", "GSI2PK", "OPEN"), item("PK", "B", "SK", "1", "GSI2PK", "OPEN"));
        IndexView gsi2 = IndexView.build(IndexSpec.of(TABLE, TABLE.indexes().get(1)), tied);
        assertThat(gsi2.collections().get(0).entries())
                .extracting(e -> AttributeValues.display(e.item().attributes().get("PK"))
                        + AttributeValues.display(e.item().attributes().get("SK")))
                .containsExactly("A9", "B1", "B2");
    }

    @Test
    void numericPartitionKeysEqualAsNumbersShareOneCollection() {
        Table numeric = new Table("t", KeySchema.of(KeyAttribute.n("id"), KeyAttribute.n("seq")), null, null, null,
                null, null);
        IndexView view = IndexView.build(IndexSpec.table(numeric),
                List.of(item("id", "n:100", "seq", "n:10"), item("id", "n:1E2", "seq", "n:9")));
        assertThat(view.collections()).hasSize(1);
        assertThat(view.collections().get(0).entries()).extracting(e -> AttributeValues.display(e.sortKey().get(0)))
                .containsExactly("9", "10");
    }

    @Test
    void invalidNumberKeysAndEmptyStringKeysAreExcludedWithTheReason() {
        Table numeric = new Table("t", KeySchema.of(KeyAttribute.n("id"), null), null, null, null, null, null);
        IndexView view = IndexView.build(IndexSpec.table(numeric), List.of(item("id", "n:abc"), item("id", "n:1E200")));
        assertThat(view.excluded()).extracting(Exclusion::reason).containsExactly(
                "id 'abc' is not a valid number: The parameter cannot be converted to a numeric value: abc",
                "id '1E200' is not a valid number: Number overflow. Attempting to store a number with magnitude "
                        + "larger than supported range");
        IndexView gsi2 = IndexView.build(IndexSpec.of(TABLE, TABLE.indexes().get(1)),
                List.of(item("PK", "a", "SK", "b", "GSI2PK", "")));
        assertThat(gsi2.excluded()).extracting(Exclusion::reason)
                .containsExactly("GSI2PK is an empty string (DynamoDB refuses empty key values)");
    }
}
