package dev.tablesmith.ui.items;

import dev.tablesmith.sample.RecordMode;
import java.util.List;
import java.util.Map;

/**
 * What "Generate sample data…" asks the generator for, read from its fields.
 *
 * @param counts records per entity, in table order
 * @param seed   the generator's seed
 * @param mode   replace the entities' records or add to them
 */
record SampleRequest(Map<String, Integer> counts, long seed, RecordMode mode) {
    /** At most this many records in one request: a design of this size still opens and edits smoothly. */
    static final int MAX_RECORDS = 1_000_000;

    /**
     * Reads the fields.
     *
     * @param countText the number typed in Records
     * @param inTotal   whether that number is shared by the entities (else each gets it)
     * @param entities  the chosen entities, in table order
     * @throws IllegalArgumentException with a message naming the field
     */
    static SampleRequest read(String countText, boolean inTotal, List<String> entities, String seedText,
                              RecordMode mode) {
        String text = countText == null ? "" : countText.strip().replace(",", "");
        int count;
        try {
            count = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Records: '" + text + "' is not a whole number of records");
        }
        if (count < 1) {
            throw new IllegalArgumentException("Records: ask for at least 1 record (typed " + count + ")");
        }
        if (entities.isEmpty()) {
            throw new IllegalArgumentException("Entities: choose at least one entity to generate");
        }
        long total = inTotal ? count : (long) count * entities.size();
        if (total > MAX_RECORDS) {
            throw new IllegalArgumentException(String.format("Records: %,d records in all is more than the %,d one "
                    + "request may make", total, MAX_RECORDS));
        }
        if (inTotal && count < entities.size()) {
            throw new IllegalArgumentException("Records: " + count + " in total cannot give each of the "
                    + entities.size() + " entities a record; ask for at least " + entities.size());
        }
        String seed = seedText == null ? "" : seedText.strip();
        long seedValue;
        try {
            seedValue = seed.isEmpty() ? 0 : Long.parseLong(seed);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Seed: '" + seed + "' is not a whole number (the same seed gives the "
                    + "same records)");
        }
        Map<String, Integer> counts = new java.util.LinkedHashMap<>();
        for (int i = 0; i < entities.size(); i++) {
            int share = inTotal ? count / entities.size() + (i < count % entities.size() ? 1 : 0) : count;
            counts.put(entities.get(i), share);
        }
        return new SampleRequest(counts, seedValue, mode);
    }

    long total() {
        return counts.values().stream().mapToLong(Integer::longValue).sum();
    }
}
