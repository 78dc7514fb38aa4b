package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.SampleGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * A window of a view lists exactly the first entries of the whole view, in the same order, and its totals are the
 * whole view's: checked against {@link IndexView} on every view of every example, as shipped and with generated
 * records, for budgets from one entry to more than the view holds.
 */
class ViewWindowTest {
    private static final int[] BUDGETS = {1, 2, 7, 60, 100_000};

    static Stream<Arguments> views() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        List<Arguments> cases = new ArrayList<>();
        for (String name : List.of("commerce-main", "game-leaderboard-multikey", "game-leaderboard-overloaded",
                "hot-key-sharding", "ledgerleaf", "org-chart", "users-groups")) {
            Table shipped = gallery.load(gallery.find(name).orElseThrow()).table();
            Table generated = new SampleGenerator(7).generate(shipped, 40).table();
            for (Table table : List.of(shipped, generated)) {
                for (IndexSpec spec : IndexSpec.all(table)) {
                    cases.add(Arguments.of(name + (table == shipped ? "" : " +40") + " " + spec.name(), table,
                            spec.isTable() ? AccessPattern.TABLE_INDEX : spec.name()));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("views")
    void theWindowListsTheFirstEntriesOfTheWholeViewWithItsTotals(String label, Table table, String view) {
        String index = AccessPattern.TABLE_INDEX.equals(view) ? null : view; // SimulatedTable names the table null
        IndexView whole = SimulatedTable.of(table).view(index);
        List<String> wholeEntries = entries(whole);
        for (int budget : BUDGETS) {
            ViewWindow window = ViewWindow.of(table, view, budget, 3);
            IndexView windowed = SimulatedTable.of(window.table()).view(index);

            assertThat(entries(windowed)).as("%s, first %d", label, budget)
                    .isEqualTo(wholeEntries.subList(0, Math.min(budget, wholeEntries.size())));
            ViewTotals totals = window.totals();
            assertThat(totals.entries()).as(label).isEqualTo(whole.entryCount());
            assertThat(totals.collections()).as(label).isEqualTo(whole.collections().size());
            assertThat(totals.excluded()).as(label).isEqualTo(whole.excludedCount());
            for (ItemCollection shown : windowed.collections()) {
                ItemCollection all = whole.collection(shown.partitionKey()).orElseThrow();
                long bytes = all.entries().stream().mapToLong(IndexEntry::size).sum();
                assertThat(totals.collection(shown.partitionKey())).as("%s %s", label, shown.partitionKey())
                        .contains(new ViewTotals.Collection(all.size(), bytes));
            }
            assertThat(windowed.excluded().stream().map(e -> e.item().toString()).toList()).as(label)
                    .isEqualTo(whole.excluded().stream().limit(3).map(e -> e.item().toString()).toList());
        }
    }

    @Test
    void aWindowOfNothingKeepsNoEntryButCountsThemAll() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table table = gallery.load(gallery.find("commerce-main").orElseThrow()).table();

        ViewWindow window = ViewWindow.of(table, "GSI2", 0, 0);

        assertThat(SimulatedTable.of(window.table()).items()).isEmpty();
        assertThat(window.totals().entries()).isEqualTo(SimulatedTable.of(table).view("GSI2").entryCount());
        assertThat(window.totals().shown()).isEmpty();
    }

    @Test
    void anUnknownIndexIsNamed() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table table = gallery.load(gallery.find("commerce-main").orElseThrow()).table();

        assertThatThrownBy(() -> ViewWindow.of(table, "GSI9", 10, 0))
                .hasMessage("the table " + table.name() + " has no index GSI9");
    }

    /** Each entry as its table key and its sort key, in the order the view lists them. */
    private static List<String> entries(IndexView view) {
        List<String> entries = new ArrayList<>();
        List<String> tableKeys = view.spec().tableKeys().attributeNames();
        for (ItemCollection collection : view.collections()) {
            for (IndexEntry entry : collection.entries()) {
                Item item = entry.item();
                entries.add(collection.partitionKey() + " " + entry.sortKey() + " "
                        + tableKeys.stream().map(k -> String.valueOf(item.attributes().get(k))).toList());
            }
        }
        return entries;
    }
}
