package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.expr.WriteExpressions;
import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.TransactWriteItemsResponse;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * TransactWriteItems on a {@link SimulatedTable}: all actions apply, or none does.
 *
 * <ul>
 *   <li>Before anything is read: 1 to 100 actions, in the 2026 validation framework's form ("1 validation error
 *   detected: Value at 'TransactItems' failed to satisfy constraint: Member must have length greater than or equal
 *   to 1", one of the two texts the Parity Suite's transactWriteItems.test.ts accepts; the framework answers
 *   BatchGetItem's Keys over 100 the same way, "less than or equal to 100"); the
 *   expressions of every action, in request order, before any table is looked up (Parity Suite
 *   validation-ordering/transactions.test.ts); each action valid on its own (a ValidationException for the whole
 *   request otherwise; but a key of the wrong type cancels the transaction instead, see
 *   {@link PreparedWrite#prepare(SimulatedTable, WriteAction, boolean)}, as does a Put without a table key
 *   attribute), no two on the same item
 *   ("Transaction request cannot include multiple operations on one item"), at most 4 MB of items in all.</li>
 *   <li>Then every action is evaluated against the table as it was: if any condition is false or any update cannot
 *   apply, nothing is written and the request fails with TransactionCanceledException, whose CancellationReasons
 *   hold one entry per action in order: {@code ConditionalCheckFailed} (with the item if it asked for ALL_OLD),
 *   {@code ValidationError}, or {@code None} for an action that was fine.</li>
 *   <li>Every write costs twice its units ({@link WriteCost} with {@code transaction=true}); a ConditionCheck costs
 *   the transactional write units of the item it checks on the table, and changes no index.</li>
 * </ul>
 */
final class TransactionWriter {
    /** DynamoDB's limit on actions in one TransactWriteItems. */
    static final int MAX_ACTIONS = 100;
    /** DynamoDB's limit on the total size of the items in one transaction. */
    static final long MAX_BYTES = 4L * 1024 * 1024;

    private TransactionWriter() {
    }

    static WriteOutcome<TransactWriteItemsResponse> transact(SimulatedTable table, TransactWriteItemsRequest request) {
        TransactWrites.Outcome outcome = run(name -> table, request);
        SimulatedTable after = outcome.tables().getOrDefault(table.table().name(), table);
        List<ItemWrite> writes = outcome.writes().getOrDefault(table.table().name(), List.of());
        return new WriteOutcome<>(outcome.response(), after, writes);
    }

    /**
     * The transaction over the tables {@code tableFor} finds by name (it may return a table of another name, which
     * then refuses the action as a table it does not hold): every action's table is looked up, checked and
     * evaluated before anything is applied.
     */
    static TransactWrites.Outcome run(Function<String, SimulatedTable> tableFor, TransactWriteItemsRequest request) {
        List<TransactWriteItem> actions = request.transactItems();
        if (actions == null || actions.isEmpty()) {
            throw DynamoDbError.validation("1 validation error detected: Value at 'TransactItems' failed to satisfy "
                    + "constraint: Member must have length greater than or equal to 1");
        }
        if (actions.size() > MAX_ACTIONS) {
            throw DynamoDbError.validation("1 validation error detected: Value at 'TransactItems' failed to satisfy "
                    + "constraint: Member must have length less than or equal to " + MAX_ACTIONS);
        }
        for (TransactWriteItem action : actions) {
            PreparedWrite.checkMapsGiven(WriteAction.of(action));
            try {
                WriteExpressions.parse(action.updateExpression(), action.conditionExpression(),
                        action.expressionAttributeNames(), action.expressionAttributeValues());
            } catch (ExpressionException e) {
                throw DynamoDbError.validation(e.getMessage());
            }
        }
        List<PreparedWrite> prepared = new ArrayList<>();
        List<SimulatedTable> tableOf = new ArrayList<>();
        for (TransactWriteItem action : actions) {
            SimulatedTable table = tableFor.apply(action.tableName());
            prepared.add(PreparedWrite.prepare(table, WriteAction.of(action), true));
            tableOf.add(table);
        }
        Set<List<Object>> keys = new HashSet<>();
        long bytes = 0;
        for (int i = 0; i < prepared.size(); i++) {
            PreparedWrite p = prepared.get(i);
            if (p.keyParts() != null && !keys.add(List.of(tableOf.get(i).table().name(), p.keyParts()))) {
                throw DynamoDbError.validation("Transaction request cannot include multiple operations on one item");
            }
            bytes += p.requestBytes();
        }
        if (bytes > MAX_BYTES) {
            throw DynamoDbError.validation("Transaction request cannot be larger than 4 MB");
        }
        Map<String, List<PreparedWrite.Evaluated>> evaluated = new LinkedHashMap<>();
        Map<String, SimulatedTable> tables = new LinkedHashMap<>();
        List<CancellationReason> reasons = new ArrayList<>();
        boolean cancelled = false;
        for (int i = 0; i < prepared.size(); i++) {
            PreparedWrite p = prepared.get(i);
            SimulatedTable table = tableOf.get(i);
            String name = table.table().name();
            tables.putIfAbsent(name, table);
            try {
                evaluated.computeIfAbsent(name, n -> new ArrayList<>()).add(p.evaluate(table));
                reasons.add(CancellationReason.NONE);
            } catch (PreparedWrite.ConditionFailed e) {
                cancelled = true;
                Item old = p.action().returnsOldOnFailure() ? e.before() : null;
                reasons.add(new CancellationReason("ConditionalCheckFailed", "The conditional request failed", old));
            } catch (DynamoDbError e) {
                cancelled = true;
                reasons.add(new CancellationReason("ValidationError", e.getMessage(), null));
            }
        }
        if (cancelled) {
            throw DynamoDbError.transactionCanceled(reasons);
        }
        Map<String, SimulatedTable> after = new LinkedHashMap<>();
        Map<String, List<ItemWrite>> writes = new LinkedHashMap<>();
        List<ConsumedCapacity> consumed = new ArrayList<>();
        evaluated.forEach((name, list) -> {
            SimulatedTable table = tables.get(name);
            List<ItemWrite> itemWrites = WriteResults.itemWrites(table, list, true);
            double checkUnits = 0;
            for (PreparedWrite.Evaluated e : list) {
                if (e.write().action().kind() == TransactWriteItem.Action.ConditionCheck) {
                    checkUnits += 2 * CapacityUnits.writeUnits(e.before() == null ? 0 : ItemSize.of(e.before()));
                }
            }
            ConsumedCapacity c = WriteResults.consumed(table, itemWrites, checkUnits,
                    request.returnConsumedCapacity());
            if (c != null) {
                consumed.add(c);
            }
            writes.put(name, itemWrites);
            after.put(name, WriteResults.apply(table, list));
        });
        return new TransactWrites.Outcome(new TransactWriteItemsResponse(consumed), after, writes);
    }
}
