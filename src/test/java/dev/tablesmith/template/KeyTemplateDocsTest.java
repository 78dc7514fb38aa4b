package dev.tablesmith.template;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The error table in docs/model-format.md shows what the parsers really say. */
class KeyTemplateDocsTest {

    private record Row(String text, int column, String message) {
    }

    @Test
    void documentedSyntaxErrorsAreTheParsersMessages() throws IOException {
        List<Row> rows = errorTable();
        int checked = 0;
        for (Row row : rows) {
            TemplateSyntaxException error = syntaxError(row.text());
            if (error == null) {
                continue;
            }
            assertThat(error.getMessage()).as(row.text()).isEqualTo(row.message());
            assertThat(error.column()).as(row.text()).isEqualTo(row.column());
            checked++;
        }
        assertThat(rows).hasSizeGreaterThanOrEqualTo(15);
        assertThat(checked).isGreaterThanOrEqualTo(12);
    }

    private static TemplateSyntaxException syntaxError(String text) {
        try {
            KeyTemplateParser.parse(text);
        } catch (TemplateSyntaxException e) {
            return e;
        }
        if (text.contains("{")) {
            return null;
        }
        try {
            SparseConditionParser.parse(text);
            return null;
        } catch (TemplateSyntaxException e) {
            return e;
        }
    }

    private static List<Row> errorTable() throws IOException {
        String doc = Files.readString(Path.of("docs", "model-format.md"), StandardCharsets.UTF_8);
        String section = doc.substring(doc.indexOf("### Error messages"), doc.indexOf("<!-- templates:end -->"));
        List<Row> rows = new ArrayList<>();
        for (String line : section.split("\n")) {
            if (!line.startsWith("| `")) {
                continue;
            }
            String[] cells = line.replace("\\|", "\u0000").split("\\|");
            String text = cells[1].trim().replace("\u0000", "|");
            rows.add(new Row(text.substring(1, text.length() - 1), Integer.parseInt(cells[2].trim()),
                    cells[3].trim().replace("\u0000", "|")));
        }
        return rows;
    }
}
