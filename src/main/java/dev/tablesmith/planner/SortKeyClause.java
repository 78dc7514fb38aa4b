package dev.tablesmith.planner;

/**
 * One sort key attribute's condition in the key condition of a Query on a GSI with a multi-attribute sort key.
 * DynamoDB takes the sort key attributes left to right: equalities on a prefix of them, then at most one range
 * ({@code < <= > >= BETWEEN begins_with}) on the next one (Developer Guide, "Multi-attribute keys pattern").
 *
 * @param keyAttribute the sort key attribute the condition is on
 * @param position     its place in the sort key, 0 for the first attribute
 * @param condition    the condition with its values, typed as the key attribute
 */
record SortKeyClause(String keyAttribute, int position, SortKeyCondition condition) {

    boolean isEquality() {
        return condition.operator().equals("=");
    }

    /** The clause as KeyConditionExpression text; its value placeholders are named after the key attribute. */
    String expression(ExpressionBuilder builder) {
        String name = builder.name(keyAttribute);
        return switch (condition.operator()) {
            case "BETWEEN" -> name + " BETWEEN " + builder.value(keyAttribute + "From", condition.values().get(0))
                    + " AND " + builder.value(keyAttribute + "To", condition.values().get(1));
            case "begins_with" -> "begins_with(" + name + ", " + builder.value(keyAttribute, condition.values().get(0))
                    + ")";
            default -> name + " " + condition.operator() + " " + builder.value(keyAttribute, condition.values().get(0));
        };
    }
}
