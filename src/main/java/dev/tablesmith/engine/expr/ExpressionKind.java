package dev.tablesmith.engine.expr;

/**
 * The request parameter an expression was given in. DynamoDB names the parameter in most of its ValidationException
 * texts: {@code "Invalid FilterExpression: Syntax error; token: ..."}. FilterExpression and ConditionExpression share
 * one grammar; KeyConditionExpression uses the same parser with extra rules.
 */
public enum ExpressionKind {
    CONDITION("ConditionExpression"),
    FILTER("FilterExpression"),
    KEY_CONDITION("KeyConditionExpression"),
    PROJECTION("ProjectionExpression"),
    UPDATE("UpdateExpression");

    private final String parameterName;

    ExpressionKind(String parameterName) {
        this.parameterName = parameterName;
    }

    /** The request parameter's name, as DynamoDB spells it: {@code FilterExpression}. */
    public String parameterName() {
        return parameterName;
    }

    /** {@code "Invalid FilterExpression: " + detail}, the shape of DynamoDB's expression errors. */
    public String invalid(String detail) {
        return "Invalid " + parameterName + ": " + detail;
    }
}
