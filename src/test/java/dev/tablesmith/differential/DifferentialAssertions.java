package dev.tablesmith.differential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Asserts that the engine and moto gave the same answer, page by page, under the rules of a {@link ResultOrder},
 * with the named moto exceptions of {@link MotoDifference} applied where they are stated (never silently).
 */
final class DifferentialAssertions {
    private static final int SHOWN = 5;

    private DifferentialAssertions() {
    }

    /**
     * Same pages: the same number of pages; on each page the same {@code Count}, {@code ScannedCount} and presence
     * of {@code LastEvaluatedKey}; the same items under {@code order}.
     *
     * @param limit the request's {@code Limit}, or null
     */
    static void assertSamePages(String what, List<ReadPage> engine, List<ReadPage> moto, ResultOrder order,
                                Integer limit) {
        List<ReadPage> enginePages = engine;
        boolean lastKeyExempt = false;
        if (MotoDifference.EXACT_LIMIT_WITHOUT_LAST_EVALUATED_KEY.appliesTo(moto, limit)) {
            // Named exception: moto stops without a LastEvaluatedKey when the Limit is reached on the last item;
            // DynamoDB returns one, and the page after it is empty. The engine must do what DynamoDB does.
            enginePages = MotoDifference.withoutTrailingEmptyPage(what, engine, moto.size());
            lastKeyExempt = true;
        }
        assertThat(enginePages.size()).as("%s: number of pages (engine %s, moto %s)", what, engine, moto)
                .isEqualTo(moto.size());
        for (int i = 0; i < moto.size(); i++) {
            ReadPage e = enginePages.get(i);
            ReadPage m = moto.get(i);
            String page = what + ", page " + (i + 1) + " of " + moto.size();
            if (order.kind() != ResultOrder.Kind.UNORDERED) {
                assertThat(e.count()).as("%s: Count", page).isEqualTo(m.count());
            }
            assertThat(e.scannedCount()).as("%s: ScannedCount", page).isEqualTo(m.scannedCount());
            boolean exempt = lastKeyExempt && i == moto.size() - 1;
            if (!exempt) {
                assertThat(e.lastEvaluatedKey() != null).as("%s: LastEvaluatedKey present (engine %s, moto %s)", page,
                        e.lastEvaluatedKey(), m.lastEvaluatedKey()).isEqualTo(m.lastEvaluatedKey() != null);
                if (order.kind() == ResultOrder.Kind.EXACT) {
                    assertThat(e.lastEvaluatedKey()).as("%s: LastEvaluatedKey", page).isEqualTo(m.lastEvaluatedKey());
                } else if (order.kind() == ResultOrder.Kind.TIES_UNORDERED && m.lastEvaluatedKey() != null) {
                    assertThat(e.lastEvaluatedKey().keySet()).as("%s: LastEvaluatedKey attributes", page)
                            .isEqualTo(m.lastEvaluatedKey().keySet());
                    assertThat(only(e.lastEvaluatedKey(), order.indexKeyNames()))
                            .as("%s: LastEvaluatedKey index key", page)
                            .isEqualTo(only(m.lastEvaluatedKey(), order.indexKeyNames()));
                }
            }
            if (order.kind() == ResultOrder.Kind.EXACT) {
                assertSameSequence(page, e.items(), m.items());
            }
        }
        List<Item> engineItems = concat(enginePages);
        List<Item> motoItems = concat(moto);
        switch (order.kind()) {
            case EXACT -> assertSameSequence(what, engineItems, motoItems);
            case TIES_UNORDERED -> assertSameUpToTies(what, engineItems, motoItems, order.indexKeyNames());
            case UNORDERED -> {
                assertThat(enginePages.stream().mapToInt(ReadPage::count).sum()).as("%s: total Count", what)
                        .isEqualTo(moto.stream().mapToInt(ReadPage::count).sum());
                assertSameMultiset(what, engineItems, motoItems);
            }
        }
    }

    static void assertSameItem(String what, Item engine, Item moto) {
        assertThat(engine == null ? null : ComparableForm.describe(engine)).as("%s: item", what)
                .isEqualTo(moto == null ? null : ComparableForm.describe(moto));
        assertThat(engine).as("%s: item", what).isEqualTo(moto);
    }

    static void assertSameSequence(String what, List<Item> engine, List<Item> moto) {
        int n = Math.min(engine.size(), moto.size());
        for (int i = 0; i < n; i++) {
            if (!Objects.equals(engine.get(i), moto.get(i))) {
                throw new AssertionError(what + ": items differ first at position " + (i + 1) + " of engine "
                        + engine.size() + " / moto " + moto.size() + "\n  engine: "
                        + ComparableForm.describe(engine.get(i)) + "\n  moto:   " + ComparableForm.describe(moto.get(i)));
            }
        }
        if (engine.size() != moto.size()) {
            List<Item> longer = engine.size() > moto.size() ? engine : moto;
            throw new AssertionError(what + ": engine returned " + engine.size() + " items, moto " + moto.size()
                    + "; the first extra one (" + (longer == engine ? "engine" : "moto") + "): "
                    + ComparableForm.describe(longer.get(n)));
        }
    }

    /**
     * The index key values in the same sequence, and within each run of equal index keys the same items in any
     * order. Items that lack an index key attribute (a projection left it out) form runs of their own, which makes
     * their comparison exact.
     */
    static void assertSameUpToTies(String what, List<Item> engine, List<Item> moto, List<String> indexKeyNames) {
        List<Map<String, AttributeValue>> engineKeys = engine.stream().map(i -> only(i.attributes(), indexKeyNames))
                .toList();
        List<Map<String, AttributeValue>> motoKeys = moto.stream().map(i -> only(i.attributes(), indexKeyNames))
                .toList();
        assertThat(engine.size()).as("%s: number of items", what).isEqualTo(moto.size());
        for (int i = 0; i < engineKeys.size(); i++) {
            if (!engineKeys.get(i).equals(motoKeys.get(i))) {
                throw new AssertionError(what + ": index key order differs first at position " + (i + 1)
                        + "\n  engine: " + ComparableForm.describe(engine.get(i))
                        + "\n  moto:   " + ComparableForm.describe(moto.get(i)));
            }
        }
        int start = 0;
        while (start < engine.size()) {
            int end = start + 1;
            boolean complete = engineKeys.get(start).size() == indexKeyNames.size();
            while (complete && end < engine.size() && engineKeys.get(end).equals(engineKeys.get(start))) {
                end++;
            }
            assertSameMultiset(what + ", entries with index key " + engineKeys.get(start) + " (positions "
                    + (start + 1) + "-" + end + ")", engine.subList(start, end), moto.subList(start, end));
            start = end;
        }
    }

    static void assertSameMultiset(String what, List<Item> engine, List<Item> moto) {
        Map<Item, Integer> counts = new HashMap<>();
        engine.forEach(i -> counts.merge(i, 1, Integer::sum));
        moto.forEach(i -> counts.merge(i, -1, Integer::sum));
        List<String> onlyEngine = new ArrayList<>();
        List<String> onlyMoto = new ArrayList<>();
        counts.forEach((item, c) -> {
            if (c > 0) {
                onlyEngine.add(c + " x " + ComparableForm.describe(item));
            } else if (c < 0) {
                onlyMoto.add(-c + " x " + ComparableForm.describe(item));
            }
        });
        if (!onlyEngine.isEmpty() || !onlyMoto.isEmpty()) {
            throw new AssertionError(what + ": the items differ (engine " + engine.size() + ", moto " + moto.size()
                    + ")\n  only from the engine (" + onlyEngine.size() + "): " + firstFew(onlyEngine)
                    + "\n  only from moto (" + onlyMoto.size() + "): " + firstFew(onlyMoto));
        }
    }

    private static String firstFew(List<String> lines) {
        List<String> shown = lines.subList(0, Math.min(SHOWN, lines.size()));
        return String.join("\n    ", shown) + (lines.size() > SHOWN ? "\n    ..." : "");
    }

    private static Map<String, AttributeValue> only(Map<String, AttributeValue> values, List<String> names) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (String name : names) {
            if (values.containsKey(name)) {
                out.put(name, values.get(name));
            }
        }
        return out;
    }

    private static List<Item> concat(List<ReadPage> pages) {
        List<Item> out = new ArrayList<>();
        pages.forEach(p -> out.addAll(p.items()));
        return out;
    }
}
