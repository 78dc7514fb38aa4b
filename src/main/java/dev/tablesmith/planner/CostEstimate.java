package dev.tablesmith.planner;

/**
 * What one call of a pattern costs, and a month of calls at its rate.
 *
 * @param itemsRead           items (or index entries) the call reads, before any filter
 * @param itemsReturned       items it returns
 * @param averageItemBytes    the average size of what it reads (projected entry size on an index)
 * @param readUnits           read request units per call (0 for writes), table fetches included
 * @param writeUnits          write request units per call, every index included (0 for reads)
 * @param monthlyCost         USD per month at the pattern's request rate, on-demand prices
 * @param basis               how the numbers were estimated, in words
 * @param tableFetchReadUnits the part of {@code readUnits} a local secondary index read spends fetching each item
 *                            from the table (Developer Guide, "Local secondary indexes", "Read capacity units");
 *                            0 otherwise
 */
public record CostEstimate(double itemsRead, double itemsReturned, double averageItemBytes, double readUnits,
                           double writeUnits, double monthlyCost, String basis, double tableFetchReadUnits) {

    /** An estimate without table fetches. */
    public CostEstimate(double itemsRead, double itemsReturned, double averageItemBytes, double readUnits,
                        double writeUnits, double monthlyCost, String basis) {
        this(itemsRead, itemsReturned, averageItemBytes, readUnits, writeUnits, monthlyCost, basis, 0);
    }
}
