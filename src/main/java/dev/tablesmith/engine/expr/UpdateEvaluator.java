package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.CanonicalNumbers;
import dev.tablesmith.engine.DynamoNumber;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Applies validated update actions to an item, with DynamoDB's rules: every operand is read from the item as it was
 * before the update; SET on a list index past the end appends; REMOVE of a missing attribute or element does
 * nothing, and REMOVE of several elements of one list uses the indexes of the list before the update; ADD creates a
 * missing number or set, adds to a number and unions a set; DELETE subtracts from a set and removes the attribute
 * when the set ends up empty.
 *
 * <p>Runtime failures carry DynamoDB's texts: "The provided expression refers to an attribute that does not exist
 * in the item", "An operand in the update expression has an incorrect data type", "The document path provided in
 * the update expression is invalid for update".
 */
final class UpdateEvaluator {
    static final String MISSING = "The provided expression refers to an attribute that does not exist in the item";
    static final String WRONG_TYPE = "An operand in the update expression has an incorrect data type";
    static final String INVALID_PATH = "The document path provided in the update expression is invalid for update";

    private UpdateEvaluator() {
    }

    static Item apply(List<UpdateAction> actions, Item before) {
        Map<UpdateAction, Optional<AttributeValue>> results = new LinkedHashMap<>();
        for (UpdateAction a : actions) {
            results.put(a, result(a, before));
        }
        Map<String, AttributeValue> attributes = new LinkedHashMap<>(before.attributes());
        List<UpdateAction> ordered = new ArrayList<>(actions);
        // removes of list elements go from the highest index down, so each uses the index before the update
        ordered.sort(Comparator.comparingInt(a -> a instanceof UpdateAction.Remove r ? -lastIndex(r.path()) : 0));
        for (UpdateAction a : ordered) {
            Optional<AttributeValue> value = results.get(a);
            if (value == null || value.isEmpty()) {
                remove(attributes, a.path());
            } else {
                write(attributes, a.path(), value.get());
            }
        }
        return new Item(attributes);
    }

    private static int lastIndex(DocumentPath path) {
        PathElement last = path.elements().get(path.depth() - 1);
        return last instanceof PathElement.Index i ? i.index() : -1;
    }

    /** The new value at the action's path, or empty when the path is to be removed. */
    private static Optional<AttributeValue> result(UpdateAction action, Item item) {
        Optional<AttributeValue> current = action.path().resolve(item);
        if (action instanceof UpdateAction.Set set) {
            AttributeValue left = operand(set.value().left(), item);
            if (!set.value().isArithmetic()) {
                return Optional.of(left);
            }
            return Optional.of(arithmetic(set.value().operator(), left, operand(set.value().right(), item)));
        }
        if (action instanceof UpdateAction.Remove) {
            return Optional.empty();
        }
        if (action instanceof UpdateAction.Add add) {
            AttributeValue v = add.value().value();
            if (current.isEmpty()) {
                return Optional.of(v);
            }
            if (current.get().type() != v.type()) {
                throw new ExpressionException(WRONG_TYPE);
            }
            return Optional.of(v instanceof AttributeValue.N ? arithmetic('+', current.get(), v)
                    : Sets.union(current.get(), v));
        }
        AttributeValue v = ((UpdateAction.Delete) action).value().value();
        if (current.isEmpty()) {
            return Optional.empty();
        }
        if (current.get().type() != v.type()) {
            throw new ExpressionException(WRONG_TYPE);
        }
        return Sets.difference(current.get(), v);
    }

    private static AttributeValue operand(Operand o, Item item) {
        if (o instanceof Operand.Value v) {
            return v.value();
        }
        if (o instanceof Operand.Path p) {
            return p.path().resolve(item).orElseThrow(() -> new ExpressionException(MISSING));
        }
        FunctionCall f = (FunctionCall) o;
        if (UpdateValidator.isArithmetic(f)) {
            return arithmetic(f.name().charAt(0), operand(f.arguments().get(0), item),
                    operand(f.arguments().get(1), item));
        }
        if (f.name().equals("if_not_exists")) {
            Optional<AttributeValue> existing = ((Operand.Path) f.arguments().get(0)).path().resolve(item);
            return existing.isPresent() ? existing.get() : operand(f.arguments().get(1), item);
        }
        AttributeValue a = operand(f.arguments().get(0), item);
        AttributeValue b = operand(f.arguments().get(1), item);
        if (!(a instanceof AttributeValue.L x) || !(b instanceof AttributeValue.L y)) {
            throw new ExpressionException(WRONG_TYPE);
        }
        List<AttributeValue> joined = new ArrayList<>(x.values());
        joined.addAll(y.values());
        return new AttributeValue.L(joined);
    }

    private static AttributeValue arithmetic(char operator, AttributeValue a, AttributeValue b) {
        if (!(a instanceof AttributeValue.N x) || !(b instanceof AttributeValue.N y)) {
            throw new ExpressionException(WRONG_TYPE);
        }
        BigDecimal p = DynamoNumber.parse(x.value());
        BigDecimal q = DynamoNumber.parse(y.value());
        BigDecimal r = operator == '+' ? p.add(q) : p.subtract(q);
        try {
            return AttributeValue.n(DynamoNumber.canonical(r.toPlainString()));
        } catch (NumberFormatException e) {
            throw new ExpressionException(e.getMessage());
        }
    }

    private static void write(Map<String, AttributeValue> attributes, DocumentPath path, AttributeValue value) {
        AttributeValue canonical = CanonicalNumbers.of(value);
        if (path.isTopLevel()) {
            attributes.put(path.topLevelName(), canonical);
            return;
        }
        AttributeValue root = attributes.get(path.topLevelName());
        if (root == null) {
            throw new ExpressionException(INVALID_PATH);
        }
        attributes.put(path.topLevelName(), rewrite(root, path.elements(), 1, canonical));
    }

    /** {@code container} with the element at {@code elements[at..]} set to {@code value}; null value removes. */
    private static AttributeValue rewrite(AttributeValue container, List<PathElement> elements, int at,
                                          AttributeValue value) {
        PathElement step = elements.get(at);
        boolean last = at == elements.size() - 1;
        if (step instanceof PathElement.Name n && container instanceof AttributeValue.M m) {
            Map<String, AttributeValue> copy = new LinkedHashMap<>(m.values());
            if (last) {
                if (value == null) {
                    copy.remove(n.name());
                } else {
                    copy.put(n.name(), value);
                }
            } else {
                AttributeValue child = copy.get(n.name());
                if (child == null) {
                    return missingChild(container, value);
                }
                copy.put(n.name(), rewrite(child, elements, at + 1, value));
            }
            return new AttributeValue.M(copy);
        }
        if (step instanceof PathElement.Index ix && container instanceof AttributeValue.L l) {
            List<AttributeValue> copy = new ArrayList<>(l.values());
            int i = ix.index();
            if (last) {
                if (value == null) {
                    if (i < copy.size()) {
                        copy.remove(i);
                    }
                } else if (i < copy.size()) {
                    copy.set(i, value);
                } else {
                    copy.add(value);
                }
            } else {
                if (i >= copy.size()) {
                    return missingChild(container, value);
                }
                copy.set(i, rewrite(copy.get(i), elements, at + 1, value));
            }
            return new AttributeValue.L(copy);
        }
        return missingChild(container, value);
    }

    /** A path through something missing or of the wrong type: an error for SET, nothing to do for REMOVE. */
    private static AttributeValue missingChild(AttributeValue container, AttributeValue value) {
        if (value == null) {
            return container;
        }
        throw new ExpressionException(INVALID_PATH);
    }

    private static void remove(Map<String, AttributeValue> attributes, DocumentPath path) {
        if (path.isTopLevel()) {
            attributes.remove(path.topLevelName());
            return;
        }
        AttributeValue root = attributes.get(path.topLevelName());
        if (root != null) {
            attributes.put(path.topLevelName(), rewrite(root, path.elements(), 1, null));
        }
    }

    /** Set arithmetic on SS, NS and BS (numbers compared by value). */
    static final class Sets {
        private Sets() {
        }

        static AttributeValue union(AttributeValue a, AttributeValue b) {
            LinkedHashSet<Object> seen = new LinkedHashSet<>(members(a));
            List<Object> added = new ArrayList<>(raw(a));
            List<Object> bm = raw(b);
            List<Object> bk = members(b);
            for (int i = 0; i < bm.size(); i++) {
                if (seen.add(bk.get(i))) {
                    added.add(bm.get(i));
                }
            }
            return make(a, added);
        }

        static Optional<AttributeValue> difference(AttributeValue a, AttributeValue b) {
            LinkedHashSet<Object> drop = new LinkedHashSet<>(members(b));
            List<Object> am = raw(a);
            List<Object> ak = members(a);
            List<Object> kept = new ArrayList<>();
            for (int i = 0; i < am.size(); i++) {
                if (!drop.contains(ak.get(i))) {
                    kept.add(am.get(i));
                }
            }
            return kept.isEmpty() ? Optional.empty() : Optional.of(make(a, kept));
        }

        private static List<Object> raw(AttributeValue v) {
            if (v instanceof AttributeValue.SS s) {
                return new ArrayList<>(s.values());
            }
            if (v instanceof AttributeValue.NS n) {
                return new ArrayList<>(n.values());
            }
            return new ArrayList<>(((AttributeValue.BS) v).values());
        }

        /** Comparable members: numbers by value. */
        private static List<Object> members(AttributeValue v) {
            if (v instanceof AttributeValue.NS n) {
                return new ArrayList<>(n.values().stream().map(x -> (Object) DynamoNumber.parse(x)).toList());
            }
            return raw(v);
        }

        @SuppressWarnings("unchecked")
        private static AttributeValue make(AttributeValue like, List<Object> members) {
            if (like instanceof AttributeValue.SS) {
                return new AttributeValue.SS((List<String>) (List<?>) members);
            }
            if (like instanceof AttributeValue.NS) {
                return new AttributeValue.NS((List<String>) (List<?>) members);
            }
            return new AttributeValue.BS((List<AttributeValue.B>) (List<?>) members);
        }
    }
}
