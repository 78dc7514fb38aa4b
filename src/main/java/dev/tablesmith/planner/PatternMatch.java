package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Which access pattern a request the application sent serves, in words.
 *
 * @param verdict  matched, no access pattern, a Scan, or a request DynamoDB refuses
 * @param patterns the patterns it serves (several when patterns ask the same thing, e.g. two GetItems of one
 *                 profile; once per request of a BatchWriteItem or TransactGetItems, so the same id may repeat),
 *                 empty for no access pattern; for a Scan, the patterns the design itself plans as a Scan
 *                 of the same table or index
 * @param reason   why, in plain words: the index, and how the key condition fits the pattern's key templates; for
 *                 no access pattern, what differs from the closest pattern
 * @param closest  for no access pattern, the pattern the request comes nearest to (same table, then same index, then
 *                 the same key shape), if the table has any pattern of the request's kind
 */
public record PatternMatch(Verdict verdict, List<AccessPattern> patterns, String reason,
                           Optional<AccessPattern> closest) {
    /** What a request is, against the design's access patterns. */
    public enum Verdict {
        /** It serves one of the design's access patterns. */
        PATTERN,
        /** It serves none: the design does not know the application asks this. */
        NO_PATTERN,
        /** A Scan: it reads every item of the table or index, whatever patterns say. */
        SCAN,
        /** DynamoDB refuses it (a malformed or invalid request), so it serves nothing. */
        REFUSED
    }

    public PatternMatch {
        Objects.requireNonNull(verdict, "verdict");
        patterns = List.copyOf(patterns);
        closest = closest == null ? Optional.empty() : closest;
    }

    static PatternMatch matched(List<AccessPattern> patterns, String reason) {
        return new PatternMatch(Verdict.PATTERN, patterns, reason, Optional.empty());
    }

    static PatternMatch none(String reason, Optional<AccessPattern> closest) {
        return new PatternMatch(Verdict.NO_PATTERN, List.of(), reason, closest);
    }

    /** A request DynamoDB refuses, with its error message. */
    public static PatternMatch refused(String message) {
        return new PatternMatch(Verdict.REFUSED, List.of(), message, Optional.empty());
    }

    /**
     * The pattern ids joined ({@code AP1, AP12}; a repeated id once with its count, {@code W1 ×3, AP13}), "no access
     * pattern", "Scan" or "refused".
     */
    public String label() {
        return switch (verdict) {
            case PATTERN -> {
                Map<String, Integer> counts = new LinkedHashMap<>();
                patterns.forEach(p -> counts.merge(p.id(), 1, Integer::sum));
                List<String> parts = new ArrayList<>();
                counts.forEach((id, n) -> parts.add(n == 1 ? id : id + " \u00d7" + n));
                yield String.join(", ", parts);
            }
            case NO_PATTERN -> "no access pattern";
            case SCAN -> "Scan";
            case REFUSED -> "refused";
        };
    }

    /** Whether the request serves {@code patternId}. */
    public boolean serves(String patternId) {
        return verdict == Verdict.PATTERN && patterns.stream().anyMatch(p -> p.id().equals(patternId));
    }

    /**
     * A note for a read whose filter discards most of what it reads (DynamoDB charges for every item read before
     * the FilterExpression), or empty: more than half the items read were thrown away, and at least 10 were read.
     */
    public static Optional<String> filterNote(int itemsRead, int itemsReturned) {
        if (itemsRead >= 10 && itemsReturned * 2 < itemsRead) {
            return Optional.of("the filter discarded " + (itemsRead - itemsReturned) + " of " + itemsRead
                    + " items read (all are paid for)");
        }
        return Optional.empty();
    }
}
