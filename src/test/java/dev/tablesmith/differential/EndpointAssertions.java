package dev.tablesmith.differential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.Item;
import java.util.List;

/**
 * The design endpoint against the engine behind it: no order rule, no normalisation, no named exception. The same
 * number of pages; on each the same {@code Count}, {@code ScannedCount}, {@code LastEvaluatedKey} and
 * {@code ConsumedCapacity}, and the same items in the same order (Scan order and index ties included), every value
 * spelt the same (numbers, set member order). A request that does not ask for capacity is sent a second time with
 * {@code ReturnConsumedCapacity=INDEXES}, so the units are compared for every request.
 */
final class EndpointAssertions {
    private EndpointAssertions() {
    }

    static void query(String what, EngineSide engine, ServeSide endpoint, QueryRequest request) {
        assertSamePages(what, engine.exactQuery(request), endpoint.exactQuery(request));
        if (request.returnConsumedCapacity() == null) {
            QueryRequest indexes = new QueryRequest(request.tableName(), request.indexName(),
                    request.keyConditionExpression(), request.filterExpression(), request.projectionExpression(),
                    request.expressionAttributeNames(), request.expressionAttributeValues(),
                    request.scanIndexForward(), request.limit(), request.exclusiveStartKey(), request.consistentRead(),
                    request.select(), ReturnConsumedCapacity.INDEXES);
            assertSamePages(what + " with ReturnConsumedCapacity=INDEXES", engine.exactQuery(indexes),
                    endpoint.exactQuery(indexes));
        }
    }

    static void scan(String what, EngineSide engine, ServeSide endpoint, ScanRequest request) {
        assertSamePages(what, engine.exactScan(request), endpoint.exactScan(request));
        if (request.returnConsumedCapacity() == null) {
            ScanRequest indexes = new ScanRequest(request.tableName(), request.indexName(),
                    request.filterExpression(), request.projectionExpression(), request.expressionAttributeNames(),
                    request.expressionAttributeValues(), request.limit(), request.exclusiveStartKey(),
                    request.consistentRead(), request.select(), ReturnConsumedCapacity.INDEXES, request.segment(),
                    request.totalSegments());
            assertSamePages(what + " with ReturnConsumedCapacity=INDEXES", engine.exactScan(indexes),
                    endpoint.exactScan(indexes));
        }
    }

    static void getItem(String what, EngineSide engine, ServeSide endpoint, GetItemRequest request) {
        assertSamePages(what, List.of(engine.exactGetItem(request)), List.of(endpoint.exactGetItem(request)));
        if (request.returnConsumedCapacity() == null) {
            GetItemRequest total = new GetItemRequest(request.tableName(), request.key(),
                    request.projectionExpression(), request.expressionAttributeNames(), request.consistentRead(),
                    ReturnConsumedCapacity.TOTAL);
            assertSamePages(what + " with ReturnConsumedCapacity=TOTAL", List.of(engine.exactGetItem(total)),
                    List.of(endpoint.exactGetItem(total)));
        }
    }

    static void assertSamePages(String what, List<ExactPage> engine, List<ExactPage> endpoint) {
        assertThat(endpoint.size()).as("%s: endpoint's number of pages (engine %s, endpoint %s)", what, engine,
                endpoint).isEqualTo(engine.size());
        for (int i = 0; i < engine.size(); i++) {
            ExactPage e = engine.get(i);
            ExactPage s = endpoint.get(i);
            String page = what + ", page " + (i + 1) + " of " + engine.size() + " (endpoint vs engine)";
            assertThat(s.count()).as("%s: Count", page).isEqualTo(e.count());
            assertThat(s.scannedCount()).as("%s: ScannedCount", page).isEqualTo(e.scannedCount());
            assertThat(s.lastEvaluatedKey()).as("%s: LastEvaluatedKey", page).isEqualTo(e.lastEvaluatedKey());
            assertThat(s.consumedCapacity()).as("%s: ConsumedCapacity", page).isEqualTo(e.consumedCapacity());
            assertThat(s.items().size()).as("%s: number of items", page).isEqualTo(e.items().size());
            for (int j = 0; j < e.items().size(); j++) {
                Item engineItem = e.items().get(j);
                Item endpointItem = s.items().get(j);
                assertThat(endpointItem).as("%s: item %d differs:%n  engine   %s%n  endpoint %s", page, j + 1,
                        ComparableForm.describe(engineItem), ComparableForm.describe(endpointItem))
                        .isEqualTo(engineItem);
            }
        }
    }
}
