/**
 * Importing an existing DynamoDB table as a new design: {@code DescribeTable} and {@code DescribeTimeToLive}
 * become a {@link dev.tablesmith.infer.TableDescription}, a bounded {@code Scan} reads a sample of items, and
 * {@link dev.tablesmith.infer.DesignInference} infers the design. Reads only; nothing is written to the table.
 */
package dev.tablesmith.live.importer;
