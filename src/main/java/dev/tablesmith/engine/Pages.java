package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ProjectionExpression;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Turns a read page into DynamoDB's Query/Scan response. */
final class Pages {
    private Pages() {
    }

    static QueryResponse response(String tableName, IndexSpec spec, ReadPage page, Select select,
                                  Optional<ProjectionExpression> projection, boolean fetch, boolean strong,
                                  ReturnConsumedCapacity mode) {
        List<Item> items = new ArrayList<>();
        if (select != Select.COUNT) {
            for (IndexEntry entry : page.returned) {
                items.add(SimulatedTable.project(TableFetch.readable(entry, fetch), projection));
            }
        }
        double indexUnits = CapacityUnits.readUnitsForPage(page.evaluatedBytes, strong);
        double fetchUnits = CapacityUnits.readUnits(page.fetchedBlocks, strong);
        return new QueryResponse(items, page.returned.size(), page.scannedCount,
                page.stoppedAfter == null ? null : StartKeys.lastEvaluatedKey(spec, page.stoppedAfter),
                Capacities.consumed(tableName, spec, indexUnits, fetchUnits, mode));
    }
}
