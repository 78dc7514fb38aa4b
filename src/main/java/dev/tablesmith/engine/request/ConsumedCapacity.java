package dev.tablesmith.engine.request;

import java.util.Map;

/**
 * DynamoDB's {@code ConsumedCapacity}: the total for a table, and with {@code ReturnConsumedCapacity=INDEXES} the
 * part consumed on the table itself and on each secondary index.
 *
 * @param tableName              {@code TableName}
 * @param total                  {@code CapacityUnits}, {@code ReadCapacityUnits}, {@code WriteCapacityUnits}
 * @param table                  {@code Table}: only with INDEXES, else null
 * @param globalSecondaryIndexes {@code GlobalSecondaryIndexes}: only with INDEXES, else empty
 * @param localSecondaryIndexes  {@code LocalSecondaryIndexes}: only with INDEXES, else empty
 */
public record ConsumedCapacity(String tableName, Capacity total, Capacity table,
                               Map<String, Capacity> globalSecondaryIndexes,
                               Map<String, Capacity> localSecondaryIndexes) {
    public ConsumedCapacity {
        globalSecondaryIndexes = globalSecondaryIndexes == null ? Map.of() : Map.copyOf(globalSecondaryIndexes);
        localSecondaryIndexes = localSecondaryIndexes == null ? Map.of() : Map.copyOf(localSecondaryIndexes);
    }
}
