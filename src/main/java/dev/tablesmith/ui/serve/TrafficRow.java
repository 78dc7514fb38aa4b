package dev.tablesmith.ui.serve;

import dev.tablesmith.planner.PatternDraft;
import dev.tablesmith.planner.PatternMatch;
import dev.tablesmith.serve.ServedRequest;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One row of the Traffic list: a request the endpoint answered, with what it reads and the access pattern it serves.
 * Immutable; built off the FX thread (matching plans the design).
 */
public final class TrafficRow {
    /** The pattern column's text for operations that read or write no pattern's items (ListTables, ...). */
    public static final String NOT_MATCHED = "—";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS", Locale.ROOT);
    private static final List<String> WRITES = List.of("PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems",
            "BatchWriteItem");

    private final ServedRequest request;
    private final TrafficMatcher.Matched matched;
    private final ZoneId zone;
    private final String where;

    TrafficRow(ServedRequest request, TrafficMatcher.Matched matched, ZoneId zone, String where) {
        this.request = request;
        this.matched = matched;
        this.zone = zone;
        this.where = where;
    }

    public ServedRequest request() {
        return request;
    }

    public Optional<PatternMatch> match() {
        return matched.match();
    }

    /** A pattern drafted from this request, for "Add as access pattern…" (unmatched Query and GetItem only). */
    public Optional<PatternDraft> draft() {
        return matched.draft();
    }

    public String time() {
        return TIME.format(request.time().atZone(zone));
    }

    public String operation() {
        return request.operation();
    }

    /** {@code table} or {@code GSI1} in a one-table design; {@code orders / GSI1} in a design of several. */
    public String where() {
        return where;
    }

    /** The key condition or key with values in place, a Scan's filter, or a count of keys or actions. */
    public String key() {
        return matched.key();
    }

    /** {@code 12 / 3}: items read (ScannedCount) and returned (Count); empty for writes. */
    public String items() {
        if (isWrite() || request.refused()) {
            return "";
        }
        return request.itemsRead() + " / " + request.itemsReturned();
    }

    /** {@code 0.5 RCU} or {@code 2 WCU}; empty when refused (DynamoDB charges nothing then). */
    public String capacity() {
        if (request.refused() || request.capacityUnits() == 0 && !isData()) {
            return "";
        }
        double units = request.capacityUnits();
        String number = units == Math.rint(units) ? String.format(Locale.ROOT, "%.0f", units)
                : String.format(Locale.ROOT, "%.1f", units);
        return number + (isWrite() ? " WCU" : " RCU");
    }

    /** {@code 0.42 ms}. */
    public String latency() {
        double ms = request.latency().toNanos() / 1_000_000.0;
        return String.format(Locale.ROOT, ms < 10 ? "%.2f ms" : "%.0f ms", ms);
    }

    /** The pattern ids it serves, "no access pattern", "Scan", "refused", or {@link #NOT_MATCHED}. */
    public String pattern() {
        return matched.match().map(PatternMatch::label).orElse(NOT_MATCHED);
    }

    /** Why, in words (with a note when a filter discarded most of what was read). */
    public String reason() {
        if (matched.match().isEmpty()) {
            return request.operation() + " reads or writes no items, so it serves no access pattern";
        }
        String reason = matched.match().get().reason();
        Optional<String> note = request.operation().equals("Query") || request.operation().equals("Scan")
                ? PatternMatch.filterNote(request.itemsRead(), request.itemsReturned()) : Optional.empty();
        return note.map(n -> reason + "; " + n).orElse(reason);
    }

    /** The CSS class of the pattern cell: {@code serve-pattern}, {@code serve-no-pattern} (amber), ... */
    public String styleClass() {
        return matched.match().map(m -> switch (m.verdict()) {
            case PATTERN -> "serve-pattern";
            case NO_PATTERN -> "serve-no-pattern";
            case SCAN -> "serve-scan";
            case REFUSED -> "serve-refused";
        }).orElse("serve-other");
    }

    /** Whether it serves {@code patternId}. */
    public boolean serves(String patternId) {
        return matched.match().map(m -> m.serves(patternId)).orElse(false);
    }

    public boolean verdictIs(PatternMatch.Verdict verdict) {
        return matched.match().map(m -> m.verdict() == verdict).orElse(false);
    }

    private boolean isWrite() {
        return WRITES.contains(request.operation());
    }

    private boolean isData() {
        return matched.match().isPresent();
    }
}
