package dev.tablesmith.engine;

import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.SecondaryIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a set of evaluated writes does to a table: the new table state (items replaced in place, new items appended,
 * deleted items dropped; the old state is left as it was), the per-item {@link ItemWrite}s, and the
 * {@code ConsumedCapacity} of the writes in the shape {@code ReturnConsumedCapacity} asks for.
 */
final class WriteResults {
    private WriteResults() {
    }

    static SimulatedTable apply(SimulatedTable table, List<PreparedWrite.Evaluated> writes) {
        Map<List<AttributeValue>, PreparedWrite.Evaluated> byKey = new LinkedHashMap<>();
        for (PreparedWrite.Evaluated w : writes) {
            if (w.write().action().kind() != TransactWriteItem.Action.ConditionCheck) {
                byKey.put(w.write().keyParts(), w);
            }
        }
        Map<List<AttributeValue>, Item> after = new LinkedHashMap<>();
        byKey.forEach((key, w) -> after.put(key, w.after()));
        return table.withWrites(after);
    }

    static List<ItemWrite> itemWrites(SimulatedTable table, List<PreparedWrite.Evaluated> writes, boolean transaction) {
        List<ItemWrite> result = new ArrayList<>();
        for (PreparedWrite.Evaluated w : writes) {
            var kind = w.write().action().kind();
            if (kind == TransactWriteItem.Action.ConditionCheck) {
                continue;
            }
            String operation = kind.name() + "Item";
            result.add(new ItemWrite(operation, w.write().key(), w.before(), w.after(),
                    WriteCost.of(table.table(), w.before(), w.after(), transaction)));
        }
        return result;
    }

    /** The capacity the writes consumed on the table and its indexes, or null for NONE. */
    static ConsumedCapacity consumed(SimulatedTable table, List<ItemWrite> writes, double extraTableUnits,
                                     ReturnConsumedCapacity mode) {
        if (mode == null || mode == ReturnConsumedCapacity.NONE) {
            return null;
        }
        double tableUnits = extraTableUnits;
        Map<String, Double> indexUnits = new LinkedHashMap<>();
        for (ItemWrite w : writes) {
            tableUnits += w.cost().tableUnits();
            w.cost().indexes().forEach((name, iw) -> indexUnits.merge(name, iw.units(), Double::sum));
        }
        double total = tableUnits + indexUnits.values().stream().mapToDouble(Double::doubleValue).sum();
        String name = table.table().name();
        if (mode == ReturnConsumedCapacity.TOTAL) {
            return new ConsumedCapacity(name, Capacity.write(total), null, Map.of(), Map.of());
        }
        Map<String, Capacity> global = new LinkedHashMap<>();
        Map<String, Capacity> local = new LinkedHashMap<>();
        for (SecondaryIndex index : table.table().indexes()) {
            double units = indexUnits.getOrDefault(index.name(), 0.0);
            if (units > 0) {
                (index.isGlobal() ? global : local).put(index.name(), Capacity.write(units));
            }
        }
        return new ConsumedCapacity(name, Capacity.write(total), Capacity.write(tableUnits), global, local);
    }
}
