package dev.tablesmith.cli;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.Exclusion;
import dev.tablesmith.engine.IndexEntry;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemCollection;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.io.ResponseJsonPrinter;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.Table;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The item collections of one index view as text (a small table per collection) or as JSON. Each item is shown
 * with its key values and its entity, found by matching the view's items to the sample items they came from.
 */
final class CollectionListing {
    private static final String MISSING = "-";

    private final Table table;
    private final IndexView view;
    private final IndexSpec spec;
    private final Map<Item, SampleItem> byIdentity = new IdentityHashMap<>();
    private final Map<Item, SampleItem> byValue = new HashMap<>();

    CollectionListing(Table table, IndexView view, List<SampleItem> sampleItems) {
        this.table = table;
        this.view = view;
        this.spec = view.spec();
        for (SampleItem sample : sampleItems) {
            byIdentity.put(sample.item(), sample);
            byValue.putIfAbsent(sample.item(), sample);
        }
    }

    /** The entity of an item of the view, "unknown entity" when no entity's templates match it. */
    String entityOf(Item item) {
        SampleItem sample = byIdentity.getOrDefault(item, byValue.get(item));
        return sample == null ? "unknown entity" : sample.entityLabel();
    }

    String text() {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        out.println(heading());
        out.println(Plural.of(view.entryCount(), "item") + " in "
                + Plural.of(view.collections().size(), "item collection"));
        List<String> columns = entryColumns();
        for (ItemCollection collection : view.collections()) {
            out.println();
            out.println(partitionKeyText(collection) + " (" + Plural.of(collection.size(), "item") + ")");
            List<String> headings = new ArrayList<>(columns);
            headings.add("ENTITY");
            TextColumns rows = new TextColumns(headings.toArray(String[]::new));
            for (IndexEntry entry : collection.entries()) {
                List<String> cells = new ArrayList<>();
                columns.forEach(name -> cells.add(display(entry.item(), name)));
                cells.add(entityOf(entry.item()));
                rows.addRow(cells.toArray(String[]::new));
            }
            printIndented(rows, out);
        }
        if (!view.excluded().isEmpty()) {
            out.println();
            out.println("not in " + displayName() + ": " + Plural.of(view.excluded().size(), "item"));
            List<String> headings = new ArrayList<>(spec.tableKeys().attributeNames());
            headings.add("ENTITY");
            headings.add("REASON");
            TextColumns rows = new TextColumns(headings.toArray(String[]::new));
            for (Exclusion exclusion : view.excluded()) {
                List<String> cells = new ArrayList<>();
                spec.tableKeys().attributeNames().forEach(name -> cells.add(display(exclusion.item(), name)));
                cells.add(entityOf(exclusion.item()));
                cells.add(exclusion.reason());
                rows.addRow(cells.toArray(String[]::new));
            }
            printIndented(rows, out);
        }
        out.flush();
        return text.toString();
    }

    /**
     * The JSON form: {@code {"table", "index", "keySchema": {"partitionKey": [...], "sortKey": [...]},
     * "itemCount", "collections": [{"partitionKey": {NAME: VALUE}, "items": [{"key", "entity", "item"}]}],
     * "excluded": [{"key", "entity", "reason"}]}}, values in DynamoDB JSON. {@code key} holds the index key and
     * the table key attributes (as a {@code LastEvaluatedKey} of the index would), {@code item} what the index
     * entry holds after projection; {@code index} is {@code "table"} for the table itself.
     */
    String json() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("table", table.name());
        root.put("index", spec.name());
        Map<String, Object> keySchema = new LinkedHashMap<>();
        keySchema.put("partitionKey", names(spec.keySchema().partitionKey()));
        keySchema.put("sortKey", names(spec.keySchema().sortKey()));
        root.put("keySchema", keySchema);
        root.put("itemCount", view.entryCount());
        List<Object> collections = new ArrayList<>();
        for (ItemCollection collection : view.collections()) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("partitionKey", partitionKey(collection));
            List<Object> items = new ArrayList<>();
            for (IndexEntry entry : collection.entries()) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("key", key(entry.item(), keyNames()));
                e.put("entity", entityOf(entry.item()));
                e.put("item", entry.projected());
                items.add(e);
            }
            c.put("items", items);
            collections.add(c);
        }
        root.put("collections", collections);
        List<Object> excluded = new ArrayList<>();
        for (Exclusion exclusion : view.excluded()) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("key", key(exclusion.item(), spec.tableKeys().attributeNames()));
            e.put("entity", entityOf(exclusion.item()));
            e.put("reason", exclusion.reason());
            excluded.add(e);
        }
        root.put("excluded", excluded);
        return ResponseJsonPrinter.print(root);
    }

    private String heading() {
        String keys = "partition key " + String.join(" + ", names(spec.keySchema().partitionKey()))
                + (spec.keySchema().hasSortKey()
                ? ", sort key " + String.join(" + ", names(spec.keySchema().sortKey()))
                : ", no sort key");
        if (spec.isTable()) {
            return table.name() + " (table): " + keys;
        }
        String kind = spec.global() ? "global" : "local";
        return spec.name() + " (" + kind + " secondary index of " + table.name() + "): " + keys + ", projection "
                + projection();
    }

    private String projection() {
        if (spec.projection().type() == ProjectionType.INCLUDE) {
            return "INCLUDE " + String.join(", ", spec.projection().nonKeyAttributes());
        }
        return spec.projection().type().name();
    }

    private String displayName() {
        return spec.isTable() ? "table " + table.name() : spec.name();
    }

    private String partitionKeyText(ItemCollection collection) {
        List<String> parts = new ArrayList<>();
        List<KeyAttribute> attributes = spec.keySchema().partitionKey();
        for (int i = 0; i < attributes.size(); i++) {
            parts.add(attributes.get(i).name() + " = "
                    + AttributeValues.display(collection.partitionKey().parts().get(i)));
        }
        return String.join(", ", parts);
    }

    /** The collection's partition key value, numbers in canonical form (one collection holds 100 and 1E2). */
    private Map<String, Object> partitionKey(ItemCollection collection) {
        Map<String, Object> key = new LinkedHashMap<>();
        List<KeyAttribute> attributes = spec.keySchema().partitionKey();
        for (int i = 0; i < attributes.size(); i++) {
            key.put(attributes.get(i).name(), collection.partitionKey().parts().get(i));
        }
        return key;
    }

    /** The columns of an entry: the index sort key, then the table key attributes the index key does not hold. */
    private List<String> entryColumns() {
        Set<String> columns = new LinkedHashSet<>(names(spec.keySchema().sortKey()));
        List<String> indexKey = spec.keySchema().attributeNames();
        spec.tableKeys().attributeNames().stream().filter(n -> !indexKey.contains(n)).forEach(columns::add);
        return List.copyOf(columns);
    }

    /** The index key attributes, then the table key attributes not among them. */
    private List<String> keyNames() {
        Set<String> names = new LinkedHashSet<>(spec.keySchema().attributeNames());
        names.addAll(spec.tableKeys().attributeNames());
        return List.copyOf(names);
    }

    private static Map<String, Object> key(Item item, List<String> names) {
        Map<String, Object> key = new LinkedHashMap<>();
        for (String name : names) {
            AttributeValue value = item.attributes().get(name);
            if (value != null) {
                key.put(name, value);
            }
        }
        return key;
    }

    private static List<String> names(List<KeyAttribute> attributes) {
        return attributes.stream().map(KeyAttribute::name).toList();
    }

    private static String display(Item item, String attribute) {
        AttributeValue value = item.attributes().get(attribute);
        return value == null ? MISSING : AttributeValues.display(value);
    }

    private static void printIndented(TextColumns rows, PrintWriter out) {
        StringWriter block = new StringWriter();
        PrintWriter blockOut = new PrintWriter(block);
        rows.print(blockOut);
        blockOut.flush();
        block.toString().lines().forEach(line -> out.println("  " + line));
    }
}
