package dev.tablesmith.engine;

import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table whose local secondary indexes do not project everything, for the reads that fetch from the table.
 * Partition P holds the Developer Guide's example ("Local secondary indexes", "Read capacity units"): four items of
 * 300 bytes of which 200 are projected into {@code byY}. Partition Q holds four 3,200-byte items with the same
 * 200-byte entries; partition R holds 300 small items (33-byte entries, 234-byte items).
 */
final class LsiFetchTable {
    static final String NAME = "t";
    /** LSI on (p, y), INCLUDE [a]. */
    static final String INCLUDE = "byY";
    /** LSI on (p, y), KEYS_ONLY. */
    static final String KEYS_ONLY = "byYKeys";
    static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("p"), KeyAttribute.s("c")),
            List.of(SecondaryIndex.lsi(INCLUDE, KeySchema.of(KeyAttribute.s("p"), KeyAttribute.s("y")),
                            Projection.include(List.of("a"))),
                    SecondaryIndex.lsi(KEYS_ONLY, KeySchema.of(KeyAttribute.s("p"), KeyAttribute.s("y")),
                            Projection.keysOnly())),
            null, null, null, null);
    static final SimulatedTable SIM = new SimulatedTable(TABLE, items());

    private LsiFetchTable() {
    }

    private static List<Item> items() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            items.add(item("P", "c" + i, "y" + i, 191, 99));
            items.add(item("Q", "c" + i, "y" + i, 191, 2999));
        }
        for (int i = 0; i < 300; i++) {
            items.add(item("R", String.format("c%03d", i), String.format("y%03d", i), 20, 200));
        }
        return items;
    }

    private static Item item(String p, String c, String y, int aLength, int bLength) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("p", AttributeValue.s(p));
        m.put("c", AttributeValue.s(c));
        m.put("y", AttributeValue.s(y));
        m.put("a", AttributeValue.s("a".repeat(aLength)));
        m.put("b", AttributeValue.s("b".repeat(bLength)));
        return new Item(m);
    }

    static QueryRequest query(String index, String partition, String projection, Select select, boolean strong,
                              ReturnConsumedCapacity mode) {
        return new QueryRequest(NAME, index, "p = :p", null, projection, null, Map.of(":p", AttributeValue.s(partition)),
                null, null, null, strong, select, mode);
    }
}
