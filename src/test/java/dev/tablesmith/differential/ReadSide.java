package dev.tablesmith.differential;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One side of a differential test (the engine or moto) answering the same read requests, every answer in
 * {@link ComparableForm}. Query and Scan follow {@code LastEvaluatedKey} into {@code ExclusiveStartKey} until a
 * page comes back without one, and return every page.
 */
interface ReadSide {
    /** More pages than this means pagination does not end: a failure, not a hang. */
    int MAX_PAGES = 2_000;

    String name();

    ReadPage queryPage(QueryRequest request);

    ReadPage scanPage(ScanRequest request);

    /** The item in comparable form, or null when there is none. */
    Item getItem(GetItemRequest request);

    default List<ReadPage> query(QueryRequest request) {
        return follow(key -> queryPage(QueryBuilder.startingAfter(request, key)), request.exclusiveStartKey());
    }

    default List<ReadPage> scan(ScanRequest request) {
        return follow(key -> scanPage(ScanBuilder.startingAfter(request, key)), request.exclusiveStartKey());
    }

    private List<ReadPage> follow(Function<Map<String, AttributeValue>, ReadPage> read,
                                  Map<String, AttributeValue> start) {
        List<ReadPage> pages = new ArrayList<>();
        Map<String, AttributeValue> key = start;
        do {
            ReadPage page = read.apply(key);
            pages.add(page);
            if (pages.size() > MAX_PAGES) {
                throw new AssertionError(name() + ": pagination did not end after " + MAX_PAGES + " pages; last "
                        + page);
            }
            key = page.resumeKey();
        } while (key != null);
        return pages;
    }
}
