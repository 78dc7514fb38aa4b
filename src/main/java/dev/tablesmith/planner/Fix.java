package dev.tablesmith.planner;

import dev.tablesmith.model.KeySchema;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The cheapest change that makes a pattern a plain Query or GetItem.
 *
 * @param cost          its level of cost
 * @param summary       one line, e.g. "Give Order GSI3PK = CARRIER#{carrier} and GSI3SK = {orderedAt} on a new GSI3"
 * @param index         the index to use or to create
 * @param templates     key attribute to template the entity would write (empty for level 1)
 * @param backfillItems existing items that need the new attributes written (from the entity's item count)
 * @param keySchema     the key schema of the new GSI when it is a native multi-attribute key on attributes the
 *                      entity already has (then there is nothing to backfill), or null for a GSI keyed by the
 *                      templates' attributes (partition key first)
 */
public record Fix(ChangeCost cost, String summary, String index, Map<String, String> templates, long backfillItems,
                  KeySchema keySchema) {
    public Fix {
        templates = templates == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(templates));
    }

    /** A fix whose new GSI, if any, is keyed by its templates' attributes. */
    public Fix(ChangeCost cost, String summary, String index, Map<String, String> templates, long backfillItems) {
        this(cost, summary, index, templates, backfillItems, null);
    }
}
