package dev.tablesmith.engine;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.TransactWriteItemsResponse;
import java.util.List;
import java.util.Map;

/**
 * TransactWriteItems over several tables, with the rules of {@link SimulatedTable#transactWriteItems} (every action
 * or none; one cancellation reason per action, in request order; every write at twice its units): each action's
 * {@code TableName} is looked up among {@code tables}, and the ConsumedCapacity holds one entry per table written
 * or checked, in the order the tables first appear.
 */
public final class TransactWrites {
    /** The response, each table the transaction wrote as it is afterwards, and the item writes per table. */
    public record Outcome(TransactWriteItemsResponse response, Map<String, SimulatedTable> tables,
                          Map<String, List<ItemWrite>> writes) {
    }

    private TransactWrites() {
    }

    /**
     * @throws DynamoDbError ValidationException, ResourceNotFoundException ("Requested resource not found: Table: T
     *                       not found", the engine's text), or TransactionCanceledException; nothing is written
     */
    public static Outcome transact(Map<String, SimulatedTable> tables, TransactWriteItemsRequest request) {
        return TransactionWriter.run(name -> named(tables, name), request);
    }

    /**
     * The table a request names, as DynamoDB looks it up.
     *
     * @throws DynamoDbError ValidationException for a request without TableName, ResourceNotFoundException
     *                       ("Requested resource not found: Table: T not found") for a table there is not
     */
    public static SimulatedTable named(Map<String, SimulatedTable> tables, String name) {
        if (name == null) {
            throw DynamoDbError.validation("1 validation error detected: Value null at 'tableName' failed to "
                    + "satisfy constraint: Member must not be null");
        }
        SimulatedTable table = tables.get(name);
        if (table == null) {
            throw DynamoDbError.resourceNotFound("Requested resource not found: Table: " + name + " not found");
        }
        return table;
    }
}
