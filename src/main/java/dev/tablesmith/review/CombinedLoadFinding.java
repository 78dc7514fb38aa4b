package dev.tablesmith.review;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code hot-partition} finding for a key whose reads and writes are each under their ceiling but together take
 * more than one partition serves: a partition serves 3,000 read units or 1,000 write units per second, or a linear
 * combination of both, so reads / 3,000 + writes / 1,000 above 1 is throttled.
 */
final class CombinedLoadFinding {
    private CombinedLoadFinding() {
    }

    static Finding of(ReviewContext context, HotPartitionCheck.Load writes, HotPartitionCheck.Load reads) {
        double share = HotPartitionCheck.combined(reads.total(), writes.total());
        int shards = (int) Math.ceil(share);
        int spare = (int) Math.ceil(share * 100 / HotPartitionCheck.HEADROOM_PERCENT);
        String sharded = HotPartitionCheck.shardedTemplate(writes.templates.get(0));
        String message = HotPartitionCheck.partitionName(writes) + " takes ~" + Amounts.of(writes.total())
                + " WCU/s and ~" + Amounts.of(reads.total()) + " RCU/s: together " + Amounts.of(share * 100)
                + "% of what one partition serves (1,000 WCU or 3,000 RCU per second, or a mix of both);"
                + " write-shard it as " + sharded + " over " + shards + " shards"
                + (spare > shards ? " (" + spare + " for " + (100 - HotPartitionCheck.HEADROOM_PERCENT)
                + "% headroom)" : "") + ", or cache the reads";
        List<String> parts = new ArrayList<>(HotPartitionCheck.contributions(writes, "WCU"));
        parts.addAll(HotPartitionCheck.contributions(reads, "RCU"));
        String explanation = "One partition serves about 1,000 write units or 3,000 read units per second, or a"
                + " linear combination of both: its reads count against the same partition as its writes. "
                + Amounts.of(reads.total()) + " / 3,000 + " + Amounts.of(writes.total()) + " / 1,000 = "
                + Amounts.of(share) + ", above 1, so the key is throttled although neither its reads nor its"
                + " writes alone reach their ceiling. Estimated load: " + String.join("; ", parts) + ". "
                + shards + " = ceil(" + Amounts.of(share) + ") shards bring each under one partition; caching the"
                + " reads (DAX or the application's) leaves the writes alone under the ceiling.";
        return Finding.of(ReviewRule.HOT_PARTITION, HotPartitionCheck.location(context, writes), message,
                explanation);
    }
}
