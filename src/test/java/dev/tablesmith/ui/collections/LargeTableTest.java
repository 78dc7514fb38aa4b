package dev.tablesmith.ui.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 100,000 items: rows are built as one flat list in the background, one band per collection. How long that takes
 * is measured by the startup benchmark (docs/performance.md), not here: a timed unit test fails on a busy machine.
 */
class LargeTableTest {
    static final int ITEMS = 100_000;

    static Design ordersOf1000Customers() {
        Table base = CommerceMain.design().table();
        Entity order = base.entities().stream().filter(e -> e.name().equals("Order")).findFirst().orElseThrow();
        List<Item> records = new ArrayList<>(ITEMS);
        for (int i = 0; i < ITEMS; i++) {
            records.add(Item.of(Map.of("customerId", AttributeValue.s("c" + (i % 1000)),
                    "orderId", AttributeValue.s("o" + i), "orderDate", AttributeValue.s("2026-07-" + (10 + i % 20)),
                    "orderedAt", AttributeValue.s("2026-07-14T09:30Z"),
                    "status", AttributeValue.s(i % 10 == 0 ? "PENDING" : "PAID"))));
        }
        Entity many = new Entity(order.name(), order.description(), order.colour(), order.attributes(),
                order.keys(), ITEMS, records);
        Table table = base.withEntities(List.of(many)).withAccessPatterns(List.of());
        return CommerceMain.design().withTable(base.name(), table);
    }

    @Test
    void hundredThousandItemsBecomeOneFlatListOfBandsAndRows() {
        DesignSession session = new DesignSession(ordersOf1000Customers(), null, new InlineTaskRunner());
        CollectionsViewModel vm = new CollectionsViewModel(session);
        vm.selectedViewProperty().set("GSI2");

        assertThat(vm.content().rows()).hasSize(ITEMS / 10 + 1);
        assertThat(vm.content().excluded()).hasSize(ITEMS - ITEMS / 10);
        vm.selectedViewProperty().set("table");
        assertThat(vm.content().rows()).hasSize(ITEMS + 1000);
    }
}
