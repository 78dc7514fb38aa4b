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
}
