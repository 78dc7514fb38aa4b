package dev.tablesmith.template;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Builds and checks the text of a sparse condition from a form: one attribute, one operator and its value (one for
 * {@code =} and {@code <>}, a comma-separated list for {@code IN}, none for the two functions), or a whole
 * expression typed by hand. The text is checked with the same {@link SparseConditionParser} the entity chart's
 * {@code TEMPLATE when CONDITION} text uses, and every attribute it names must be one of the entity's: DynamoDB
 * writes a sparse key only on items whose attributes satisfy the condition, so a condition on an attribute the
 * entity never has can never hold as meant.
 *
 * <p>The form offers every operator the parser accepts ({@link ComparisonOperator}); only joining comparisons with
 * {@code AND} needs the expression.
 */
public final class ConditionForm {
    /** The operators the form offers: all those of the sparse-condition language, in the order they are listed. */
    public static final List<ComparisonOperator> OPERATORS = List.of(ComparisonOperator.EQ, ComparisonOperator.NE,
            ComparisonOperator.IN, ComparisonOperator.EXISTS, ComparisonOperator.NOT_EXISTS);

    private ConditionForm() {
    }

    /** The label of an operator in the form: {@code =}, {@code <>}, {@code IN}, {@code exists}, {@code not exists}. */
    public static String label(ComparisonOperator operator) {
        return switch (operator) {
            case EXISTS -> "exists";
            case NOT_EXISTS -> "not exists";
            default -> operator.symbol();
        };
    }

    /** What the value field takes for an operator, said as its prompt. */
    public static String valuePrompt(ComparisonOperator operator) {
        if (operator == null || operator.isFunction()) {
            return "no value";
        }
        return operator == ComparisonOperator.IN ? "values, comma-separated" : "value";
    }

    /**
     * The values the field holds for an operator: none for the functions, the comma-separated ones for {@code IN}
     * (blank ones left out), otherwise the stripped text when it is not blank.
     */
    public static List<String> values(ComparisonOperator operator, String value) {
        String text = value == null ? "" : value.strip();
        if (operator == null || operator.isFunction() || text.isEmpty()) {
            return List.of();
        }
        if (operator != ComparisonOperator.IN) {
            return List.of(text);
        }
        return Arrays.stream(text.split(",")).map(String::strip).filter(v -> !v.isEmpty()).toList();
    }

    /**
     * The condition text for one comparison, e.g. {@code status = PENDING}, {@code status IN (PENDING, PAID)} or
     * {@code attribute_exists(shippedAt)}; a value that is not one bare word is single-quoted. Empty text when the
     * attribute is blank; the operator with nothing after it when a value is missing.
     */
    public static String build(String attribute, ComparisonOperator operator, String value) {
        String name = attribute == null ? "" : attribute.strip();
        if (name.isEmpty() || operator == null) {
            return "";
        }
        if (operator.isFunction()) {
            return operator.symbol() + "(" + name + ")";
        }
        List<String> sources = values(operator, value).stream().map(v -> new ConditionValue(v, false, 1).source())
                .toList();
        if (operator == ComparisonOperator.IN) {
            return sources.isEmpty() ? name + " IN ()" : name + " IN (" + String.join(", ", sources) + ")";
        }
        return name + " " + operator.symbol() + " " + (sources.isEmpty() ? "" : sources.get(0));
    }

    /**
     * Why the form's fields cannot make a condition for a key of {@code entity}: the first missing field in the
     * user's words ({@code choose an attribute}, {@code = needs a value}), otherwise the {@link #problem} of the text
     * they build. Empty when they make a condition that can be written.
     */
    public static Optional<String> formProblem(String entity, List<String> attributes, String attribute,
                                               ComparisonOperator operator, String value) {
        if (attribute == null || attribute.isBlank()) {
            return Optional.of(attributes.isEmpty() ? entity + " has no attributes to test: add one first"
                    : "choose the attribute to test");
        }
        if (operator == null) {
            return Optional.of("choose an operator");
        }
        if (!operator.isFunction() && values(operator, value).isEmpty()) {
            return Optional.of(operator == ComparisonOperator.IN
                    ? "IN needs one or more values, separated by commas" : operator.symbol() + " needs a value");
        }
        return problem(entity, attributes, build(attribute, operator, value));
    }

    /**
     * Why {@code text} cannot be the condition of a key of {@code entity} whose attributes are {@code attributes},
     * one line saying where and what; empty when it parses and names only those attributes.
     */
    public static Optional<String> problem(String entity, List<String> attributes, String text) {
        if (text == null || text.isBlank()) {
            return Optional.of("type a condition, e.g. status = PENDING");
        }
        SparseCondition condition;
        try {
            condition = SparseCondition.parse(text);
        } catch (TemplateSyntaxException e) {
            return Optional.of(e.describe());
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
     * The single comparison of {@code text} when the form can show it: one comparison, and for {@code IN} no value
     * with a comma in it (the field separates values by commas). Empty when the text is blank, does not parse or
     * needs the expression field.
     */
    public static Optional<Comparison> single(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        try {
            List<Comparison> comparisons = SparseCondition.parse(text).comparisons();
            if (comparisons.size() != 1 || !OPERATORS.contains(comparisons.get(0).operator())) {
                return Optional.empty();
            }
            Comparison only = comparisons.get(0);
            boolean listable = only.operator() != ComparisonOperator.IN
                    || only.values().stream().noneMatch(v -> v.text().contains(","));
            return listable ? Optional.of(only) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * Whether two condition texts say the same (equal canonical text, so {@code status IN (A,B)} and
     * {@code status IN (A, B)} are the same); two blank texts are, and a text that does not parse is only the same
     * as itself.
     */
    public static boolean same(String one, String other) {
        String a = one == null ? "" : one.strip();
        String b = other == null ? "" : other.strip();
        if (a.isEmpty() || b.isEmpty() || a.equals(b)) {
            return a.equals(b);
        }
        try {
            return SparseCondition.parse(a).equals(SparseCondition.parse(b));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The value field's text for a comparison the form shows: its values, comma-separated for {@code IN}. */
    public static String valueText(Comparison comparison) {
        return comparison.values().stream().map(ConditionValue::text).collect(Collectors.joining(", "));
    }
}
