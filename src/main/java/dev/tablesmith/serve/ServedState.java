package dev.tablesmith.serve;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.TransactWrites;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One immutable moment of the endpoint: the design (its tables' definitions, and their sample data as they were
 * before any write) and every table's items as served now. Reads use one snapshot throughout, without locks.
 *
 * @param design the design: table definitions after control-plane changes; sample data as loaded
 * @param tables every table of the design by name, with its items now
 */
record ServedState(Design design, Map<String, SimulatedTable> tables) {
    ServedState {
        tables = Map.copyOf(tables);
    }

    /** The design's tables with their sample items (explicit items and rendered entity records). */
    static ServedState of(Design design) {
        Map<String, SimulatedTable> tables = new LinkedHashMap<>();
        for (Table table : design.tables()) {
            tables.put(table.name(), new SimulatedTable(table, ItemMaterializer.materialize(table).plainItems()));
        }
        return new ServedState(design, tables);
    }

    /**
     * The state after a control-plane change: tables the change left alone keep their items; a changed table
     * (a new index, new billing) keeps its items under the new definition; a new table starts with its sample items
     * (none for CreateTable); a deleted one is gone.
     */
    ServedState withDesign(Design changed) {
        Map<String, SimulatedTable> next = new LinkedHashMap<>();
        for (Table table : changed.tables()) {
            SimulatedTable old = tables.get(table.name());
            if (old != null && old.table() == table) {
                next.put(table.name(), old);
            } else if (old != null) {
                next.put(table.name(), new SimulatedTable(table, old.items()));
            } else {
                next.put(table.name(), new SimulatedTable(table, ItemMaterializer.materialize(table).plainItems()));
            }
        }
        return new ServedState(changed, next);
    }

    /** The state with some tables' items replaced (the tables written). */
    ServedState withTables(Map<String, SimulatedTable> written) {
        Map<String, SimulatedTable> next = new LinkedHashMap<>(tables);
        next.putAll(written);
        return new ServedState(design, next);
    }

    /**
     * The table a request names, as DynamoDB looks it up.
     *
     * @throws DynamoDbError ValidationException for a request without TableName, ResourceNotFoundException for a
     *                       table the design does not have (the engine's texts)
     */
    SimulatedTable table(String name) {
        return TransactWrites.named(tables, name);
    }
}
