package dev.tablesmith.differential;

import static dev.tablesmith.model.AttributeValue.b;
import static dev.tablesmith.model.AttributeValue.bool;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.nul;
import static dev.tablesmith.model.AttributeValue.s;

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
 * Small hand-made tables on which each {@link MotoDifference} shows: every item is written for the point it makes,
 * so the expected answers can be read off the data.
 */
final class DifferenceTables {
    static final String MAIN = "moto-differences";
    static final String WRONG_TYPE = "moto-wrong-type";
    static final String NUMBER_SORT_KEY = "moto-number-sk";
    /** One S attribute this long makes an item of about 3 KB. */
    static final int THREE_KB = 3_000;
    /** One S attribute this long makes an item of about 100 KB. */
    static final int HUNDRED_KB = 100_000;

    private DifferenceTables() {
    }

    /**
     * Partition {@code p}: four items a-d with the values the filter and projection differences need. Partition
     * {@code big}: five items of about 3 KB. Partition {@code huge}: twelve items of about 100 KB. GSI1 and LSI1
     * (KEYS_ONLY) on some of them; GSI2 (KEYS_ONLY) on none.
     */
    static Dataset main() {
        Table table = new Table(MAIN, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(
                SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                        Projection.all()),
                SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("LSI1SK")),
                        Projection.keysOnly()),
                SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null), Projection.keysOnly())),
                null, null, null, null);
        List<Item> items = new ArrayList<>();
        items.add(item("p", "a", Map.of("v", n("0"), "t", n("1"), "s", s("\u00E9\uD834\uDD1E"),
                "b", b(EdgeValues.bytes(0x80, 0x01, 0x02)), "l", AttributeValue.l(List.of(s("x"), s("y"), s("z"))),
                "n1", n("1E2"), "n2", n("12.50"), "n3", n("-0"), "ns", new AttributeValue.NS(List.of("1E2", "5.0")),
                "LSI1SK", s("k1"))));
        items.add(item("p", "b", Map.of("v", n("1"), "t", bool(true), "zz", nul(), "LSI1SK", s("k2"),
                "title", s("second"))));
        items.add(item("p", "c", Map.of("v", n("-1"), "GSI1PK", s("G"), "GSI1SK", s("c"))));
        items.add(item("p", "d", Map.of("s", s("abc"), "GSI1PK", s("G"), "GSI1SK", s("d"))));
        for (int i = 0; i < 5; i++) {
            items.add(item("big", "k" + i, Map.of("blob", s("x".repeat(THREE_KB)))));
        }
        for (int i = 0; i < 12; i++) {
            items.add(item("huge", String.format("k%02d", i), Map.of("blob", s("y".repeat(HUNDRED_KB)))));
        }
        return new Dataset(table, items);
    }

    /**
     * GSI1 declares GSI1SK as S. Partition {@code G#A} of GSI1 holds two correct items and one whose GSI1SK is a
     * number; partition {@code G#B} holds only a wrong-typed one. DynamoDB would refuse both wrong-typed writes.
     */
    static Dataset wrongType() {
        Table table = new Table(WRONG_TYPE, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(
                SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                        Projection.all())),
                null, null, null, null);
        return new Dataset(table, List.of(
                item("i1", "x", Map.of("GSI1PK", s("G#A"), "GSI1SK", s("2026-01-01"))),
                item("i2", "x", Map.of("GSI1PK", s("G#A"), "GSI1SK", s("2026-02-01"))),
                item("i3", "x", Map.of("GSI1PK", s("G#A"), "GSI1SK", n("20260301"))),
                item("i4", "x", Map.of("GSI1PK", s("G#B"), "GSI1SK", n("7")))));
    }

    /** A number sort key, for begins_with on it. */
    static Dataset numberSortKey() {
        Table table = new Table(NUMBER_SORT_KEY, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.n("SK")), List.of(),
                null, null, null, null);
        return new Dataset(table, List.of(numbered("p", "1"), numbered("p", "10"), numbered("p", "2")));
    }

    private static Item numbered(String pk, String sk) {
        return new Item(Map.of("PK", s(pk), "SK", n(sk)));
    }

    private static Item item(String pk, String sk, Map<String, AttributeValue> rest) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        attributes.put("PK", s(pk));
        attributes.put("SK", s(sk));
        attributes.putAll(rest);
        return new Item(attributes);
    }
}
