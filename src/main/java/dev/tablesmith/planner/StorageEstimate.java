package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * Storage of the table and each index at the design's scale, projection-aware: for each index, the entities it
 * holds (the share of each entity's sample items that have every index key attribute, so a sparse index holds a
 * fraction) times the average projected entry size, plus DynamoDB's 100 bytes of per-item storage overhead. Billed
 * per GB-month, the first 25 GB of a region's tables free.
 *
 * @param indexes       one line per table/index, table first
 * @param totalBytes    all of them together
 * @param monthlyCost   USD per month after the free tier
 */
public record StorageEstimate(List<IndexStorage> indexes, double totalBytes, double monthlyCost) {
    /** DynamoDB's per-item storage overhead, counted for every item and every index entry. */
    public static final int ITEM_OVERHEAD_BYTES = 100;
    /** The always-free storage of a region, in GB. */
    public static final double FREE_GB = 25;
    private static final double GB = 1024.0 * 1024 * 1024;

    /** One table or index: how many entries it holds and how many bytes. */
    public record IndexStorage(String index, double entries, double bytes) {
        public double gigabytes() {
            return bytes / GB;
        }
    }

    public static StorageEstimate of(Table table, Pricing pricing) {
        return of(table, pricing, ItemMaterializer.materialize(table));
    }

    public static StorageEstimate of(Table table, Pricing pricing, SampleData sample) {
        ScaleEstimates scale = ScaleEstimates.of(table, sample);
        List<IndexStorage> indexes = new ArrayList<>();
        double total = 0;
        for (IndexSpec spec : IndexSpec.all(table)) {
            double entries = 0;
            double bytes = 0;
            for (Entity entity : table.entities()) {
                double share = shareInIndex(spec, scale, entity);
                double count = scale.itemCount(entity) * share;
                entries += count;
                bytes += count * (scale.averageEntryBytes(entity, spec) + ITEM_OVERHEAD_BYTES);
            }
            indexes.add(new IndexStorage(spec.name(), entries, bytes));
            total += bytes;
        }
        double billable = Math.max(0, total / GB - FREE_GB);
        return new StorageEstimate(indexes, total, billable * pricing.storageGbMonth());
    }

    /**
     * The share of the entity's items the index holds: from its sample items, or 1 or 0 from its key templates.
     * An item is in an index when it has every key attribute of it, whether a key template writes the attribute or
     * the item carries it as its own attribute (how a multi-attribute GSI key is usually made).
     */
    private static double shareInIndex(IndexSpec spec, ScaleEstimates scale, Entity entity) {
        boolean writesKeys = spec.keySchema().attributes().stream().allMatch(k -> entity.carries(k.name()));
        if (!writesKeys) {
            return 0;
        }
        double sampled = scale.sampleShareInIndex(entity, spec);
        return sampled < 0 ? 1 : sampled;
    }
}
