package dev.tablesmith.engine;

import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import java.util.Map;

/** Builds the {@code ConsumedCapacity} of a read in the shape {@code ReturnConsumedCapacity} asks for. */
final class Capacities {
    private Capacities() {
    }

    /**
     * @return null for NONE (or not given); the total for TOTAL; for INDEXES also the part on the table (0 when a
     *     secondary index was read) and on the index read
     */
    static ConsumedCapacity consumed(String tableName, IndexSpec spec, double units, ReturnConsumedCapacity mode) {
        return consumed(tableName, spec, units, 0, mode);
    }

    /**
     * A read of {@code spec} that also fetched items from the table ({@link TableFetch}): the total is both parts;
     * with INDEXES the fetch shows under {@code Table} and the index read under the index. (That split follows the
     * API Reference's "Table: The amount of throughput consumed on the table affected by the operation"; no
     * recorded DynamoDB response shows it.)
     *
     * @param units      read units charged on {@code spec} itself
     * @param fetchUnits read units charged for the items fetched from the table (0 without a fetch)
     */
    static ConsumedCapacity consumed(String tableName, IndexSpec spec, double units, double fetchUnits,
                                     ReturnConsumedCapacity mode) {
        if (mode == null || mode == ReturnConsumedCapacity.NONE) {
            return null;
        }
        Capacity total = Capacity.read(units + fetchUnits);
        if (mode == ReturnConsumedCapacity.TOTAL) {
            return new ConsumedCapacity(tableName, total, null, Map.of(), Map.of());
        }
        if (spec.isTable()) {
            return new ConsumedCapacity(tableName, total, total, Map.of(), Map.of());
        }
        Map<String, Capacity> index = Map.of(spec.name(), Capacity.read(units));
        return new ConsumedCapacity(tableName, total, Capacity.read(fetchUnits), spec.global() ? index : Map.of(),
                spec.global() ? Map.of() : index);
    }
}
