package dev.tablesmith.planner;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The engine's prediction for a planned request: GetItem once, or a Query or Scan followed page by page through
 * {@code LastEvaluatedKey} (as an application reading everything would) up to a page cap.
 */
public final class PredictedReads {
    private PredictedReads() {
    }

    /** Runs {@code request} on the simulated table, reading at most {@code maxPages} pages. */
    public static ReadOutcome run(SimulatedTable table, PlannedRequest request, int maxPages) {
        try {
            if (request.resolution() == Resolution.GET_ITEM) {
                GetItemResponse response = table.getItem(request.toGetItem());
                List<Item> items = response.item() == null ? List.of() : List.of(response.item());
                return new ReadOutcome(items, items.size(), items.size(), 1, false, null);
            }
            List<Item> items = new ArrayList<>();
            long count = 0;
            long scanned = 0;
            int pages = 0;
            Map<String, AttributeValue> start = null;
            do {
                QueryResponse page = request.resolution() == Resolution.SCAN ? table.scan(request.toScan(start))
                        : table.query(request.toQuery(start));
                items.addAll(page.items());
                count += page.count();
                scanned += page.scannedCount();
                pages++;
                start = page.lastEvaluatedKey();
            } while (start != null && pages < maxPages);
            return new ReadOutcome(items, count, scanned, pages, start != null, null);
        } catch (DynamoDbError e) {
            return ReadOutcome.failed(e.errorType() + ": " + e.getMessage());
        }
    }
}
