package dev.tablesmith.template;

/** The comparisons a sparse condition may use, written as in a DynamoDB condition expression. */
public enum ComparisonOperator {
    /** {@code status = PENDING}. */
    EQ("="),
    /** {@code status <> FULFILLED}; true also when the attribute is absent. */
    NE("<>"),
    /** {@code status IN (PENDING, PAID)}. */
    IN("IN"),
    /** {@code attribute_exists(shippedAt)}. */
    EXISTS("attribute_exists"),
    /** {@code attribute_not_exists(paidAt)}. */
    NOT_EXISTS("attribute_not_exists");

    private final String symbol;

    ComparisonOperator(String symbol) {
        this.symbol = symbol;
    }

    /** The operator or function name as written. */
    public String symbol() {
        return symbol;
    }

    /** Whether it is a function of the attribute alone (no value). */
    public boolean isFunction() {
        return this == EXISTS || this == NOT_EXISTS;
    }
}
