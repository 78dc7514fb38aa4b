package dev.tablesmith.serve;

import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.engine.SampleDataWrites;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * The endpoint's tables under concurrent requests. Reads take the current {@link ServedState} and never wait.
 * Writes and control-plane changes run one at a time under one lock: each computes the next state from the current
 * one (the engine's tables are immutable, a write returns the table afterwards) and publishes it whole. So every
 * item's writes are linearizable, a transaction or a BatchWriteItem is seen entirely or not at all, and a failed
 * request publishes nothing.
 *
 * <p>A write costs the engine O(k log n) for k items written: the table after it shares its items and untouched item
 * collections with the table before (docs/serve.md has the measured cost). The item writes are also kept, the last one per item, to carry them back into the design's sample data ({@link #design()}).
 */
final class ServedTables {
    /** What a write did: the caller's result, the tables written (by name) and their item writes. */
    record Update<T>(T result, Map<String, SimulatedTable> tables, Map<String, List<ItemWrite>> writes,
                     Design design) {
        static <T> Update<T> none(T result) {
            return new Update<>(result, Map.of(), Map.of(), null);
        }

        static <T> Update<T> tables(T result, Map<String, SimulatedTable> tables,
                                    Map<String, List<ItemWrite>> writes) {
            return new Update<>(result, tables, writes, null);
        }

        static <T> Update<T> design(T result, Design design) {
            return new Update<>(result, Map.of(), Map.of(), design);
        }

        boolean changes() {
            return !tables.isEmpty() || design != null;
        }
    }

    private final AtomicReference<ServedState> current;
    private final Object writeLock = new Object();
    /** Per table, the last write of each item, in the order of their last writes. Guarded by writeLock. */
    private final Map<String, LinkedHashMap<Map<String, ?>, ItemWrite>> written = new HashMap<>();
    private final Runnable onChange;

    ServedTables(ServedState initial, Runnable onChange) {
        this.current = new AtomicReference<>(initial);
        this.onChange = onChange;
    }

    /** The state now; it does not change under the caller. */
    ServedState snapshot() {
        return current.get();
    }

    /**
     * Runs {@code work} on the current state with every other write held off, and publishes what it changed.
     * Exceptions from {@code work} publish nothing and reach the caller.
     */
    <T> T write(Function<ServedState, Update<T>> work) {
        boolean changed;
        T result;
        synchronized (writeLock) {
            ServedState before = current.get();
            Update<T> update = work.apply(before);
            result = update.result();
            changed = update.changes();
            if (changed) {
                ServedState next = update.design() != null ? before.withDesign(update.design())
                        : before.withTables(update.tables());
                update.writes().forEach(this::remember);
                written.keySet().retainAll(next.tables().keySet());
                current.set(next);
            }
        }
        if (changed) {
            onChange.run();
        }
        return result;
    }

    private void remember(String tableName, List<ItemWrite> writes) {
        LinkedHashMap<Map<String, ?>, ItemWrite> last = written.computeIfAbsent(tableName,
                n -> new LinkedHashMap<>());
        for (ItemWrite w : writes) {
            Map<String, ?> key = w.key();
            last.remove(key);
            last.put(key, w);
        }
    }

    /** Per table name, the last write of each item written since start, in the order of their last writes. */
    Map<String, List<ItemWrite>> writes() {
        Map<String, List<ItemWrite>> writes = new LinkedHashMap<>();
        synchronized (writeLock) {
            written.forEach((name, last) -> writes.put(name, List.copyOf(last.values())));
        }
        return writes;
    }

    /**
     * The design with every written item carried into its table's sample data as an explicit item (records and items
     * no write touched stay as they are; see {@link SampleDataWrites}).
     */
    Design design() {
        ServedState state;
        Map<String, List<ItemWrite>> writes = new HashMap<>();
        synchronized (writeLock) {
            state = current.get();
            written.forEach((name, last) -> writes.put(name, new ArrayList<>(last.values())));
        }
        Design design = state.design();
        for (Table table : state.design().tables()) {
            List<ItemWrite> w = writes.get(table.name());
            if (w != null && !w.isEmpty()) {
                design = design.withTable(table.name(), SampleDataWrites.apply(table, w));
            }
        }
        return design;
    }
}
