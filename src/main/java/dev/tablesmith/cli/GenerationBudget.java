package dev.tablesmith.cli;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import java.util.List;
import java.util.Optional;

/**
 * The most records one {@code tablesmith generate} run writes. The records are streamed to the output as they are
 * made ({@link GeneratedRecords}), but a run still holds, for every record, the values later entities read (key
 * values, referenced timestamps) and each entity's primary keys (to keep them unique), and writes about 264 bytes
 * of JSON per record; so the output is sized up front and a run past {@value #MAX_RECORDS} records is refused in
 * one line, before any record is generated, instead of running for minutes and filling the disk or the heap
 * (issue 21: {@code --count 1000000000} wrote 5 GB; {@code --count 1000000} on five entities ran out of heap).
 * Documented in docs/sample-data.md.
 */
final class GenerationBudget {
    /** Generated records per run, over all selected entities. */
    static final long MAX_RECORDS = 1_000_000;
    /** JSON bytes of a record besides its attributes: braces, indentation, separators. */
    private static final long RECORD_OVERHEAD = 16;
    /** JSON bytes of one attribute besides its name: quotes, colon, a typical generated value. */
    private static final long ATTRIBUTE_OVERHEAD = 24;

    private GenerationBudget() {
    }

    /** Why {@code count} records for each of {@code entities} is too much, or empty when it fits. */
    static Optional<String> refusal(int count, List<Entity> entities) {
        long records = (long) count * entities.size();
        if (records <= MAX_RECORDS) {
            return Optional.empty();
        }
        long bytes = 0;
        for (Entity entity : entities) {
            long perRecord = RECORD_OVERHEAD;
            for (Attribute attribute : entity.attributes()) {
                perRecord += ATTRIBUTE_OVERHEAD + attribute.name().length();
            }
            bytes += perRecord * count;
        }
        return Optional.of("--count " + count + " for " + entities.size()
                + (entities.size() == 1 ? " entity" : " entities") + " would generate "
                + String.format(java.util.Locale.ROOT, "%,d", records) + " records (about " + size(bytes)
                + " of JSON); at most " + String.format(java.util.Locale.ROOT, "%,d", MAX_RECORDS)
                + " records per run: use a smaller --count or choose entities with --entity");
    }

    private static String size(long bytes) {
        double mb = bytes / (1024.0 * 1024.0);
        return mb >= 1024 ? String.format(java.util.Locale.ROOT, "%,.1f GB", mb / 1024)
                : String.format(java.util.Locale.ROOT, "%,.0f MB", Math.max(1, mb));
    }
}
