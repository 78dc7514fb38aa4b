package dev.tablesmith.engine;

import dev.tablesmith.engine.request.BatchWriteEntry;
import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.BatchWriteItemResponse;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * BatchWriteItem over the tables it names: puts and deletes without conditions, each applied as PutItem or
 * DeleteItem would apply it.
 *
 * <ul>
 *   <li>{@code RequestItems} must be given ("Value null at 'requestItems' failed to satisfy constraint: Member must
 *   not be null") and name a table ("Member must have length greater than or equal to 1"); each table's list holds
 *   at least one request (dynalite test/batchWriteItem.js, recorded against DynamoDB).</li>
 *   <li>At most 25 requests in all: "Too many items requested for the BatchWriteItem call" (the 26-request probe
 *   of a recorded conformance report; dynalite's older capture gave the per-table constraint text).</li>
 *   <li>A table the design does not have: ResourceNotFoundException "Requested resource not found"
 *   (dynalite).</li>
 *   <li>Two requests on one item of a table, a put and a delete or two puts: "Provided list of item keys contains
 *   duplicates" (dynalite, both orders).</li>
 *   <li>Every table is checked before any is written, so the request is refused whole or applied whole; the
 *   response's {@code UnprocessedItems} is then empty. Capacity: each item's write units as PutItem or DeleteItem
 *   costs them, one ConsumedCapacity per table in request order.</li>
 * </ul>
 */
public final class BatchWriter {
    /** DynamoDB's limit on put and delete requests in one BatchWriteItem. */
    public static final int MAX_REQUESTS = 25;

    /**
     * The response, each written table as it is afterwards (tables not written are absent), and the item writes
     * per table in request order.
     */
    public record Outcome(BatchWriteItemResponse response, Map<String, SimulatedTable> tables,
                          Map<String, List<ItemWrite>> writes) {
    }

    private BatchWriter() {
    }

    /**
     * Runs a BatchWriteItem.
     *
     * @param tables the tables by name, as they are now (not changed)
     * @throws DynamoDbError ValidationException or ResourceNotFoundException; nothing is written
     */
    public static Outcome write(Map<String, SimulatedTable> tables, BatchWriteItemRequest request) {
        Map<String, List<BatchWriteEntry>> requestItems = request.requestItems();
        if (requestItems == null) {
            throw DynamoDbError.validation("1 validation error detected: Value null at 'requestItems' failed to "
                    + "satisfy constraint: Member must not be null");
        }
        if (requestItems.isEmpty()) {
            throw DynamoDbError.validation("1 validation error detected: Value '{}' at 'requestItems' failed to "
                    + "satisfy constraint: Member must have length greater than or equal to 1");
        }
        int total = 0;
        for (Map.Entry<String, List<BatchWriteEntry>> e : requestItems.entrySet()) {
            if (e.getValue() == null || e.getValue().isEmpty()) {
                throw DynamoDbError.validation("1 validation error detected: Value '{" + e.getKey() + "=[]}' at "
                        + "'requestItems' failed to satisfy constraint: Map value must satisfy constraint: [Member "
                        + "must have length less than or equal to 25, Member must have length greater than or "
                        + "equal to 1]");
            }
            total += e.getValue().size();
        }
        if (total > MAX_REQUESTS) {
            throw DynamoDbError.validation("Too many items requested for the BatchWriteItem call");
        }
        Map<String, List<PreparedWrite.Evaluated>> evaluated = new LinkedHashMap<>();
        for (Map.Entry<String, List<BatchWriteEntry>> e : requestItems.entrySet()) {
            SimulatedTable table = tables.get(e.getKey());
            if (table == null) {
                throw DynamoDbError.resourceNotFound("Requested resource not found");
            }
            evaluated.put(e.getKey(), evaluate(table, e.getKey(), e.getValue()));
        }
        Map<String, SimulatedTable> after = new LinkedHashMap<>();
        Map<String, List<ItemWrite>> writes = new LinkedHashMap<>();
        List<ConsumedCapacity> consumed = new ArrayList<>();
        evaluated.forEach((name, list) -> {
            SimulatedTable table = tables.get(name);
            List<ItemWrite> itemWrites = WriteResults.itemWrites(table, list, false);
            writes.put(name, itemWrites);
            after.put(name, WriteResults.apply(table, list));
            ConsumedCapacity c = WriteResults.consumed(table, itemWrites, 0, request.returnConsumedCapacity());
            if (c != null) {
                consumed.add(c);
            }
        });
        return new Outcome(new BatchWriteItemResponse(consumed), after, writes);
    }

    private static List<PreparedWrite.Evaluated> evaluate(SimulatedTable table, String tableName,
                                                          List<BatchWriteEntry> entries) {
        List<PreparedWrite> prepared = new ArrayList<>();
        Set<List<AttributeValue>> keys = new HashSet<>();
        for (BatchWriteEntry entry : entries) {
            WriteAction action = entry.isPut()
                    ? WriteAction.of(new PutItemRequest(tableName, entry.putItem(), null, null, null, null, null,
                    null))
                    : WriteAction.of(new DeleteItemRequest(tableName, entry.deleteKey(), null, null, null, null, null,
                    null));
            PreparedWrite p = PreparedWrite.prepare(table, action);
            if (!keys.add(p.keyParts())) {
                throw DynamoDbError.validation("Provided list of item keys contains duplicates");
            }
            prepared.add(p);
        }
        List<PreparedWrite.Evaluated> result = new ArrayList<>();
        for (PreparedWrite p : prepared) {
            result.add(p.evaluate(table));
        }
        return result;
    }
}
