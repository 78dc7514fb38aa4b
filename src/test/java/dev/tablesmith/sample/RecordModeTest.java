package dev.tablesmith.sample;

import static dev.tablesmith.sample.SampleFixtures.example;
import static dev.tablesmith.sample.SampleFixtures.records;
import static dev.tablesmith.sample.SampleFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RecordModeTest {
    private static final Table COMMERCE = example("commerce-main").table();

    @Test
    void replaceGivesEachGeneratedEntityExactlyTheNewRecordsAndLeavesTheOthersAlone() {
        SampleResult result = new SampleGenerator(1).generate(COMMERCE, Map.of("Product", 4), RecordMode.REPLACE);

        assertThat(records(result.table(), "Product")).hasSize(4).doesNotContainAnyElementsOf(
                records(COMMERCE, "Product"));
        assertThat(records(result.table(), "Customer")).isEqualTo(records(COMMERCE, "Customer"));
        assertThat(result.generated()).containsExactly(Map.entry("Product", 4));
        assertThat(result.recordCount()).isEqualTo(4);
    }

    @Test
    void appendKeepsTheExistingRecordsFirstAndAvoidsTheirKeys() {
        List<Item> before = records(COMMERCE, "Customer");

        Table table = new SampleGenerator(1).generate(COMMERCE, Map.of("Customer", 200), RecordMode.APPEND).table();

        List<Item> after = records(table, "Customer");
        assertThat(after).hasSize(before.size() + 200).startsWith(before.toArray(Item[]::new));
        assertThat(texts(table, "Customer", "customerId")).doesNotHaveDuplicates();
        assertThat(ItemMaterializer.materialize(table).problems()).isEmpty();
    }

    @Test
    void ordersGeneratedAloneReferToTheCustomersTheDesignAlreadyHas() {
        Set<String> existing = new HashSet<>(texts(COMMERCE, "Customer", "customerId"));

        Table table = new SampleGenerator(1).generate(COMMERCE, Map.of("Order", 50), RecordMode.REPLACE).table();

        assertThat(texts(table, "Order", "customerId")).hasSize(50).allMatch(existing::contains);
    }

    @Test
    void appendedOrdersReferToExistingAndNewCustomers() {
        Table table = new SampleGenerator(2).generate(COMMERCE, Map.of("Customer", 5, "Order", 300),
                RecordMode.APPEND).table();
        Set<String> customers = new HashSet<>(texts(table, "Customer", "customerId"));
        Set<String> original = new HashSet<>(texts(COMMERCE, "Customer", "customerId"));

        assertThat(texts(table, "Order", "customerId")).allMatch(customers::contains)
                .anyMatch(original::contains).anyMatch(c -> !original.contains(c));
    }

    @Test
    void aNewOrderHeaderAloneDoesNotReuseAnOrderIdTheCustomersOrdersHave() {
        Set<String> existingOrders = new HashSet<>(texts(COMMERCE, "Order", "orderId"));

        Table table = new SampleGenerator(3).generate(COMMERCE, Map.of("OrderHeader", 500), RecordMode.REPLACE)
                .table();

        assertThat(texts(table, "OrderHeader", "orderId")).noneMatch(existingOrders::contains);
    }

    @Test
    void anEntityWhoseKeysRunOutGetsFewerRecordsAndSaysWhy() {
        Table table = SampleFixtures.design("""
                {
                  "name": "Settings",
                  "attributes": [ { "name": "theme", "type": "S", "enum": ["dark", "light"] } ],
                  "keys": { "PK": { "template": "CONFIG" }, "SK": { "template": "SETTINGS" } }
                },
                {
                  "name": "Flag",
                  "attributes": [ { "name": "flag", "type": "S", "required": true, "enum": ["a", "b", "c"] } ],
                  "keys": { "PK": { "template": "FLAG#{flag}" }, "SK": { "template": "META" } }
                }
                """).table();

        SampleResult result = new SampleGenerator(1).generate(table, 5);

        assertThat(records(result.table(), "Settings")).hasSize(1);
        assertThat(records(result.table(), "Flag")).hasSize(3);
        assertThat(result.shortfalls()).extracting(SampleResult.Shortfall::message).containsExactly(
                "Settings: 1 of 5 records: more would repeat a primary key already used (the table key templates"
                        + " are constants)",
                "Flag: 3 of 5 records: more would repeat a primary key already used (the values of flag ran out"
                        + " of combinations)");
    }

    @Test
    void aDesignWithATemplateNamingAnUndeclaredAttributeStillGetsRecords() {
        Entity broken = new Entity("Order", "", null, List.of(Attribute.required("orderId", AttributeType.S)),
                List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("SK", "AT#{orderDat}")), 0, List.of());

        Table table = new SampleGenerator(1).generate(COMMERCE.withEntities(List.of(broken)), 5).table();

        assertThat(records(table, "Order")).hasSize(5);
    }

    @Test
    void anUnknownEntityOrANegativeCountIsRefused() {
        SampleGenerator generator = new SampleGenerator(1);

        assertThatThrownBy(() -> generator.generate(COMMERCE, Map.of("Ordr", 1), RecordMode.REPLACE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown entity 'Ordr'; table commerce-main has Customer, Order, OrderHeader, OrderItem,"
                        + " Product");
        assertThatThrownBy(() -> generator.generate(COMMERCE, Map.of("Order", -1), RecordMode.REPLACE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the record count for Order cannot be negative: -1");
    }
}
