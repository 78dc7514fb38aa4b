package dev.tablesmith.template;

import java.util.List;
import java.util.Optional;

/**
 * Builds and checks the text of a sparse condition from a form: one attribute, one operator and (for {@code =} and
 * {@code <>}) one value, or a whole expression typed by hand. The text is checked with the same
 * {@link SparseConditionParser} the entity chart's {@code TEMPLATE when CONDITION} text uses, and every attribute it
 * names must be one of the entity's: DynamoDB writes a sparse key only on items whose attributes satisfy the
 * condition, so a condition on an attribute the entity never has can never hold as meant.
 */
public final class ConditionForm {
    /** The operators the form offers: those the sparse-condition language has for a single value or none. */
    public static final List<ComparisonOperator> OPERATORS = List.of(ComparisonOperator.EQ, ComparisonOperator.NE,
            ComparisonOperator.EXISTS, ComparisonOperator.NOT_EXISTS);

    private ConditionForm() {
    }

    /** The label of an operator in the form: {@code =}, {@code <>}, {@code exists}, {@code not exists}. */
    public static String label(ComparisonOperator operator) {
        return switch (operator) {
            case EXISTS -> "exists";
            case NOT_EXISTS -> "not exists";
            default -> operator.symbol();
        };
    }

    /**
     * The condition text for one comparison, e.g. {@code status = PENDING} or {@code attribute_exists(shippedAt)};
     * a value that is not one bare word is single-quoted. Empty text when the attribute is blank.
     */
    public static String build(String attribute, ComparisonOperator operator, String value) {
        String name = attribute == null ? "" : attribute.strip();
        if (name.isEmpty() || operator == null) {
            return "";
        }
        if (operator.isFunction()) {
            return operator.symbol() + "(" + name + ")";
        }
        String text = value == null ? "" : value.strip();
        return name + " " + operator.symbol() + " " + (text.isEmpty() ? "" : new ConditionValue(text, false, 1)
                .source());
    }

    /**
     * Why {@code text} cannot be the condition of a key of {@code entity} whose attributes are {@code attributes},
     * one line saying where and what; empty when it parses and names only those attributes.
     */
    public static Optional<String> problem(String entity, List<String> attributes, String text) {
        if (text == null || text.isBlank()) {
            return Optional.of("a condition needs an attribute and an operator");
        }
        SparseCondition condition;
        try {
            condition = SparseCondition.parse(text);
        } catch (TemplateSyntaxException e) {
            return Optional.of("column " + e.column() + ": " + e.describe());
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        for (String name : condition.attributes()) {
            if (!attributes.contains(name)) {
                return Optional.of(name + " is not an attribute of " + entity + (attributes.isEmpty()
                        ? " (it has no attributes)" : " (it has " + String.join(", ", attributes) + ")"));
            }
        }
        return Optional.empty();
    }

    /**
     * The single comparison of {@code text} when the form can show it (one comparison with an operator the form
     * offers); empty when the text is blank, does not parse or needs the expression field.
     */
    public static Optional<Comparison> single(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        try {
            List<Comparison> comparisons = SparseCondition.parse(text).comparisons();
            return comparisons.size() == 1 && OPERATORS.contains(comparisons.get(0).operator())
                    ? Optional.of(comparisons.get(0)) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
