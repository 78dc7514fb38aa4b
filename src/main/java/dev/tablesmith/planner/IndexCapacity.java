package dev.tablesmith.planner;

/**
 * The capacity a table or one of its GSIs needs at the design's peak rates, and a month of it in each mode.
 * Provisioned capacity is the peak divided by the target utilisation, rounded up to whole units, at least 1 (the
 * least a table or GSI can be given: API Reference, ProvisionedThroughput).
 *
 * @param index               {@code table} (with its LSIs, which share its capacity) or the GSI's name
 * @param readUnitsPerSecond  read request units per second at peak
 * @param writeUnitsPerSecond write request units per second at peak
 * @param readCapacityUnits   RCU to provision
 * @param writeCapacityUnits  WCU to provision
 * @param onDemandMonthly     USD a month on-demand, at the average rate
 * @param provisionedMonthly  USD a month for the provisioned RCU and WCU, every hour
 * @param onDemandAtPeak      USD a month on-demand if the peak were steady
 */
public record IndexCapacity(String index, double readUnitsPerSecond, double writeUnitsPerSecond,
                            long readCapacityUnits, long writeCapacityUnits, double onDemandMonthly,
                            double provisionedMonthly, double onDemandAtPeak) {
}
