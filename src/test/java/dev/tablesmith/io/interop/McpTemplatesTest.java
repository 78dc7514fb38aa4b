package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * MCP templates with Python format specs. The expected texts are what CPython's {@code format()} writes
 * ({@code f"{42:05d}"} is {@code 00042}, {@code f"{19.99:08.2f}"} is {@code 00019.99}), the semantics the MCP
 * server's f-string code generator gives a template.
 */
class McpTemplatesTest {
    private static final Map<String, AttributeType> FIELDS = Map.of("tenant_id", AttributeType.S,
            "score", AttributeType.N, "price", AttributeType.N, "created", AttributeType.S, "name", AttributeType.S);

    private static String convert(String template, ImportWarnings warnings) {
        return McpTemplates.convert(template, FIELDS, "/t", warnings);
    }

    private static Optional<String> render(String template, String attribute, AttributeValue value) {
        RenderResult result = KeyTemplate.parse(template).render(a -> a.equals(attribute) ? Optional.of(value)
                : Optional.empty());
        return result.text();
    }

    @Test
    void plainPlaceholdersAndLiteralTextAreKeptWithoutWarning() {
        ImportWarnings warnings = new ImportWarnings();
        assertThat(convert("TENANT#{tenant_id}", warnings)).isEqualTo("TENANT#{tenant_id}");
        assertThat(convert("PROFILE", warnings)).isEqualTo("PROFILE");
        assertThat(convert("{name:s}#{score:d}", warnings)).isEqualTo("{name}#{score}");
        assertThat(warnings.list()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({
            "SCORE#{score:05d}, SCORE#{score|pad:5}, 42, SCORE#00042",
            "SCORE#{score:05}, SCORE#{score|pad:5}, 7, SCORE#00007",
            "{score:05d}, {score|pad:5}, 99999, 99999",
            "PRICE#{price:08.2f}, PRICE#{price|pad:5.2}, 19.99, PRICE#00019.99",
            "{price:010.3f}, {price|pad:6.3}, 3.5, 000003.500"})
    void zeroPaddedNumberSpecsBecomePadAndRenderAsPythonDoes(String mcp, String tablesmith, String number,
                                                             String python) {
        ImportWarnings warnings = new ImportWarnings();
        String converted = convert(mcp, warnings);

        assertThat(converted).isEqualTo(tablesmith);
        String attribute = tablesmith.contains("score") ? "score" : "price";
        assertThat(render(converted, attribute, new AttributeValue.N(number))).contains(python);
        assertThat(warnings.list()).singleElement().satisfies(w -> assertThat(w.path()).isEqualTo("/t"));
    }

    @Test
    void valuesPythonWouldWriteOutOfOrderAreRefusedByPadAndTheWarningSaysSo() {
        ImportWarnings warnings = new ImportWarnings();
        String converted = convert("{score:05d}", warnings);

        // Python writes -0042 and 123456: as text, -0042 sorts after -0001 and 123456 before 99999.
        assertThat(render(converted, "score", new AttributeValue.N("-42"))).isEmpty();
        assertThat(render(converted, "score", new AttributeValue.N("123456"))).isEmpty();
        assertThat(warnings.list().get(0).message()).contains("-0001").contains("pad refuses");
    }

    @Test
    void strftimeSpecsBecomeTheDateFilters() {
        ImportWarnings warnings = new ImportWarnings();
        assertThat(convert("DAY#{created:%Y-%m-%d}", warnings)).isEqualTo("DAY#{created|date}");
        assertThat(convert("AT#{created:%Y-%m-%dT%H:%M:%SZ}", warnings)).isEqualTo("AT#{created|datetime}");
        assertThat(render("DAY#{created|date}", "created", new AttributeValue.S("2026-07-14T09:30:00Z")))
                .contains("DAY#2026-07-14");
        assertThat(warnings.list()).isEmpty();
    }

    @Test
    void aNumberSpecOnAStringFieldIsDroppedWithAWarning() {
        ImportWarnings warnings = new ImportWarnings();
        assertThat(convert("T#{tenant_id:05d}", warnings)).isEqualTo("T#{tenant_id}");
        assertThat(warnings.list()).extracting(ImportWarning::message)
                .singleElement().asString().contains("ValueError");
    }

    @Test
    void aSpecTablesmithCannotExpressKeepsThePlaceholderWithAWarning() {
        ImportWarnings warnings = new ImportWarnings();
        assertThat(convert("{name:>10}#{score:,}#{score:x}", warnings)).isEqualTo("{name}#{score}#{score}");
        assertThat(warnings.list()).hasSize(3).allSatisfy(w -> assertThat(w.message()).contains("cannot express"));
        assertThat(List.of(warnings.list().get(0).message())).allSatisfy(m -> assertThat(m).contains("'>10'"));
    }
}
