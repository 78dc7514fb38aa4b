package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.CanonicalNumbers;
import dev.tablesmith.engine.DynamoNumber;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Applies validated update actions to an item, with DynamoDB's rules: every operand is read from the item as it was
 * before the update; list indexes in every action are those of the list before the update, and SETs past the end
 * append in index order ({@link UpdateDocument}); REMOVE of a missing attribute or element under an existing parent
 * does nothing, through a missing or wrong-typed parent it is an invalid path; ADD creates a
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
        UpdateDocument document = new UpdateDocument(before);
        for (UpdateAction a : actions) {
            Optional<AttributeValue> value = results.get(a);
            if (value.isEmpty()) {
                document.remove(a.path());
            } else {
                document.set(a.path(), CanonicalNumbers.of(value.get()));
            }
        }
        return document.toItem();
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
