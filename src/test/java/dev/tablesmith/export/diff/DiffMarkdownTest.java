package dev.tablesmith.export.diff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The scenario as a golden file: commerce-main v2 adds GSI3 (a brand's products by title) with pattern AP16
 * and changes the Order sort key from ORDER#{orderDate}#{orderId} to ORDER#{orderId}. With
 * {@code -Dgolden.update=true} the golden file is rewritten. The Markdown is also written as HTML to
 * {@code target/diff/} to look at.
 */
class DiffMarkdownTest {
    private static final Path GOLDEN = DiffDesigns.FOLDER.resolve("commerce-main.v1-v2.md");

    @Test
    void theCommerceScenarioMatchesItsGoldenMarkdown() throws IOException {
        String markdown = DiffMarkdown.render(new DesignDiffer().diff(DiffDesigns.v1(), DiffDesigns.v2()));
        Path html = Path.of("target", "diff", "commerce-main.v1-v2.html");
        Files.createDirectories(html.getParent());
        Files.writeString(html, MarkdownTables.html(markdown), StandardCharsets.UTF_8);
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(GOLDEN, markdown, StandardCharsets.UTF_8);
            return;
        }
        String expected = Files.readString(GOLDEN, StandardCharsets.UTF_8);
        if (!expected.equals(markdown)) {
            fail(GOLDEN + " differs (run with -Dgolden.update=true if intended):\n" + markdown);
        }
    }

    @Test
    void theScenarioReadsAsBackfillMigrationNewPatternAndCost() {
        String markdown = DiffMarkdown.render(new DesignDiffer().diff(DiffDesigns.v1(), DiffDesigns.v2()));

        assertThat(markdown).contains("| added | `GSI3` |", "**backfill**", "| 20,000 |")
                .contains("| changed | `Order SK` | ORDER#{orderDate}#{orderId} -> ORDER#{orderId} | **migration**")
                .contains("| 2,000,000 |", "| added | `AP16` |", "**Total, every pattern**");
    }

    @Test
    void everyTableRowHasAsManyCellsAsItsHeaderAndASeparatorRow() {
        String markdown = DiffMarkdown.render(new DesignDiffer().diff(DiffDesigns.v1(), DiffDesigns.v2()));
        List<String> lines = markdown.lines().toList();
        int tables = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).startsWith("|") || i > 0 && lines.get(i - 1).startsWith("|")) {
                continue;
            }
            tables++;
            int columns = MarkdownTables.cells(lines.get(i)).size();
            assertThat(lines.get(i + 1)).as("separator of table %d", tables).matches("\\|( -{3}:? \\|)+");
            for (int j = i + 1; j < lines.size() && lines.get(j).startsWith("|"); j++) {
                assertThat(MarkdownTables.cells(lines.get(j))).as(lines.get(j)).hasSize(columns);
            }
        }
        assertThat(tables).isEqualTo(2 + DiffSection.values().length - 1);
    }

    @Test
    void cellsEscapeBarsAndMarkdownCharacters() {
        DesignChange change = new DesignChange(DiffSection.PATTERNS, ChangeKind.CHANGED, "AP1",
                "key condition a | b -> *x*_y", Impact.PLAN, "<b>", -1);
        String markdown = DiffMarkdown.render(new DesignDiff("d", "d", List.of(change), List.of()));

        String row = markdown.lines().filter(l -> l.contains("`AP1`")).findFirst().orElseThrow();
        assertThat(MarkdownTables.cells(row)).hasSize(5);
        assertThat(row).contains("a \\| b -> \\*x\\*\\_y", "\\<b>");
    }

    @Test
    void identicalDesignsSayThereAreNoDifferences() {
        DesignDiff diff = new DesignDiffer().diff(DiffDesigns.v1(), DiffDesigns.v1());

        assertThat(DiffMarkdown.render(diff)).isEqualTo("# Design changes: commerce-main\n\n"
                + "No differences: the designs are the same in everything the diff compares.\n");
        assertThat(DiffText.render(diff)).isEqualTo("commerce-main: no differences\n");
    }

    @Test
    void theTextFormGroupsBySectionWithPatchSignsAndImpactLines() {
        String text = DiffText.render(new DesignDiffer().diff(DiffDesigns.v1(), DiffDesigns.v2()));

        assertThat(text).startsWith("commerce-main: ").contains("heaviest impact: migration")
                .contains("\nIndexes\n  + GSI3: ")
                .contains("  ~ Order SK: ORDER#{orderDate}#{orderId} -> ORDER#{orderId}\n      migration, 2,000,000 items:")
                .contains("\nMonthly cost\n").contains("  total: $");
        assertThat(text.indexOf("\nIndexes\n")).isLessThan(text.indexOf("\nEntities and key templates\n"));
    }
}
