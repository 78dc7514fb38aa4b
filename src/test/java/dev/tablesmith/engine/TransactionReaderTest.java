package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.TransactGetItem;
import dev.tablesmith.engine.request.TransactGetItemsRequest;
import dev.tablesmith.engine.request.TransactGetItemsResponse;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** TransactGetItems: one response per Get, transactional read units (twice a strong read). */
class TransactionReaderTest {
    private static Map<String, SimulatedTable> tables() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table t = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        Item small = new Item(Map.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("1")));
        Item large = new Item(Map.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("2"),
                "pad", AttributeValue.s("x".repeat(5000))));
        return Map.of("commerce-main", new SimulatedTable(t, List.of(small, large)));
    }

    private static TransactGetItem get(String sk, String projection) {
        return new TransactGetItem("commerce-main", Map.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s(sk)),
                projection, null);
    }

    @Test
    void eachGetAnswersInOrderAndCostsTwiceAStrongRead() throws Exception {
        TransactGetItemsResponse response = TransactionReader.read(tables(), new TransactGetItemsRequest(
                List.of(get("2", "SK"), get("9", null), get("1", null)), ReturnConsumedCapacity.TOTAL));

        assertThat(response.responses()).hasSize(3);
        assertThat(response.responses().get(0).attributes()).containsOnlyKeys("SK");
        assertThat(response.responses().get(1)).isNull();
        assertThat(response.responses().get(2).attributes()).containsKey("PK");
        // 5 KB item: 2 blocks x 2; missing item: 1 x 2; small item: 1 x 2
        assertThat(response.consumedCapacity()).singleElement()
                .satisfies(c -> assertThat(c.total().capacityUnits()).isEqualTo(8.0));
    }

    @Test
    void twoGetsOfOneItemAreRefused() {
        assertThatThrownBy(() -> TransactionReader.read(tables(), new TransactGetItemsRequest(
                List.of(get("1", null), get("1", "PK")), null)))
                .hasMessage("Transaction request cannot include multiple operations on one item");
    }

    @Test
    void moreThan100GetsAreRefused() {
        List<TransactGetItem> gets = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            gets.add(get("S" + i, null));
        }
        assertThatThrownBy(() -> TransactionReader.read(tables(), new TransactGetItemsRequest(gets, null)))
                .hasMessageEndingWith("Member must have length less than or equal to 100");
    }
}
