package dev.tablesmith.differential;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;

/** The engine's side: {@link SimulatedTable}s by table name. */
final class EngineSide implements ReadSide {
    private final Map<String, SimulatedTable> tables;

    EngineSide(Map<String, SimulatedTable> tables) {
        this.tables = Map.copyOf(tables);
    }

    static EngineSide of(String tableName, SimulatedTable table) {
        return new EngineSide(Map.of(tableName, table));
    }

    SimulatedTable table(String name) {
        SimulatedTable table = tables.get(name);
        if (table == null) {
            throw new IllegalArgumentException("no simulated table " + name + " (have " + tables.keySet() + ")");
        }
        return table;
    }

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public ReadPage queryPage(QueryRequest request) {
        return ReadPage.ofEngine(table(request.tableName()).query(request));
    }

    @Override
    public ReadPage scanPage(ScanRequest request) {
        return ReadPage.ofEngine(table(request.tableName()).scan(request));
    }

    List<ExactPage> exactQuery(QueryRequest request) {
        return ExactPage.follow(name(), key -> ExactPage.ofEngine(table(request.tableName())
                .query(QueryBuilder.startingAfter(request, key))), request.exclusiveStartKey());
    }

    List<ExactPage> exactScan(ScanRequest request) {
        return ExactPage.follow(name(), key -> ExactPage.ofEngine(table(request.tableName())
                .scan(ScanBuilder.startingAfter(request, key))), request.exclusiveStartKey());
    }

    ExactPage exactGetItem(GetItemRequest request) {
        return ExactPage.ofEngine(table(request.tableName()).getItem(request));
    }

    @Override
    public Item getItem(GetItemRequest request) {
        return ComparableForm.engine(table(request.tableName()).getItem(request).item());
    }
}
