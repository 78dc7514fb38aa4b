package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Evaluates a validated condition against an item, with DynamoDB's rules: a comparison that involves a missing
 * attribute is false, except {@code <>}, which is the negation of {@code =} and so true (even when both sides are
 * missing); comparisons between different types are false ({@code <>} true); evaluation never fails.
 */
final class ConditionEvaluator {
    private ConditionEvaluator() {
    }

    static boolean test(Condition c, Item item) {
        if (c instanceof Condition.And and) {
            return test(and.left(), item) && test(and.right(), item);
        }
        if (c instanceof Condition.Or or) {
            return test(or.left(), item) || test(or.right(), item);
        }
        if (c instanceof Condition.Not not) {
            return !test(not.condition(), item);
        }
        if (c instanceof Condition.Comparison cmp) {
            return compare(cmp.comparator(), value(cmp.left(), item), value(cmp.right(), item));
        }
        if (c instanceof Condition.Between b) {
            Optional<AttributeValue> v = value(b.operand(), item);
            return compare(Comparator.GE, v, value(b.lower(), item))
                    && compare(Comparator.LE, v, value(b.upper(), item));
        }
        if (c instanceof Condition.In in) {
            Optional<AttributeValue> v = value(in.operand(), item);
            return in.candidates().stream().anyMatch(o -> compare(Comparator.EQ, v, value(o, item)));
        }
        return function((FunctionCall) c, item);
    }

    static boolean compare(Comparator comparator, Optional<AttributeValue> left, Optional<AttributeValue> right) {
        if (comparator == Comparator.NE) {
            return !compare(Comparator.EQ, left, right);
        }
        if (left.isEmpty() || right.isEmpty()) {
            return false;
        }
        if (comparator == Comparator.EQ) {
            return ValueComparisons.equal(left.get(), right.get());
        }
        OptionalInt order = ValueComparisons.compare(left.get(), right.get());
        if (order.isEmpty()) {
            return false;
        }
        int o = order.getAsInt();
        switch (comparator) {
            case LT:
                return o < 0;
            case LE:
                return o <= 0;
            case GT:
                return o > 0;
            default:
                return o >= 0;
        }
    }

    private static boolean function(FunctionCall f, Item item) {
        switch (f.name()) {
            case "attribute_exists":
                return value(f.arguments().get(0), item).isPresent();
            case "attribute_not_exists":
                return value(f.arguments().get(0), item).isEmpty();
            case "attribute_type": {
                Optional<AttributeValue> v = value(f.arguments().get(0), item);
                Optional<AttributeValue> t = value(f.arguments().get(1), item);
                return v.isPresent() && t.isPresent() && t.get() instanceof AttributeValue.S s
                        && v.get().type().name().equals(s.value());
            }
            case "begins_with": {
                Optional<AttributeValue> v = value(f.arguments().get(0), item);
                Optional<AttributeValue> p = value(f.arguments().get(1), item);
                return v.isPresent() && p.isPresent() && ValueComparisons.beginsWith(v.get(), p.get());
            }
            case "contains": {
                Optional<AttributeValue> v = value(f.arguments().get(0), item);
                Optional<AttributeValue> o = value(f.arguments().get(1), item);
                return v.isPresent() && o.isPresent() && ValueComparisons.contains(v.get(), o.get());
            }
            default:
                return false;
        }
    }

    /** The value of an operand for this item, or empty when a path is missing or size() has no answer. */
    static Optional<AttributeValue> value(Operand o, Item item) {
        if (o instanceof Operand.Path p) {
            return p.path().resolve(item);
        }
        if (o instanceof Operand.Value v) {
            return Optional.ofNullable(v.value());
        }
        FunctionCall f = (FunctionCall) o;
        if (f.name().equals("size")) {
            return value(f.arguments().get(0), item).flatMap(ValueComparisons::size);
        }
        return Optional.empty();
    }
}
