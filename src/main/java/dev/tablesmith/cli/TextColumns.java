package dev.tablesmith.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A plain-text table for terminal output: left-aligned columns two spaces apart, the last column unpadded. */
final class TextColumns {
    private static final String GAP = "  ";

    private final List<String[]> rows = new ArrayList<>();
    private final int columns;

    TextColumns(String... headings) {
        columns = headings.length;
        rows.add(headings.clone());
    }

    void addRow(String... cells) {
        if (cells.length != columns) {
            throw new IllegalArgumentException("expected " + columns + " cells, got " + cells.length);
        }
        rows.add(cells.clone());
    }

    void print(PrintWriter out) {
        int[] widths = new int[columns];
        for (String[] row : rows) {
            for (int c = 0; c < columns; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                line.append(c == columns - 1 ? row[c] : pad(row[c], widths[c]) + GAP);
            }
            out.println(line.toString().stripTrailing());
        }
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(width - text.length());
    }
}
