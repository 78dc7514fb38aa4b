package dev.tablesmith.differential;

import static dev.tablesmith.model.AttributeValue.b;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * The generated differential datasets, the same on every run (fixed seeds).
 *
 * <p>{@link #strings()}: table {@code diff-strings} with string keys ({@code PK}, {@code SK}); {@code GSI1}
 * ({@code GSI1PK} S, {@code GSI1SK} N, ALL) present on most items, some with a GSI1PK but no GSI1SK; {@code GSI2}
 * ({@code GSI2PK} S, {@code GSI2SK} B, INCLUDE title and nested), sparse: on about a fifth of the items;
 * {@code LSI1} ({@code PK}, {@code LSI1SK} S, KEYS_ONLY) on half. Partitions: 30 plain ones, the
 * {@link EdgeValues#EDGE_PARTITIONS}, and two large ones for pagination. Every item has {@code kind} and
 * {@code rank} (1-1000, never 0); the others are optional: title, price, qty, flag, nothing (NULL), tags (SS),
 * scores (NS), blobs (BS), data (B), nested (M with maps and lists), seq (L of up to 12 elements).
 *
 * <p>{@link #numberKeys()}: table {@code diff-numbers} with a number partition key written in several spellings
 * per value ({@code 100}, {@code 1E2}, {@code 100.00} ...) and a binary sort key; {@code ByBucket} (N partition
 * key, no sort key, INCLUDE label) on most items.
 *
 * <p>No item may be written twice with the same primary key: keys are de-duplicated by value, not by spelling.
 */
final class GeneratedData {
    static final String STRINGS_TABLE = "diff-strings";
    static final String NUMBERS_TABLE = "diff-numbers";
    static final List<String> KINDS = List.of("alpha", "beta", "gamma", "delta");
    static final List<String> WORDS = List.of("red", "blue", "caf\u00E9", "\u4E2D\u6587", "emoji\uD83D\uDE00",
            "x#y", "\uFFFD", "\uE000", "sku-101", "ORDER", "zz");

    private static Dataset strings;
    private static Dataset numberKeys;

    private GeneratedData() {
    }

    static synchronized Dataset strings() {
        if (strings == null) {
            strings = new Dataset(stringsTable(), stringItems(new Random(20260301L)));
        }
        return strings;
    }

    static synchronized Dataset numberKeys() {
        if (numberKeys == null) {
            numberKeys = new Dataset(numbersTable(), numberItems(new Random(20260302L)));
        }
        return numberKeys;
    }

    static Table stringsTable() {
        return new Table(STRINGS_TABLE, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(
                SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.n("GSI1SK")),
                        Projection.all()),
                SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), new KeyAttribute("GSI2SK",
                        ScalarType.B)), Projection.include(List.of("title", "nested"))),
                SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("LSI1SK")),
                        Projection.keysOnly())),
                null, null, null, null);
    }

    static Table numbersTable() {
        return new Table(NUMBERS_TABLE, KeySchema.of(KeyAttribute.n("PK"), new KeyAttribute("SK", ScalarType.B)),
                List.of(SecondaryIndex.gsi("ByBucket", KeySchema.of(KeyAttribute.n("bucket"), null),
                        Projection.include(List.of("label")))),
                null, null, null, null);
    }

    private static List<Item> stringItems(Random random) {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (int i = 0; i < 30; i++) {
            sizes.put(String.format("P#%02d", i), random.nextInt(40));
        }
        EdgeValues.EDGE_PARTITIONS.forEach(p -> sizes.put(p, 5 + random.nextInt(40)));
        sizes.put("BIG#1", 300);
        sizes.put("BIG#2", 150);
        List<Item> items = new ArrayList<>();
        sizes.forEach((pk, size) -> {
            Set<String> used = new HashSet<>();
            while (used.size() < size) {
                String sk = EdgeValues.SORT_KEY_PREFIXES.get(random.nextInt(EdgeValues.SORT_KEY_PREFIXES.size()))
                        + EdgeValues.randomText(random, 1, 8);
                if (used.add(sk)) {
                    items.add(stringItem(random, pk, sk));
                }
            }
        });
        return items;
    }

    private static Item stringItem(Random random, String pk, String sk) {
        Map<String, AttributeValue> a = new LinkedHashMap<>();
        a.put("PK", s(pk));
        a.put("SK", s(sk));
        if (random.nextInt(100) < 75) {
            a.put("GSI1PK", s("G1#" + random.nextInt(8)));
            if (random.nextInt(100) < 90) {
                a.put("GSI1SK", n(EdgeValues.randomNumber(random)));
            }
        }
        int gsi2 = random.nextInt(100);
        if (gsi2 < 20) {
            a.put("GSI2PK", s(List.of("OPEN", "HOT", "\uD83D\uDE00").get(random.nextInt(3))));
            if (random.nextInt(100) < 85) {
                a.put("GSI2SK", b(EdgeValues.randomBinary(random)));
            }
        } else if (gsi2 < 25) {
            a.put("GSI2SK", b(EdgeValues.randomBinary(random)));
        }
        if (random.nextBoolean()) {
            a.put("LSI1SK", s(EdgeValues.SORT_KEY_PREFIXES.get(random.nextInt(4)) + EdgeValues.randomText(random, 0,
                    2)));
        }
        a.put("kind", s(KINDS.get(random.nextInt(KINDS.size()))));
        a.put("rank", n(1 + random.nextInt(1000)));
        optional(random, 90, a, "title", () -> s(word(random) + " " + EdgeValues.randomText(random, 0, 6)));
        optional(random, 80, a, "price", () -> n(EdgeValues.randomNumber(random)));
        optional(random, 70, a, "qty", () -> n(random.nextInt(24) - 3));
        optional(random, 50, a, "flag", () -> AttributeValue.bool(random.nextBoolean()));
        optional(random, 10, a, "nothing", AttributeValue::nul);
        optional(random, 40, a, "tags", () -> new AttributeValue.SS(distinct(1 + random.nextInt(4),
                () -> word(random))));
        optional(random, 30, a, "scores", () -> new AttributeValue.NS(distinctNumbers(random, 1 + random.nextInt(3))));
        optional(random, 10, a, "blobs", () -> new AttributeValue.BS(distinctBinaries(random, 1 + random.nextInt(3))));
        optional(random, 30, a, "data", () -> b(EdgeValues.randomBinary(random)));
        optional(random, 50, a, "nested", () -> nested(random));
        optional(random, 30, a, "seq", () -> list(random));
        return new Item(a);
    }

    private static AttributeValue nested(Random random) {
        Map<String, AttributeValue> inner = new LinkedHashMap<>();
        inner.put("b", n(random.nextInt(7) - 3));
        inner.put("c", s(word(random)));
        Map<String, AttributeValue> outer = new LinkedHashMap<>();
        outer.put("a", AttributeValue.m(inner));
        outer.put("l", AttributeValue.l(List.of(s(word(random)), n(EdgeValues.randomNumber(random)),
                AttributeValue.bool(random.nextBoolean()), AttributeValue.m(Map.of("x", s(word(random)))))));
        if (random.nextInt(4) == 0) {
            outer.put("e", AttributeValue.m(Map.of()));
        }
        return AttributeValue.m(outer);
    }

    private static AttributeValue list(Random random) {
        int size = random.nextInt(13);
        List<AttributeValue> values = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            values.add(random.nextBoolean() ? s(word(random)) : n(random.nextInt(20)));
        }
        return AttributeValue.l(values);
    }

    private static List<Item> numberItems(Random random) {
        List<Item> items = new ArrayList<>();
        for (List<String> spellings : EdgeValues.NUMBER_KEYS) {
            int size = 30 + random.nextInt(70);
            Set<String> used = new HashSet<>();
            int attempts = 0;
            while (used.size() < size && attempts++ < 10_000) {
                byte[] sk = EdgeValues.randomBinary(random);
                if (used.add(java.util.HexFormat.of().formatHex(sk))) {
                    Map<String, AttributeValue> a = new LinkedHashMap<>();
                    a.put("PK", n(spellings.get(random.nextInt(spellings.size()))));
                    a.put("SK", b(sk));
                    if (random.nextInt(100) < 80) {
                        a.put("bucket", n(random.nextInt(6)));
                    }
                    a.put("label", s(word(random) + EdgeValues.randomText(random, 0, 4)));
                    a.put("amount", n(EdgeValues.randomNumber(random)));
                    items.add(new Item(a));
                }
            }
        }
        return items;
    }

    private static void optional(Random random, int percent, Map<String, AttributeValue> attributes, String name,
                                 java.util.function.Supplier<AttributeValue> value) {
        if (random.nextInt(100) < percent) {
            attributes.put(name, value.get());
        }
    }

    static String word(Random random) {
        return WORDS.get(random.nextInt(WORDS.size()));
    }

    private static List<String> distinct(int count, java.util.function.Supplier<String> next) {
        Set<String> out = new java.util.LinkedHashSet<>();
        for (int i = 0; i < count * 4 && out.size() < count; i++) {
            out.add(next.get());
        }
        return List.copyOf(out);
    }

    private static List<String> distinctNumbers(Random random, int count) {
        Set<String> canonical = new HashSet<>();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count * 4 && out.size() < count; i++) {
            String number = EdgeValues.randomNumber(random);
            if (canonical.add(ComparableForm.canonicalNumber(number))) {
                out.add(number);
            }
        }
        return out;
    }

    private static List<AttributeValue.B> distinctBinaries(Random random, int count) {
        Set<String> seen = new HashSet<>();
        List<AttributeValue.B> out = new ArrayList<>();
        for (int i = 0; i < count * 4 && out.size() < count; i++) {
            byte[] value = EdgeValues.randomBinary(random);
            if (seen.add(java.util.HexFormat.of().formatHex(value))) {
                out.add(b(value));
            }
        }
        return out;
    }
}
