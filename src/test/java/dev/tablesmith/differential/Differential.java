package dev.tablesmith.differential;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.Item;
import java.util.List;

/**
 * Sends one request to the three sides and compares the answers: moto first (so that a moto failure is reported as
 * moto's), then the engine, under the rules of {@link DifferentialAssertions}; then the design endpoint, whose
 * answer must equal the engine's exactly ({@link EndpointAssertions}).
 */
final class Differential {
    private Differential() {
    }

    static void query(EngineSide engine, ReadSide moto, ServeSide endpoint, QueryCase c) {
        List<ReadPage> expected = moto.query(c.request());
        List<ReadPage> actual = engine.query(c.request());
        DifferentialAssertions.assertSamePages(c.description(), actual, expected, c.order(), c.request().limit());
        EndpointAssertions.query(c.description(), engine, endpoint, c.request());
    }

    static void scan(EngineSide engine, ReadSide moto, ServeSide endpoint, ScanRequest request) {
        List<ReadPage> expected = moto.scan(request);
        if (request.select() == Select.COUNT) {
            // MotoDifference.SCAN_SELECT_COUNT_RETURNS_ITEMS: only the counts are DynamoDB's answer.
            expected = expected.stream().map(ReadPage::withoutItems).toList();
        }
        List<ReadPage> actual = engine.scan(request);
        DifferentialAssertions.assertSamePages(Describe.scan(request), actual, expected, ResultOrder.unordered(),
                request.limit());
        EndpointAssertions.scan(Describe.scan(request), engine, endpoint, request);
    }

    static void getItem(EngineSide engine, ReadSide moto, ServeSide endpoint, GetItemRequest request) {
        Item expected = moto.getItem(request);
        Item actual = engine.getItem(request);
        DifferentialAssertions.assertSameItem(Describe.getItem(request), actual, expected);
        EndpointAssertions.getItem(Describe.getItem(request), engine, endpoint, request);
    }
}
