package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.TransactGetItem;
import dev.tablesmith.engine.request.TransactGetItemsRequest;
import dev.tablesmith.engine.request.TransactGetItemsResponse;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * TransactGetItems over the tables it names, read as of one moment (the caller passes one snapshot of the tables).
 *
 * <ul>
 *   <li>1 to 100 Gets ("Member must have length less than or equal to 100", the TransactItems limit the API
 *   Reference states and the one {@link TransactionWriter} applies to writes); every Get's ProjectionExpression
 *   before any table is looked up.</li>
 *   <li>A table the design does not have: ResourceNotFoundException; a key that does not match the schema:
 *   ValidationException, as GetItem says them.</li>
 *   <li>Two Gets of one item: "Transaction request cannot include multiple operations on one item" (the text
 *   TransactWriteItems gives; the API Reference lists the same rule for both operations).</li>
 *   <li>{@code Responses}: one entry per Get, the projected item or none. Capacity: a transactional read costs twice
 *   a strongly consistent one, 2 units per 4 KB of each item (Developer Guide, "Capacity management for
 *   transactions"); a Get that finds nothing still costs the minimum, as GetItem does. One ConsumedCapacity per
 *   table, in the order the tables first appear.</li>
 * </ul>
 */
public final class TransactionReader {
    /** DynamoDB's limit on Gets in one TransactGetItems. */
    public static final int MAX_ACTIONS = 100;

    private TransactionReader() {
    }

    /**
     * Runs a TransactGetItems.
     *
     * @param tables the tables by name, all as of the same moment
     * @throws DynamoDbError ValidationException or ResourceNotFoundException
     */
    public static TransactGetItemsResponse read(Map<String, SimulatedTable> tables, TransactGetItemsRequest request) {
        List<TransactGetItem> gets = request.transactItems();
        if (gets == null) {
            throw DynamoDbError.validation("1 validation error detected: Value null at 'transactItems' failed to "
                    + "satisfy constraint: Member must not be null");
        }
        if (gets.isEmpty() || gets.size() > MAX_ACTIONS) {
            throw DynamoDbError.validation("1 validation error detected: Value at 'transactItems' failed to satisfy "
                    + "constraint: Member must have length " + (gets.isEmpty() ? "greater than or equal to 1"
                    : "less than or equal to " + MAX_ACTIONS));
        }
        try {
            gets.forEach(g -> KeyReadExpressions.parse(g.projectionExpression(), g.expressionAttributeNames()));
        } catch (ExpressionException e) {
            throw DynamoDbError.validation(e.getMessage());
        }
        List<Item> responses = new ArrayList<>();
        Map<String, Double> units = new LinkedHashMap<>();
        Set<List<Object>> seen = new HashSet<>();
        for (TransactGetItem get : gets) {
            if (get.tableName() == null) {
                throw DynamoDbError.validation("1 validation error detected: Value null at "
                        + "'transactItems.1.member.get.tableName' failed to satisfy constraint: Member must not be "
                        + "null");
            }
            SimulatedTable table = tables.get(get.tableName());
            if (table == null) {
                throw DynamoDbError.resourceNotFound("Requested resource not found");
            }
            var read = table.getItem(new GetItemRequest(get.tableName(), get.key(), get.projectionExpression(),
                    get.expressionAttributeNames(), true, ReturnConsumedCapacity.TOTAL));
            if (!seen.add(List.of(get.tableName(), canonical(get.key())))) {
                throw DynamoDbError.validation("Transaction request cannot include multiple operations on one item");
            }
            responses.add(read.item());
            units.merge(get.tableName(), 2 * read.consumedCapacity().total().capacityUnits(), Double::sum);
        }
        return new TransactGetItemsResponse(responses, consumed(units, request.returnConsumedCapacity()));
    }

    private static Map<String, AttributeValue> canonical(Map<String, AttributeValue> key) {
        Map<String, AttributeValue> result = new TreeMap<>();
        key.forEach((name, value) -> result.put(name, KeyValue.normalise(CanonicalNumbers.of(value))));
        return result;
    }

    private static List<ConsumedCapacity> consumed(Map<String, Double> units, ReturnConsumedCapacity mode) {
        if (mode == null || mode == ReturnConsumedCapacity.NONE) {
            return List.of();
        }
        List<ConsumedCapacity> result = new ArrayList<>();
        units.forEach((table, u) -> result.add(new ConsumedCapacity(table, Capacity.read(u),
                mode == ReturnConsumedCapacity.INDEXES ? Capacity.read(u) : null, Map.of(), Map.of())));
        return result;
    }
}
