package dev.tablesmith.template;

import dev.tablesmith.model.AttributeValue;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One comparison of a sparse condition, e.g. {@code status = PENDING} or {@code attribute_exists(shippedAt)}.
 *
 * @param attribute the attribute it tests
 * @param operator  the comparison
 * @param values    the values it compares with: one for EQ and NE, one or more for IN, none for the functions
 * @param column    1-based column of the attribute name in the condition text
 */
public record Comparison(String attribute, ComparisonOperator operator, List<ConditionValue> values, int column) {
    public Comparison {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(operator, "operator");
        values = List.copyOf(values);
        int expected = operator.isFunction() ? 0 : 1;
        if (operator == ComparisonOperator.IN ? values.isEmpty() : values.size() != expected) {
            throw new IllegalArgumentException(operator + " takes " + (operator == ComparisonOperator.IN
                    ? "at least one value" : expected + " values") + ", got " + values.size());
        }
    }

    /**
     * Whether an item with these attribute values satisfies the comparison. An absent attribute is not equal to
     * anything: {@code =} and {@code IN} are false, {@code <>} is true.
     */
    public boolean test(Function<String, Optional<AttributeValue>> lookup) {
        Optional<AttributeValue> value = lookup.apply(attribute);
        boolean present = value != null && value.isPresent();
        switch (operator) {
            case EXISTS:
                return present;
            case NOT_EXISTS:
                return !present;
            case EQ:
            case IN:
                return present && values.stream().anyMatch(v -> v.matches(value.get()));
            case NE:
                return !present || !values.get(0).matches(value.get());
            default:
                throw new IllegalStateException("unknown operator " + operator);
        }
    }

    /** The comparison in plain words, e.g. {@code status is PENDING or PAID}. */
    public String describe() {
        switch (operator) {
            case EQ:
                return attribute + " = " + values.get(0).text();
            case NE:
                return attribute + " is not " + values.get(0).text();
            case IN:
                return attribute + " is " + orList(values.stream().map(ConditionValue::text).toList());
            case EXISTS:
                return attribute + " is set";
            case NOT_EXISTS:
                return attribute + " is not set";
            default:
                throw new IllegalStateException("unknown operator " + operator);
        }
    }

    /** Canonical condition text for this comparison. */
    public String source() {
        switch (operator) {
            case EQ:
            case NE:
                return attribute + " " + operator.symbol() + " " + values.get(0).source();
            case IN:
                return attribute + " IN (" + values.stream().map(ConditionValue::source)
                        .collect(Collectors.joining(", ")) + ")";
            default:
                return operator.symbol() + "(" + attribute + ")";
        }
    }

    private static String orList(List<String> words) {
        if (words.size() == 1) {
            return words.get(0);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
