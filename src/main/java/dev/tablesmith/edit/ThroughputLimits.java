package dev.tablesmith.edit;

import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.WarmThroughput;

/**
 * The throughput limits of a table or GSI a settings edit sets: its maximum on-demand throughput (only kept while
 * the table is on-demand) and its warm throughput; either null when not set.
 */
public record ThroughputLimits(OnDemandThroughput onDemandThroughput, WarmThroughput warmThroughput) {
    /** No limit set. */
    public static final ThroughputLimits NONE = new ThroughputLimits(null, null);

    /** The limits a GSI has now. */
    public static ThroughputLimits of(SecondaryIndex index) {
        return new ThroughputLimits(index.onDemandThroughput(), index.warmThroughput());
    }
}
