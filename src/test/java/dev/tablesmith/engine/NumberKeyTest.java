package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/** Number keys are compared by value: {@code 1000}, {@code 1e3} and {@code 1000.0} are one key. */
class NumberKeyTest {
    private static final String NAME = "readings";
    private static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.n("id"), null), List.of(),
            null, null, null, null);
    private static final SimulatedTable READINGS = new SimulatedTable(TABLE,
            List.of(Item.of(Map.of("id", AttributeValue.n("1000"), "v", AttributeValue.s("a")))));

    private static Map<String, AttributeValue> key(String number) {
        return Map.of("id", AttributeValue.n(number));
    }

    @Test
    void getItemFindsTheItemWhateverTheSpellingOfItsNumberKey() {
        for (String spelling : List.of("1000", "1e3", "1E+3", "1000.000", "0.1e4")) {
            var response = READINGS.getItem(new GetItemRequest(NAME, key(spelling), null, null, null, null));
            assertThat(response.item()).as(spelling).isNotNull();
            assertThat(response.item().attributes().get("id")).isEqualTo(AttributeValue.n("1000"));
        }
    }

    @Test
    void batchGetRefusesTheSameNumberKeySpeltTheSameWay() {
        assertThatThrownBy(() -> READINGS.batchGetItem(new BatchGetItemRequest(Map.of(NAME,
                new KeysAndAttributes(List.of(key("1000"), key("1000")), null, null, null)), null)))
                .hasMessage("Provided list of item keys contains duplicates");
    }

    /**
     * Issue 16: {@code 1000} and {@code 1e3} in one BatchGetItem are the same key, answered with one item rather
     * than refused as duplicates. SimulatedTable.batchGetItem detects duplicates on canonical keys
     * ({@code primaryKey} normalises numbers), so it refuses this request today. The duplicate check (outside
     * this piece's files) has to compare the keys as sent and the response hold the item once. Not confirmed by
     * a published capture yet.
     */
    @Test
    @Disabled("issue 16: SimulatedTable.batchGetItem refuses 1000 and 1e3 as duplicates; needs its owner's change")
    void batchGetAnswersOneItemForTheSameNumberSpeltTwoWays() {
        var response = READINGS.batchGetItem(new BatchGetItemRequest(Map.of(NAME,
                new KeysAndAttributes(List.of(key("1000"), key("1e3")), null, null, null)), null));
        assertThat(response.responses().get(NAME)).hasSize(1);
    }
}
