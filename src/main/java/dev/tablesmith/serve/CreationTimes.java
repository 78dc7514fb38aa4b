package dev.tablesmith.serve;

import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code CreationDateTime} a table description reports, in epoch seconds. A design does not record when its
 * tables were created, so a table the design already had reports the moment this process first described it; a table
 * made by CreateTable reports the second it was created. Both stay the same for the life of the process, as a real
 * table's creation time does.
 */
final class CreationTimes {
    private static final Map<String, Long> SECONDS = new ConcurrentHashMap<>();

    private CreationTimes() {
    }

    /** The creation time of the table named {@code tableName}, fixed on first use. */
    static long of(String tableName) {
        return SECONDS.computeIfAbsent(tableName, n -> Instant.now().getEpochSecond());
    }

    /** Records that {@code tableName} was created now (CreateTable), replacing an earlier table's time. */
    static long created(String tableName) {
        long now = Instant.now().getEpochSecond();
        SECONDS.put(tableName, now);
        return now;
    }
}
