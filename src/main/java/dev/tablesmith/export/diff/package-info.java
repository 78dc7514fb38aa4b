/**
 * A semantic diff of two designs and what each change means for a live DynamoDB table: a new GSI is backfilled, a
 * changed key template rewrites every item of the entity (keys are immutable), a changed projection or index key
 * schema needs the index deleted and created again, a pattern may now need a Scan, and cost moves per pattern.
 *
 * <p>{@link dev.tablesmith.export.diff.DesignDiffer} compares, {@link dev.tablesmith.export.diff.DesignDiff} holds
 * the result, {@link dev.tablesmith.export.diff.DiffMarkdown} and {@link dev.tablesmith.export.diff.DiffText}
 * render it. Pure: nothing here imports JavaFX, the AWS SDK or Jackson.
 */
package dev.tablesmith.export.diff;
