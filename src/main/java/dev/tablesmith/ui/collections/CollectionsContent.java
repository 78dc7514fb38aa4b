package dev.tablesmith.ui.collections;

import java.util.List;

/**
 * Everything the collections view shows for one view of the table, built off the FX thread in one go.
 *
 * @param view         "table" or the index name
 * @param rows         band headers and item rows, flattened, in DynamoDB order
 * @param excluded     items a secondary index leaves out (always empty for the table)
 * @param summary      e.g. "3 items in GSI2, 40 not in it"
 * @param readSummary  what the selected pattern's first page does, or empty when no read pattern is selected
 * @param marking      whether rows carry read marks (the pattern reads this view)
 * @param firstReadRow the index in {@code rows} of the first row the pattern reads, or -1
 * @param heading      the view's partition key and sort columns (a multi-attribute key part by part)
 * @param excludedCount how many items the index leaves out: {@code excluded}'s size, or more when the rows are only
 *                     a window of a larger view ({@link dev.tablesmith.engine.ViewWindow})
 */
public record CollectionsContent(String view, List<CollectionRow> rows, List<ExcludedRow> excluded, String summary,
                                 String readSummary, boolean marking, int firstReadRow, KeyHeading heading,
                                 int excludedCount) {
    public CollectionsContent {
        rows = List.copyOf(rows);
        excluded = List.copyOf(excluded);
        heading = heading == null ? KeyHeading.none() : heading;
        excludedCount = Math.max(excludedCount, excluded.size());
    }

    /** Content that lists every item the index leaves out. */
    public CollectionsContent(String view, List<CollectionRow> rows, List<ExcludedRow> excluded, String summary,
                              String readSummary, boolean marking, int firstReadRow, KeyHeading heading) {
        this(view, rows, excluded, summary, readSummary, marking, firstReadRow, heading, excluded.size());
    }

    /** Content without a key heading. */
    public CollectionsContent(String view, List<CollectionRow> rows, List<ExcludedRow> excluded, String summary,
                              String readSummary, boolean marking, int firstReadRow) {
        this(view, rows, excluded, summary, readSummary, marking, firstReadRow, KeyHeading.none());
    }

    /** Nothing to show yet. */
    public static CollectionsContent empty(String view) {
        return new CollectionsContent(view, List.of(), List.of(), "", "", false, -1);
    }
}
