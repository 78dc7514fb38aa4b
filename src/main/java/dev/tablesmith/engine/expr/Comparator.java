package dev.tablesmith.engine.expr;

/** The six comparators of condition and key condition expressions. */
public enum Comparator {
    EQ("="), NE("<>"), LT("<"), LE("<="), GT(">"), GE(">=");

    private final String symbol;

    Comparator(String symbol) {
        this.symbol = symbol;
    }

    /** The comparator as written: {@code <=}. */
    public String symbol() {
        return symbol;
    }

    /** Whether it orders values; DynamoDB orders only S, N and B values. */
    public boolean isOrdering() {
        return this != EQ && this != NE;
    }

    /** The comparator with its operands swapped: {@code :v < sk} means {@code sk > :v}. */
    public Comparator mirrored() {
        switch (this) {
            case LT:
                return GT;
            case LE:
                return GE;
            case GT:
                return LT;
            case GE:
                return LE;
            default:
                return this;
        }
    }
}
