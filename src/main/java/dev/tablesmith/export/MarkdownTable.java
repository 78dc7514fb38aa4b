package dev.tablesmith.export;

import java.util.ArrayList;
import java.util.List;

/**
 * A GitHub-flavoured Markdown table. Cells are escaped so the table stays a table: {@code |} becomes
 * {@code \|} (also inside code spans, where GitHub reads it the same way) and line breaks become spaces.
 */
final class MarkdownTable {
    private final List<String> header;
    private final List<String> alignments;
    private final List<List<String>> rows = new ArrayList<>();

    /** Columns by header; a header ending in {@code :} is right-aligned (the colon is not shown). */
    MarkdownTable(String... columns) {
        header = new ArrayList<>();
        alignments = new ArrayList<>();
        for (String column : columns) {
            boolean right = column.endsWith(":");
            header.add(right ? column.substring(0, column.length() - 1) : column);
            alignments.add(right ? "---:" : "---");
        }
    }

    /** Adds a row of raw Markdown cells (escaped here). */
    MarkdownTable row(String... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("a row has " + header.size() + " cells, not " + cells.length);
        }
        rows.add(List.of(cells));
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    /** Text as a code span: backticks around it, long enough not to be closed by a backtick inside. */
    static String code(String text) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        String fence = text.contains("`") ? "``" : "`";
        String pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
        return fence + pad + text + pad + fence;
    }

    static String escape(String cell) {
        return cell.replace("\r", "").replace("\n", " ").replace("|", "\\|");
    }

    String render() {
        StringBuilder md = new StringBuilder();
        line(md, header);
        line(md, alignments);
        rows.forEach(r -> line(md, r.stream().map(MarkdownTable::escape).toList()));
        return md.toString();
    }

    private static void line(StringBuilder md, List<String> cells) {
        md.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }
}
