package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ProjectionExpression;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ProjectionType;
import java.util.Optional;

/**
 * When a Query or Scan of a local secondary index reads the table too. DynamoDB API Reference, Query and Scan,
 * {@code Select}: "If you query or scan a local secondary index and request only attributes that are projected into
 * that index, the operation will read only the index and not the table. If any of the requested attributes are not
 * projected into the local secondary index, DynamoDB fetches each of these attributes from the parent table."
 * So a KEYS_ONLY or INCLUDE local index fetches with {@code Select=ALL_ATTRIBUTES}, or with a ProjectionExpression
 * naming an attribute it does not hold; a global index never fetches (it refuses such requests instead).
 *
 * <p>What a fetch costs, DynamoDB Developer Guide, "Local secondary indexes", "Provisioned throughput considerations
 * for Local Secondary Indexes", "Read capacity units": "you are charged for read capacity units for every base
 * table item fetched. This charge is for reading each entire item from the table, not just the requested
 * attributes", and the result size is "The size of the matching items in the index, rounded up to the next 4 KB"
 * plus "The size of each matching item in the base table, with each item individually rounded up to the next 4 KB"
 * (its example: four 300-byte items with 200 bytes projected cost 4 KB + 16 KB = 20 KB).
 */
final class TableFetch {
    private TableFetch() {
    }

    /** Whether the read fetches every entry's item from the table. */
    static boolean needed(IndexSpec spec, Select select, Optional<ProjectionExpression> projection) {
        if (spec.isTable() || spec.global() || spec.projection().type() == ProjectionType.ALL) {
            return false;
        }
        if (select == Select.ALL_ATTRIBUTES) {
            return true;
        }
        return select == Select.SPECIFIC_ATTRIBUTES && projection.isPresent()
                && !spec.projectedAttributeNames().containsAll(projection.get().attributeNames());
    }

    /** What a filter and the response see for an entry: the full item when it is fetched, else the entry. */
    static Item readable(IndexEntry entry, boolean fetch) {
        return fetch ? entry.item() : entry.projected();
    }
}
