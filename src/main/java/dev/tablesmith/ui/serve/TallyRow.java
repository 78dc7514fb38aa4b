package dev.tablesmith.ui.serve;

/**
 * One line of the per-pattern tally beside the Traffic list: how many requests served a pattern (a pattern that
 * served none shows 0, so unused patterns stand out), and how many matched none or were Scans.
 *
 * @param key        the filter key: a pattern id, or one of {@link ServeViewModel#NO_PATTERN},
 *                   {@link ServeViewModel#SCANS}
 * @param label      {@code AP2 A customer's orders, newest first}, {@code no access pattern}, {@code Scan}
 * @param count      how many requests
 * @param styleClass {@code serve-pattern}, {@code serve-no-pattern} or {@code serve-scan}
 */
public record TallyRow(String key, String label, long count, String styleClass) {
}
