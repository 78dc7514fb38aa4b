package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The design document stays valid GitHub Markdown: every table row has as many cells as its header. */
class MarkdownExportTest {
    @Test
    void everyTableRowHasTheHeadersNumberOfCellsEvenWithBarsInTemplatesAndValues() {
        String md = new MarkdownExporter().export(VariedDesign.design());
        assertTablesAreWellFormed(md);
        assertThat(md).contains("`PRICE#{price\\|pad:7.2}`");
    }

    /** Every row of every table has as many cells as the table's header. */
    static void assertTablesAreWellFormed(String md) {
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
    }

    @Test
    void thePatternChartShowsIndexKeyConditionOperationAndCosts() {
        String md = new MarkdownExporter().export(CommerceMain.design());
        assertThat(md).contains("| # | Pattern | Kind | Index | Key condition | Operation | Rate | Per call | Per month |")
                .contains("| [AP2](#ap2-a-customers-orders-newest-first) | A customer's orders, newest first | read | "
                        + "[`table`](#item-collections-of-the-table) | "
                        + "`PK = CUST#<customerId> AND begins_with(SK, ORDER#)` | Query | 0.35/s | 0.5 RCU |")
                .contains("| [`GSI2`](#item-collections-of-gsi2) | GSI | `GSI2PK` S |  | ALL | on demand | "
                        + "[AP6](#ap6-open-orders) |")
                .contains("| [Order](#order) | `CUST#{customerId}` | `ORDER#{orderDate}#{orderId}` | `STATUS#{status}` | "
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
