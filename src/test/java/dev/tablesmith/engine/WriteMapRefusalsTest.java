package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItem.Action;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.AbstractThrowableAssert;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * Placeholder maps on writes that DynamoDB refuses before it looks the table up: maps no expression can use, and
 * empty maps. Cases and texts from dynalite {@code test/updateItem.js}, {@code test/putItem.js} and
 * {@code test/deleteItem.js} (recorded against DynamoDB; the tests send them to a table that does not exist, so the
 * refusal comes before the table lookup).
 */
class WriteMapRefusalsTest {
    private static final String NAME = "orders";
    private static final SimulatedTable TABLE = new SimulatedTable(new Table(NAME,
            KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(), null, null, null, null),
            List.of());
    private static final Map<String, AttributeValue> KEY = Map.of("PK", AttributeValue.s("a"), "SK",
            AttributeValue.s("b"));
    private static final Map<String, AttributeValue> V = Map.of(":v", AttributeValue.s("x"));

    private static AbstractThrowableAssert<?, ?> refused(ThrowingCallable call, String message) {
        return assertThatThrownBy(call).isInstanceOfSatisfying(DynamoDbError.class,
                e -> assertThat(e.errorType()).isEqualTo("ValidationException")).hasMessage(message);
    }

    private static UpdateItemRequest update(String table, String update, String condition,
                                            Map<String, String> names, Map<String, AttributeValue> values) {
        return new UpdateItemRequest(table, KEY, update, condition, names, values, null, null, null);
    }

    @Test
    void updateItemRefusesAnEmptyNamesMapBeforeTheTableIsLookedUp() {
        // dynalite test/updateItem.js "should return ValidationException for empty ExpressionAttributeNames"
        refused(() -> TABLE.updateItem(update("abc", "SET a = :v", "a = :v", Map.of(), Map.of())),
                "ExpressionAttributeNames must not be empty");
        refused(() -> TABLE.updateItem(update(NAME, "SET a = :v", null, Map.of(), V)),
                "ExpressionAttributeNames must not be empty");
    }

    @Test
    void updateItemReportsAnInvalidNamesKeyBeforeAnEmptyValuesMap() {
        // dynalite test/updateItem.js "should return ValidationException for invalid ExpressionAttributeNames"
        refused(() -> TABLE.updateItem(update("abc", "SET a = :v", "a = :v", Map.of("a", "a"), Map.of())),
                "ExpressionAttributeNames contains invalid key: Syntax error; key: \"a\"");
    }

    @Test
    void updateItemRefusesAnEmptyValuesMap() {
        // dynalite test/updateItem.js "should return ValidationException for empty ExpressionAttributeValues"
        refused(() -> TABLE.updateItem(update("abc", "SET a = b", "a = b", null, Map.of())),
                "ExpressionAttributeValues must not be empty");
        refused(() -> TABLE.updateItem(update(NAME, "REMOVE #a", null, Map.of("#a", "a"), Map.of())),
                "ExpressionAttributeValues must not be empty");
    }

    @Test
    void updateItemRefusesMapsWithoutAnExpression() {
        // dynalite test/updateItem.js "if ExpressionAttributeNames but no ConditionExpression" and
        // "if ExpressionAttributeValues but no ConditionExpression"
        refused(() -> TABLE.updateItem(update(NAME, null, null, Map.of("#a", "a"), V)),
                "ExpressionAttributeNames can only be specified when using expressions");
        refused(() -> TABLE.updateItem(update(NAME, null, null, null, V)),
                "ExpressionAttributeValues can only be specified when using expressions: UpdateExpression and "
                        + "ConditionExpression are null");
    }

    @Test
    void putItemRefusesEmptyMapsAndMapsWithoutACondition() {
        // dynalite test/putItem.js "empty ExpressionAttributeNames", "empty ExpressionAttributeValues",
        // "if ExpressionAttributeValues but no ConditionExpression"
        Item item = new Item(KEY);
        refused(() -> TABLE.putItem(new PutItemRequest("abc", item, "a = :v", Map.of(), Map.of(), null, null,
                null)), "ExpressionAttributeNames must not be empty");
        refused(() -> TABLE.putItem(new PutItemRequest("abc", item, "a = b", null, Map.of(), null, null, null)),
                "ExpressionAttributeValues must not be empty");
        refused(() -> TABLE.putItem(new PutItemRequest(NAME, item, null, null, V, null, null, null)),
                "ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is "
                        + "null");
    }

    @Test
    void deleteItemRefusesEmptyMapsAndNamesWithoutACondition() {
        // dynalite test/deleteItem.js "empty ExpressionAttributeNames", "empty ExpressionAttributeValues",
        // "if ExpressionAttributeNames but no ConditionExpression"
        refused(() -> TABLE.deleteItem(new DeleteItemRequest("abc", KEY, "a = :v", Map.of(), V, null, null, null)),
                "ExpressionAttributeNames must not be empty");
        refused(() -> TABLE.deleteItem(new DeleteItemRequest(NAME, KEY, "a = b", null, Map.of(), null, null,
                null)), "ExpressionAttributeValues must not be empty");
        refused(() -> TABLE.deleteItem(new DeleteItemRequest(NAME, KEY, null, Map.of("#a", "a"), null, null, null,
                null)), "ExpressionAttributeNames can only be specified when using expressions");
    }

    @Test
    void aTransactionActionWithAnEmptyMapRefusesTheWholeRequest() {
        // the single-item rule applied to each action (the text inside a transaction is unverified)
        TransactWriteItem emptyValues = new TransactWriteItem(Action.Update, NAME, null, KEY, "REMOVE a", null, null,
                Map.of(), null);
        refused(() -> TABLE.transactWriteItems(new TransactWriteItemsRequest(List.of(emptyValues), null)),
                "ExpressionAttributeValues must not be empty");
    }

    @Test
    void nonEmptyUsedMapsAreAccepted() {
        assertThat(TABLE.updateItem(update(NAME, "SET #a = :v", null, Map.of("#a", "a"), V)).table()
                .find(KEY)).hasValueSatisfying(i -> assertThat(i.attributes()).containsEntry("a",
                AttributeValue.s("x")));
    }
}
