package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.KeyOrder;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For every read pattern of every bundled example: the planned request, run by the engine on the example's sample
 * data, returns exactly the sample items of the pattern's entities that match its equality inputs (and nothing
 * else), in the order the pattern asks for when the plan says it is sorted.
 */
class PlansRunOnSampleDataTest {

    static Stream<Arguments> patterns() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        List<Arguments> cases = new ArrayList<>();
        for (Example example : gallery.list()) {
            Design design = gallery.load(example);
            for (AccessPattern pattern : design.table().accessPatterns()) {
                if (pattern.kind() == PatternKind.READ) {
                    cases.add(Arguments.of(example.name(), pattern.id(), design));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("patterns")
    void plannedRequestReturnsWhatThePatternAsksFor(String example, String patternId, Design design) {
        Table table = design.table();
        AccessPattern pattern = table.accessPattern(patternId).orElseThrow();
        AccessPatternPlan plan = new AccessPatternPlanner(table, design.pricing()).plan(pattern);
        assertThat(plan.request()).as("%s has a request", patternId).isNotNull();
        SampleData sample = ItemMaterializer.materialize(table);
        SimulatedTable simulated = new SimulatedTable(table, sample.plainItems());
        List<Item> returned = runToTheEnd(simulated, plan.request());

        // Compared by primary key: an index with a KEYS_ONLY or INCLUDE projection returns part of each item.
        List<String> keyNames = table.keySchema().attributeNames();
        Set<List<AttributeValue>> expected = new HashSet<>();
        for (SampleItem item : sample.items()) {
            if (item.entity() != null && pattern.entities().contains(item.entity()) && matchesInputs(item.item(), plan)) {
                expected.add(primaryKey(item.item(), keyNames));
            }
        }
        Set<List<AttributeValue>> got = new HashSet<>();
        returned.forEach(i -> got.add(primaryKey(i, keyNames)));
        if (plan.resolution() == Resolution.QUERY_WITH_FILTER && plan.reason().contains("must discard")) {
            assertThat(got).containsAll(expected);
        } else {
            assertThat(got).as("%s %s via %s", example, patternId, plan.reason()).isEqualTo(expected);
        }
        if (plan.sorted() && pattern.sort() != null && pattern.entities().size() == 1) {
            String attribute = pattern.sort().attribute();
            List<AttributeValue> order = returned.stream().map(i -> i.attributes().get(attribute))
                    .filter(v -> v != null).toList();
            List<AttributeValue> sorted = new ArrayList<>(order);
            sorted.sort(pattern.sort().direction() == SortDirection.DESC ? KeyOrder.ASCENDING.reversed()
                    : KeyOrder.ASCENDING);
            assertThat(order).as("%s sorted by %s", patternId, attribute).isEqualTo(sorted);
        }
    }

    private static List<AttributeValue> primaryKey(Item item, List<String> names) {
        return names.stream().map(n -> item.attributes().get(n)).toList();
    }

    /** Whether the item has the equality values the plan's request used (read back from the request's inputs). */
    private static boolean matchesInputs(Item item, AccessPatternPlan plan) {
        boolean equal = plan.inputs().entrySet().stream().allMatch(e -> {
            AttributeValue value = item.attributes().get(e.getKey());
            return value != null && value.type() == e.getValue().type() && KeyOrder.compare(value, e.getValue()) == 0;
        });
        if (!equal || plan.pattern().range() == null) {
            return equal;
        }
        AttributeValue value = item.attributes().get(plan.pattern().range().attribute());
        if (value == null) {
            return false;
        }
        List<AttributeValue> r = plan.range();
        return switch (plan.pattern().range().operator()) {
            case BETWEEN -> KeyOrder.compare(value, r.get(0)) >= 0 && KeyOrder.compare(value, r.get(1)) <= 0;
            case LT -> KeyOrder.compare(value, r.get(0)) < 0;
            case LE -> KeyOrder.compare(value, r.get(0)) <= 0;
            case GT -> KeyOrder.compare(value, r.get(0)) > 0;
            case GE -> KeyOrder.compare(value, r.get(0)) >= 0;
            case BEGINS_WITH -> value instanceof AttributeValue.S s && r.get(0) instanceof AttributeValue.S p
                    && s.value().startsWith(p.value());
        };
    }

    private static List<Item> runToTheEnd(SimulatedTable table, PlannedRequest request) {
        List<Item> items = new ArrayList<>();
        switch (request.resolution()) {
            case GET_ITEM -> {
                Item item = table.getItem(request.toGetItem()).item();
                if (item != null) {
                    items.add(item);
                }
            }
            case SCAN -> {
                Map<String, AttributeValue> start = null;
                do {
                    QueryResponse page = table.scan(unlimited(request).toScan(start));
                    items.addAll(page.items());
                    start = page.lastEvaluatedKey();
                } while (start != null);
            }
            default -> {
                Map<String, AttributeValue> start = null;
                do {
                    QueryResponse page = table.query(unlimited(request).toQuery(start));
                    items.addAll(page.items());
                    start = page.lastEvaluatedKey();
                } while (start != null);
            }
        }
        return items;
    }

    private static PlannedRequest unlimited(PlannedRequest r) {
        return new PlannedRequest(r.resolution(), r.tableName(), r.indexName(), r.key(), r.keyConditionExpression(),
                r.filterExpression(), r.names(), r.values(), r.scanIndexForward(), null, r.consistentRead());
    }
}
