package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AttributeCompletionTest {
    private static final List<String> NAMES = List.of("customerId", "customerName", "orderId", "Status");

    @Test
    void justAfterAnOpeningBraceEveryAttributeIsOffered() {
        assertThat(AttributeCompletion.at("CUST#{", 6, NAMES)).hasValueSatisfying(c -> {
            assertThat(c.candidates()).containsExactlyElementsOf(NAMES);
            assertThat(c.prefix()).isEmpty();
            assertThat(c.start()).isEqualTo(6);
        });
    }

    @Test
    void typedPrefixNarrowsTheNamesIgnoringCase() {
        assertThat(AttributeCompletion.at("CUST#{CUS", 9, NAMES).orElseThrow().candidates())
                .containsExactly("customerId", "customerName");
        assertThat(AttributeCompletion.at("{st", 3, NAMES).orElseThrow().candidates()).containsExactly("Status");
    }

    @Test
    void applyingReplacesThePrefixAndClosesTheBrace() {
        AttributeCompletion completion = AttributeCompletion.at("CUST#{cus", 9, NAMES).orElseThrow();

        assertThat(completion.apply("CUST#{cus", "customerId")).isEqualTo("CUST#{customerId}");
        assertThat(completion.caretAfter("customerId", "CUST#{cus")).isEqualTo(17);
    }

    @Test
    void applyingInsideAClosedPlaceholderReplacesTheWholeNameAndKeepsItsBraceAndFilters() {
        AttributeCompletion completion = AttributeCompletion.at("A#{ordXX}#B", 6, NAMES).orElseThrow();
        assertThat(completion.apply("A#{ordXX}#B", "orderId")).isEqualTo("A#{orderId}#B");

        AttributeCompletion filtered = AttributeCompletion.at("{cu|lower}", 3, NAMES).orElseThrow();
        assertThat(filtered.apply("{cu|lower}", "customerId")).isEqualTo("{customerId|lower}");
    }

    @Test
    void nothingIsOfferedOutsideAPlaceholderInAFilterOrInALiteralBrace() {
        assertThat(AttributeCompletion.at("CUST#", 5, NAMES)).isEmpty();
        assertThat(AttributeCompletion.at("{customerId}#", 13, NAMES)).isEmpty();
        assertThat(AttributeCompletion.at("{customerId|lo", 14, NAMES)).isEmpty();
        assertThat(AttributeCompletion.at("A{{", 3, NAMES)).isEmpty();
        assertThat(AttributeCompletion.at("{xyz", 4, NAMES)).isEmpty();
    }

    @Test
    void aCompleteNameWithNothingElseMatchingOffersNothing() {
        assertThat(AttributeCompletion.at("{orderId}", 8, NAMES)).isEmpty();
    }
}
