package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItem.Action;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteItemResponse;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * UpdateItem and TransactWriteItems answers as real DynamoDB gives them; each test names the public suite that
 * recorded the behaviour against DynamoDB.
 */
class UpdateItemRemoveOnlyTest {
    private static final String NAME = "t";
    private static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), null), Projection.all())),
            null, null, null, null);
    private static final Item ITEM = Item.of(Map.of()).with("PK", s("p")).with("SK", s("s"))
            .with("GSI1PK", s("G")).with("visits", AttributeValue.n("1"));
    private static final SimulatedTable BEFORE = new SimulatedTable(TABLE, List.of(ITEM));

    private static AttributeValue s(String v) {
        return AttributeValue.s(v);
    }

    private static Map<String, AttributeValue> key(String pk) {
        return Map.of("PK", s(pk), "SK", s("s"));
    }

    private static UpdateItemRequest update(Map<String, AttributeValue> key, String update,
                                            Map<String, AttributeValue> values, ReturnValues rv) {
        return new UpdateItemRequest(NAME, key, update, null, null, values, rv, null, null);
    }

    // --- an update that only removes ------------------------------------------------------------------------------

    /** scylla test_item.py::test_update_item_non_existent (issue scylladb#5862): REMOVE a does not create the item. */
    @Test
    void anUpdateThatOnlyRemovesDoesNotCreateAMissingItem() {
        WriteOutcome<WriteItemResponse> outcome = BEFORE.updateItem(update(key("new"), "REMOVE a", null,
                ReturnValues.ALL_NEW));
        assertThat(outcome.table().items()).containsExactly(ITEM);
        assertThat(outcome.response().attributes()).isNull();
    }

    /** scylla test_update_expression.py::test_nested_attribute_remove_from_missing_item (xfail there: DynamoDB allows). */
    @Test
    void removeOfANestedPathOnAMissingItemIsNoError() {
        assertThat(BEFORE.updateItem(update(key("new"), "REMOVE x.y", null, null)).table().items())
                .containsExactly(ITEM);
        assertThat(BEFORE.updateItem(update(key("new"), "REMOVE x[0]", null, null)).table().items())
                .containsExactly(ITEM);
    }

    /** scylla test_item.py::test_update_item_non_existent: an update that writes something still creates the item. */
    @Test
    void anUpdateThatSetsSomethingStillCreatesTheItem() {
        assertThat(BEFORE.updateItem(update(key("new"), "SET a = :v REMOVE b", Map.of(":v", s("x")), null))
                .table().items()).hasSize(2);
    }
}
