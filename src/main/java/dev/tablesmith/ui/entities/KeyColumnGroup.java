package dev.tablesmith.ui.entities;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.KeyPartsText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Entity-chart key columns that belong together under one heading: the attributes of one multi-attribute GSI
 * partition key or sort key (DynamoDB, November 2025: up to 4 of each; the partition key is the tuple of all its
 * attributes, the sort key compares its attributes left to right), in key order, each headed by its name and type.
 * Every other key column stands alone ({@code title} null). A key attribute that an earlier key already uses (the
 * table's, or an earlier index's) keeps its first column, so each attribute has exactly one column.
 *
 * @param title    "LeaderboardIndex · partition key", or null for a column standing alone
 * @param columns  the key attribute names, in key order
 * @param headings the heading of each column: the name alone, or in a group its name and type
 */
public record KeyColumnGroup(String title, List<String> columns, List<String> headings) {
    public KeyColumnGroup {
        columns = List.copyOf(columns);
        headings = List.copyOf(headings);
    }

    /** The groups of {@code columns} (the table's key attribute names, in {@link Table#keyAttributes()} order). */
    public static List<KeyColumnGroup> of(Table table, List<String> columns) {
        Map<String, String> firstTitle = new HashMap<>();
        Map<String, String> heading = new HashMap<>();
        List<Map.Entry<String, KeySchema>> schemas = new ArrayList<>();
        schemas.add(Map.entry("table", table.keySchema()));
        for (SecondaryIndex index : table.indexes()) {
            schemas.add(Map.entry(index.name(), index.keySchema()));
        }
        for (Map.Entry<String, KeySchema> schema : schemas) {
            place(schema.getKey() + " · partition key", schema.getValue().partitionKey(), firstTitle, heading);
            place(schema.getKey() + " · sort key", schema.getValue().sortKey(), firstTitle, heading);
        }
        List<KeyColumnGroup> groups = new ArrayList<>();
        KeyColumnGroup open = null;
        for (String column : columns) {
            String title = firstTitle.get(column);
            if (title != null && open != null && title.equals(open.title())) {
                open = open.with(column, heading.get(column));
                groups.set(groups.size() - 1, open);
            } else {
                open = new KeyColumnGroup(title, List.of(column),
                        List.of(title == null ? column : heading.get(column)));
                groups.add(open);
            }
        }
        return List.copyOf(groups);
    }

    /** Records where each attribute of a multi-attribute key part is first used; single attributes stay alone. */
    private static void place(String title, List<KeyAttribute> part, Map<String, String> firstTitle,
                              Map<String, String> heading) {
        for (KeyAttribute attribute : part) {
            if (heading.containsKey(attribute.name())) {
                continue;
            }
            heading.put(attribute.name(), part.size() > 1 ? KeyPartsText.part(attribute) : attribute.name());
            if (part.size() > 1) {
                firstTitle.put(attribute.name(), title);
            }
        }
    }

    private KeyColumnGroup with(String column, String columnHeading) {
        List<String> c = new ArrayList<>(columns);
        c.add(column);
        List<String> h = new ArrayList<>(headings);
        h.add(columnHeading);
        return new KeyColumnGroup(title, c, h);
    }
}
