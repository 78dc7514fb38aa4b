package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** TransactWriteItems over two tables: all or nothing across both, capacity per table. */
class TransactWritesTest {
    private static Map<String, SimulatedTable> tables() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table t = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        Table other = new Table("audit", t.keySchema(), List.of(), t.settings(), List.of(), List.of(), List.of());
        Item existing = new Item(Map.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("1")));
        return Map.of("commerce-main", new SimulatedTable(t, List.of(existing)),
                "audit", new SimulatedTable(other, List.of()));
    }

    private static TransactWriteItem put(String table, String pk, String condition) {
        return new TransactWriteItem(TransactWriteItem.Action.Put, table,
                new Item(Map.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s("1"))), null, null, condition,
                null, null, null);
    }

    @Test
    void writesToBothTablesTogetherWithCapacityPerTable() throws Exception {
        TransactWrites.Outcome outcome = TransactWrites.transact(tables(), new TransactWriteItemsRequest(
                List.of(put("commerce-main", "B", null), put("audit", "B", null)), ReturnConsumedCapacity.TOTAL));

        assertThat(outcome.tables().get("commerce-main").items()).hasSize(2);
        assertThat(outcome.tables().get("audit").items()).hasSize(1);
        assertThat(outcome.response().consumedCapacity()).extracting(c -> c.tableName() + "=" + c.total()
                .capacityUnits()).containsExactly("commerce-main=2.0", "audit=2.0");
    }

    @Test
    void aFailedConditionOnOneTableCancelsTheWriteToTheOther() throws Exception {
        Map<String, SimulatedTable> tables = tables();

        assertThatThrownBy(() -> TransactWrites.transact(tables, new TransactWriteItemsRequest(
                List.of(put("audit", "B", null), put("commerce-main", "A", "attribute_not_exists(PK)")), null)))
                .isInstanceOfSatisfying(DynamoDbError.class, e -> assertThat(e.cancellationReasons())
                        .extracting(r -> r.code()).containsExactly("None", "ConditionalCheckFailed"));
        assertThat(tables.get("audit").items()).isEmpty();
    }

    @Test
    void anUnknownTableIsResourceNotFound() throws Exception {
        assertThatThrownBy(() -> TransactWrites.transact(tables(), new TransactWriteItemsRequest(
                List.of(put("nope", "B", null)), null)))
                .hasMessage("Requested resource not found: Table: nope not found");
    }
}
