package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A parsed ProjectionExpression: the attributes a read returns. Each path is copied from the item with the structure
 * around it, as DynamoDB returns it: {@code a.c} of {@code {a: {b: 1, c: 2}}} gives {@code {a: {c: 2}}}, and list
 * elements keep their order but close up ({@code l[2], l[0]} of {@code [x, y, z]} gives {@code [x, z]}). Paths the
 * item does not have are left out.
 */
public final class ProjectionExpression {
    private final String text;
    private final List<DocumentPath> paths;
    private final PlaceholderUsage placeholders;
    private final Node root = new Node();

    private ProjectionExpression(String text, List<DocumentPath> paths, PlaceholderUsage placeholders) {
        this.text = text;
        this.paths = List.copyOf(paths);
        this.placeholders = placeholders;
        for (DocumentPath p : paths) {
            root.add(p.keys(), 0);
        }
    }

    /** A projection of these paths (already resolved): what UPDATED_OLD and UPDATED_NEW return of an item. */
    static ProjectionExpression ofPaths(List<DocumentPath> paths) {
        return new ProjectionExpression("", paths, PlaceholderUsage.NONE);
    }

    /**
     * @param names ExpressionAttributeNames, may be null
     * @throws ExpressionException with DynamoDB's message, prefixed "Invalid ProjectionExpression: "
     */
    public static ProjectionExpression parse(String text, Map<String, String> names) {
        Placeholders placeholders = new Placeholders(names, null);
        List<DocumentPath> paths = ProjectionParser.parse(text, placeholders);
        return new ProjectionExpression(text, paths, placeholders.usage());
    }

    /** The item with only the projected paths. */
    public Item project(Item item) {
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        root.names.forEach((name, node) -> {
            AttributeValue v = item.attributes().get(name);
            AttributeValue projected = v == null ? null : node.project(v);
            if (projected != null) {
                result.put(name, projected);
            }
        });
        return new Item(result);
    }

    /** The paths, in the order written, placeholders resolved. */
    public List<DocumentPath> paths() {
        return paths;
    }

    /** The top-level attributes the projection names, in the order written. */
    public Set<String> attributeNames() {
        Set<String> names = new LinkedHashSet<>();
        paths.forEach(p -> names.add(p.topLevelName()));
        return Collections.unmodifiableSet(names);
    }

    /** The placeholders the expression uses, for the request-wide unused check. */
    public PlaceholderUsage placeholders() {
        return placeholders;
    }

    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return text;
    }

    /** The projected paths as a tree: a node is taken whole, or through its named keys, or its list indexes. */
    private static final class Node {
        boolean whole;
        final Map<String, Node> names = new LinkedHashMap<>();
        final Map<Integer, Node> indexes = new TreeMap<>();

        void add(List<Object> keys, int i) {
            if (i == keys.size()) {
                whole = true;
                return;
            }
            Object key = keys.get(i);
            Node child = key instanceof String s ? names.computeIfAbsent(s, k -> new Node())
                    : indexes.computeIfAbsent((Integer) key, k -> new Node());
            child.add(keys, i + 1);
        }

        AttributeValue project(AttributeValue value) {
            if (whole) {
                return value;
            }
            if (!names.isEmpty() && value instanceof AttributeValue.M m) {
                Map<String, AttributeValue> out = new LinkedHashMap<>();
                names.forEach((name, node) -> {
                    AttributeValue v = m.values().get(name);
                    AttributeValue projected = v == null ? null : node.project(v);
                    if (projected != null) {
                        out.put(name, projected);
                    }
                });
                return out.isEmpty() ? null : AttributeValue.m(out);
            }
            if (!indexes.isEmpty() && value instanceof AttributeValue.L l) {
                List<AttributeValue> out = new ArrayList<>();
                indexes.forEach((index, node) -> {
                    if (index < l.values().size()) {
                        AttributeValue projected = node.project(l.values().get(index));
                        if (projected != null) {
                            out.add(projected);
                        }
                    }
                });
                return out.isEmpty() ? null : AttributeValue.l(out);
            }
            return null;
        }
    }
}
