package dev.tablesmith.ui.collections;

import dev.tablesmith.edit.EntityColours;
import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.Exclusion;
import dev.tablesmith.engine.IndexEntry;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemCollection;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.KeyValue;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.ViewTotals;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.Resolution;
import dev.tablesmith.ui.KeyPartsText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Builds the rows of the collections view: the item collections of the table or one index over the design's
 * sample items (an {@link IndexView}), each entry attributed to its entity, with the read marks of the selected
 * access pattern. Pure and thread-safe per call; it keeps the last table's simulated copy, so switching views or
 * patterns does not materialize the sample items again.
 */
final class CollectionsBuilder {
    /** The chip of an explicit item no entity's templates match. */
    private static final String DEFAULT_COLOUR = "#8792A2";
    private static final int MAX_ATTRIBUTE_TEXT = 240;

    private record Prepared(Table table, SimulatedTable simulated, Map<KeyValue, SampleItem> sources) {
        /** The entity of the item with this table key, or "unknown entity". */
        String entity(KeyValue key) {
            SampleItem source = sources.get(key);
            return source == null ? "unknown entity" : source.entityLabel();
        }
    }

    private volatile Prepared prepared;

    /** The content of {@code view} ("table" or an index name), in descending order when asked. */
    CollectionsContent build(Design design, String view, boolean descending, String patternId) {
        return build(design, view, descending, patternId, null);
    }

    /**
     * The content of {@code view}; when {@code whole} is given, the design's table holds only a window of a larger
     * view's entries ({@link dev.tablesmith.engine.ViewWindow}) and the summary, the collections' counts and sizes
     * and the count of items left out are the whole view's.
     */
    CollectionsContent build(Design design, String view, boolean descending, String patternId, ViewTotals whole) {
        Table table = design.table();
        Prepared p = prepare(table);
        IndexView index = p.simulated().view(AccessPattern.TABLE_INDEX.equals(view) ? null : view);
        ReadSlice slice = slice(design, p, view, patternId);
        boolean marking = slice != null && slice.index().equals(view);
        Map<String, String> colours = EntityColours.of(table); // the entity chart's colours
        List<String> tableKeys = table.keySchema().attributeNames();
        Set<String> viewKeys = new HashSet<>(index.spec().keySchema().attributeNames());
        boolean hasSortKey = index.spec().keySchema().hasSortKey();
        if (!hasSortKey) {
            viewKeys.addAll(tableKeys); // the row's label is the table key then
        }

        List<CollectionRow> rows = new ArrayList<>(index.entryCount() + index.collections().size());
        int sortColumns = hasSortKey ? index.spec().keySchema().sortKey().size() : 1;
        int[] sortChars = new int[sortColumns];
        int firstRead = -1;
        for (ItemCollection collection : index.collections()) {
            String pk = KeyPartsText.values(collection.partitionKey().parts());
            List<IndexEntry> entries = collection.entries();
            long bytes = 0;
            boolean read = false;
            for (IndexEntry entry : entries) {
                bytes += entry.size();
                read |= marking && slice.evaluated().contains(ReadSlice.tableKey(entry.item(), tableKeys));
            }
            Optional<ViewTotals.Collection> all = whole == null ? Optional.empty()
                    : whole.collection(collection.partitionKey());
            rows.add(new CollectionRow.Band(pk, all.map(ViewTotals.Collection::items).orElse(entries.size()),
                    all.map(ViewTotals.Collection::bytes).orElse(bytes), read, marking));
            for (int i = 0; i < entries.size(); i++) {
                IndexEntry entry = entries.get(descending ? entries.size() - 1 - i : i);
                KeyValue key = ReadSlice.tableKey(entry.item(), tableKeys);
                ReadMark mark = !marking ? ReadMark.NONE
                        : slice.returned().contains(key) ? ReadMark.RETURNED
                        : slice.evaluated().contains(key) ? ReadMark.FILTERED_OUT : ReadMark.NOT_READ;
                if (firstRead < 0 && (mark == ReadMark.RETURNED || mark == ReadMark.FILTERED_OUT)) {
                    firstRead = rows.size() - 1;
                }
                String entity = p.entity(key);
                List<String> sortParts = hasSortKey ? parts(entry.sortKey()) : List.of(key.display());
                for (int c = 0; c < sortParts.size() && c < sortColumns; c++) {
                    sortChars[c] = Math.max(sortChars[c], Math.min(KeyHeading.MAX_CHARS, sortParts.get(c).length()));
                }
                rows.add(new CollectionRow.ItemRow(pk, sortParts, entity,
                        colours.getOrDefault(entity, DEFAULT_COLOUR), () -> attributes(entry, viewKeys), mark,
                        p.sources().get(key)));
            }
        }
        List<ExcludedRow> excluded = new ArrayList<>(index.excludedCount());
        if (!index.spec().isTable()) {
            for (Exclusion exclusion : index.excluded()) {
                KeyValue key = ReadSlice.tableKey(exclusion.item(), tableKeys);
                excluded.add(new ExcludedRow(key.display(), p.entity(key),
                        exclusion.reason(), p.sources().get(key)));
            }
        }
        KeyHeading heading = KeyHeading.of(index.spec().keySchema(), table.keySchema(), descending,
                java.util.Arrays.stream(sortChars).boxed().toList());
        int items = whole == null ? index.entryCount() : whole.entries();
        int collections = whole == null ? index.collections().size() : whole.collections();
        int left = whole == null ? index.excludedCount() : whole.excluded();
        return new CollectionsContent(view, rows, excluded, summary(index.spec().isTable(), view, items, collections,
                left), readSummary(slice, view, marking), marking, firstRead, heading, left);
    }

    private Prepared prepare(Table table) {
        Prepared p = prepared;
        if (p != null && p.table() == table) {
            return p;
        }
        SampleData sample = ItemMaterializer.materialize(table);
        List<String> tableKeys = table.keySchema().attributeNames();
        Map<KeyValue, SampleItem> sources = new HashMap<>(sample.items().size() * 4 / 3 + 1);
        for (SampleItem item : sample.items()) {
            sources.put(ReadSlice.tableKey(item.item(), tableKeys), item);
        }
        p = new Prepared(table, SimulatedTable.of(table), sources);
        prepared = p;
        return p;
    }

    /** The first page of the selected read pattern, or null when none is selected or it is a write. */
    private static ReadSlice slice(Design design, Prepared p, String view, String patternId) {
        if (patternId == null) {
            return null;
        }
        Optional<AccessPattern> pattern = p.table().accessPatterns().stream()
                .filter(ap -> ap.id().equals(patternId)).findFirst();
        if (pattern.isEmpty() || pattern.get().kind() != PatternKind.READ) {
            return null;
        }
        AccessPatternPlan plan = new AccessPatternPlanner(p.table(), design.pricing()).plan(pattern.get());
        if (plan.request() == null || plan.resolution() == Resolution.WRITE) {
            return null;
        }
        return ReadSlice.of(p.simulated(), plan);
    }

    private static String readSummary(ReadSlice slice, String view, boolean marking) {
        if (slice == null) {
            return "";
        }
        return marking ? slice.summary()
                : slice.summary() + " — it reads " + slice.index() + ", not " + view + ": choose " + slice.index()
                        + " to see its slice";
    }

    private static String summary(boolean table, String view, int items, int collections, int excluded) {
        String base = String.format("%,d %s in %,d item %s", items, items == 1 ? "item" : "items", collections,
                collections == 1 ? "collection" : "collections");
        if (table) {
            return base + " of the table";
        }
        return String.format("%,d %s in %s, %,d not in it (%s)", items, items == 1 ? "item" : "items", view,
                excluded, collections == 1 ? "1 item collection" : String.format("%,d item collections", collections));
    }


    /** Each sort key value as a user reads it, in key order (a multi-attribute sort key has several). */
    private static List<String> parts(List<AttributeValue> parts) {
        return parts.stream().map(AttributeValues::display).toList();
    }

    /** The projected attributes other than this view's own keys, compactly: {@code status=PENDING total=42.5}. */
    private static String attributes(IndexEntry entry, Set<String> viewKeys) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, AttributeValue> a : entry.projected().attributes().entrySet()) {
            if (viewKeys.contains(a.getKey())) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append("  ");
            }
            sb.append(a.getKey()).append('=').append(AttributeValues.display(a.getValue()));
            if (sb.length() > MAX_ATTRIBUTE_TEXT) {
                sb.setLength(MAX_ATTRIBUTE_TEXT);
                sb.append('…');
                break;
            }
        }
        return sb.toString();
    }

    /** The views a user can choose: "table", then each secondary index. */
    static List<String> viewNames(Table table) {
        List<String> names = new ArrayList<>();
        for (IndexSpec spec : IndexSpec.all(table)) {
            names.add(spec.isTable() ? AccessPattern.TABLE_INDEX : spec.name());
        }
        return names;
    }
}
