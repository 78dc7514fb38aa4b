package dev.tablesmith.ui.tables;

import java.util.List;

/**
 * What the planner makes of one table or index: the access patterns whose planned request reads it, and its
 * projection-aware storage at the design's scale (entries and bytes, DynamoDB's 100-byte per-item overhead
 * included).
 *
 * @param patterns  ids of the access patterns resolved to this index, in design order
 * @param entries   estimated number of entries (items for the table)
 * @param gigabytes estimated storage in GB
 */
public record IndexUsage(List<String> patterns, double entries, double gigabytes) {
    public IndexUsage {
        patterns = List.copyOf(patterns);
    }

    /** "AP4, AP5" or "No access pattern". */
    public String patternsText() {
        return patterns.isEmpty() ? "No access pattern" : String.join(", ", patterns);
    }

    /** "2,100,000 entries · 0.45 GB". */
    public String storageText() {
        return String.format(java.util.Locale.ROOT, "%,d %s · %s", Math.round(entries),
                Math.round(entries) == 1 ? "entry" : "entries", gigabytesText(gigabytes));
    }

    static String gigabytesText(double gb) {
        if (gb == 0) {
            return "0 GB";
        }
        if (gb >= 10) {
            return String.format(java.util.Locale.ROOT, "%,.1f GB", gb);
        }
        if (gb >= 0.01) {
            return String.format(java.util.Locale.ROOT, "%.2f GB", gb);
        }
        return String.format(java.util.Locale.ROOT, "%.4f GB", gb);
    }
}
