package dev.tablesmith.engine;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * The first entries of the table or one index, in the order the item collections are listed (collections in
 * ascending partition key order, entries in ascending sort key order, index ties broken by the table key, as in
 * {@link IndexView}), together with the totals of the whole view, worked out without holding the whole view: a
 * picture of a view with a million items shows its first screenful, and needs only the records behind those rows.
 *
 * <p>Every record is rendered once, one at a time, and forgotten: only the first {@code entries} entries, the first
 * {@code exclusions} items the index leaves out, and one count per partition key value are kept. The {@link #table()}
 * holds only the records and explicit items behind those rows, in their original order, so that its view lists
 * exactly the first entries of the whole view; {@link #totals()} gives the counts the whole view would show.
 *
 * <p>A design whose records share a primary key (the review reports it) keeps one item per key in DynamoDB; the
 * window counts each record, as it renders them one at a time.
 */
public final class ViewWindow {
    private final Table table;
    private final ViewTotals totals;

    private ViewWindow(Table table, ViewTotals totals) {
        this.table = table;
        this.totals = totals;
    }

    /**
     * The window of view {@code view} ({@code "table"} or an index name) over {@code table}'s sample data.
     *
     * @param entries    how many entries of the view, from its first, the window keeps
     * @param exclusions how many of the items the index leaves out, from the first, the window keeps
     * @throws IllegalArgumentException when the table has no such index
     */
    public static ViewWindow of(Table table, String view, int entries, int exclusions) {
        IndexSpec spec = IndexSpec.all(table).stream()
                .filter(s -> s.isTable() ? AccessPattern.TABLE_INDEX.equals(view) : s.name().equals(view))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the table " + table.name() + " has no index "
                        + view));
        return new Scan(table, spec, entries, exclusions).run();
    }

    /** The table with only the records and explicit items behind the window's rows. */
    public Table table() {
        return table;
    }

    /** What the whole view holds. */
    public ViewTotals totals() {
        return totals;
    }

    /** Where an item came from: entity {@code entity}'s record {@code index}, or explicit item {@code index}. */
    private record Source(int entity, int index) {
        static final int EXPLICIT = -1;
    }

    private record Candidate(IndexEntry entry, Source source) {
    }

    /** One pass over the sample data. */
    private static final class Scan {
        private final Table table;
        private final IndexSpec spec;
        private final int entryBudget;
        private final int exclusionBudget;
        private final Predicate<Item> member;
        private final ToLongFunction<Item> sizer;
        private final Comparator<IndexEntry> order;
        /** The first entries so far, the last of them on top. */
        private final PriorityQueue<Candidate> first;
        private final List<Source> excluded = new ArrayList<>();
        private final Map<KeyValue, long[]> perCollection = new HashMap<>();
        private int entryCount;
        private int excludedCount;

        Scan(Table table, IndexSpec spec, int entries, int exclusions) {
            this.table = table;
            this.spec = spec;
            this.entryBudget = Math.max(0, entries);
            this.exclusionBudget = Math.max(0, exclusions);
            this.member = IndexView.membership(spec);
            this.sizer = IndexView.entrySizer(spec);
            Comparator<IndexEntry> byCollection = (a, b) -> a.partitionKey().compareTo(b.partitionKey());
            this.order = byCollection.thenComparing(IndexView.entryOrder(spec));
            this.first = new PriorityQueue<>(Math.max(1, entryBudget + 1),
                    (a, b) -> order.compare(b.entry(), a.entry()));
        }

        ViewWindow run() {
            ItemMaterializer materializer = new ItemMaterializer(table);
            List<MaterializationProblem> ignored = new ArrayList<>();
            List<Entity> entities = table.entities();
            for (int e = 0; e < entities.size(); e++) {
                Entity entity = entities.get(e);
                for (int r = 0; r < entity.records().size(); r++) {
                    ignored.clear();
                    int index = r;
                    int entityIndex = e;
                    materializer.render(entity, r, entity.records().get(r), ignored)
                            .ifPresent(item -> visit(item, new Source(entityIndex, index)));
                }
            }
            for (int i = 0; i < table.items().size(); i++) {
                visit(table.items().get(i), new Source(Source.EXPLICIT, i));
            }
            return new ViewWindow(kept(), totals());
        }

        private void visit(Item item, Source source) {
            if (!member.test(item)) {
                excludedCount++;
                if (excluded.size() < exclusionBudget) {
                    excluded.add(source);
                }
                return;
            }
            entryCount++;
            IndexEntry entry = IndexView.keyOnly(spec, item);
            long[] collection = perCollection.computeIfAbsent(entry.partitionKey(), k -> new long[2]);
            collection[0]++;
            collection[1] += sizer.applyAsLong(item);
            if (entryBudget == 0) {
                return;
            }
            if (first.size() < entryBudget) {
                first.add(new Candidate(entry, source));
            } else if (order.compare(entry, first.peek().entry()) < 0) {
                first.poll();
                first.add(new Candidate(entry, source));
            }
        }

        private Table kept() {
            List<Source> sources = new ArrayList<>(excluded);
            first.forEach(c -> sources.add(c.source()));
            Map<Integer, List<Integer>> byEntity = new HashMap<>();
            for (Source s : sources) {
                byEntity.computeIfAbsent(s.entity(), k -> new ArrayList<>()).add(s.index());
            }
            byEntity.values().forEach(Collections::sort);
            List<Entity> entities = new ArrayList<>(table.entities().size());
            for (int e = 0; e < table.entities().size(); e++) {
                Entity entity = table.entities().get(e);
                List<Item> records = new ArrayList<>();
                for (int index : byEntity.getOrDefault(e, List.of())) {
                    records.add(entity.records().get(index));
                }
                entities.add(entity.withRecords(records));
            }
            List<Item> items = new ArrayList<>();
            for (int index : byEntity.getOrDefault(Source.EXPLICIT, List.of())) {
                items.add(table.items().get(index));
            }
            return table.withEntities(entities).withItems(items);
        }

        private ViewTotals totals() {
            Map<KeyValue, ViewTotals.Collection> shown = new HashMap<>();
            for (Candidate c : first) {
                long[] counts = perCollection.get(c.entry().partitionKey());
                shown.put(c.entry().partitionKey(), new ViewTotals.Collection((int) counts[0], counts[1]));
            }
            return new ViewTotals(spec.isTable() ? AccessPattern.TABLE_INDEX : spec.name(), entryCount,
                    perCollection.size(), excludedCount, shown);
        }
    }
}
