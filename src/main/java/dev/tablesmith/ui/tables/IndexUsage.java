package dev.tablesmith.ui.tables;

import java.util.List;

/**
 * What the planner makes of one table or index: the access patterns whose planned request reads it, and its
 * projection-aware storage at the design's scale (entries and bytes, DynamoDB's 100-byte per-item overhead
 * included).
 *
 * @param patterns  ids of the access patterns resolved to this index, in design order
 * @param entries   estimated number of items (an index holds one per table item that has its keys)
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

    /**
     * "3 items · 1.2 KB", "2,100,000 items · 450.3 MB": the items the table or index holds (an index holds an
     * item for each table item that has its keys) and their size, DynamoDB's 100-byte per-item index overhead
     * included, in the largest binary unit (1 KB = 1,024 bytes, as DynamoDB counts item sizes) that keeps it at
     * least 1.
     */
    public String storageText() {
        long count = Math.round(entries);
        return String.format(java.util.Locale.ROOT, "%,d %s · %s", count, count == 1 ? "item" : "items",
                sizeText(gigabytes * GIB));
    }

    private static final double GIB = 1024.0 * 1024 * 1024;
    private static final String[] UNITS = {"bytes", "KB", "MB", "GB", "TB"};

    /** "0 bytes", "820 bytes", "1.2 KB", "3.4 MB", "1.2 TB": one decimal from a kilobyte on. */
    static String sizeText(double bytes) {
        if (bytes < 1024) {
            return String.format(java.util.Locale.ROOT, "%,d bytes", Math.round(bytes));
        }
        double value = bytes;
        int unit = 0;
        while (value >= 1024 && unit < UNITS.length - 1) {
            value /= 1024;
            unit++;
        }
        return String.format(java.util.Locale.ROOT, "%,.1f %s", value, UNITS[unit]);
    }
}
