package dev.tablesmith.model;

/** How DynamoDB bills a table's throughput. */
public enum BillingMode {
    /** On-demand: billed per read and write request unit. */
    PAY_PER_REQUEST,
    /** Provisioned read and write capacity units, billed per hour. */
    PROVISIONED
}
