package dev.tablesmith.planner;

import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The planner's rules, one small design each, built in code: which index can serve a pattern and why not, what
 * the key condition and filter are, whether the results come back sorted, and the cheapest fix. Every plan's
 * request is run on the engine with a few sample records to show it returns the items the pattern asks for.
 */
class PlannerRulesTest {

    // ---------------------------------------------------------------------------------------------------------
    // Building small designs

    static Attribute attr(String name) {
        return Attribute.required(name, AttributeType.S);
    }

    static Attribute number(String name) {
        return Attribute.required(name, AttributeType.N);
    }

    static Attribute counted(String name, long distinctValues) {
        return new Attribute(name, AttributeType.S, true, List.of(), distinctValues, List.of());
    }

    static Attribute enumerated(String name, String... values) {
        return new Attribute(name, AttributeType.S, true, List.of(), null, List.of(values));
    }

    /** Key templates as pairs: key attribute, template. */
    static List<EntityKey> keys(String... pairs) {
        List<EntityKey> keys = new ArrayList<>();
        for (int i = 0; i < pairs.length; i += 2) {
            keys.add(EntityKey.of(pairs[i], pairs[i + 1]));
        }
        return keys;
    }

    /** A sample record from name/value pairs: numbers become N, everything else S. */
    static Item record(Object... pairs) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object value = pairs[i + 1];
            values.put((String) pairs[i], value instanceof Number number ? n(number.toString())
                    : s(value.toString()));
        }
        return Item.of(values);
    }

    static Entity entity(String name, long count, List<Attribute> attributes, List<EntityKey> keys,
                         Item... records) {
        return new Entity(name, "", null, attributes, keys, count, List.of(records));
    }

    static SecondaryIndex gsi(String name, String partitionKey, String sortKey) {
        return SecondaryIndex.gsi(name, KeySchema.of(KeyAttribute.s(partitionKey),
                sortKey == null ? null : KeyAttribute.s(sortKey)), Projection.all());
    }

    static Table table(List<SecondaryIndex> indexes, Entity... entities) {
        return new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), indexes, null,
                List.of(entities), List.of(), List.of());
    }

    /** A read pattern, built up step by step. */
    static final class PatternBuilder {
        private final String id;
        private final List<String> entities;
        private final List<Equality> equalities = new ArrayList<>();
        private final Map<String, String> inputs = new LinkedHashMap<>();
        private RangeCondition range;
        private SortOrder sort;
        private Integer limit;
        private double rate = 1;
        private ReadConsistency consistency = ReadConsistency.EVENTUAL;
        private String index;

        PatternBuilder(String id, String... entities) {
            this.id = id;
            this.entities = List.of(entities);
        }

        PatternBuilder equal(String attribute, String example) {
            equalities.add(Equality.input(attribute));
            inputs.put(attribute, example);
            return this;
        }

        PatternBuilder fixed(String attribute, String value) {
            equalities.add(Equality.fixed(attribute, value));
            return this;
        }

        PatternBuilder between(String attribute, String from, String to) {
            range = new RangeCondition(attribute, RangeOperator.BETWEEN);
            inputs.put("from", from);
            inputs.put("to", to);
            return this;
        }

        PatternBuilder range(String attribute, RangeOperator operator, String value) {
            range = new RangeCondition(attribute, operator);
            inputs.put(attribute, value);
            return this;
        }

        PatternBuilder sort(String attribute, SortDirection direction) {
            sort = new SortOrder(attribute, direction);
            return this;
        }

        PatternBuilder limit(int value) {
            limit = value;
            return this;
        }

        PatternBuilder strong() {
            consistency = ReadConsistency.STRONG;
            return this;
        }

        PatternBuilder on(String indexName) {
            index = indexName;
            return this;
        }

        AccessPattern build() {
            return new AccessPattern(id, id, "", PatternKind.READ, entities, equalities, range, sort, limit, rate,
                    consistency, index, null, inputs, null);
        }
    }

    static PatternBuilder pattern(String... entities) {
        return new PatternBuilder("P1", entities);
    }

    static AccessPatternPlan plan(Table table, PatternBuilder pattern) {
        return new AccessPatternPlanner(table, Pricing.usEast1()).plan(pattern.build());
    }

    static IndexVerdict verdict(AccessPatternPlan plan, String index) {
        return plan.verdicts().stream().filter(v -> v.index().equals(index)).findFirst().orElseThrow();
    }

    /** Runs the plan's request on the engine over the table's sample data, every page, and returns the items. */
    static List<Item> run(Table table, AccessPatternPlan plan) {
        SimulatedTable simulated = SimulatedTable.of(table);
        PlannedRequest request = plan.request();
        List<Item> items = new ArrayList<>();
        if (request.resolution() == Resolution.GET_ITEM) {
            GetItemResponse response = simulated.getItem(request.toGetItem());
            if (response.item() != null) {
                items.add(response.item());
            }
            return items;
        }
        Map<String, AttributeValue> start = null;
        do {
            QueryResponse page = request.resolution() == Resolution.SCAN ? simulated.scan(request.toScan(start))
                    : simulated.query(request.toQuery(start));
            items.addAll(page.items());
            start = page.lastEvaluatedKey();
        } while (start != null);
        return items;
    }

    /** The values of one attribute of the items, as text, in order. */
    static List<String> values(List<Item> items, String attribute) {
        return items.stream().map(i -> i.get(attribute).map(PlannerRulesTest::text).orElse("-")).toList();
    }

    private static String text(AttributeValue value) {
        return value instanceof AttributeValue.S str ? str.value() : ((AttributeValue.N) value).value();
    }

    // ---------------------------------------------------------------------------------------------------------
    // Customers and their orders: PK = CUST#{customerId}, a status index and a sparse open-orders index

    static final Entity CUSTOMER = entity("Customer", 100, List.of(attr("customerId"), attr("name")),
            keys("PK", "CUST#{customerId}", "SK", "PROFILE"),
            record("customerId", "c1", "name", "Asha"), record("customerId", "c2", "name", "Ben"));

    static Entity order(String... extraKeys) {
        List<EntityKey> keys = new ArrayList<>(keys("PK", "CUST#{customerId}", "SK", "ORDER#{orderDate}#{orderId}",
                "GSI1PK", "STATUS#{status}", "GSI1SK", "{orderDate}"));
        keys.add(new EntityKey("GSI2PK", "OPEN", "status = PENDING"));
        keys.addAll(keys(extraKeys));
        return entity("Order", 1000, List.of(counted("customerId", 100), counted("orderId", 1000),
                        attr("orderDate"), enumerated("status", "PENDING", "PAID", "FULFILLED"), number("total")),
                keys,
                record("customerId", "c1", "orderId", "o1", "orderDate", "2026-01-05", "status", "PAID", "total", 30),
                record("customerId", "c1", "orderId", "o2", "orderDate", "2026-02-11", "status", "PENDING",
                        "total", 120),
                record("customerId", "c1", "orderId", "o3", "orderDate", "2026-03-20", "status", "FULFILLED",
                        "total", 9),
                record("customerId", "c2", "orderId", "o4", "orderDate", "2026-02-01", "status", "PENDING",
                        "total", 45));
    }

    static Table commerce() {
        return table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK"), gsi("GSI2", "GSI2PK", null)), CUSTOMER, order());
    }

    @Nested
    class PartitionKey {
        @Test
        void indexWhosePartitionKeyNeedsAnAttributeThePatternDoesNotGiveIsNotUsable() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("orderId", "o3"));

            IndexVerdict table = verdict(plan, "table");
            assertThat(table.usable()).isFalse();
            assertThat(table.reason()).isEqualTo("PK = CUST#{customerId} needs customerId, which the pattern does "
                    + "not give");
            assertThat(verdict(plan, "GSI1").reason()).isEqualTo("GSI1PK = STATUS#{status} needs status, which the "
                    + "pattern does not give");
            assertThat(plan.resolution()).isEqualTo(Resolution.SCAN);
            assertThat(values(run(commerce(), plan), "orderId")).containsExactly("o3");
        }

        @Test
        void givingThatAttributeMakesItAQueryOnTheCustomersCollection() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("customerId", "c1")
                    .equal("orderId", "o3"));

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
            assertThat(plan.request().keyConditionExpression()).isEqualTo("PK = :pk AND begins_with(SK, :sk)");
            assertThat(plan.request().filterExpression()).isEqualTo("orderId = :orderId");
            assertThat(plan.reason()).contains("SK = ORDER#{orderDate}#{orderId} does not lead with orderId");
            assertThat(values(run(commerce(), plan), "orderId")).containsExactly("o3");
        }
    }

    @Nested
    class SparseIndexes {
        @Test
        void patternWithoutTheSparseConditionCannotUseTheSparseIndex() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("customerId", "c1").on("GSI2"));

            IndexVerdict gsi2 = verdict(plan, "GSI2");
            assertThat(gsi2.usable()).isFalse();
            assertThat(gsi2.reason()).contains("GSI2 holds Order only while", "status = PENDING",
                    "(GSI2PK is written only then); the pattern does not ask for that");
            assertThat(plan.index()).contains("table");
            assertThat(values(run(commerce(), plan), "status")).containsExactly("PAID", "PENDING", "FULFILLED");
        }

        @Test
        void sparseIndexReasonSaysOnlyWhileOnce() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("customerId", "c1").on("GSI2"));

            assertThat(verdict(plan, "GSI2").reason()).isEqualTo("GSI2 holds Order only while status = PENDING "
                    + "(GSI2PK is written only then); the pattern does not ask for that");
        }

        @Test
        void statusGivenAtRunTimeDoesNotImplyTheSparseCondition() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("status", "PENDING"));

            assertThat(verdict(plan, "GSI2").usable()).isFalse();
            assertThat(plan.index()).contains("GSI1");
            assertThat(plan.request().keyConditionExpression()).isEqualTo("GSI1PK = :pk");
        }

        @Test
        void anotherFixedStatusDoesNotImplyIt() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").fixed("status", "PAID"));

            assertThat(verdict(plan, "GSI2").usable()).isFalse();
            assertThat(values(run(commerce(), plan), "orderId")).containsExactly("o1");
        }

        @Test
        void fixedPendingStatusIsServedByTheSparseIndexWithoutAFilter() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").fixed("status", "PENDING").on("GSI2"));

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
            assertThat(plan.index()).contains("GSI2");
            assertThat(plan.request().keyConditionExpression()).isEqualTo("GSI2PK = :pk");
            assertThat(plan.request().values()).isEqualTo(Map.of(":pk", s("OPEN")));
            assertThat(plan.request().filterExpression()).isNull();
            assertThat(values(run(commerce(), plan), "orderId")).containsExactlyInAnyOrder("o2", "o4");
        }
    }

    @Nested
    class NumbersInStringSortKeys {
        static Table readings(String sortKeyTemplate) {
            Entity reading = entity("Reading", 10_000, List.of(counted("sensorId", 10), number("seq")),
                    keys("PK", "SENSOR#{sensorId}", "SK", sortKeyTemplate),
                    record("sensorId", "s1", "seq", 5), record("sensorId", "s1", "seq", 9),
                    record("sensorId", "s1", "seq", 10), record("sensorId", "s1", "seq", 12),
                    record("sensorId", "s1", "seq", 20), record("sensorId", "s2", "seq", 7));
            return table(List.of(), reading);
        }

        static PatternBuilder window() {
            return pattern("Reading").equal("sensorId", "s1").between("seq", "5", "12");
        }

        @Test
        void rangeOnAnUnpaddedNumberIsAFilterBecauseTenSortsBeforeNine() {
            Table table = readings("SEQ#{seq}");
            AccessPatternPlan plan = plan(table, window());

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
            assertThat(plan.request().keyConditionExpression()).isEqualTo("PK = :pk AND begins_with(SK, :sk)");
            assertThat(plan.request().values()).containsEntry(":sk", s("SEQ#"));
            assertThat(plan.request().filterExpression()).isEqualTo("seq BETWEEN :seqFrom AND :seqTo");
            assertThat(plan.reason()).contains("seq is a number inside a string sort key without pad",
                    "10 before 9");
            assertThat(plan.fix()).isPresent();
            // The key order is text order; the filter still keeps the right readings.
            assertThat(values(run(table, plan), "seq")).containsExactly("10", "12", "5", "9");
        }

        @Test
        void rangeOnAPaddedNumberIsOneKeyCondition() {
            Table table = readings("SEQ#{seq|pad:10}");
            AccessPatternPlan plan = plan(table, window());

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
            assertThat(plan.request().keyConditionExpression())
                    .isEqualTo("PK = :pk AND SK BETWEEN :skFrom AND :skTo");
            assertThat(plan.request().values()).isEqualTo(Map.of(":pk", s("SENSOR#s1"),
                    ":skFrom", s("SEQ#0000000005"), ":skTo", s("SEQ#0000000012")));
            assertThat(plan.request().filterExpression()).isNull();
            assertThat(values(run(table, plan), "seq")).containsExactly("5", "9", "10", "12");
        }

        @Test
        void orderingByAnUnpaddedNumberIsNotSorted() {
            AccessPatternPlan unpadded = plan(readings("SEQ#{seq}"), pattern("Reading").equal("sensorId", "s1")
                    .sort("seq", SortDirection.ASC));
            AccessPatternPlan padded = plan(readings("SEQ#{seq|pad:10}"), pattern("Reading")
                    .equal("sensorId", "s1").sort("seq", SortDirection.ASC));

            assertThat(unpadded.sorted()).isFalse();
            assertThat(unpadded.reason()).contains("10 before 9");
            assertThat(padded.sorted()).isTrue();
            assertThat(values(run(readings("SEQ#{seq|pad:10}"), padded), "seq"))
                    .containsExactly("5", "9", "10", "12", "20");
        }

        @Test
        void unpaddedNumberReasonIsGivenOnce() {
            AccessPatternPlan plan = plan(readings("SEQ#{seq}"), window().sort("seq", SortDirection.ASC));

            String reason = plan.reason();
            String phrase = "seq is a number inside a string sort key without pad";
            assertThat(reason.indexOf(phrase)).isEqualTo(reason.lastIndexOf(phrase));
        }
    }

    @Nested
    class LossyKeyFilters {
        static Table events() {
            Entity event = entity("Event", 10_000, List.of(counted("deviceId", 10), attr("at"), attr("eventId")),
                    keys("PK", "DEVICE#{deviceId}", "SK", "{at|date}#{eventId}"),
                    record("deviceId", "d1", "at", "2026-07-01T08:00:00Z", "eventId", "e1"),
                    record("deviceId", "d1", "at", "2026-07-01T12:00:00Z", "eventId", "e2"),
                    record("deviceId", "d1", "at", "2026-07-02T09:00:00Z", "eventId", "e3"));
            return table(List.of(), event);
        }

        @Test
        void rangeThroughADateFilterKeepsAFilterForTheTimeOfDay() {
            AccessPatternPlan plan = plan(events(), pattern("Event").equal("deviceId", "d1")
                    .range("at", RangeOperator.GE, "2026-07-01T10:00:00Z"));

            assertThat(values(run(events(), plan), "eventId")).containsExactly("e2", "e3");
        }
    }

    @Nested
    class SortOrders {
        @Test
        void sortAttributeThatIsNotTheNextKeyComponentIsNotSorted() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("customerId", "c1")
                    .sort("total", SortDirection.ASC));

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
            assertThat(plan.sorted()).isFalse();
            assertThat(plan.isEfficient()).isFalse();
            assertThat(plan.reason()).contains("SK = ORDER#{orderDate}#{orderId} orders Order by orderDate, not by "
                    + "total: the application would have to sort");
            assertThat(values(run(commerce(), plan), "total")).containsExactly("30", "120", "9");
        }

        @Test
        void sortAttributeThatIsTheNextKeyComponentIsSortedInTheAskedDirection() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("customerId", "c1")
                    .sort("orderDate", SortDirection.DESC));

            assertThat(plan.sorted()).isTrue();
            assertThat(plan.request().scanIndexForward()).isFalse();
            assertThat(values(run(commerce(), plan), "orderDate"))
                    .containsExactly("2026-03-20", "2026-02-11", "2026-01-05");
        }
    }

    @Nested
    class Consistency {
        static Table withLocalIndex() {
            SecondaryIndex lsi = SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("PK"),
                    KeyAttribute.s("LSI1SK")), Projection.all());
            List<EntityKey> keys = new ArrayList<>(order().keys());
            keys.add(EntityKey.of("LSI1SK", "TOTAL#{total|pad:7.2}"));
            return table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK"), gsi("GSI2", "GSI2PK", null), lsi), CUSTOMER,
                    order().withKeys(keys));
        }

        @Test
        void stronglyConsistentPatternCannotUseAGlobalSecondaryIndex() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").fixed("status", "PENDING").strong());

            assertThat(verdict(plan, "GSI1").usable()).isFalse();
            assertThat(verdict(plan, "GSI1").reason()).isEqualTo("GSI1 is a global secondary index: its reads are "
                    + "eventually consistent, and the pattern asks for strongly consistent reads");
            assertThat(verdict(plan, "GSI2").usable()).isFalse();
            assertThat(plan.resolution()).isEqualTo(Resolution.SCAN);
            assertThat(plan.request().consistentRead()).isTrue();
            assertThat(values(run(commerce(), plan), "orderId")).containsExactlyInAnyOrder("o2", "o4");
        }

        @Test
        void stronglyConsistentPatternCanUseALocalSecondaryIndex() {
            Table table = withLocalIndex();
            AccessPatternPlan plan = plan(table, pattern("Order").equal("customerId", "c1")
                    .sort("total", SortDirection.DESC).strong());

            assertThat(plan.index()).contains("LSI1");
            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
            assertThat(plan.sorted()).isTrue();
            assertThat(plan.request().consistentRead()).isTrue();
            assertThat(plan.request().scanIndexForward()).isFalse();
            assertThat(values(run(table, plan), "total")).containsExactly("120", "30", "9");
        }
    }

    @Nested
    class GetItem {
        @Test
        void fullPrimaryKeyOnTheTableIsAGetItem() {
            AccessPatternPlan plan = plan(commerce(), pattern("Customer").equal("customerId", "c2"));

            assertThat(plan.resolution()).isEqualTo(Resolution.GET_ITEM);
            assertThat(plan.request().key()).isEqualTo(Map.of("PK", s("CUST#c2"), "SK", s("PROFILE")));
            assertThat(values(run(commerce(), plan), "name")).containsExactly("Ben");
        }

        @Test
        void fullKeyOnAGlobalIndexIsAQueryBecauseGetItemReadsOnlyTheTable() {
            List<EntityKey> keys = new ArrayList<>(CUSTOMER.keys());
            keys.addAll(keys("GSI1PK", "NAME#{name}", "GSI1SK", "PROFILE"));
            Table table = table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK")), CUSTOMER.withKeys(keys));

            AccessPatternPlan plan = plan(table, pattern("Customer").equal("name", "Asha"));

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
            assertThat(plan.index()).contains("GSI1");
            assertThat(plan.request().keyConditionExpression()).isEqualTo("GSI1PK = :pk AND GSI1SK = :sk");
            assertThat(values(run(table, plan), "customerId")).containsExactly("c1");
        }

        @Test
        void tableWithoutASortKeyNeedsOnlyThePartitionKey() {
            Entity user = entity("User", 50, List.of(attr("userId"), attr("name")), keys("PK", "USER#{userId}"),
                    record("userId", "u1", "name", "Ana"));
            Table table = new Table("users", KeySchema.of(KeyAttribute.s("PK"), null), List.of(), null,
                    List.of(user), List.of(), List.of());

            AccessPatternPlan plan = plan(table, pattern("User").equal("userId", "u1"));

            assertThat(plan.resolution()).isEqualTo(Resolution.GET_ITEM);
            assertThat(plan.request().key()).isEqualTo(Map.of("PK", s("USER#u1")));
            assertThat(values(run(table, plan), "name")).containsExactly("Ana");
        }
    }

}
