package dev.tablesmith.differential;

import static dev.tablesmith.model.AttributeValue.b;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;

import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The Query cases on {@link GeneratedData#strings()}, generated from the data with a fixed seed: the base table
 * (every sort key operator, both directions, Limit with pagination including a Limit that ends exactly on the last
 * item, filters, projections), GSI1 (number sort key, ties), GSI2 (sparse, binary sort key, INCLUDE projection)
 * and LSI1 (KEYS_ONLY).
 */
final class StringTableCases {
    private static final String TABLE = GeneratedData.STRINGS_TABLE;

    private StringTableCases() {
    }

    /** Per partition: the whole collection, then a sample of the other shapes. */
    static List<QueryCase> tableQueries() {
        Dataset data = GeneratedData.strings();
        Random random = new Random(7001);
        List<QueryCase> cases = new ArrayList<>();
        List<String> partitions = new ArrayList<>(EdgeValues.EDGE_PARTITIONS);
        partitions.addAll(List.of("BIG#1", "BIG#2"));
        data.partitions().keySet().stream().map(v -> ((AttributeValue.S) v).value())
                .filter(pk -> pk.startsWith("P#") && sortKeys(data, pk).size() >= 10).limit(3)
                .forEach(partitions::add);
        for (String pk : partitions) {
            List<String> sortKeys = sortKeys(data, pk);
            int size = sortKeys.size();
            List<QueryBuilder> shapes = new ArrayList<>();
            shapes.add(base(pk).reverse().limit(pageLimit(random, size)));
            shapes.add(base(pk).limit(size));
            String pivot = pick(random, sortKeys);
            shapes.add(withSortKey(pk, "SK = :v", pivot));
            shapes.add(withSortKey(pk, "SK = :v", pivot + "~~").reverse());
            for (String operator : List.of("<", "<=", ">", ">=")) {
                String value = random.nextInt(3) == 0 ? EdgeValues.randomText(random, 1, 3) : pick(random, sortKeys);
                shapes.add(withSortKey(pk, "SK " + operator + " :v", value).forward(random.nextBoolean())
                        .limit(random.nextBoolean() ? null : pageLimit(random, size)));
            }
            String lo = pick(random, sortKeys);
            String hi = pick(random, sortKeys);
            if (ComparableForm.compareCodePoints(lo, hi) > 0) {
                String t = lo;
                lo = hi;
                hi = t;
            }
            shapes.add(base(pk).key("PK = :pk AND SK BETWEEN :lo AND :hi").value(":lo", s(lo)).value(":hi", s(hi))
                    .forward(random.nextBoolean()));
            String prefixed = pick(random, sortKeys);
            shapes.add(withSortKey(pk, "begins_with(SK, :v)", prefix(prefixed, 1)));
            shapes.add(withSortKey(pk, "begins_with(SK, :v)", prefix(prefixed, 2)).reverse().limit(3));
            shapes.add(base(pk).filter(Filters.random(random)).limit(random.nextBoolean() ? null
                    : pageLimit(random, size)));
            shapes.add(withSortKey(pk, "SK >= :v", pick(random, sortKeys)).projection(Projections.random(random)));
            shapes.add(base(pk).filter(Filters.random(random)).projection(Projections.random(random)).reverse()
                    .limit(pageLimit(random, size)));
            cases.add(exact(base(pk)));
            sample(random, shapes, 6).forEach(shape -> cases.add(exact(shape)));
        }
        return cases;
    }

    /** GSI1 and GSI2 partitions and some LSI1 collections: per partition a sample of shapes. */
    static List<QueryCase> indexQueries() {
        Dataset data = GeneratedData.strings();
        Random random = new Random(7002);
        List<QueryCase> cases = new ArrayList<>();
        List<String> gsi1Keys = data.indexKeyNames("GSI1");
        for (AttributeValue pk : data.indexPartitions("GSI1")) {
            List<AttributeValue> sortKeys = indexSortKeys(data, "GSI1", pk);
            int size = sortKeys.size();
            List<QueryBuilder> shapes = new ArrayList<>();
            shapes.add(gsi1(pk).reverse().limit(pageLimit(random, size)));
            shapes.add(gsi1(pk).key("GSI1PK = :pk AND GSI1SK = :v").value(":v", n("1E2")));
            for (String operator : List.of("<", "<=", ">", ">=")) {
                AttributeValue value = random.nextBoolean() ? pick(random, sortKeys) : n(EdgeValues.randomNumber(random));
                shapes.add(gsi1(pk).key("GSI1PK = :pk AND GSI1SK " + operator + " :v").value(":v", value)
                        .forward(random.nextBoolean()).limit(random.nextBoolean() ? null : pageLimit(random, size)));
            }
            shapes.add(gsi1(pk).key("GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi").value(":lo", n("-0.5"))
                    .value(":hi", n("100.0")).reverse());
            shapes.add(gsi1(pk).filter(Filters.random(random)).limit(pageLimit(random, size)));
            shapes.add(gsi1(pk).filter(ExpressionParts.of("begins_with(SK, :fsk)").value(":fsk", s("A#")))
                    .projection(Projections.withKeys(Projections.random(random), gsi1Keys)));
            cases.add(ties(gsi1(pk), gsi1Keys));
            sample(random, shapes, 3).forEach(shape -> cases.add(ties(shape, gsi1Keys)));
        }
        List<String> gsi2Keys = data.indexKeyNames("GSI2");
        for (AttributeValue pk : data.indexPartitions("GSI2")) {
            int size = indexSortKeys(data, "GSI2", pk).size();
            List<QueryBuilder> shapes = new ArrayList<>();
            shapes.add(gsi2(pk).reverse().limit(pageLimit(random, size)));
            shapes.add(gsi2(pk).key("GSI2PK = :pk AND begins_with(GSI2SK, :v)").value(":v", b(EdgeValues.bytes(0x80))));
            shapes.add(gsi2(pk).key("GSI2PK = :pk AND begins_with(GSI2SK, :v)").value(":v", b(EdgeValues.bytes(0xFF)))
                    .reverse());
            shapes.add(gsi2(pk).key("GSI2PK = :pk AND GSI2SK > :v").value(":v", b(EdgeValues.bytes(0x7F)))
                    .limit(pageLimit(random, size)));
            shapes.add(gsi2(pk).key("GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi")
                    .value(":lo", b(EdgeValues.bytes(0x00))).value(":hi", b(EdgeValues.bytes(0x7F, 0xFF))));
            shapes.add(gsi2(pk).key("GSI2PK = :pk AND GSI2SK <= :v").value(":v", b(EdgeValues.bytes(0x80, 0x00)))
                    .projection(ExpressionParts.of("title, nested.a.b, PK, GSI2PK, GSI2SK")));
            shapes.add(gsi2(pk).filter(ExpressionParts.of("attribute_exists(title) AND contains(title, :fw)")
                    .value(":fw", s(GeneratedData.word(random)))));
            cases.add(ties(gsi2(pk), gsi2Keys));
            sample(random, shapes, 5).forEach(shape -> cases.add(ties(shape, gsi2Keys)));
        }
        List<String> lsiKeys = data.indexKeyNames("LSI1");
        for (String pk : List.of("BIG#1", "\uD83D\uDE00", "a#b", "\uFFFD")) {
            int size = sortKeys(data, pk).size();
            List<QueryBuilder> shapes = new ArrayList<>();
            shapes.add(lsi(pk).reverse().limit(pageLimit(random, size)));
            shapes.add(lsi(pk).key("PK = :pk AND begins_with(LSI1SK, :v)").value(":v", s("A#")));
            shapes.add(lsi(pk).key("PK = :pk AND LSI1SK > :v").value(":v", s("B#")).reverse());
            shapes.add(lsi(pk).filter(ExpressionParts.of("begins_with(SK, :fsk)").value(":fsk", s("ORDER"))));
            cases.add(ties(lsi(pk), lsiKeys));
            sample(random, shapes, 2).forEach(shape -> cases.add(ties(shape, lsiKeys)));
        }
        return cases;
    }

    private static <T> List<T> sample(Random random, List<T> values, int count) {
        List<T> copy = new ArrayList<>(values);
        java.util.Collections.shuffle(copy, random);
        return copy.subList(0, Math.min(count, copy.size()));
    }

    private static QueryBuilder base(String pk) {
        return QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", s(pk));
    }

    private static QueryBuilder withSortKey(String pk, String condition, String value) {
        return base(pk).key("PK = :pk AND " + condition).value(":v", s(value));
    }

    private static QueryBuilder gsi1(AttributeValue pk) {
        return QueryBuilder.on(TABLE).index("GSI1").key("GSI1PK = :pk").value(":pk", pk);
    }

    private static QueryBuilder gsi2(AttributeValue pk) {
        return QueryBuilder.on(TABLE).index("GSI2").key("GSI2PK = :pk").value(":pk", pk);
    }

    private static QueryBuilder lsi(String pk) {
        return QueryBuilder.on(TABLE).index("LSI1").key("PK = :pk").value(":pk", s(pk));
    }

    private static QueryCase exact(QueryBuilder builder) {
        QueryRequest request = builder.build();
        return new QueryCase(Describe.query(request), request, ResultOrder.exact());
    }

    private static QueryCase ties(QueryBuilder builder, List<String> indexKeys) {
        QueryRequest request = builder.build();
        return new QueryCase(Describe.query(request), request, ResultOrder.tiesUnordered(indexKeys));
    }

    /** A Limit that gives between about 2 and 7 pages. */
    static int pageLimit(Random random, int size) {
        int base = Math.max(1, size / 7);
        return base + random.nextInt(Math.max(1, size / 3));
    }

    static <T> T pick(Random random, List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    private static String prefix(String text, int codePoints) {
        int count = Math.min(codePoints, text.codePointCount(0, text.length()));
        return text.substring(0, text.offsetByCodePoints(0, count));
    }

    static List<String> sortKeys(Dataset data, String pk) {
        return data.items().stream().filter(i -> i.attributes().get("PK").equals(s(pk)))
                .map(i -> ((AttributeValue.S) i.attributes().get("SK")).value()).toList();
    }

    private static List<AttributeValue> indexSortKeys(Dataset data, String index, AttributeValue pk) {
        List<String> keys = data.indexKeyNames(index);
        List<AttributeValue> out = new ArrayList<>();
        for (Item item : data.items()) {
            if (keys.stream().allMatch(item::has) && item.attributes().get(keys.get(0)).equals(pk)) {
                out.add(item.attributes().get(keys.get(1)));
            }
        }
        return out;
    }
}
