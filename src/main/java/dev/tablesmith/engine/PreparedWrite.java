package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.expr.UpdateExpression;
import dev.tablesmith.engine.expr.WriteExpressions;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.TransactWriteItem.Action;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A write action that passed the checks DynamoDB makes before it reads the item (table, key, expressions, a key
 * attribute in the update), ready to be evaluated against the item.
 *
 * <p>Evaluation reads the stored item (absent is an empty item for the condition), tests the ConditionExpression
 * ({@link ConditionFailed} when it is false), and works out the item afterwards: the Put's item, the update applied
 * to the stored item or to the bare key, nothing for a Delete, the item unchanged for a ConditionCheck.
 */
final class PreparedWrite {
    private final WriteAction action;
    private final Map<String, AttributeValue> key;
    private final List<AttributeValue> keyParts;
    private final WriteExpressions expressions;
    /** A key problem found while preparing a transaction's action, reported when the action is evaluated. */
    private final DynamoDbError deferred;

    /** The condition was false; {@code before} is the stored item (or null). */
    static final class ConditionFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient Item before;

        ConditionFailed(Item before) {
            super("The conditional request failed", null, false, false);
            this.before = before;
        }

        Item before() {
            return before;
        }
    }

    /** Before and after of the evaluated action (either may be null). */
    record Evaluated(PreparedWrite write, Item before, Item after) {
    }

    private PreparedWrite(WriteAction action, Map<String, AttributeValue> key, List<AttributeValue> keyParts,
                          WriteExpressions expressions, DynamoDbError deferred) {
        this.action = action;
        this.key = key;
        this.keyParts = keyParts;
        this.expressions = expressions;
        this.deferred = deferred;
    }

    /** @throws DynamoDbError the ValidationException (or ResourceNotFoundException) DynamoDB gives */
    static PreparedWrite prepare(SimulatedTable table, WriteAction action) {
        return prepare(table, action, false);
    }

    /**
     * As {@link #prepare(SimulatedTable, WriteAction)}; in a transaction a key of the wrong type (a Put's table or
     * index key, the Key of an Update, Delete or ConditionCheck) or a Put's missing table key attribute does not
     * refuse the request but is kept for {@link #evaluate}, so that it cancels the transaction with a
     * {@code ValidationError} reason. An empty key value still refuses the whole request (Parity Suite
     * transactWriteItems.test.ts and transactIndexKeys.test.ts, captured on AWS eu-west-2). The missing attribute
     * follows the documented rule and the recorded TransactGetItems answer to a Get without its key (Parity Suite
     * transactGetItems.test.ts "missing key attribute"): no suite sends a Put without it (docs/semantics-writes.md).
     */
    static PreparedWrite prepare(SimulatedTable table, WriteAction action, boolean transaction) {
        checkMapsGiven(action);
        table.specFor(action.tableName(), null);
        Map<String, AttributeValue> key;
        DynamoDbError deferred = null;
        if (action.kind() == Action.Put) {
            if (action.item() == null) {
                throw DynamoDbError.validation("1 validation error detected: Value null at 'item' failed to satisfy "
                        + "constraint: Member must not be null");
            }
            Item item = CanonicalNumbers.of(action.item());
            if (transaction) {
                WriteChecks.emptyKeys(table.table(), item);
            }
            try {
                WriteChecks.tableKeys(table.table(), item);
                WriteChecks.indexKeys(table.table(), item);
            } catch (DynamoDbError e) {
                if (!transaction) {
                    throw e;
                }
                deferred = e;
            }
            key = new LinkedHashMap<>();
            for (KeyAttribute k : table.table().keySchema().attributes()) {
                AttributeValue value = item.attributes().get(k.name());
                if (value != null) { // absent only in a transaction's Put, which will be cancelled
                    key.put(k.name(), value);
                }
            }
        } else {
            try {
                table.find(action.key());
            } catch (DynamoDbError e) {
                if (!transaction) {
                    throw e;
                }
                deferred = e;
            }
            key = action.key() == null ? new LinkedHashMap<>() : new LinkedHashMap<>(action.key());
        }
        WriteExpressions expressions;
        try {
            expressions = WriteExpressions.parse(action.updateExpression(), action.conditionExpression(),
                    action.names(), action.values());
        } catch (ExpressionException e) {
            throw DynamoDbError.validation(e.getMessage());
        }
        if (expressions.update().isPresent()) {
            for (String name : expressions.update().get().updatedAttributeNames()) {
                if (key.containsKey(name)) {
                    throw DynamoDbError.validation("One or more parameter values were invalid: Cannot update "
                            + "attribute " + name + ". This attribute is part of the key");
                }
            }
        }
        expressions.update().ifPresent(u -> WriteChecks.indexKeyRequestValues(table.table(),
                u.topLevelRequestValues()));
        if (deferred != null) {
            return new PreparedWrite(action, Map.copyOf(key), null, expressions, deferred);
        }
        List<AttributeValue> parts = new ArrayList<>();
        for (String name : table.table().keySchema().attributeNames()) {
            parts.add(KeyValue.normalise(key.get(name)));
        }
        return new PreparedWrite(action, Map.copyOf(key), List.copyOf(parts), expressions, null);
    }

    /**
     * Refuses placeholder maps the write cannot use, or empty ones, before the table is looked up (see
     * {@link WriteExpressions#checkMapsGiven}).
     *
     * @throws DynamoDbError ValidationException, e.g. "ExpressionAttributeValues must not be empty"
     */
    static void checkMapsGiven(WriteAction action) {
        try {
            WriteExpressions.checkMapsGiven(action.kind() == Action.Update, action.updateExpression(),
                    action.conditionExpression(), action.names(), action.values());
        } catch (ExpressionException e) {
            throw DynamoDbError.validation(e.getMessage());
        }
    }

    /**
     * @throws ConditionFailed when the ConditionExpression is false
     * @throws DynamoDbError   a ValidationException found on the item (an update that cannot apply, 400 KB)
     */
    Evaluated evaluate(SimulatedTable table) {
        if (deferred != null) {
            throw deferred;
        }
        Item before = table.find(key).orElse(null);
        Item subject = before == null ? new Item(Map.of()) : before;
        if (expressions.condition().isPresent() && !expressions.condition().get().test(subject)) {
            throw new ConditionFailed(before);
        }
        Item after;
        switch (action.kind()) {
            case Put:
                after = CanonicalNumbers.of(action.item());
                WriteChecks.size(after, false);
                break;
            case Delete:
                after = null;
                break;
            case ConditionCheck:
                after = before;
                break;
            default:
                after = updated(table, before);
        }
        return new Evaluated(this, before, after);
    }

    private Item updated(SimulatedTable table, Item before) {
        if (before == null && expressions.update().map(UpdateExpression::onlyRemovesOrDeletes).orElse(false)) {
            return null; // an update that only removes or deletes set members does not create the item
        }
        Item start = before != null ? before : new Item(new LinkedHashMap<>(key));
        Optional<UpdateExpression> update = expressions.update();
        update.ifPresent(u -> WriteChecks.statedIndexKeyTypes(table.table(), u.requestStatedTypes()));
        Item after;
        try {
            after = update.isPresent() ? update.get().apply(start) : start;
        } catch (ExpressionException e) {
            throw DynamoDbError.validation(e.getMessage());
        }
        WriteChecks.updatedIndexKeys(table.table(), after,
                update.map(UpdateExpression::requestTypedAttributes).orElse(Set.of()));
        WriteChecks.size(after, true);
        return after;
    }

    WriteAction action() {
        return action;
    }

    Map<String, AttributeValue> key() {
        return key;
    }

    /**
     * The primary key values, normalised so that equal keys compare equal ({@code 1E2} and {@code 100}); null when
     * the key did not match the schema (a transaction's action that will be cancelled).
     */
    List<AttributeValue> keyParts() {
        return keyParts;
    }

    Optional<UpdateExpression> update() {
        return expressions.update();
    }

    /** The key and its size-relevant payload, for the 4 MB transaction limit. */
    long requestBytes() {
        return ItemSize.of(action.item() != null ? action.item() : new Item(key));
    }
}
