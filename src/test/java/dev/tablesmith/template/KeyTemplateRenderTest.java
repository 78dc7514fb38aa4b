package dev.tablesmith.template;

import static dev.tablesmith.model.AttributeValue.b;
import static dev.tablesmith.model.AttributeValue.bool;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.RenderResult.Reason;
import dev.tablesmith.template.RenderResult.Unrenderable;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KeyTemplateRenderTest {

    private static Function<String, Optional<AttributeValue>> values(Map<String, AttributeValue> map) {
        return name -> Optional.ofNullable(map.get(name));
    }

    private static String rendered(String template, Map<String, AttributeValue> map) {
        RenderResult result = KeyTemplate.parse(template).render(values(map));
        assertThat(result.isRendered()).as("rendered: %s", result).isTrue();
        return result.text().orElseThrow();
    }

    private static Unrenderable failure(String template, Map<String, AttributeValue> map) {
        RenderResult result = KeyTemplate.parse(template).render(values(map));
        assertThat(result).isInstanceOf(Unrenderable.class);
        return (Unrenderable) result;
    }

    @Test
    void seedTemplatesRenderTheSeedKeys() {
        Map<String, AttributeValue> order = Map.of("customerId", s("c1"), "orderId", s("o9"),
                "orderDate", s("2026-07-14"), "status", s("PENDING"));

        assertThat(rendered("CUST#{customerId}", order)).isEqualTo("CUST#c1");
        assertThat(rendered("ORDER#{orderDate}#{orderId}", order)).isEqualTo("ORDER#2026-07-14#o9");
        assertThat(rendered("STATUS#{status}", order)).isEqualTo("STATUS#PENDING");
        assertThat(rendered("OPEN", order)).isEqualTo("OPEN");
        assertThat(rendered("PRICE#{price|pad:7.2}", Map.of("price", n("19.99")))).isEqualTo("PRICE#0000019.99");
        assertThat(rendered("ORG#{orgId}#DEPT#{deptId}#EMP#{empId}",
                Map.of("orgId", s("123"), "deptId", s("456"), "empId", s("789"))))
                .isEqualTo("ORG#123#DEPT#456#EMP#789");
    }

    @Test
    void renderedValueIsAnSAttributeValue() {
        RenderResult result = KeyTemplate.parse("CUST#{id}").render(values(Map.of("id", s("c1"))));

        assertThat(result).isEqualTo(new RenderResult.Rendered(s("CUST#c1")));
    }

    @Test
    void itemGetIsAValueLookup() {
        Item item = Item.of(Map.of("customerId", s("c1")));

        assertThat(KeyTemplate.parse("CUST#{customerId}").render(item::get).text()).contains("CUST#c1");
    }

    @ParameterizedTest(name = "{0} with {1} -> {2}")
    @CsvSource(delimiter = '¦', value = {
        "{v|pad:7.2} ¦ 19.99 ¦ 0000019.99",
        "{v|pad:7.2} ¦ 19.9 ¦ 0000019.90",
        "{v|pad:7.2} ¦ 19 ¦ 0000019.00",
        "{v|pad:7.2} ¦ 19.990 ¦ 0000019.99",
        "{v|pad:7.2} ¦ 0 ¦ 0000000.00",
        "{v|pad:7.2} ¦ 0.5 ¦ 0000000.50",
        "{v|pad:7.2} ¦ 9999999.99 ¦ 9999999.99",
        "{v|pad:10} ¦ 42 ¦ 0000000042",
        "{v|pad:10} ¦ 42.000 ¦ 0000000042",
        "{v|pad:3} ¦ 1E2 ¦ 100",
        "{v|pad:3.4} ¦ 1.5E-3 ¦ 000.0015",
        "{v|pad:1} ¦ 7 ¦ 7",
        "{v|pad:4} ¦ -0 ¦ 0000",
        "{v|pad:4} ¦ ' 12 ' ¦ 0012",
        "N#{v} ¦ 19.99 ¦ N#19.99",
        "N#{v} ¦ 1E2 ¦ N#1E2",
    })
    void numbersRenderThroughPad(String template, String number, String expected) {
        assertThat(rendered(template, Map.of("v", n(number)))).isEqualTo(expected);
    }

    @Test
    void paddedNumbersSortAsNumbersWhileUnpaddedDoNot() {
        List<String> unpadded = List.of(rendered("{v}", Map.of("v", n("9"))), rendered("{v}", Map.of("v", n("10"))));
        List<String> padded = List.of(rendered("{v|pad:3}", Map.of("v", n("9"))),
                rendered("{v|pad:3}", Map.of("v", n("10"))));

        assertThat(unpadded.get(0).compareTo(unpadded.get(1))).isPositive();
        assertThat(padded.get(0).compareTo(padded.get(1))).isNegative();
    }

    @ParameterizedTest(name = "{0} with {1}: {3}")
    @CsvSource(delimiter = '¦', value = {
        "{v|pad:7.2} ¦ 19999999.5 ¦ DOES_NOT_FIT ¦ 19999999.5 does not fit pad:7.2 (7 integer digits)",
        "{v|pad:1} ¦ 10 ¦ DOES_NOT_FIT ¦ 10 does not fit pad:1 (1 integer digit)",
        "{v|pad:3} ¦ 1E3 ¦ DOES_NOT_FIT ¦ 1E3 does not fit pad:3 (3 integer digits)",
        "{v|pad:7.2} ¦ 19.999 ¦ TOO_MANY_DECIMALS ¦ 19.999 has more than 2 decimals (pad:7.2 does not round)",
        "{v|pad:7.1} ¦ 19.99 ¦ TOO_MANY_DECIMALS ¦ 19.99 has more than 1 decimal (pad:7.1 does not round)",
        "{v|pad:10} ¦ 19.5 ¦ TOO_MANY_DECIMALS ¦ 19.5 is not a whole number (pad:10 does not round)",
        "{v|pad:4} ¦ -5 ¦ NEGATIVE_NUMBER ¦ -5 is negative: pad:4 refuses negatives because zero-padded negatives do not sort as numbers (-002 sorts after -001); offset the values or use an N sort key",
        "{v|pad:4} ¦ abc ¦ NOT_A_NUMBER ¦ 'abc' in 'v' is not a number",
    })
    void padRefusesValuesItCannotWriteInSortOrder(String template, String number, Reason reason, String message) {
        Unrenderable failure = failure(template, Map.of("v", n(number)));

        assertThat(failure.reason()).isEqualTo(reason);
        assertThat(failure.message()).isEqualTo(message);
        assertThat(failure.attribute()).isEqualTo("v");
    }

    @Test
    void padOnAStringIsRefused() {
        Unrenderable failure = failure("PRICE#{price|pad:7.2}", Map.of("price", s("19.99")));

        assertThat(failure.reason()).isEqualTo(Reason.UNSUPPORTED_TYPE);
        assertThat(failure.message()).isEqualTo("pad:7.2 needs a number, 'price' is S");
    }

    @Test
    void missingAttributeIsNamed() {
        Unrenderable failure = failure("ORDER#{orderDate}#{orderId}", Map.of("orderDate", s("2026-07-14")));

        assertThat(failure.reason()).isEqualTo(Reason.MISSING_ATTRIBUTE);
        assertThat(failure.attribute()).isEqualTo("orderId");
        assertThat(failure.message()).isEqualTo("missing attribute 'orderId'");
    }

    @Test
    void firstMissingAttributeIsReported() {
        assertThat(failure("{a}#{b}", Map.of()).attribute()).isEqualTo("a");
    }

    @Test
    void constantRendersWithoutAnyValues() {
        assertThat(rendered("PROFILE", Map.of())).isEqualTo("PROFILE");
    }

    @Test
    void booleansRenderAsTrueAndFalse() {
        assertThat(rendered("ACTIVE#{active}", Map.of("active", bool(true)))).isEqualTo("ACTIVE#true");
        assertThat(rendered("ACTIVE#{active}", Map.of("active", bool(false)))).isEqualTo("ACTIVE#false");
    }

    @Test
    void valuesThatAreNotScalarsCannotGoIntoAKey() {
        List<AttributeValue> unrenderable = List.of(b(new byte[] {1}), AttributeValue.nul(),
                AttributeValue.l(List.of(s("x"))), AttributeValue.m(Map.of("k", s("v"))),
                new AttributeValue.SS(List.of("a")), new AttributeValue.NS(List.of("1")),
                new AttributeValue.BS(List.of(b(new byte[] {2}))));
        for (AttributeValue value : unrenderable) {
            Unrenderable failure = failure("X#{v}", Map.of("v", value));
            assertThat(failure.reason()).isEqualTo(Reason.UNSUPPORTED_TYPE);
            assertThat(failure.message())
                    .isEqualTo("'v' is " + value.type() + "; only S, N and BOOL values can be rendered into a key");
        }
    }

    @Test
    void upperAndLowerChangeCaseOfStrings() {
        assertThat(rendered("EMAIL#{email|lower}", Map.of("email", s("Asha@Example.COM"))))
                .isEqualTo("EMAIL#asha@example.com");
        assertThat(rendered("TIER#{tier|upper}", Map.of("tier", s("gold")))).isEqualTo("TIER#GOLD");
    }

    @Test
    void upperUsesTheRootLocale() {
        assertThat(rendered("{v|upper}", Map.of("v", s("title")))).isEqualTo("TITLE");
    }

    @Test
    void upperOnANumberIsRefused() {
        Unrenderable failure = failure("{total|upper}", Map.of("total", n("5")));

        assertThat(failure.reason()).isEqualTo(Reason.UNSUPPORTED_TYPE);
        assertThat(failure.message()).isEqualTo("upper needs S, 'total' is N");
    }

    @Test
    void filtersChainOnThePreviousResult() {
        assertThat(rendered("{t|datetime|lower}", Map.of("t", s("2026-07-14T09:30:00Z"))))
                .isEqualTo("2026-07-14t09:30:00z");
    }

    @ParameterizedTest(name = "{0} of {1} -> {2}")
    @CsvSource(delimiter = '¦', value = {
        "date ¦ 2026-07-14 ¦ 2026-07-14",
        "date ¦ 2026-07-14T09:30 ¦ 2026-07-14",
        "date ¦ 2026-07-14T23:30-02:00 ¦ 2026-07-15",
        "date ¦ 2026-07-14T09:30Z ¦ 2026-07-14",
        "date ¦ 2026-07-14T09:30:00.123Z ¦ 2026-07-14",
        "datetime ¦ 2026-07-14 ¦ 2026-07-14T00:00:00Z",
        "datetime ¦ 2026-07-14T09:30 ¦ 2026-07-14T09:30:00Z",
        "datetime ¦ 2026-07-14T09:30:15.999 ¦ 2026-07-14T09:30:15Z",
        "datetime ¦ 2026-07-14T11:30:00+02:00 ¦ 2026-07-14T09:30:00Z",
        "datetime ¦ 2026-07-14T11:30:00+02:00[Europe/Paris] ¦ 2026-07-14T09:30:00Z",
        "datetime ¦ 2026-07-14T09:30Z ¦ 2026-07-14T09:30:00Z",
    })
    void isoStringsRenderInUtc(String filter, String value, String expected) {
        assertThat(rendered("{t|" + filter + "}", Map.of("t", s(value)))).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} of {1} -> {2}")
    @CsvSource(delimiter = '¦', value = {
        "date ¦ 0 ¦ 1970-01-01",
        "datetime ¦ 0 ¦ 1970-01-01T00:00:00Z",
        "datetime ¦ 1784021400 ¦ 2026-07-14T09:30:00Z",
        "datetime ¦ 1784021400.75 ¦ 2026-07-14T09:30:00Z",
        "datetime ¦ -1 ¦ 1969-12-31T23:59:59Z",
        "date ¦ 1784021400 ¦ 2026-07-14",
    })
    void epochSecondsRenderInUtc(String filter, String seconds, String expected) {
        assertThat(rendered("{t|" + filter + "}", Map.of("t", n(seconds)))).isEqualTo(expected);
    }

    @Test
    void dateOfTextThatIsNoDateIsRefused() {
        Unrenderable failure = failure("{t|date}", Map.of("t", s("tomorrow")));

        assertThat(failure.reason()).isEqualTo(Reason.NOT_A_DATE);
        assertThat(failure.message()).isEqualTo("date cannot read 'tomorrow' in 't': expected an ISO date, "
                + "date-time or instant (e.g. 2026-07-14 or 2026-07-14T09:30:00Z)");
    }

    @Test
    void dateOfAnOutOfRangeNumberIsRefused() {
        Unrenderable failure = failure("{t|datetime}", Map.of("t", n("1E30")));

        assertThat(failure.reason()).isEqualTo(Reason.NOT_A_DATE);
        assertThat(failure.message()).isEqualTo("datetime cannot read '1E30' in 't': expected epoch seconds in range");
    }

    @Test
    void dateOfABooleanIsRefused() {
        Unrenderable failure = failure("{t|date}", Map.of("t", bool(true)));

        assertThat(failure.reason()).isEqualTo(Reason.UNSUPPORTED_TYPE);
        assertThat(failure.message()).isEqualTo("date needs S (ISO date/time) or N (epoch seconds), 't' is BOOL");
    }

    @Test
    void renderAsStringKeyIsTheRenderedText() {
        RenderResult result = KeyTemplate.parse("CUST#{id}").renderAs(ScalarType.S, values(Map.of("id", s("c1"))));

        assertThat(result).isEqualTo(new RenderResult.Rendered(s("CUST#c1")));
    }

    @Test
    void renderAsNumberKeyCopiesTheNumber() {
        RenderResult result = KeyTemplate.parse("{price}").renderAs(ScalarType.N, values(Map.of("price", n("1E2"))));

        assertThat(result).isEqualTo(new RenderResult.Rendered(n("1E2")));
        assertThat(result.text()).contains("1E2");
    }

    @Test
    void renderAsBinaryKeyCopiesTheBytes() {
        byte[] bytes = {1, 2, (byte) 255};
        RenderResult result = KeyTemplate.parse("{hash}").renderAs(ScalarType.B, values(Map.of("hash", b(bytes))));

        assertThat(result).isEqualTo(new RenderResult.Rendered(b(bytes)));
        assertThat(result.text()).contains("AQL/");
    }

    @Test
    void renderAsNumberKeyRefusesLiteralText() {
        RenderResult result = KeyTemplate.parse("P#{price}").renderAs(ScalarType.N, values(Map.of("price", n("1"))));

        assertThat(result).isEqualTo(new Unrenderable("price", Reason.NOT_A_SINGLE_PLACEHOLDER,
                "an N key needs a template that is a single placeholder without filters, e.g. {price}"));
    }

    @Test
    void renderAsNumberKeyRefusesFilters() {
        RenderResult result = KeyTemplate.parse("{price|pad:4}")
                .renderAs(ScalarType.N, values(Map.of("price", n("1"))));

        assertThat(((Unrenderable) result).reason()).isEqualTo(Reason.NOT_A_SINGLE_PLACEHOLDER);
    }

    @Test
    void renderAsNumberKeyRefusesAConstant() {
        RenderResult result = KeyTemplate.parse("META").renderAs(ScalarType.N, values(Map.of()));

        assertThat(((Unrenderable) result).message())
                .isEqualTo("an N key needs a template that is a single placeholder without filters, e.g. {attribute}");
    }

    @Test
    void renderAsNumberKeyRefusesAString() {
        RenderResult result = KeyTemplate.parse("{price}").renderAs(ScalarType.N, values(Map.of("price", s("1"))));

        assertThat(result).isEqualTo(new Unrenderable("price", Reason.UNSUPPORTED_TYPE,
                "an N key needs an N value, 'price' is S"));
    }

    @Test
    void renderAsBinaryKeyReportsAMissingAttribute() {
        RenderResult result = KeyTemplate.parse("{hash}").renderAs(ScalarType.B, values(Map.of()));

        assertThat(((Unrenderable) result).reason()).isEqualTo(Reason.MISSING_ATTRIBUTE);
    }

    @Test
    void unrenderableHasNoText() {
        RenderResult result = KeyTemplate.parse("{a}").render(values(Map.of()));

        assertThat(result.isRendered()).isFalse();
        assertThat(result.text()).isEmpty();
    }

    @Test
    void prefixStopsAtTheFirstUnknownValueAndKeepsTheFollowingLiteral() {
        KeyTemplate template = KeyTemplate.parse("ORG#{orgId}#DEPT#{deptId}#EMP#{empId}");

        assertThat(template.renderPrefix(values(Map.of("orgId", s("123")))).text()).contains("ORG#123#DEPT#");
        assertThat(template.renderPrefix(values(Map.of("orgId", s("123"), "deptId", s("456")))).text())
                .contains("ORG#123#DEPT#456#EMP#");
        assertThat(template.renderPrefix(values(Map.of("orgId", s("1"), "deptId", s("2"), "empId", s("3"))))
                .text()).contains("ORG#1#DEPT#2#EMP#3");
    }

    @Test
    void prefixWithoutAnyValueIsTheConstantPrefix() {
        KeyTemplate template = KeyTemplate.parse("ORDER#{orderDate}#{orderId}");

        assertThat(template.renderPrefix(values(Map.of())).text()).contains(template.constantPrefix());
    }

    @Test
    void prefixSkipsNothingAfterAGap() {
        KeyTemplate template = KeyTemplate.parse("ORG#{orgId}#DEPT#{deptId}");

        assertThat(template.renderPrefix(values(Map.of("deptId", s("456")))).text()).contains("ORG#");
    }

    @Test
    void prefixReportsAValueThatCannotBeRendered() {
        RenderResult result = KeyTemplate.parse("PRICE#{price|pad:2}#{sku}")
                .renderPrefix(values(Map.of("price", n("123"))));

        assertThat(((Unrenderable) result).reason()).isEqualTo(Reason.DOES_NOT_FIT);
    }
}
