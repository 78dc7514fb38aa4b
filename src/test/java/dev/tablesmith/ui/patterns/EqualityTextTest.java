package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Equality;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class EqualityTextTest {

    @ParameterizedTest(name = "[{0}] is {1} = {2}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "status = PUBLISHED      | status   | PUBLISHED",
            "status=PUBLISHED        | status   | PUBLISHED",
            "  authorId              | authorId | null",
            "authorId = {authorId}   | authorId | null",
            "authorId = {input}      | authorId | null",
            "title = \"Hello, world\" | title    | 'Hello, world'",
    })
    void anAttributeIsAnInputAndAttributeEqualsValueIsAConstant(String text, String attribute, String value) {
        EqualityText.Parsed parsed = EqualityText.parse(text, null);

        assertThat(parsed.error()).isNull();
        assertThat(parsed.equality()).isEqualTo(new Equality(attribute, value));
    }

    @ParameterizedTest(name = "[{0}] is refused: {1}")
    @CsvSource(delimiter = '|', value = {
            "status =              | Give the constant after '='",
            "= PUBLISHED           | Name the attribute before '='",
            "status = A = B        | One '=' per equality",
            "status = \"PUBLISHED  | opens a quote it does not close",
            "status = \"\"           | The quoted value is empty",
            "status PUBLISHED      | is not an attribute name the pattern knows",
            "{authorId}            | is not an attribute name",
    })
    void malformedTextIsRefusedWithWhatIsWrong(String text, String message) {
        EqualityText.Parsed parsed = EqualityText.parse(text, null);

        assertThat(parsed.equality()).isNull();
        assertThat(parsed.error()).contains(message);
    }

    @Test
    void aBlankTextIsRefusedAndAValueFromItsOwnFieldMakesAConstant() {
        assertThat(EqualityText.parse("  ", null).error()).startsWith("Name the attribute");
        assertThat(EqualityText.parse("kind = 'a = b'", null).equality()).isEqualTo(Equality.fixed("kind", "a = b"));
        assertThat(EqualityText.parse("status", "PAID").equality()).isEqualTo(Equality.fixed("status", "PAID"));
        assertThat(EqualityText.parse("status = PENDING", "PAID").equality())
                .as("the text's own constant wins").isEqualTo(Equality.fixed("status", "PENDING"));
    }

    @Test
    void aListIsSplitOnCommasOutsideQuotesAndNamesEachAttributeOnce() {
        assertThat(EqualityText.parseAll("authorId, status = PUBLISHED, title = \"a, b\"").equalities())
                .containsExactly(Equality.input("authorId"), Equality.fixed("status", "PUBLISHED"),
                        Equality.fixed("title", "a, b"));
        assertThat(EqualityText.parseAll("").equalities()).isEmpty();
        assertThat(EqualityText.parseAll("status, status = X").error()).isEqualTo(
                "status is named twice: one equality per attribute.");
        assertThat(EqualityText.parseAll("authorId, = X").error()).contains("Name the attribute before '='");
    }

    @Test
    void formatReadsBackThroughParse() {
        for (Equality equality : new Equality[] {Equality.input("a"), Equality.fixed("s", "PUBLISHED"),
                Equality.fixed("t", "x, y"), Equality.fixed("u", "p = q")}) {
            assertThat(EqualityText.parse(EqualityText.format(equality), null).equality()).isEqualTo(equality);
        }
    }
}
