package dev.tablesmith.engine;

import static dev.tablesmith.engine.WriteFidelityTable.BEFORE;
import static dev.tablesmith.engine.WriteFidelityTable.ITEM;
import static dev.tablesmith.engine.WriteFidelityTable.key;
import static dev.tablesmith.engine.WriteFidelityTable.s;
import static dev.tablesmith.engine.WriteFidelityTable.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.WriteItemResponse;
import dev.tablesmith.model.AttributeValue;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * UpdateItem and TransactWriteItems answers as real DynamoDB gives them; each test names the public suite that
 * recorded the behaviour against DynamoDB.
 */
class UpdateItemRemoveOnlyTest {
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

    /**
     * scylla test_item.py::test_update_item_delete ("asking to delete an attribute or parts of a set attribute is
     * silently ignored if the item doesn't exist (no error, and item isn't created)"; AttributeUpdates DELETE with a
     * set Value, run against DynamoDB): a DELETE of set members, alone or with REMOVE, does not create the item.
     */
    @Test
    void anUpdateThatOnlyDeletesSetMembersDoesNotCreateAMissingItem() {
        Map<String, AttributeValue> set = Map.of(":s", new AttributeValue.SS(List.of("dog")));
        WriteOutcome<WriteItemResponse> outcome = BEFORE.updateItem(update(key("new"), "DELETE a :s", set,
                ReturnValues.ALL_NEW));
        assertThat(outcome.table().items()).containsExactly(ITEM);
        assertThat(outcome.response().attributes()).isNull();
        assertThat(BEFORE.updateItem(update(key("new"), "REMOVE b DELETE a :s", set, null)).table().items())
                .containsExactly(ITEM);
    }

    /** scylla test_item.py::test_update_item_non_existent: an update that writes something still creates the item. */
    @Test
    void anUpdateThatSetsSomethingStillCreatesTheItem() {
        assertThat(BEFORE.updateItem(update(key("new"), "SET a = :v REMOVE b", Map.of(":v", s("x")), null))
                .table().items()).hasSize(2);
    }
}
