package dev.tablesmith.model;

/** The range comparisons a DynamoDB key condition allows on a sort key. */
public enum RangeOperator {
    LT("<"), LE("<="), GT(">"), GE(">="), BETWEEN("BETWEEN"), BEGINS_WITH("begins_with");

    private final String symbol;

    RangeOperator(String symbol) {
        this.symbol = symbol;
    }

    /** The operator as written in a KeyConditionExpression. */
    public String symbol() {
        return symbol;
    }
}
