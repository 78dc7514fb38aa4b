package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The design document stays valid GitHub Markdown: every table row has as many cells as its header. */
class MarkdownExportTest {
    @Test
    void everyTableRowHasTheHeadersNumberOfCellsEvenWithBarsInTemplatesAndValues() {
        String md = new MarkdownExporter().export(VariedDesign.design());
        List<String> lines = md.lines().toList();
        int columns = -1;
        for (String line : lines) {
            if (!line.startsWith("|")) {
                columns = -1;
                continue;
            }
            int cells = cells(line);
            if (columns < 0) {
                columns = cells;
            }
            assertThat(cells).as(line).isEqualTo(columns);
        }
        assertThat(md).contains("`PRICE#{price\\|pad:7.2}`");
    }

    @Test
    void thePatternChartShowsIndexKeyConditionOperationAndCosts() {
        String md = new MarkdownExporter().export(CommerceMain.design());
        assertThat(md).contains("| # | Pattern | Index | Key condition | Operation | Per call | Per month |")
                .contains("| AP2 | A customer's orders, newest first | `table` | "
                        + "`PK = CUST#<customerId> AND begins_with(SK, ORDER#)` | Query | 0.5 RCU |")
                .contains("| `GSI2` | GSI | `GSI2PK` S |  | ALL | AP6 |")
                .contains("| Order | `CUST#{customerId}` | `ORDER#{orderDate}#{orderId}` | `STATUS#{status}` | "
                        + "`{orderedAt}` | `OPEN` when `status = PENDING` |")
                .contains("## Review findings");
    }

    @Test
    void aCellEscapesBarsAndLineBreaks() {
        assertThat(MarkdownTable.escape("a|b\nc")).isEqualTo("a\\|b c");
        assertThat(MarkdownTable.code("x`y")).isEqualTo("``x`y``");
    }

    /** Cells of a table row: bars not preceded by a backslash, minus the outer two. */
    private static int cells(String line) {
        int bars = 0;
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) == '|' && (i == 0 || line.charAt(i - 1) != '\\')) {
                bars++;
            }
        }
        return bars - 1;
    }
}
