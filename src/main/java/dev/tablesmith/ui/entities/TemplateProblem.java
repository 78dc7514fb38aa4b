package dev.tablesmith.ui.entities;

/**
 * Why an entity-chart cell's text cannot be used, and where: the characters {@code [start, end)} of the cell text
 * (0-based) that the problem is about, for an editor to underline.
 *
 * @param message the one-line reason, e.g. {@code Order SK: column 7: unclosed '{' opened at column 7 in ...}
 * @param start   first offending character, 0-based in the cell text
 * @param end     one past the last offending character (at least {@code start + 1})
 */
public record TemplateProblem(String message, int start, int end) {
    public TemplateProblem {
        if (start < 0 || end <= start) {
            throw new IllegalArgumentException("bad range " + start + ".." + end);
        }
    }

    /** The 1-based column of the first offending character, as the template parser reports columns. */
    public int column() {
        return start + 1;
    }
}
