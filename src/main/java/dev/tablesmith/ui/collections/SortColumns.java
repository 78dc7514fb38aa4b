package dev.tablesmith.ui.collections;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The widths of the collections view's sort key columns: one column per sort attribute, so the parts of a
 * multi-attribute sort key (compared left to right by DynamoDB) line up under their headings. A single sort key
 * (or the table key of a view without one) keeps one column of {@link #SINGLE}; each part of a multi-attribute sort
 * key is as wide as its heading or its longest value, between {@link #MIN} and {@link #MAX}. Text is measured by a
 * function, so the rule is testable without a toolkit.
 */
final class SortColumns {
    /** The one sort column of a single-attribute sort key: an ORDER#2024-05-01#0042 reads whole. */
    static final double SINGLE = 260;
    /** No part column is narrower: a short number such as 1 or 9 still has room for its heading's air. */
    static final double MIN = 64;
    /** No part column is wider by itself: four parts and the entity chip fit in a 1280-pixel window. */
    static final double MAX = 220;
    /** Space between two part columns. */
    static final double GAP = 14;
    private static final double PADDING = 6;

    private double[] widths = {SINGLE};

    /** The width of column {@code i}; a column beyond the known ones gets the minimum. */
    double width(int i) {
        return i < widths.length ? widths[i] : MIN;
    }

    /** Works out the widths for the heading of the view shown. */
    void update(KeyHeading heading, ToDoubleFunction<String> headingWidth, double charWidth) {
        widths = widths(heading, headingWidth, charWidth);
    }

    static double[] widths(KeyHeading heading, ToDoubleFunction<String> headingWidth, double charWidth) {
        if (!heading.multiAttributeSort()) {
            return new double[] {SINGLE};
        }
        List<String> headings = heading.sortHeadings();
        double[] out = new double[headings.size()];
        for (int i = 0; i < out.length; i++) {
            int chars = i < heading.sortChars().size() ? heading.sortChars().get(i) : 0;
            double content = Math.max(headingWidth.applyAsDouble(headings.get(i)), chars * charWidth);
            out[i] = Math.max(MIN, Math.min(MAX, Math.ceil(content + PADDING)));
        }
        return out;
    }
}
