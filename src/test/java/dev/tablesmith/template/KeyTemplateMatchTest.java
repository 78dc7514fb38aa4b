package dev.tablesmith.template;

import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KeyTemplateMatchTest {

    private static Optional<Map<String, String>> match(String template, String key) {
        return KeyTemplate.parse(template).match(key);
    }

    @Test
    void compositeSortKeyYieldsEachPart() {
        assertThat(match("ORDER#{orderDate}#{orderId}", "ORDER#2026-07-14#o9"))
                .contains(Map.of("orderDate", "2026-07-14", "orderId", "o9"));
    }

    @Test
    void capturesAreInTemplateOrder() {
        Map<String, String> captured = match("ORG#{orgId}#DEPT#{deptId}#EMP#{empId}", "ORG#1#DEPT#2#EMP#3")
                .orElseThrow();

        assertThat(List.copyOf(captured.keySet())).containsExactly("orgId", "deptId", "empId");
        assertThat(captured.values()).containsExactly("1", "2", "3");
    }

    @Test
    void lastPlaceholderCapturesTheRestIncludingSeparators() {
        assertThat(match("{a}#{b}", "x#y#z")).contains(Map.of("a", "x", "b", "y#z"));
    }

    @Test
    void placeholderCapturesUpToTheFirstOccurrenceOfTheNextLiteral() {
        assertThat(match("A#{a}#B#{b}", "A#1#2#B#3")).contains(Map.of("a", "1#2", "b", "3"));
    }

    @Test
    void paddedNumberIsCapturedAsItAppearsInTheKey() {
        assertThat(match("PRICE#{price|pad:7.2}", "PRICE#0000019.99")).contains(Map.of("price", "0000019.99"));
    }

    @Test
    void constantMatchesOnlyItself() {
        assertThat(match("META", "META")).contains(Map.of());
        assertThat(match("META", "METADATA")).isEmpty();
        assertThat(match("META", "MET")).isEmpty();
    }

    @ParameterizedTest(name = "{0} does not match {1}")
    @CsvSource(delimiter = '¦', value = {
        "CUST#{customerId} ¦ ORDER#o9",
        "CUST#{customerId} ¦ CUST#",
        "ORDER#{orderDate}#{orderId} ¦ ORDER#2026-07-14",
        "ORDER#{orderDate}#{orderId} ¦ ORDER##o9",
        "ORDER#{orderDate}#{orderId} ¦ ORDER#2026-07-14#",
        "ITEM#{sku}#END ¦ ITEM#sku-1#ENDX",
        "{a}#{a} ¦ x#y",
        "{n|pad:4} ¦ 123",
        "{n|pad:4} ¦ 12345",
        "{a}{b} ¦ xy",
    })
    void keysOfAnotherShapeDoNotMatch(String template, String key) {
        assertThat(match(template, key)).isEmpty();
    }

    @Test
    void repeatedAttributeMatchesWhenBothCapturesAgree() {
        assertThat(match("{a}#{a}", "x#x")).contains(Map.of("a", "x"));
    }

    @Test
    void touchingPlaceholdersSplitAtAFixedWidth() {
        assertThat(match("{n|pad:4}{id}", "0042abc")).contains(Map.of("n", "0042", "id", "abc"));
        assertThat(match("{d|date}{id}", "2026-07-14o9")).contains(Map.of("d", "2026-07-14", "id", "o9"));
        assertThat(match("{t|datetime}#{id}", "2026-07-14T09:30:00Z#o9"))
                .contains(Map.of("t", "2026-07-14T09:30:00Z", "id", "o9"));
    }

    @Test
    void escapedBracesMatchAsLiteralBraces() {
        assertThat(match("{{{id}}}", "{42}")).contains(Map.of("id", "42"));
    }

    @Test
    void nullKeyDoesNotMatch() {
        assertThat(match("{a}", null)).isEmpty();
    }

    @Test
    void renderThenMatchGivesBackTheValues() {
        KeyTemplate template = KeyTemplate.parse("ORDER#{orderDate}#{orderId}");
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        values.put("orderDate", s("2026-07-14"));
        values.put("orderId", s("o9#b"));

        String key = template.render(name -> Optional.ofNullable(values.get(name))).text().orElseThrow();

        assertThat(template.match(key)).contains(Map.of("orderDate", "2026-07-14", "orderId", "o9#b"));
    }

    @Test
    void renderedPaddedNumberMatchesBack() {
        KeyTemplate template = KeyTemplate.parse("{price|pad:7.2}#{sku}");

        String key = template.render(name -> Optional.of(name.equals("price") ? n("5") : s("sku-1")))
                .text().orElseThrow();

        assertThat(template.match(key)).contains(Map.of("price", "0000005.00", "sku", "sku-1"));
    }
}
