package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.model.AttributeValue;
import java.util.List;
import java.util.Optional;

/**
 * The condition on one sort key attribute: {@code sk = :v}, {@code sk < :v}, {@code sk BETWEEN :a AND :b},
 * {@code begins_with(sk, :p)} and so on.
 *
 * @param attribute the sort key attribute
 * @param operator  the operator
 * @param values    one value, or two for BETWEEN (lower, upper)
 */
public record SortKeyCondition(String attribute, SortKeyOperator operator, List<AttributeValue> values) {
    public SortKeyCondition {
        values = List.copyOf(values);
    }

    /** The value for every operator but BETWEEN; the lower bound for BETWEEN. */
    public AttributeValue value() {
        return values.get(0);
    }

    /** Whether a sort key attribute value satisfies this condition (in DynamoDB key order). */
    public boolean test(AttributeValue v) {
        if (v == null) {
            return false;
        }
        switch (operator) {
            case EQ:
                return ConditionEvaluator.compare(Comparator.EQ, Optional.of(v), Optional.of(value()));
            case LT:
                return ConditionEvaluator.compare(Comparator.LT, Optional.of(v), Optional.of(value()));
            case LE:
                return ConditionEvaluator.compare(Comparator.LE, Optional.of(v), Optional.of(value()));
            case GT:
                return ConditionEvaluator.compare(Comparator.GT, Optional.of(v), Optional.of(value()));
            case GE:
                return ConditionEvaluator.compare(Comparator.GE, Optional.of(v), Optional.of(value()));
            case BETWEEN:
                return ConditionEvaluator.compare(Comparator.GE, Optional.of(v), Optional.of(values.get(0)))
                        && ConditionEvaluator.compare(Comparator.LE, Optional.of(v), Optional.of(values.get(1)));
            default:
                return ValueComparisons.beginsWith(v, value());
        }
    }

    /** As it would be written in a KeyConditionExpression, with values shown: {@code SK BETWEEN 2024 AND 2025}. */
    public String describe() {
        switch (operator) {
            case BETWEEN:
                return attribute + " BETWEEN " + show(values.get(0)) + " AND " + show(values.get(1));
            case BEGINS_WITH:
                return "begins_with(" + attribute + ", " + show(value()) + ")";
            default:
                return attribute + " " + operator.symbol() + " " + show(value());
        }
    }

    private static String show(AttributeValue v) {
        String s = AttributeValues.display(v);
        return v instanceof AttributeValue.S ? "\"" + s + "\"" : s;
    }
}
