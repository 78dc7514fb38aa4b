package dev.tablesmith.planner;

/** How an access pattern is served, from best to worst. */
public enum Resolution {
    /** One GetItem on the table: the full primary key is known. */
    GET_ITEM("GetItem"),
    /** One Query whose key condition selects exactly the wanted items. */
    QUERY("Query"),
    /**
     * A Query whose key condition reads more than the pattern wants; a FilterExpression discards the rest after
     * the read, and the read is paid for in full.
     */
    QUERY_WITH_FILTER("Query + filter"),
    /** No index can serve the pattern: a Scan reads every item of the table. */
    SCAN("Scan"),
    /** A write pattern: PutItem, UpdateItem or DeleteItem (in a transaction or not), costed by what it touches. */
    WRITE("Write");

    private final String label;

    Resolution(String label) {
        this.label = label;
    }

    /** The short name shown on a status chip. */
    public String label() {
        return label;
    }
}
