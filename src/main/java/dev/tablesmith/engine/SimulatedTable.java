package dev.tablesmith.engine;

import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.BatchGetItemResponse;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.List;

/** A table with its sample items that answers DynamoDB read requests exactly as DynamoDB would. (Skeleton.) */
public final class SimulatedTable {
    public SimulatedTable(Table table, List<Item> items) {
    }

    /** The table with the items its sample data materializes into. */
    public static SimulatedTable of(Table table) {
        return new SimulatedTable(table, ItemMaterializer.materialize(table).plainItems());
    }

    public QueryResponse query(QueryRequest request) {
        throw new UnsupportedOperationException("being written");
    }

    public QueryResponse scan(ScanRequest request) {
        throw new UnsupportedOperationException("being written");
    }

    public GetItemResponse getItem(GetItemRequest request) {
        throw new UnsupportedOperationException("being written");
    }

    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        throw new UnsupportedOperationException("being written");
    }

    /** The view of the table ({@code "table"} or null) or of one of its indexes. */
    public IndexView view(String indexName) {
        throw new UnsupportedOperationException("being written");
    }
}
