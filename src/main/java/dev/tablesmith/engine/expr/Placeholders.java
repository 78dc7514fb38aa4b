package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The ExpressionAttributeNames and ExpressionAttributeValues of a request, as one expression sees them: lookups
 * record which placeholders the expression uses. The maps are checked when this is made, in DynamoDB's order:
 * name keys, value keys, then value contents.
 */
final class Placeholders {
    private static final Pattern NAME_KEY = Pattern.compile("#[0-9a-zA-Z_]+");
    private static final Pattern VALUE_KEY = Pattern.compile(":[0-9a-zA-Z_]+");

    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;
    private final Set<String> usedNames = new LinkedHashSet<>();
    private final Set<String> usedValues = new LinkedHashSet<>();

    Placeholders(Map<String, String> names, Map<String, AttributeValue> values) {
        this.names = names == null ? Map.of() : names;
        this.values = values == null ? Map.of() : values;
        check(this.names, this.values);
    }

    /**
     * Checks placeholder definitions the way DynamoDB does before it reads any expression.
     *
     * @throws ExpressionException "ExpressionAttributeNames contains invalid key: Syntax error; key: \"x\"", the same
     *                             for values, or "ExpressionAttributeValues contains invalid value: ... for key :v"
     */
    static void check(Map<String, String> names, Map<String, AttributeValue> values) {
        if (names != null) {
            for (String key : names.keySet()) {
                if (!NAME_KEY.matcher(key).matches()) {
                    throw new ExpressionException(
                            "ExpressionAttributeNames contains invalid key: Syntax error; key: \"" + key + "\"");
                }
            }
        }
        if (values != null) {
            for (String key : values.keySet()) {
                if (!VALUE_KEY.matcher(key).matches()) {
                    throw new ExpressionException(
                            "ExpressionAttributeValues contains invalid key: Syntax error; key: \"" + key + "\"");
                }
            }
            for (Map.Entry<String, AttributeValue> e : values.entrySet()) {
                String problem = ValueValidation.problem(e.getValue());
                if (problem != null) {
                    throw new ExpressionException("ExpressionAttributeValues contains invalid value: " + problem
                            + " for key " + e.getKey());
                }
            }
        }
    }

    /**
     * Checks that the placeholder maps a request gives have an expression to serve and are not empty, in DynamoDB's
     * order (dynalite test/query.js, test/scan.js, test/putItem.js, recorded against DynamoDB): names without an
     * expression, values without an expression that takes values, empty names, then an invalid names key, then empty
     * values (test/updateItem.js "invalid ExpressionAttributeNames": names {@code {a: a}} beside an empty values map
     * is the names key error).
     *
     * @param namesUsable     whether the request has an expression (any kind takes names)
     * @param valuesUsable    whether the request has an expression that takes values
     * @param nullExpressions the expressions that take values, for the message: "FilterExpression is null"
     * @throws ExpressionException "ExpressionAttributeNames can only be specified when using expressions",
     *                             "ExpressionAttributeValues can only be specified when using expressions:
     *                             FilterExpression is null", "ExpressionAttributeNames must not be empty" or
     *                             "ExpressionAttributeValues must not be empty"
     */
    static void checkGiven(Map<String, String> names, Map<String, AttributeValue> values, boolean namesUsable,
                           boolean valuesUsable, String nullExpressions) {
        if (names != null && !namesUsable) {
            throw new ExpressionException("ExpressionAttributeNames can only be specified when using expressions");
        }
        if (values != null && !valuesUsable) {
            throw new ExpressionException("ExpressionAttributeValues can only be specified when using expressions: "
                    + nullExpressions);
        }
        if (names != null && names.isEmpty()) {
            throw new ExpressionException("ExpressionAttributeNames must not be empty");
        }
        if (values != null && values.isEmpty()) {
            check(names, null); // an invalid names key comes before an empty values map (dynalite updateItem.js)
            throw new ExpressionException("ExpressionAttributeValues must not be empty");
        }
    }

    /** The attribute name {@code placeholder} stands for, or null when it is not defined. */
    String name(String placeholder) {
        usedNames.add(placeholder);
        return names.get(placeholder);
    }

    /** The value {@code placeholder} stands for, or null when it is not defined. */
    AttributeValue value(String placeholder) {
        usedValues.add(placeholder);
        return values.get(placeholder);
    }

    PlaceholderUsage usage() {
        return new PlaceholderUsage(usedNames, usedValues);
    }
}
