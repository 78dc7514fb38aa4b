package dev.tablesmith.bench;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A deterministic workload of PutItem requests for a benchmark at a constant table size: each request is a copy of a
 * random item of the table. Even-numbered requests replace the item (same primary key, one attribute changed, so
 * every index holding it writes its entry again); odd-numbered ones put a new item (the sort key suffixed, or for a
 * table without a sort key the partition key), which joins the same item collections. So half the writes grow the
 * table by one item and half leave its size as it is.
 */
final class BenchWrites {
    /** The attribute every written item carries: the request's number. */
    static final String MARK = "benchWrite";

    private BenchWrites() {
    }

    static List<BenchRequests.Request> build(String tableName, List<Item> items, List<String> tableKeys, int count,
                                             long seed) {
        Random random = new Random(seed);
        List<BenchRequests.Request> requests = new ArrayList<>(count);
        String renamed = tableKeys.get(tableKeys.size() - 1);
        for (int i = 0; i < count && !items.isEmpty(); i++) {
            Item item = items.get(random.nextInt(items.size())).with(MARK, AttributeValue.n(Integer.toString(i)));
            if (i % 2 == 1 && item.attributes().get(renamed) instanceof AttributeValue.S key) {
                item = item.with(renamed, AttributeValue.s(key.value() + "#w" + i));
            }
            requests.add(BenchRequests.Request.put(tableName, item));
        }
        return requests;
    }
}
