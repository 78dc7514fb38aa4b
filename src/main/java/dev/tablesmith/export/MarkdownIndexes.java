package dev.tablesmith.export;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.Exclusion;
import dev.tablesmith.engine.ExclusionReasons;
import dev.tablesmith.engine.IndexEntry;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemCollection;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.planner.AccessPatternPlan;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The indexes of one table in the design document: the list (key schema, projection, capacity, the patterns each
 * serves), then per index its item collections on the sample data. An item collection is the items that share a
 * partition key value, in sort-key order, which one Query reads; an item is in a secondary index only when it has
 * every attribute of the index key (a sparse index), and the index holds only the projected attributes.
 */
final class MarkdownIndexes {
    /** Item collections shown per index, and items per collection; the rest is counted, not listed. */
    static final int MAX_COLLECTIONS = 12;
    static final int MAX_ITEMS = 12;
    /** Characters of the other attributes shown per item before the cell is cut. */
    static final int MAX_ATTRIBUTES_TEXT = 90;

    private MarkdownIndexes() {
    }

    static String key(Table table, String index) {
        return "index:" + table.name() + ":" + index;
    }

    static void list(MarkdownPage page, Table table, List<AccessPatternPlan> plans) {
        page.heading(3, "indexes:" + table.name(), "Indexes");
        MarkdownTable list = new MarkdownTable("Index", "Type", "Partition key", "Sort key", "Projection",
                "Capacity", "Used by");
        list.row(link(table, AccessPattern.TABLE_INDEX), "table", keyNames(table.keySchema().partitionKey()),
                keyNames(table.keySchema().sortKey()), "ALL", capacity(table, null),
                usedBy(table, plans, AccessPattern.TABLE_INDEX));
        for (SecondaryIndex index : table.indexes()) {
            list.row(link(table, index.name()), index.kind().name(), keyNames(index.keySchema().partitionKey()),
                    keyNames(index.keySchema().sortKey()), projection(index.projection()), capacity(table, index),
                    usedBy(table, plans, index.name()));
        }
        page.table(list);
    }

    private static String link(Table table, String index) {
        return MarkdownAnchors.link(MarkdownTable.code(index), key(table, index));
    }

    private static String capacity(Table table, SecondaryIndex index) {
        if (TableDefaults.onDemand(table)) {
            return "on demand";
        }
        Throughput throughput = index == null || index.provisioned() == null ? TableDefaults.throughput(table)
                : index.provisioned();
        return throughput.readCapacityUnits() + " RCU / " + throughput.writeCapacityUnits() + " WCU";
    }

    /** Per index (table first): the picture of its item collections and the sample items collection by collection. */
    static void collections(MarkdownPage page, Table table) {
        page.heading(3, "collections:" + table.name(), "Item collections");
        SampleData sample = ItemMaterializer.materialize(table);
        if (sample.items().isEmpty()) {
            page.paragraph("No sample items yet.");
            return;
        }
        page.paragraph("Sample items as each index holds them: one table per item collection (the items one Query"
                + " on its partition key reads), in sort-key order, with the attributes the index projects.");
        ExclusionReasons reasons = ExclusionReasons.of(table, sample);
        Map<Item, SampleItem> origins = new IdentityHashMap<>();
        sample.items().forEach(s -> origins.put(s.item(), s));
        for (IndexSpec spec : IndexSpec.all(table)) {
            IndexView view = IndexView.build(spec, sample.plainItems(), reasons);
            index(page, table, spec, view, origins);
        }
    }

    private static void index(MarkdownPage page, Table table, IndexSpec spec, IndexView view,
                              Map<Item, SampleItem> origins) {
        String name = spec.isTable() ? AccessPattern.TABLE_INDEX : spec.name();
        page.heading(4, key(table, name), "Item collections of " + (spec.isTable() ? "the table"
                : MarkdownTable.code(name)));
        page.paragraph(count(view.entryCount(), "item") + " in " + count(view.collections().size(),
                "item collection") + (view.excluded().isEmpty() ? "." : "; " + count(view.excluded().size(), "item")
                + " not in " + (spec.isTable() ? "the table" : "the index") + "."));
        if (view.entryCount() > 0) {
            page.image(table.name(), "collections:" + name, "collections-" + name,
                    "Item collections of " + (spec.isTable() ? "table " + table.name() : "index " + name));
        }
        List<String> columns = columns(spec);
        Set<String> keyNames = new java.util.HashSet<>(table.keyAttributes().stream().map(KeyAttribute::name)
                .toList());
        List<ItemCollection> collections = view.collections();
        for (ItemCollection collection : collections.subList(0, Math.min(MAX_COLLECTIONS, collections.size()))) {
            collection(page, spec, collection, columns, keyNames, origins);
        }
        if (collections.size() > MAX_COLLECTIONS) {
            page.paragraph("… and " + count(collections.size() - MAX_COLLECTIONS, "more item collection") + ".");
        }
        excluded(page, view, origins);
    }

    private static void collection(MarkdownPage page, IndexSpec spec, ItemCollection collection,
                                   List<String> columns, Set<String> keyNames, Map<Item, SampleItem> origins) {
        List<KeyAttribute> partition = spec.keySchema().partitionKey();
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < partition.size(); i++) {
            parts.add(MarkdownTable.code(partition.get(i).name() + " = "
                    + AttributeValues.display(collection.partitionKey().parts().get(i))));
        }
        page.paragraph("**" + String.join(", ", parts) + "** · " + count(collection.size(), "item"));
        List<String> header = new ArrayList<>(columns);
        header.add("Entity");
        header.add("Attributes");
        MarkdownTable items = new MarkdownTable(header.toArray(String[]::new));
        List<IndexEntry> entries = collection.entries();
        for (IndexEntry entry : entries.subList(0, Math.min(MAX_ITEMS, entries.size()))) {
            List<String> cells = new ArrayList<>();
            columns.forEach(c -> cells.add(entry.item().get(c).map(v -> MarkdownTable.code(
                    AttributeValues.display(v))).orElse("")));
            String entity = entity(entry.item(), origins);
            cells.add(entity);
            cells.add(others(entry.projected(), keyNames, entity));
            items.row(cells.toArray(String[]::new));
        }
        page.table(items);
        if (entries.size() > MAX_ITEMS) {
            page.paragraph("… and " + count(entries.size() - MAX_ITEMS, "more item") + " in this collection.");
        }
    }

    /** Why items are not in the index, grouped by entity and reason. */
    private static void excluded(MarkdownPage page, IndexView view, Map<Item, SampleItem> origins) {
        if (view.excluded().isEmpty() || view.spec().isTable()) {
            return;
        }
        Map<List<String>, Integer> groups = new LinkedHashMap<>();
        for (Exclusion exclusion : view.excluded()) {
            groups.merge(List.of(entity(exclusion.item(), origins), exclusion.reason()), 1, Integer::sum);
        }
        page.paragraph("Not in `" + view.spec().name() + "` (sparse):");
        MarkdownTable table = new MarkdownTable("Entity", "Items:", "Why");
        groups.entrySet().stream().limit(MAX_COLLECTIONS).forEach(g -> table.row(g.getKey().get(0),
                String.valueOf(g.getValue()), g.getKey().get(1)));
        page.table(table);
        if (groups.size() > MAX_COLLECTIONS) {
            page.paragraph("… and " + count(groups.size() - MAX_COLLECTIONS, "more reason") + ".");
        }
    }

    /** The index sort key, then the table key attributes the index key does not hold. */
    private static List<String> columns(IndexSpec spec) {
        Set<String> columns = new LinkedHashSet<>(spec.keySchema().sortKey().stream().map(KeyAttribute::name)
                .toList());
        List<String> indexKey = spec.keySchema().attributeNames();
        spec.tableKeys().attributeNames().stream().filter(n -> !indexKey.contains(n)).forEach(columns::add);
        return List.copyOf(columns);
    }

    /**
     * The projected attributes as {@code name: value}, cut after a line's worth: not the key attributes of the table
     * or any index (the templates show them), nor an attribute that only repeats the entity's name.
     */
    private static String others(Item projected, Set<String> keyNames, String entity) {
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, AttributeValue> e : projected.attributes().entrySet()) {
            if (keyNames.contains(e.getKey()) || e.getValue() instanceof AttributeValue.S s
                    && s.value().equals(entity)) {
                continue;
            }
            String part = e.getKey() + ": " + AttributeValues.display(e.getValue());
            if (text.length() + part.length() > MAX_ATTRIBUTES_TEXT) {
                text.append(text.isEmpty() ? "" : ", ").append("…");
                break;
            }
            text.append(text.isEmpty() ? "" : ", ").append(part);
        }
        return text.toString().replace("`", "'");
    }

    private static String entity(Item item, Map<Item, SampleItem> origins) {
        SampleItem sample = origins.get(item);
        return sample == null ? "unknown entity" : sample.entityLabel();
    }

    private static String usedBy(Table table, List<AccessPatternPlan> plans, String index) {
        String ids = plans.stream().filter(p -> p.index().filter(index::equals).isPresent())
                .map(p -> MarkdownAnchors.link(p.pattern().id(), MarkdownPatterns.key(table, p.pattern())))
                .collect(Collectors.joining(", "));
        return ids.isEmpty() ? "none" : ids;
    }

    private static String projection(Projection projection) {
        return switch (projection.type()) {
            case ALL -> "ALL";
            case KEYS_ONLY -> "KEYS_ONLY";
            case INCLUDE -> "INCLUDE " + projection.nonKeyAttributes().stream().map(MarkdownTable::code)
                    .collect(Collectors.joining(", "));
        };
    }

    static String keyNames(List<KeyAttribute> keys) {
        return keys.stream().map(k -> MarkdownTable.code(k.name()) + " " + (k.type() == null ? "S" : k.type().name()))
                .collect(Collectors.joining(", "));
    }

    static String count(long n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "s");
    }
}
