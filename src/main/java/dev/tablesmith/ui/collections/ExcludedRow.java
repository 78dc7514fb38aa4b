package dev.tablesmith.ui.collections;

import dev.tablesmith.engine.SampleItem;

/**
 * An item a secondary index leaves out, with why: DynamoDB writes an item to an index only when it carries every
 * key attribute of the index with the declared type.
 *
 * @param tableKey the item's table primary key as the user reads it
 * @param entity   the entity the item belongs to
 * @param reason   why it is not in the index, e.g. "missing GSI2PK"
 * @param source   the whole item and where it came from (null when unknown)
 */
public record ExcludedRow(String tableKey, String entity, String reason, SampleItem source) {
    public ExcludedRow(String tableKey, String entity, String reason) {
        this(tableKey, entity, reason, null);
    }
}
