package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class TemplateConversionTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "USER#<id>            | USER#{id}",
            "ACCOUNT#${id}        | ACCOUNT#{id}",
            "ORDER#{date}#{id}    | ORDER#{date}#{id}",
            "META                 | META",
            "a{b c}               | a{{b c}}",
            "${ dest }#${depart}  | {dest}#{depart}"})
    void otherToolsTemplatesBecomeTablesmithTemplates(String source, String expected) {
        ImportWarnings warnings = new ImportWarnings();

        assertThat(TemplateConversion.convert(source, Map.of(), "/p", warnings).orElseThrow().template())
                .isEqualTo(expected);
        assertThat(warnings.list()).isEmpty();
    }

    @Test
    void substitutionInsertsLiteralText() {
        ImportWarnings warnings = new ImportWarnings();

        assertThat(TemplateConversion.convert("${_type}#${id}", Map.of("_type", "User"), "/p", warnings)
                .orElseThrow().placeholders()).containsExactly("id");
    }

    @Test
    void expressionIsKeptAsLiteralTextWithAWarning() {
        ImportWarnings warnings = new ImportWarnings();

        String template = TemplateConversion.convert("${status}#(hashCode(number) % 10)", Map.of(), "/p", warnings)
                .orElseThrow().template();

        assertThat(template).isEqualTo("{status}#(hashCode(number) % 10)");
        assertThat(warnings.list()).singleElement().satisfies(w -> {
            assertThat(w.path()).isEqualTo("/p");
            assertThat(w.message()).contains("'(hashCode(number) % 10)'");
        });
    }

    @Test
    void oneTableZeroPaddingIsPadAndAnyOtherFormatIsKeptAsLiteralTextWithAWarning() {
        ImportWarnings warnings = new ImportWarnings();

        assertThat(TemplateConversion.convert("ORDER#${id:8:0}", Map.of(), "/p", warnings).orElseThrow()
                .template()).isEqualTo("ORDER#{id|pad:8}");
        assertThat(warnings.list()).isEmpty();
        String template = TemplateConversion.convert("ORDER#${id:8:x}", Map.of(), "/p", warnings).orElseThrow()
                .template();

        assertThat(template).isEqualTo("ORDER#${{id:8:x}}");
        assertThat(warnings.list()).singleElement().satisfies(w ->
                assertThat(w.message()).contains("'${id:8:x}'").contains("kept as literal text"));
    }

    @Test
    void emptyTemplateIsDroppedWithAWarning() {
        ImportWarnings warnings = new ImportWarnings();

        assertThat(TemplateConversion.convert("", Map.of(), "/p", warnings)).isEmpty();
        assertThat(warnings.list()).hasSize(1);
    }
}
