package dev.tablesmith.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.template.TemplateSegment.Literal;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KeyTemplateParserTest {

    @Test
    void compositeSortKeySplitsIntoLiteralsAndPlaceholders() {
        KeyTemplate template = KeyTemplateParser.parse("ORDER#{orderDate}#{orderId}");

        assertThat(template.segments()).containsExactly(
                new Literal("ORDER#", 1),
                new Placeholder("orderDate", List.of(), 7),
                new Literal("#", 18),
                new Placeholder("orderId", List.of(), 19));
        assertThat(template.attributeNames()).containsExactly("orderDate", "orderId");
        assertThat(template.isConstant()).isFalse();
        assertThat(template.constantPrefix()).isEqualTo("ORDER#");
    }

    @Test
    void hierarchyTemplateListsAttributesMostSignificantFirst() {
        KeyTemplate template = KeyTemplateParser.parse("ORG#{orgId}#DEPT#{deptId}#EMP#{empId}");

        assertThat(template.attributeNames()).containsExactly("orgId", "deptId", "empId");
        assertThat(template.constantPrefix()).isEqualTo("ORG#");
    }

    @Test
    void constantTemplateHasNoPlaceholdersAndIsItsOwnPrefix() {
        KeyTemplate template = KeyTemplateParser.parse("META");

        assertThat(template.isConstant()).isTrue();
        assertThat(template.placeholders()).isEmpty();
        assertThat(template.constantPrefix()).isEqualTo("META");
        assertThat(template.segments()).containsExactly(new Literal("META", 1));
    }

    @Test
    void templateStartingWithPlaceholderHasEmptyPrefix() {
        KeyTemplate template = KeyTemplateParser.parse("{orderDate}");

        assertThat(template.constantPrefix()).isEmpty();
        assertThat(template.isSinglePlaceholder()).isTrue();
    }

    @Test
    void filtersAreParsedWithTheirColumns() {
        KeyTemplate template = KeyTemplateParser.parse("PRICE#{price|pad:7.2}");

        Placeholder price = template.placeholders().get(0);
        assertThat(price.attribute()).isEqualTo("price");
        assertThat(price.column()).isEqualTo(7);
        assertThat(price.filters()).containsExactly(new TemplateFilter.Pad(7, 2, 14));
    }

    @Test
    void filtersChainLeftToRight() {
        KeyTemplate template = KeyTemplateParser.parse("{createdAt|date|lower}");

        assertThat(template.placeholders().get(0).filters())
                .containsExactly(new TemplateFilter.Date(12), new TemplateFilter.Lower(17));
    }

    @Test
    void attributeUsedTwiceIsListedOnce() {
        KeyTemplate template = KeyTemplateParser.parse("{a}#{b}#{a}");

        assertThat(template.attributeNames()).containsExactly("a", "b");
        assertThat(template.placeholders()).hasSize(3);
    }

    @Test
    void doubledBracesAreLiteralBraces() {
        KeyTemplate template = KeyTemplateParser.parse("{{x}}#{id}");

        assertThat(template.segments().get(0)).isEqualTo(new Literal("{x}#", 1));
        assertThat(template.constantPrefix()).isEqualTo("{x}#");
        assertThat(template.toString()).isEqualTo("{{x}}#{id}");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '¦', quoteCharacter = '"', value = {
        "CUST#{customerId} ¦ CUST#{customerId}",
        "CUST#{ customerId } ¦ CUST#{customerId}",
        "\"{ price | pad:7.2 }\" ¦ {price|pad:7.2}",
        "{n|pad:10.0} ¦ {n|pad:10}",
        "{n|pad:007} ¦ {n|pad:7}",
        "{name|upper|lower} ¦ {name|upper|lower}",
        "{t|datetime} ¦ {t|datetime}",
        "a{{b}}c ¦ a{{b}}c",
        "META ¦ META",
    })
    void toStringIsCanonicalText(String source, String canonical) {
        KeyTemplate template = KeyTemplateParser.parse(source);

        assertThat(template.toString()).isEqualTo(canonical);
        assertThat(template.source()).isEqualTo(source);
        assertThat(KeyTemplateParser.parse(canonical)).isEqualTo(template);
    }

    @Test
    void templatesWithTheSameCanonicalTextAreEqual() {
        assertThat(KeyTemplate.parse("{ a }#{b}")).isEqualTo(KeyTemplate.parse("{a}#{b}"))
                .hasSameHashCodeAs(KeyTemplate.parse("{a}#{b}"));
        assertThat(KeyTemplate.parse("{a}#{b}")).isNotEqualTo(KeyTemplate.parse("{a}#{c}"));
    }

    @Test
    void segmentsCannotBeModified() {
        KeyTemplate template = KeyTemplate.parse("A#{a}");

        assertThatThrownBy(() -> template.segments().add(new Literal("x", 1)))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '¦', quoteCharacter = '"', value = {
        "CUST#{customerId ¦ 6 ¦ unclosed '{' opened at column 6",
        "{ ¦ 1 ¦ unclosed '{' opened at column 1",
        "{} ¦ 1 ¦ empty placeholder",
        "\"A#{   }\" ¦ 3 ¦ empty placeholder",
        "A}B ¦ 2 ¦ '}' without '{' (write '}}' for a literal brace)",
        "{a}} ¦ 4 ¦ '}' without '{' (write '}}' for a literal brace)",
        "{a{b} ¦ 3 ¦ '{' inside a placeholder (placeholders do not nest; close the one at column 1 first)",
        "PRICE#{price|padd:7.2} ¦ 14 ¦ unknown filter 'padd' (known: pad, upper, lower, date, datetime)",
        "PRICE#{price|Upper} ¦ 14 ¦ unknown filter 'Upper' (known: pad, upper, lower, date, datetime)",
        "{price|pad} ¦ 8 ¦ pad needs a width, e.g. pad:10 or pad:7.2",
        "{price|pad:} ¦ 8 ¦ pad needs a width, e.g. pad:10 or pad:7.2",
        "{price|pad:x} ¦ 8 ¦ pad:x is not a width; write e.g. pad:10 or pad:7.2",
        "{price|pad:7.} ¦ 8 ¦ pad:7. is not a width; write e.g. pad:10 or pad:7.2",
        "{price|pad:-3} ¦ 8 ¦ pad:-3 is not a width; write e.g. pad:10 or pad:7.2",
        "{price|pad:0} ¦ 8 ¦ pad width must be at least 1",
        "{price|pad:39} ¦ 8 ¦ pad allows at most 38 digits before and after the point (DynamoDB's number precision)",
        "{price|pad:5.39} ¦ 8 ¦ pad allows at most 38 digits before and after the point (DynamoDB's number precision)",
        "{price|pad:99999999999} ¦ 8 ¦ pad allows at most 38 digits before and after the point (DynamoDB's number precision)",
        "{name|upper:2} ¦ 7 ¦ upper takes no argument",
        "{t|date:iso} ¦ 4 ¦ date takes no argument",
        "{name|} ¦ 6 ¦ empty filter after '|'",
        "{name||upper} ¦ 6 ¦ empty filter after '|'",
        "{name|:3} ¦ 7 ¦ missing filter name before ':'",
        "{|upper} ¦ 2 ¦ missing attribute name before '|'",
        "{order date} ¦ 7 ¦ space inside attribute name 'order date'",
        "{price:7.2} ¦ 7 ¦ ':' in attribute name 'price:7.2' (filters go after '|', e.g. {price|pad:7.2})",
        "\"\" ¦ 1 ¦ empty template (a key value cannot be an empty string)",
    })
    void syntaxErrorsNameTheColumnAndTheProblem(String text, int column, String message) {
        assertThatThrownBy(() -> KeyTemplateParser.parse(text))
                .isInstanceOfSatisfying(TemplateSyntaxException.class, e -> {
                    assertThat(e.getMessage()).isEqualTo(message);
                    assertThat(e.column()).isEqualTo(column);
                });
    }

    @Test
    void nullTextIsAnEmptyTemplate() {
        assertThatThrownBy(() -> KeyTemplateParser.parse(null))
                .isInstanceOf(TemplateSyntaxException.class).hasMessageStartingWith("empty template");
    }

    @Test
    void syntaxExceptionDescribesItselfWithColumn() {
        TemplateSyntaxException e = new TemplateSyntaxException(6, "unclosed '{' opened at column 6");

        assertThat(e.describe()).isEqualTo("column 6: unclosed '{' opened at column 6");
        assertThatThrownBy(() -> new TemplateSyntaxException(0, "x")).isInstanceOf(IllegalArgumentException.class);
    }
}
