package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EchoTest {
    @Test
    void aShortValueIsQuotedWhole() {
        assertThat(Echo.quote("GSI1")).isEqualTo("'GSI1'");
        assertThat(Echo.cap("GSI1")).isEqualTo("GSI1");
    }

    @Test
    void aLongValueKeepsEightyCharactersAndSaysItsLength() {
        String value = "a".repeat(200);

        assertThat(Echo.quote(value)).isEqualTo("'" + "a".repeat(80) + "…' (200 characters)");
        assertThat(Echo.cap(value)).isEqualTo("a".repeat(80) + "… (200 characters)");
    }

    @Test
    void longQuotedSpansOfABuiltMessageAreCappedAndApostrophesLeftAlone() {
        String message = "index '" + "i".repeat(1000) + "' is not one of the table's indexes: 'GSI1'";

        assertThat(Echo.capQuoted(message)).isEqualTo("index '" + "i".repeat(80) + "…' (1000 characters) is not one"
                + " of the table's indexes: 'GSI1'");
        assertThat(Echo.capQuoted("the design's table's name is 'x'")).isEqualTo("the design's table's name is 'x'");
    }

    @Test
    void aLongPointerSegmentIsCapped() {
        assertThat(Echo.capPath("/tables/0/" + "k".repeat(100))).isEqualTo("/tables/0/" + "k".repeat(80)
                + "… (100 characters)");
    }

    @Test
    void anUnquotedValueLongerThanAnyWordIsCappedAndOrdinaryWordsAreNot() {
        String number = "0." + "0".repeat(500) + "1";
        String message = "record cannot render SK: " + number + " is not a number DynamoDB stores";

        assertThat(Echo.capQuoted(message)).isEqualTo("record cannot render SK: " + number.substring(0, 80)
                + "… (503 characters) is not a number DynamoDB stores");
        String words = "a sentence of ordinary words, " + "w".repeat(160) + " and a 160-character run left as it is";
        assertThat(Echo.capQuoted(words)).isEqualTo(words);
    }
}
