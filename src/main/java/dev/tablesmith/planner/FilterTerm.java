package dev.tablesmith.planner;

import dev.tablesmith.model.AttributeValue;
import java.util.List;

/**
 * One part of a FilterExpression the planner had to add: a condition the key could not express.
 *
 * @param attribute the attribute tested
 * @param operator  {@code = < <= > >= BETWEEN begins_with attribute_exists}
 * @param values    its values (none for attribute_exists, two for BETWEEN)
 */
record FilterTerm(String attribute, String operator, List<AttributeValue> values) {

    /** The pattern's range condition as a filter on the attribute itself. */
    static FilterTerm range(dev.tablesmith.model.RangeCondition range, List<AttributeValue> values) {
        String op = switch (range.operator()) {
            case LT -> "<";
            case LE -> "<=";
            case GT -> ">";
            case GE -> ">=";
            case BETWEEN -> "BETWEEN";
            case BEGINS_WITH -> "begins_with";
        };
        return new FilterTerm(range.attribute(), op, values);
    }

    String expression(ExpressionBuilder builder) {
        String name = builder.name(attribute);
        return switch (operator) {
            case "attribute_exists" -> "attribute_exists(" + name + ")";
            case "begins_with" -> "begins_with(" + name + ", " + builder.value(attribute, values.get(0)) + ")";
            case "BETWEEN" -> name + " BETWEEN " + builder.value(attribute + "From", values.get(0)) + " AND "
                    + builder.value(attribute + "To", values.get(1));
            default -> name + " " + operator + " " + builder.value(attribute, values.get(0));
        };
    }
}
