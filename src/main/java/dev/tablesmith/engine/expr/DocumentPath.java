package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A document path: a top-level attribute name followed by map keys ({@code .b}) and list indexes ({@code [2]}),
 * as in {@code order.lines[0].sku}. A dot inside a name given through a placeholder is part of the name, not a
 * separator ({@code #d} for {@code "dotted.name"} is one top-level attribute).
 */
public record DocumentPath(List<PathElement> elements) {
    /** DynamoDB's limit on document path depth ("The document path has too many nesting levels"). */
    public static final int MAX_NESTING_LEVELS = 32;

    public DocumentPath {
        elements = List.copyOf(elements);
        if (elements.isEmpty() || !(elements.get(0) instanceof PathElement.Name)) {
            throw new IllegalArgumentException("a document path starts with an attribute name");
        }
    }

    /** The top-level attribute the path starts at (null only when its placeholder is undefined). */
    public String topLevelName() {
        return ((PathElement.Name) elements.get(0)).name();
    }

    /** The number of elements, which DynamoDB calls nesting levels. */
    public int depth() {
        return elements.size();
    }

    /** Whether the path names only a top-level attribute. */
    public boolean isTopLevel() {
        return elements.size() == 1;
    }

    /** The value at this path in {@code item}, or empty when any step is missing or of the wrong type. */
    public Optional<AttributeValue> resolve(Item item) {
        AttributeValue current = item.attributes().get(topLevelName());
        for (int i = 1; i < elements.size() && current != null; i++) {
            current = step(current, elements.get(i));
        }
        return Optional.ofNullable(current);
    }

    static AttributeValue step(AttributeValue value, PathElement element) {
        if (element instanceof PathElement.Name n && value instanceof AttributeValue.M m) {
            return m.values().get(n.name());
        }
        if (element instanceof PathElement.Index ix && value instanceof AttributeValue.L l) {
            return ix.index() < l.values().size() ? l.values().get(ix.index()) : null;
        }
        return null;
    }

    /** The resolved steps: a String per name, an Integer per index. Two paths are the same path when these agree. */
    public List<Object> keys() {
        List<Object> keys = new ArrayList<>(elements.size());
        for (PathElement e : elements) {
            keys.add(e instanceof PathElement.Name n ? n.name() : (Object) ((PathElement.Index) e).index());
        }
        return keys;
    }

    /** Whether both paths lead to the same place (names compared after placeholder substitution). */
    public boolean samePlaceAs(DocumentPath other) {
        return Objects.equals(keys(), other.keys());
    }

    /** The form DynamoDB uses in messages: {@code [order, lines, [0]]}. */
    public String display() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < elements.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            PathElement e = elements.get(i);
            sb.append(e instanceof PathElement.Name n ? n.name() : "[" + ((PathElement.Index) e).index() + "]");
        }
        return sb.append(']').toString();
    }

    /** The path as written in the expression, placeholders kept: {@code #o.lines[0]}. */
    public String expressionText() {
        return render(true);
    }

    /** The path with placeholders substituted: {@code order.lines[0]}. */
    @Override
    public String toString() {
        return render(false);
    }

    private String render(boolean written) {
        StringBuilder sb = new StringBuilder();
        for (PathElement e : elements) {
            if (e instanceof PathElement.Name n) {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(written ? n.written() : n.name());
            } else {
                sb.append('[').append(((PathElement.Index) e).index()).append(']');
            }
        }
        return sb.toString();
    }
}
