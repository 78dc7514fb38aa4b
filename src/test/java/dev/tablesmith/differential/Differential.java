package dev.tablesmith.differential;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.Item;
import java.util.List;

/**
 * Sends one request to both sides and compares the answers: moto first (so that a moto failure is reported as
 * moto's), then the engine.
 */
final class Differential {
    private Differential() {
    }

    static void query(ReadSide engine, ReadSide moto, QueryCase c) {
        List<ReadPage> expected = moto.query(c.request());
        List<ReadPage> actual = engine.query(c.request());
        DifferentialAssertions.assertSamePages(c.description(), actual, expected, c.order(), c.request().limit());
    }

    static void scan(ReadSide engine, ReadSide moto, ScanRequest request) {
        List<ReadPage> expected = moto.scan(request);
        if (request.select() == dev.tablesmith.engine.request.Select.COUNT) {
            // MotoDifference.SCAN_SELECT_COUNT_RETURNS_ITEMS: only the counts are DynamoDB's answer.
            expected = expected.stream().map(ReadPage::withoutItems).toList();
        }
        List<ReadPage> actual = engine.scan(request);
        DifferentialAssertions.assertSamePages(Describe.scan(request), actual, expected, ResultOrder.unordered(),
                request.limit());
    }

    static void getItem(ReadSide engine, ReadSide moto, GetItemRequest request) {
        Item expected = moto.getItem(request);
        Item actual = engine.getItem(request);
        DifferentialAssertions.assertSameItem(Describe.getItem(request), actual, expected);
    }
}
