package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Key values DynamoDB refuses in PutItem and GetItem, with the texts {@link KeyValue#problem} gives. Tests that
 * fail on the current engine name the check (outside KeyValue) that has to call {@link KeyValue#problem}.
 */
class KeyLimitsInRequestsTest {
    private static final String NAME = "things";
    private static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("pk"), KeyAttribute.s("sk")),
            List.of(), null, null, null, null);
    private static final SimulatedTable THINGS = new SimulatedTable(TABLE, List.of());

    private static PutItemRequest put(String pk, String sk) {
        Item item = Item.of(Map.of("pk", AttributeValue.s(pk), "sk", AttributeValue.s(sk)));
        return new PutItemRequest(NAME, item, null, null, null, null, null, null);
    }

    private static GetItemRequest get(String pk, String sk) {
        return new GetItemRequest(NAME, Map.of("pk", AttributeValue.s(pk), "sk", AttributeValue.s(sk)), null, null,
                null, null);
    }

    @Test
    void putItemRefusesAnEmptyStringKey() {
        assertThatThrownBy(() -> THINGS.putItem(put("", "a")))
                .hasMessage(KeyValue.problem("pk", AttributeValue.s(""), true).orElseThrow());
    }

    @Test
    void putItemRefusesAPartitionKeyOver2048Bytes() {
        assertThatThrownBy(() -> THINGS.putItem(put("x".repeat(2049), "a")))
                .hasMessage(KeyValue.problem("pk", AttributeValue.s("x".repeat(2049)), true).orElseThrow());
    }

    @Test
    void putItemRefusesASortKeyOver1024Bytes() {
        assertThatThrownBy(() -> THINGS.putItem(put("a", "x".repeat(1025))))
                .hasMessage(KeyValue.problem("sk", AttributeValue.s("x".repeat(1025)), false).orElseThrow());
    }

    @Test
    void getItemRefusesAnEmptyStringKey() {
        assertThatThrownBy(() -> THINGS.getItem(get("", "a")))
                .hasMessage(KeyValue.problem("pk", AttributeValue.s(""), true).orElseThrow());
    }

    @Test
    void getItemRefusesASortKeyOver1024Bytes() {
        assertThatThrownBy(() -> THINGS.getItem(get("a", "x".repeat(1025))))
                .hasMessage(KeyValue.problem("sk", AttributeValue.s("x".repeat(1025)), false).orElseThrow());
    }
}
