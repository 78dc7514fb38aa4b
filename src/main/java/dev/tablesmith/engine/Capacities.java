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
        if (mode == null || mode == ReturnConsumedCapacity.NONE) {
            return null;
        }
        Capacity total = Capacity.read(units);
        if (mode == ReturnConsumedCapacity.TOTAL) {
            return new ConsumedCapacity(tableName, total, null, Map.of(), Map.of());
        }
        if (spec.isTable()) {
            return new ConsumedCapacity(tableName, total, total, Map.of(), Map.of());
        }
        Map<String, Capacity> index = Map.of(spec.name(), total);
        return new ConsumedCapacity(tableName, total, Capacity.read(0), spec.global() ? index : Map.of(),
                spec.global() ? Map.of() : index);
    }
}
