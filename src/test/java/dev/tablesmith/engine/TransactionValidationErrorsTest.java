package dev.tablesmith.engine;

import static dev.tablesmith.engine.WriteFidelityTable.BEFORE;
import static dev.tablesmith.engine.WriteFidelityTable.ITEM;
import static dev.tablesmith.engine.WriteFidelityTable.NAME;
import static dev.tablesmith.engine.WriteFidelityTable.key;
import static dev.tablesmith.engine.WriteFidelityTable.s;
import static dev.tablesmith.engine.WriteFidelityTable.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItem.Action;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * UpdateItem and TransactWriteItems answers as real DynamoDB gives them; each test names the public suite that
 * recorded the behaviour against DynamoDB.
 */
class TransactionValidationErrorsTest {
    // --- transactions: validation errors of one action ------------------------------------------------------------

    private static DynamoDbError transact(TransactWriteItem... items) {
        try {
            BEFORE.transactWriteItems(new TransactWriteItemsRequest(List.of(items), null));
        } catch (DynamoDbError e) {
            return e;
        }
        throw new AssertionError("expected a refusal");
    }

    private static void cancelledWith(DynamoDbError e, String... reasonsAndMessages) {
        assertThat(e.errorType()).isEqualTo("TransactionCanceledException");
        for (int i = 0; i < reasonsAndMessages.length; i += 2) {
            CancellationReason r = e.cancellationReasons().get(i / 2);
            assertThat(r.code()).isEqualTo(reasonsAndMessages[i]);
            if (reasonsAndMessages[i + 1] != null) {
                assertThat(r.message()).isEqualTo(reasonsAndMessages[i + 1]);
            }
        }
    }

    private static TransactWriteItem put(Item item) {
        return new TransactWriteItem(Action.Put, NAME, item, null, null, null, null, null, null);
    }

    private static TransactWriteItem updateAction(Map<String, AttributeValue> key, String expr,
                                                  Map<String, AttributeValue> values) {
        return new TransactWriteItem(Action.Update, NAME, null, key, expr, null, null, values, null);
    }

    /** Parity Suite transactWriteItems.test.ts "Put wrong-typed table key" (AWS eu-west-2). */
    @Test
    void aPutWithAWrongTypedKeyCancelsTheTransaction() {
        DynamoDbError e = transact(put(ITEM.with("SK", s("other"))),
                put(ITEM.with("SK", AttributeValue.n("5"))));
        cancelledWith(e, "None", null, "ValidationError",
                "One or more parameter values were invalid: Type mismatch for key SK expected: S actual: N");
    }

    /** Parity Suite transactWriteItems.test.ts "Update wrong-typed Key", "Delete non-scalar Key". */
    @Test
    void anUpdateOrDeleteWithAWrongTypedKeyCancelsWithTheSchemaMismatchReason() {
        DynamoDbError e = transact(updateAction(Map.of("PK", s("p"), "SK", AttributeValue.n("5")), "SET a = :v",
                Map.of(":v", s("x"))));
        cancelledWith(e, "ValidationError", "The provided key element does not match the schema");
        DynamoDbError d = transact(new TransactWriteItem(Action.Delete, NAME, null,
                Map.of("PK", s("p"), "SK", new AttributeValue.L(List.of(s("x")))), null, null, null, null, null));
        cancelledWith(d, "ValidationError", "The provided key element does not match the schema");
    }

    /** Parity Suite transactWriteItems.test.ts "Put empty-string table key": a top-level ValidationException. */
    @Test
    void anEmptyStringKeyStillRefusesTheWholeRequest() {
        DynamoDbError e = transact(put(ITEM.with("SK", s(""))));
        assertThat(e.errorType()).isEqualTo("ValidationException");
        assertThat(e.getMessage()).isEqualTo("One or more parameter values are not valid. The AttributeValue for a "
                + "key attribute cannot contain an empty string value. Key: SK");
    }

    /**
     * A Put whose item lacks a table key attribute cancels the transaction with PutItem's text as the reason. No
     * suite sends it; chosen from the documented rule (API Reference, TransactWriteItems: a ValidationError reason
     * for an action that fails validation), the Parity Suite's recorded transactGetItems.test.ts "missing key
     * attribute: action-level ValidationError surfaces as TransactionCanceledException" and transactWriteItems.test.ts
     * "Put wrong-typed table key" (a key that does not fit the schema is a cancellation, AWS eu-west-2).
     */
    @Test
    void aPutWithoutATableKeyAttributeCancelsTheTransaction() {
        DynamoDbError e = transact(put(ITEM.with("PK", s("other"))), put(ITEM.without("SK")));
        cancelledWith(e, "None", null, "ValidationError",
                "One or more parameter values were invalid: Missing the key SK in the item");
        assertThat(e.cancellationReasons()).hasSize(2);
        DynamoDbError both = transact(put(ITEM.without("PK").with("SK", AttributeValue.n("1"))));
        cancelledWith(both, "ValidationError", "One or more parameter values were invalid: Missing the key PK in the "
                + "item");
    }

    /** An empty key value still refuses the whole request even beside a missing one (transactWriteItems.test.ts). */
    @Test
    void anEmptyKeyBesideAMissingOneRefusesTheWholeRequest() {
        DynamoDbError e = transact(put(ITEM.without("PK").with("SK", s(""))));
        assertThat(e.errorType()).isEqualTo("ValidationException");
        assertThat(e.getMessage()).endsWith("cannot contain an empty string value. Key: SK");
    }

    /** Parity Suite transactIndexKeys.test.ts "Put wrong-typed index key" and "Update wrong-typed index key". */
    @Test
    void aWrongTypedIndexKeyCancelsTheTransaction() {
        String msg = "One or more parameter values were invalid: Type mismatch for Index Key GSI1PK Expected: S "
                + "Actual: N IndexName: GSI1";
        cancelledWith(transact(put(ITEM.with("SK", s("x")).with("GSI1PK", AttributeValue.n("5")))),
                "ValidationError", msg);
        cancelledWith(transact(updateAction(key("p"), "SET GSI1PK = :v", Map.of(":v", AttributeValue.n("5")))),
                "ValidationError", msg);
    }

    /** Parity Suite transactIndexKeys.test.ts "Update empty-string index key": a top-level ValidationException. */
    @Test
    void anEmptyStringIndexKeyInATransactUpdateRefusesTheWholeRequest() {
        DynamoDbError e = transact(updateAction(key("p"), "SET GSI1PK = :v", Map.of(":v", s(""))));
        assertThat(e.errorType()).isEqualTo("ValidationException");
        assertThat(e.getMessage()).startsWith("One or more parameter values are not valid. The update expression "
                + "attempted to update a secondary index key to a value that is not supported.");
    }

    /**
     * Parity Suite validation-ordering/transactions.test.ts: a malformed expression on a later action is reported
     * ahead of a missing table on an earlier one.
     */
    @Test
    void aMalformedExpressionOnALaterActionComesBeforeAMissingTable() {
        DynamoDbError e = transact(new TransactWriteItem(Action.Put, "missing", ITEM, null, null, null, null, null,
                        null),
                new TransactWriteItem(Action.ConditionCheck, NAME, null, key("p"), null, "attribute_not_exists(",
                        null, null, null));
        assertThat(e.errorType()).isEqualTo("ValidationException");
        assertThat(e.getMessage()).isEqualTo("Invalid ConditionExpression: Syntax error; token: \"<EOF>\", near: \"(\"");
    }

    /** The runtime update errors were already cancellation reasons; the same for a path invalid for update. */
    @Test
    void anInvalidDocumentPathInATransactUpdateIsAValidationErrorReason() {
        cancelledWith(transact(updateAction(key("p"), "REMOVE visits.x", null)), "ValidationError",
                "The document path provided in the update expression is invalid for update");
    }

    /** A put is unaffected: PutItem with a wrong-typed index key keeps PutItem's text. */
    @Test
    void putItemKeepsItsOwnIndexKeyText() {
        assertThatThrownBy(() -> BEFORE.putItem(new PutItemRequest(NAME, ITEM.with("GSI1PK", AttributeValue.n("1")),
                null, null, null, null, null, null)))
                .hasMessageContaining("Type mismatch for Index Key GSI1PK Expected: S Actual: N IndexName: GSI1");
    }
}
