package dev.tablesmith.export.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * A test-side reading of the GitHub table syntax the diff writes: splits rows into cells on bars that are not
 * escaped, and turns the document into simple HTML (headings, paragraphs, tables, bold, code) to look at.
 */
final class MarkdownTables {
    private MarkdownTables() {
    }

    /** The cells of a table row, unescaped bars kept inside cells. */
    static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        String inner = row.strip();
        inner = inner.substring(1, inner.length() - 1);
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '\\' && i + 1 < inner.length()) {
                cell.append(c).append(inner.charAt(++i));
            } else if (c == '|') {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString().strip());
        return cells;
    }

    static String html(String markdown) {
        StringBuilder html = new StringBuilder("<html><body>\n");
        List<String> lines = markdown.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("# ")) {
                html.append("<h1>").append(inline(line.substring(2))).append("</h1>\n");
            } else if (line.startsWith("## ")) {
                html.append("<h2>").append(inline(line.substring(3))).append("</h2>\n");
            } else if (line.startsWith("|")) {
                html.append("<table border=1>\n<tr>");
                cells(line).forEach(c -> html.append("<th>").append(inline(c)).append("</th>"));
                html.append("</tr>\n");
                i++;
                while (i + 1 < lines.size() && lines.get(i + 1).startsWith("|")) {
                    i++;
                    html.append("<tr>");
                    cells(lines.get(i)).forEach(c -> html.append("<td>").append(inline(c)).append("</td>"));
                    html.append("</tr>\n");
                }
                html.append("</table>\n");
            } else if (!line.isBlank()) {
                html.append("<p>").append(inline(line)).append("</p>\n");
            }
        }
        return html.append("</body></html>\n").toString();
    }

    private static String inline(String text) {
        String unescaped = text.replaceAll("\\\\([\\\\`*_\\[\\]<>|])", "$1").replace("&", "&amp;")
                .replace("<", "&lt;").replace(">", "&gt;");
        return unescaped.replaceAll("\\*\\*(.+?)\\*\\*", "<b>$1</b>").replaceAll("`([^`]+)`", "<code>$1</code>");
    }
}
