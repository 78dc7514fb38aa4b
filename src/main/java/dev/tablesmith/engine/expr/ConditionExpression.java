package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A parsed and validated ConditionExpression or FilterExpression (one grammar), ready to test items.
 *
 * <p>Grammar and rules follow "Condition and filter expressions, operators, and functions" in the DynamoDB developer
 * guide: comparators {@code = <> < <= > >=}, {@code BETWEEN}, {@code IN} (at most 100 operands), {@code AND},
 * {@code OR}, {@code NOT}, parentheses, and the functions {@code attribute_exists}, {@code attribute_not_exists},
 * {@code attribute_type}, {@code begins_with}, {@code contains} and {@code size}. Keywords ignore case; function
 * names do not. Problems are refused with DynamoDB's ValidationException texts ({@link ExpressionException}).
 *
 * <p>Evaluation never fails: a comparison with a missing attribute or a value of another type is false, and
 * {@code <>} is true whenever {@code =} is false.
 */
public final class ConditionExpression {
    private final ExpressionKind kind;
    private final String text;
    private final Condition condition;
    private final PlaceholderUsage placeholders;

    private ConditionExpression(ExpressionKind kind, String text, Condition condition, PlaceholderUsage placeholders) {
        this.kind = kind;
        this.text = text;
        this.condition = condition;
        this.placeholders = placeholders;
    }

    /**
     * Parses a ConditionExpression (PutItem, UpdateItem, DeleteItem, TransactWriteItems).
     *
     * @param names  ExpressionAttributeNames ({@code #n -> name}), may be null
     * @param values ExpressionAttributeValues ({@code :v -> value}), may be null
     * @throws ExpressionException with DynamoDB's message, prefixed "Invalid ConditionExpression: "
     */
    public static ConditionExpression parse(String text, Map<String, String> names,
                                            Map<String, AttributeValue> values) {
        return parse(ExpressionKind.CONDITION, text, names, values);
    }

    /**
     * Parses a FilterExpression (Query, Scan): the same grammar, errors prefixed "Invalid FilterExpression: ".
     */
    public static ConditionExpression parseFilter(String text, Map<String, String> names,
                                                  Map<String, AttributeValue> values) {
        return parse(ExpressionKind.FILTER, text, names, values);
    }

    /** Parses a condition given as {@code kind} (CONDITION or FILTER; the kind only changes the error prefix). */
    public static ConditionExpression parse(ExpressionKind kind, String text, Map<String, String> names,
                                            Map<String, AttributeValue> values) {
        if (kind != ExpressionKind.CONDITION && kind != ExpressionKind.FILTER) {
            throw new IllegalArgumentException("not a condition or filter expression: " + kind);
        }
        Placeholders placeholders = new Placeholders(names, values);
        ConditionParser.Result parsed = ConditionParser.parse(kind, text, placeholders);
        ConditionValidator.validate(kind, parsed);
        return new ConditionExpression(kind, text, parsed.condition(), placeholders.usage());
    }

    /** Whether {@code item} satisfies the condition (an absent item is an empty one). */
    public boolean test(Item item) {
        return ConditionEvaluator.test(condition, item);
    }

    /** The parsed condition tree. */
    public Condition condition() {
        return condition;
    }

    /** Every document path the expression reads, in the order written, placeholders resolved. */
    public List<DocumentPath> paths() {
        return ConditionNodes.paths(condition);
    }

    /**
     * The top-level attribute names the expression reads, in the order written. A Query refuses a filter on the
     * queried index's key attributes ("Filter Expression can only contain non-primary key attributes").
     */
    public Set<String> attributeNames() {
        Set<String> names = new LinkedHashSet<>();
        paths().forEach(p -> names.add(p.topLevelName()));
        return Collections.unmodifiableSet(names);
    }

    /** The placeholders the expression uses, for the request-wide unused check. */
    public PlaceholderUsage placeholders() {
        return placeholders;
    }

    public ExpressionKind kind() {
        return kind;
    }

    public String text() {
        return text;
    }

    /** The expression fully parenthesised, showing how DynamoDB groups it: {@code (a = :x OR (b = :y AND c = :z))}. */
    public String describe() {
        return ConditionRenderer.render(condition);
    }

    @Override
    public String toString() {
        return text;
    }
}
