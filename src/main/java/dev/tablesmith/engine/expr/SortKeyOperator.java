package dev.tablesmith.engine.expr;

/** The conditions a key condition may put on a sort key attribute. */
public enum SortKeyOperator {
    EQ("="), LT("<"), LE("<="), GT(">"), GE(">="), BETWEEN("BETWEEN"), BEGINS_WITH("begins_with");

    private final String symbol;

    SortKeyOperator(String symbol) {
        this.symbol = symbol;
    }

    /** As written in a KeyConditionExpression. */
    public String symbol() {
        return symbol;
    }

    static SortKeyOperator of(Comparator c) {
        switch (c) {
            case EQ:
                return EQ;
            case LT:
                return LT;
            case LE:
                return LE;
            case GT:
                return GT;
            case GE:
                return GE;
            default:
                throw new IllegalArgumentException("not a key condition comparator: " + c);
        }
    }
}
