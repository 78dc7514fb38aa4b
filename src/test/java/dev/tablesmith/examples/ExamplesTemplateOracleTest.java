package dev.tablesmith.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** The test-side template oracle renders the seed's own examples of the key syntax. */
class ExamplesTemplateOracleTest {
    private static JsonNode record(String json) {
        return ExampleResources.parse(json, "test record");
    }

    @Test
    void priceIsZeroPaddedToSevenIntegerDigitsAndTwoDecimals() {
        assertThat(TemplateText.render("PRICE#{price|pad:7.2}", record("{\"price\": \"19.99\"}")))
                .isEqualTo("PRICE#0000019.99");
        assertThat(TemplateText.render("PRICE#{price|pad:7.2}", record("{\"price\": 9.5}")))
                .isEqualTo("PRICE#0000009.50");
    }

    @Test
    void integerPadAndCaseFiltersChain() {
        assertThat(TemplateText.render("LINE#{n|pad:3}", record("{\"n\": 7}"))).isEqualTo("LINE#007");
        assertThat(TemplateText.render("{e|lower}", record("{\"e\": \"Tom@X.example\"}"))).isEqualTo("tom@x.example");
        assertThat(TemplateText.render("{e|lower|upper}", record("{\"e\": \"ab\"}"))).isEqualTo("AB");
    }

    @Test
    void doubledBracesAreLiteralAndNotPlaceholders() {
        assertThat(TemplateText.placeholders("{{x}}#{orderDate}#{orderId|upper}"))
                .containsExactly("orderDate", "orderId");
        assertThat(TemplateText.render("{{A}}#{a}", record("{\"a\": \"1\"}"))).isEqualTo("{A}#1");
    }

    @Test
    void missingAttributeCannotBeRendered() {
        assertThatThrownBy(() -> TemplateText.render("CUST#{customerId}", record("{}")))
                .hasMessageContaining("customerId");
    }

    @Test
    void sparseConditionsEvaluateComparisonsInAndExistence() {
        JsonNode pending = record("{\"status\": \"PENDING\", \"n\": 3}");
        assertThat(TemplateText.holds("status = PENDING", pending)).isTrue();
        assertThat(TemplateText.holds("status = 'PAID'", pending)).isFalse();
        assertThat(TemplateText.holds("status <> FULFILLED AND n = 3", pending)).isTrue();
        assertThat(TemplateText.holds("status IN (PAID, PENDING)", pending)).isTrue();
        assertThat(TemplateText.holds("attribute_exists(managerId)", pending)).isFalse();
        assertThat(TemplateText.holds("attribute_not_exists(managerId)", pending)).isTrue();
        assertThat(TemplateText.conditionAttributes("status = PENDING AND attribute_exists(paidAt)"))
                .containsExactly("status", "paidAt");
    }
}
