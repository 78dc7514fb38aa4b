package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.ReturnValuesOnConditionCheckFailure;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItem.Action;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.TransactWriteItemsResponse;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteItemResponse;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SimulatedTableWritesTest {
    private static final String NAME = "commerce-main";
    private static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                            Projection.all()),
                    SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null), Projection.keysOnly())),
            null, null, null, null);
    private static final Item ORDER = Item.of(Map.of()).with("PK", s("CUST#c1")).with("SK", s("ORDER#o9"))
            .with("GSI1PK", s("STATUS#PENDING")).with("GSI1SK", s("2026-07-14")).with("GSI2PK", s("OPEN"))
            .with("amount", AttributeValue.n("59.98"));
    private static final Item STOCK = Item.of(Map.of()).with("PK", s("PRODUCT#p1")).with("SK", s("STOCK"))
            .with("available", AttributeValue.n("1"));
    private static final SimulatedTable BEFORE = new SimulatedTable(TABLE, List.of(ORDER, STOCK));

    private static AttributeValue s(String v) {
        return AttributeValue.s(v);
    }

    private static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("PK", s(pk), "SK", s(sk));
    }

    private static UpdateItemRequest update(Map<String, AttributeValue> key, String update, String condition,
                                            Map<String, AttributeValue> values, ReturnValues rv) {
        return new UpdateItemRequest(NAME, key, update, condition, null, values, rv, null, null);
    }

    private static final UpdateItemRequest FULFIL = update(key("CUST#c1", "ORDER#o9"),
            "SET GSI1PK = :f REMOVE GSI2PK", null, Map.of(":f", s("STATUS#FULFILLED")), null);

    @Test
    void fulfillingAnOrderTakesItOutOfGsi2InTheNewStateOnly() {
        WriteOutcome<WriteItemResponse> outcome = BEFORE.updateItem(FULFIL);
        assertThat(outcome.table().view("GSI2").entryCount()).isZero();
        assertThat(BEFORE.view("GSI2").entryCount()).isEqualTo(1);
        ItemWrite write = outcome.writes().get(0);
        assertThat(write.indexChanges().get("GSI2").change()).isEqualTo(IndexChange.LEFT);
        assertThat(write.indexChanges().get("GSI1").change()).isEqualTo(IndexChange.MOVED);
        assertThat(write.before()).isEqualTo(ORDER);
        assertThat(write.after().attributes()).doesNotContainKey("GSI2PK");
        assertThat(outcome.response().attributes()).isNull();
    }

    @Test
    void returnValuesOfAnUpdateReturnTheOldOrNewItemOrJustTheUpdatedAttributes() {
        Map<String, AttributeValue> k = key("CUST#c1", "ORDER#o9");
        Map<String, AttributeValue> v = Map.of(":a", AttributeValue.n("1"));
        assertThat(BEFORE.updateItem(update(k, "SET amount = amount + :a", null, v, ReturnValues.UPDATED_NEW))
                .response().attributes()).isEqualTo(Item.of(Map.of("amount", AttributeValue.n("60.98"))));
        assertThat(BEFORE.updateItem(update(k, "SET amount = amount + :a", null, v, ReturnValues.UPDATED_OLD))
                .response().attributes()).isEqualTo(Item.of(Map.of("amount", AttributeValue.n("59.98"))));
        assertThat(BEFORE.updateItem(update(k, "SET amount = amount + :a", null, v, ReturnValues.ALL_OLD))
                .response().attributes()).isEqualTo(ORDER);
        assertThat(BEFORE.updateItem(update(k, "SET amount = amount + :a", null, v, ReturnValues.ALL_NEW))
                .response().attributes().attributes()).containsEntry("amount", AttributeValue.n("60.98"))
                .containsKey("GSI2PK");
    }

    @Test
    void anUpdateOfAMissingItemCreatesItFromTheKey() {
        WriteOutcome<WriteItemResponse> outcome = BEFORE.updateItem(update(key("CUST#c2", "PROFILE"),
                "ADD orderCount :one", null, Map.of(":one", AttributeValue.n("1")), ReturnValues.ALL_NEW));
        assertThat(outcome.response().attributes()).isEqualTo(Item.of(Map.of("PK", s("CUST#c2"),
                "SK", s("PROFILE"), "orderCount", AttributeValue.n("1"))));
        assertThat(outcome.table().items()).hasSize(3);
        assertThat(outcome.writes().get(0).before()).isNull();
    }

    @Test
    void aFalseConditionFailsAndCanReturnTheOldItem() {
        PutItemRequest put = new PutItemRequest(NAME, ORDER, "attribute_not_exists(PK)", null, null, null, null,
                ReturnValuesOnConditionCheckFailure.ALL_OLD);
        assertThatThrownBy(() -> BEFORE.putItem(put)).isInstanceOfSatisfying(DynamoDbError.class, e -> {
            assertThat(e.errorType()).isEqualTo("ConditionalCheckFailedException");
            assertThat(e.getMessage()).isEqualTo("The conditional request failed");
            assertThat(e.item()).isEqualTo(ORDER);
        });
    }

    @Test
    void putReplacesTheItemAndReturnsTheOldOneWithAllOld() {
        Item replacement = ORDER.without("GSI2PK");
        WriteOutcome<WriteItemResponse> outcome = BEFORE.putItem(new PutItemRequest(NAME, replacement,
                "attribute_exists(PK)", null, null, ReturnValues.ALL_OLD, null, null));
        assertThat(outcome.response().attributes()).isEqualTo(ORDER);
        assertThat(outcome.table().items()).containsExactly(replacement, STOCK);
    }

    @Test
    void putAndDeleteRefuseUpdatedReturnValues() {
        assertThatThrownBy(() -> BEFORE.putItem(new PutItemRequest(NAME, ORDER, null, null, null,
                ReturnValues.ALL_NEW, null, null))).hasMessage("Return values set to invalid value");
        assertThatThrownBy(() -> BEFORE.deleteItem(new DeleteItemRequest(NAME, key("CUST#c1", "ORDER#o9"), null,
                null, null, ReturnValues.UPDATED_OLD, null, null))).hasMessage("Return values set to invalid value");
    }

    @Test
    void keyChecksFollowTheSchema() {
        assertThatThrownBy(() -> BEFORE.putItem(new PutItemRequest(NAME, ORDER.without("SK"), null, null, null, null,
                null, null))).hasMessage("One or more parameter values were invalid: Missing the key SK in the item");
        assertThatThrownBy(() -> BEFORE.putItem(new PutItemRequest(NAME, ORDER.with("PK", AttributeValue.n("1")),
                null, null, null, null, null, null)))
                .hasMessage("One or more parameter values were invalid: Type mismatch for key PK expected: S "
                        + "actual: N");
        assertThatThrownBy(() -> BEFORE.putItem(new PutItemRequest(NAME, ORDER.with("GSI2PK", AttributeValue.n("1")),
                null, null, null, null, null, null)))
                .hasMessage("One or more parameter values were invalid: Type mismatch for Index Key GSI2PK "
                        + "Expected: S Actual: N IndexName: GSI2");
        assertThatThrownBy(() -> BEFORE.updateItem(update(key("CUST#c1", "ORDER#o9"), "SET SK = :v", null,
                Map.of(":v", s("x")), null)))
                .hasMessage("One or more parameter values were invalid: Cannot update attribute SK. This attribute "
                        + "is part of the key");
        assertThatThrownBy(() -> BEFORE.deleteItem(new DeleteItemRequest(NAME, Map.of("PK", s("x")), null, null,
                null, null, null, null))).hasMessage("The provided key element does not match the schema");
    }

    @Test
    void anItemOver400KbIsRefused() {
        Item big = ORDER.with("blob", s("x".repeat(ItemSize.MAX_ITEM_BYTES)));
        assertThatThrownBy(() -> BEFORE.putItem(new PutItemRequest(NAME, big, null, null, null, null, null, null)))
                .hasMessage("Item size has exceeded the maximum allowed size");
    }

    @Test
    void deleteRemovesTheItemFromEveryIndexAndReportsTheUnits() {
        WriteOutcome<WriteItemResponse> outcome = BEFORE.deleteItem(new DeleteItemRequest(NAME,
                key("CUST#c1", "ORDER#o9"), null, null, null, ReturnValues.ALL_OLD, ReturnConsumedCapacity.INDEXES,
                null));
        assertThat(outcome.table().items()).containsExactly(STOCK);
        assertThat(outcome.writes().get(0).indexChanges().values()).extracting(WriteCost.IndexWrite::change)
                .containsExactly(IndexChange.LEFT, IndexChange.LEFT);
        ConsumedCapacity c = outcome.response().consumedCapacity();
        assertThat(c.total().writeCapacityUnits()).isEqualTo(3);
        assertThat(c.table().writeCapacityUnits()).isEqualTo(1);
        assertThat(c.globalSecondaryIndexes()).containsOnlyKeys("GSI1", "GSI2");
    }

    private static TransactWriteItem stockCheck(String condition) {
        return new TransactWriteItem(Action.Update, NAME, null, key("PRODUCT#p1", "STOCK"),
                "SET available = available - :one", condition, null, Map.of(":one", AttributeValue.n("1")), null);
    }

    private static TransactWriteItem newOrder() {
        return new TransactWriteItem(Action.Put, NAME, ORDER.with("SK", s("ORDER#o10")), null, null,
                "attribute_not_exists(PK)", null, null, null);
    }

    @Test
    void aTransactionAppliesEveryActionAndCostsDouble() {
        TransactWriteItemsRequest request = new TransactWriteItemsRequest(List.of(newOrder(),
                stockCheck("available >= :one")), ReturnConsumedCapacity.TOTAL);
        WriteOutcome<TransactWriteItemsResponse> outcome = BEFORE.transactWriteItems(request);
        assertThat(outcome.table().items()).hasSize(3);
        assertThat(outcome.writes()).allSatisfy(w -> assertThat(w.cost().transaction()).isTrue());
        // the order: 2 (table) + 2 (GSI1) + 2 (GSI2); the stock item: 2 (table)
        assertThat(outcome.response().consumedCapacity().get(0).total().capacityUnits()).isEqualTo(8);
    }

    @Test
    void aFailedStockCheckCancelsTheWholeTransactionAndSaysWhichActionFailed() {
        SimulatedTable soldOut = BEFORE.updateItem(update(key("PRODUCT#p1", "STOCK"), "SET available = :z", null,
                Map.of(":z", AttributeValue.n("0")), null)).table();
        TransactWriteItemsRequest request = new TransactWriteItemsRequest(List.of(newOrder(),
                stockCheck("available >= :one")), null);
        assertThatThrownBy(() -> soldOut.transactWriteItems(request)).isInstanceOfSatisfying(DynamoDbError.class,
                e -> {
                    assertThat(e.errorType()).isEqualTo("TransactionCanceledException");
                    assertThat(e.getMessage()).isEqualTo("Transaction cancelled, please refer cancellation reasons "
                            + "for specific reasons [None, ConditionalCheckFailed]");
                    assertThat(e.cancellationReasons()).extracting(CancellationReason::code)
                            .containsExactly("None", "ConditionalCheckFailed");
                });
        assertThat(soldOut.items()).hasSize(2);
    }

    @Test
    void anUpdateThatCannotApplyCancelsWithAValidationErrorReason() {
        TransactWriteItem bad = new TransactWriteItem(Action.Update, NAME, null, key("CUST#c1", "ORDER#o9"),
                "SET amount = GSI1PK + :one", null, null, Map.of(":one", AttributeValue.n("1")), null);
        assertThatThrownBy(() -> BEFORE.transactWriteItems(new TransactWriteItemsRequest(List.of(bad), null)))
                .isInstanceOfSatisfying(DynamoDbError.class, e -> assertThat(e.cancellationReasons().get(0))
                        .isEqualTo(new CancellationReason("ValidationError",
                                "An operand in the update expression has an incorrect data type", null)));
    }

    @Test
    void aTransactionRefusesTheSameItemTwiceAndMoreThan100Actions() {
        TransactWriteItem check = new TransactWriteItem(Action.ConditionCheck, NAME, null, key("PRODUCT#p1", "STOCK"),
                null, "attribute_exists(PK)", null, null, null);
        assertThatThrownBy(() -> BEFORE.transactWriteItems(new TransactWriteItemsRequest(
                List.of(check, stockCheck(null)), null)))
                .hasMessage("Transaction request cannot include multiple operations on one item");
        List<TransactWriteItem> many = new ArrayList<>(Collections.nCopies(101, check));
        assertThatThrownBy(() -> BEFORE.transactWriteItems(new TransactWriteItemsRequest(many, null)))
                .hasMessageEndingWith("Member must have length less than or equal to 100");
    }
}
