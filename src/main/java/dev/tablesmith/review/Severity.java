package dev.tablesmith.review;

/**
 * How much a review finding matters, most serious first.
 *
 * <ul>
 *   <li>{@link #ERROR}: the design will fail under its own stated load or needs a Scan on a user-facing path;
 *       {@code tablesmith check} exits 1.</li>
 *   <li>{@link #WARNING}: a defect or a cost leak that is likely to hurt; fails the check only with
 *       {@code --strict}.</li>
 *   <li>{@link #INFO}: worth knowing, often deliberate.</li>
 * </ul>
 */
public enum Severity {
    ERROR, WARNING, INFO;

    /** The word used in reports: {@code error}, {@code warning}, {@code info}. */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
