package dev.tablesmith.engine;

import java.util.List;

/**
 * The result of a write request applied to a table: DynamoDB's response, the table as it is afterwards (a new,
 * immutable state; the table written to is unchanged, so keeping it is an undo), and what the write did to each
 * item and index.
 *
 * @param response the response as DynamoDB returns it
 * @param table    the table after the write
 * @param writes   one entry per item written, in request order
 * @param <R>      the response type
 */
public record WriteOutcome<R>(R response, SimulatedTable table, List<ItemWrite> writes) {
    public WriteOutcome {
        writes = List.copyOf(writes);
    }

    /** The write units of every item write together (table and indexes). */
    public double totalWriteUnits() {
        return writes.stream().mapToDouble(w -> w.cost().totalUnits()).sum();
    }
}
