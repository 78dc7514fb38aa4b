package dev.tablesmith.planner;

/**
 * One itemised line of a table's monthly bill, in each billing mode (the same for storage, streams and backups).
 *
 * @param item        what is billed: {@code reads}, {@code writes}, {@code storage}, {@code streams}, {@code pitr}
 * @param index       the table or GSI it is for ({@code table} for table-wide lines)
 * @param detail      the quantity and the price, in words
 * @param onDemand    USD a month on-demand
 * @param provisioned USD a month provisioned
 */
public record MonthlyLine(String item, String index, String detail, double onDemand, double provisioned) {
}
