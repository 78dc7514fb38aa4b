package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The item an update is writing, as a tree that keeps every list in its original positions until the update ends,
 * so that all the actions of one update see list indexes as they were before it (ScyllaDB
 * {@code test_update_expression.py::test_update_expression_nested_remove_list_item_original_number}):
 *
 * <ul>
 *   <li>{@code REMOVE l[i]} marks element {@code i} removed; the elements close up when the update ends.</li>
 *   <li>{@code SET l[i]} with {@code i} inside the list replaces that element; past the end it appends, and several
 *   appends are added in index order, not in the order written ({@code test_nested_attribute_update_array_out_of_bounds}).</li>
 *   <li>The parent of a written or removed path must exist and be a map (for {@code .name}) or a list (for
 *   {@code [n]}), else "The document path provided in the update expression is invalid for update"
 *   ({@code test_nested_attribute_update_bad_path_dot}, {@code ..._bad_path_array}); a missing leaf under an existing
 *   parent is no error for REMOVE ({@code test_nested_attribute_remove_missing_leaf}).</li>
 * </ul>
 *
 * Containers are copied only along the paths the update touches.
 */
final class UpdateDocument {
    private final Map<String, Object> top;

    /** A map being written: values are {@link AttributeValue}s or containers already copied. */
    private static final class MapNode {
        final Map<String, Object> entries = new LinkedHashMap<>();
    }

    /** A list being written, in its original positions. */
    private static final class ListNode {
        final List<Object> elements = new ArrayList<>();
        final List<Boolean> removed = new ArrayList<>();
        final TreeMap<Integer, Object> appended = new TreeMap<>();
    }

    UpdateDocument(Item before) {
        this.top = new LinkedHashMap<>(before.attributes());
    }

    /** Writes {@code value} at {@code path}. */
    void set(DocumentPath path, AttributeValue value) {
        if (path.isTopLevel()) {
            top.put(path.topLevelName(), value);
            return;
        }
        Object parent = parentOf(path);
        PathElement last = path.elements().get(path.depth() - 1);
        if (last instanceof PathElement.Name n && parent instanceof MapNode m) {
            m.entries.put(n.name(), value);
        } else if (last instanceof PathElement.Index ix && parent instanceof ListNode l) {
            if (ix.index() < l.elements.size()) {
                l.elements.set(ix.index(), value);
            } else {
                l.appended.put(ix.index(), value);
            }
        } else {
            throw invalid();
        }
    }

    /** Removes what is at {@code path}; a missing leaf under an existing parent of the right type is no error. */
    void remove(DocumentPath path) {
        if (path.isTopLevel()) {
            top.remove(path.topLevelName());
            return;
        }
        Object parent = parentOf(path);
        PathElement last = path.elements().get(path.depth() - 1);
        if (last instanceof PathElement.Name n && parent instanceof MapNode m) {
            m.entries.remove(n.name());
        } else if (last instanceof PathElement.Index ix && parent instanceof ListNode l) {
            if (ix.index() < l.elements.size()) {
                l.removed.set(ix.index(), true);
            }
        } else {
            throw invalid();
        }
    }

    /** The item as the update leaves it. */
    Item toItem() {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        top.forEach((name, v) -> attributes.put(name, freeze(v)));
        return new Item(attributes);
    }

    /** The container holding the last element of {@code path}, copied for writing. */
    private Object parentOf(DocumentPath path) {
        Object current = thaw(top.get(path.topLevelName()));
        if (current == null) {
            throw invalid();
        }
        top.put(path.topLevelName(), current);
        List<PathElement> elements = path.elements();
        for (int i = 1; i < elements.size() - 1; i++) {
            current = child(current, elements.get(i));
        }
        if (!(current instanceof MapNode) && !(current instanceof ListNode)) {
            throw invalid();
        }
        return current;
    }

    /** The child of {@code container} at {@code step}, copied for writing and stored back in place. */
    private static Object child(Object container, PathElement step) {
        if (step instanceof PathElement.Name n && container instanceof MapNode m) {
            Object c = thaw(m.entries.get(n.name()));
            if (c == null) {
                throw invalid();
            }
            m.entries.put(n.name(), c);
            return c;
        }
        if (step instanceof PathElement.Index ix && container instanceof ListNode l
                && ix.index() < l.elements.size()) {
            Object c = thaw(l.elements.get(ix.index()));
            l.elements.set(ix.index(), c);
            return c;
        }
        throw invalid();
    }

    /** A map or list value as a writable container; anything else (or null) as it is. */
    private static Object thaw(Object value) {
        if (value instanceof AttributeValue.M m) {
            MapNode node = new MapNode();
            node.entries.putAll(m.values());
            return node;
        }
        if (value instanceof AttributeValue.L l) {
            ListNode node = new ListNode();
            for (AttributeValue v : l.values()) {
                node.elements.add(v);
                node.removed.add(false);
            }
            return node;
        }
        return value;
    }

    private static AttributeValue freeze(Object value) {
        if (value instanceof MapNode m) {
            Map<String, AttributeValue> copy = new LinkedHashMap<>();
            m.entries.forEach((k, v) -> copy.put(k, freeze(v)));
            return new AttributeValue.M(copy);
        }
        if (value instanceof ListNode l) {
            List<AttributeValue> copy = new ArrayList<>();
            for (int i = 0; i < l.elements.size(); i++) {
                if (!l.removed.get(i)) {
                    copy.add(freeze(l.elements.get(i)));
                }
            }
            l.appended.values().forEach(v -> copy.add(freeze(v)));
            return new AttributeValue.L(copy);
        }
        return (AttributeValue) value;
    }

    private static ExpressionException invalid() {
        return new ExpressionException(UpdateEvaluator.INVALID_PATH);
    }
}
