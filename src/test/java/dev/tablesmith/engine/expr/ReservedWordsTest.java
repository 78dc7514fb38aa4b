package dev.tablesmith.engine.expr;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ReservedWordsTest {
    @Test
    void holdsTheWholeListFromTheDeveloperGuide() {
        assertThat(ReservedWords.all()).hasSize(573);
        assertThat(ReservedWords.all()).first().isEqualTo("ABORT");
        assertThat(ReservedWords.all()).last().isEqualTo("ZONE");
    }

    @ParameterizedTest
    @ValueSource(strings = {"status", "STATUS", "Status", "name", "size", "key", "data", "comment", "ttl", "year",
            "user", "count", "date", "timestamp", "flattern", "innter", "loged"})
    void reservesWordsInAnyCase(String word) {
        assertThat(ReservedWords.isReserved(word)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"PK", "SK", "GSI1PK", "customerId", "orderDate", "amount", "statuses", "created_at",
            "attribute_exists", "begins_with"})
    void leavesOrdinaryAttributeNamesAlone(String word) {
        assertThat(ReservedWords.isReserved(word)).isFalse();
    }
}
