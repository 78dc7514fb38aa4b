package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReviewSupportTest {

    @Test
    void pointerIsBuiltStepByStep() {
        JsonPointer pointer = JsonPointer.root().child("tables").child(0).child("entities").child(2).child("keys")
                .child("GSI1PK").child("template");

        assertThat(pointer).hasToString("/tables/0/entities/2/keys/GSI1PK/template");
        assertThat(JsonPointer.root()).hasToString("");
    }

    @Test
    void pointerEscapesTildeAndSlashAsRfc6901Says() {
        assertThat(JsonPointer.root().child("a/b").child("c~d")).hasToString("/a~1b/c~0d");
    }

    @Test
    void pointersWithTheSameTextAreEqual() {
        assertThat(JsonPointer.root().child("x").child(1)).isEqualTo(JsonPointer.root().child("x").child("1"))
                .hasSameHashCodeAs(JsonPointer.root().child("x").child("1"));
    }

    @Test
    void negativeArrayIndexIsRefused() {
        assertThatThrownBy(() -> JsonPointer.root().child(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "orderDat, orderDate",
        "ordreDate, orderDate",
        "OrderDate, orderDate",
        "custId, ",
        "stauts, status",
        "id, ",
        "xyz, ",
    })
    void closestNameIsWithinTwoEdits(String name, String expected) {
        assertThat(NameSuggestions.closest(name, List.of("orderDate", "status", "sk", "customerId")))
                .isEqualTo(java.util.Optional.ofNullable(expected));
    }

    @Test
    void closestPrefersTheSmallestDistanceThenTheFirst() {
        assertThat(NameSuggestions.closest("GSI3", List.of("GSI1", "GSI2", "GSI33"))).contains("GSI1");
        assertThat(NameSuggestions.closest("GSI3", List.of("GSX9", "GSI33"))).contains("GSI33");
        assertThat(NameSuggestions.closest("GSI3", List.of("GSI33", "GSI1"))).contains("GSI33");
    }

    @Test
    void exactNameIsNotSuggestedToItself() {
        assertThat(NameSuggestions.closest("status", List.of("status"))).isEmpty();
    }

    @Test
    void didYouMeanIsEmptyWithoutACloseName() {
        assertThat(NameSuggestions.didYouMean("orderDat", List.of("orderDate"))).isEqualTo("; did you mean 'orderDate'?");
        assertThat(NameSuggestions.didYouMean("zzz", List.of("orderDate"))).isEmpty();
    }

    @Test
    void swappedNeighboursCountAsOneEdit() {
        assertThat(NameSuggestions.distance("stauts", "status")).isEqualTo(1);
        assertThat(NameSuggestions.distance("abc", "abc")).isZero();
        assertThat(NameSuggestions.distance("", "abc")).isEqualTo(3);
    }
}
