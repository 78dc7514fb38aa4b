package dev.tablesmith.planner;

import dev.tablesmith.engine.KeyOrder;
import dev.tablesmith.model.AttributeValue;
import java.util.List;
import java.util.Optional;

/**
 * A sort key condition the planner puts into a key condition, with the values filled in.
 *
 * @param operator one of {@code = < <= > >= BETWEEN begins_with}
 * @param values   one value, or two for BETWEEN
 */
record SortKeyCondition(String operator, List<AttributeValue> values) {

    static SortKeyCondition of(String operator, AttributeValue... values) {
        return new SortKeyCondition(operator, List.of(values));
    }

    /** The condition as KeyConditionExpression text, registering its values. */
    String expression(String attribute, ExpressionBuilder builder) {
        return switch (operator) {
            case "BETWEEN" -> attribute + " BETWEEN " + builder.value("skFrom", values.get(0)) + " AND "
                    + builder.value("skTo", values.get(1));
            case "begins_with" -> "begins_with(" + attribute + ", " + builder.value("sk", values.get(0)) + ")";
            default -> attribute + " " + operator + " " + builder.value("sk", values.get(0));
        };
    }

    /** Whether a concrete sort key value satisfies the condition (DynamoDB key order). */
    boolean admits(AttributeValue key) {
        AttributeValue v = values.get(0);
        return switch (operator) {
            case "=" -> KeyOrder.compare(key, v) == 0;
            case "<" -> KeyOrder.compare(key, v) < 0;
            case "<=" -> KeyOrder.compare(key, v) <= 0;
            case ">" -> KeyOrder.compare(key, v) > 0;
            case ">=" -> KeyOrder.compare(key, v) >= 0;
            case "BETWEEN" -> KeyOrder.compare(key, v) >= 0 && KeyOrder.compare(key, values.get(1)) <= 0;
            case "begins_with" -> key instanceof AttributeValue.S s && v instanceof AttributeValue.S p
                    && s.value().startsWith(p.value());
            default -> false;
        };
    }

    /**
     * Whether some S value starting with {@code prefix} could satisfy the condition: the values starting with a
     * prefix are exactly those from the prefix itself up to (not including) its successor.
     */
    boolean admitsSomeValueStartingWith(String prefix) {
        if (prefix.isEmpty()) {
            return true;
        }
        Optional<String> v = text(0);
        if (v.isEmpty()) {
            return true;
        }
        String successor = KeyPrefixes.successor(prefix);
        return switch (operator) {
            case "=" -> v.get().startsWith(prefix);
            case "begins_with" -> v.get().startsWith(prefix) || prefix.startsWith(v.get());
            case "<" -> KeyOrder.compareUtf8(prefix, v.get()) < 0;
            case "<=" -> KeyOrder.compareUtf8(prefix, v.get()) <= 0;
            case ">", ">=" -> KeyOrder.compareUtf8(successor, v.get()) > 0;
            case "BETWEEN" -> text(1).map(hi -> KeyOrder.compareUtf8(prefix, hi) <= 0
                    && KeyOrder.compareUtf8(v.get(), successor) < 0).orElse(true);
            default -> true;
        };
    }

    private Optional<String> text(int i) {
        return values.get(i) instanceof AttributeValue.S s ? Optional.of(s.value()) : Optional.empty();
    }
}
