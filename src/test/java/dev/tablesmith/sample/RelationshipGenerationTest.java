package dev.tablesmith.sample;

import static dev.tablesmith.sample.SampleFixtures.example;
import static dev.tablesmith.sample.SampleFixtures.records;
import static dev.tablesmith.sample.SampleFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class RelationshipGenerationTest {
    private static Table commerce;

    @BeforeAll
    static void generateCommerce() {
        commerce = new SampleGenerator(2026).generate(example("commerce-main").table(), 300).table();
    }

    private static Map<String, Item> byAttribute(Table table, String entity, String attribute) {
        Map<String, Item> map = new HashMap<>();
        for (Item record : records(table, entity)) {
            map.put(SampleFixtures.text(record.get(attribute).orElseThrow()), record);
        }
        return map;
    }

    @Test
    void everyOrdersCustomerIsAGeneratedCustomer() {
        Set<String> customers = new HashSet<>(texts(commerce, "Customer", "customerId"));

        assertThat(texts(commerce, "Order", "customerId")).hasSize(300).allMatch(customers::contains);
        assertThat(texts(commerce, "OrderHeader", "customerId")).hasSize(300).allMatch(customers::contains);
    }

    @Test
    void ordersSpreadOverManyCustomers() {
        assertThat(new HashSet<>(texts(commerce, "Order", "customerId"))).hasSizeGreaterThan(150);
    }

    @Test
    void everyOrderLineBelongsToAGeneratedOrderAndProduct() {
        Set<String> orders = new HashSet<>(texts(commerce, "Order", "orderId"));
        Set<String> products = new HashSet<>(texts(commerce, "Product", "sku"));

        assertThat(texts(commerce, "OrderItem", "orderId")).hasSize(300).allMatch(orders::contains);
        assertThat(texts(commerce, "OrderItem", "sku")).hasSize(300).allMatch(products::contains);
    }

    @Test
    void orderHeadersAreTheSameOrdersAsTheCustomersOrders() {
        Map<String, Item> orders = byAttribute(commerce, "Order", "orderId");
        Map<String, Item> headers = byAttribute(commerce, "OrderHeader", "orderId");

        assertThat(headers.keySet()).isEqualTo(orders.keySet()).hasSize(300);
        headers.forEach((orderId, header) -> {
            Item order = orders.get(orderId);
            for (String shared : List.of("customerId", "status", "total")) {
                assertThat(header.get(shared)).as(orderId + " " + shared).isEqualTo(order.get(shared));
            }
            assertThat(header.get("entity")).contains(AttributeValue.s("OrderHeader"));
            assertThat(order.get("entity")).contains(AttributeValue.s("Order"));
        });
    }

    @Test
    void anOrdersCustomerNameIsItsCustomersName() {
        Map<String, Item> customers = byAttribute(commerce, "Customer", "customerId");

        assertThat(records(commerce, "Order")).allSatisfy(order -> {
            Item customer = customers.get(SampleFixtures.text(order.get("customerId").orElseThrow()));
            assertThat(order.get("customerName")).isEqualTo(customer.get("name"));
        });
    }

    @Test
    void anOrdersDateIsTheDateOfItsTimestamp() {
        assertThat(records(commerce, "Order")).allSatisfy(order -> assertThat(
                SampleFixtures.text(order.get("orderedAt").orElseThrow()))
                .startsWith(SampleFixtures.text(order.get("orderDate").orElseThrow()) + "T"));
    }

    @Test
    void employeesWorkInDepartmentsOfTheirOwnOrganisation() {
        Table orgChart = new SampleGenerator(8).generate(example("org-chart").table(), 200).table();
        Set<List<String>> departments = records(orgChart, "Department").stream()
                .map(d -> List.of(SampleFixtures.text(d.get("orgId").orElseThrow()),
                        SampleFixtures.text(d.get("deptId").orElseThrow())))
                .collect(Collectors.toSet());
        Set<String> orgs = new HashSet<>(texts(orgChart, "Org", "orgId"));

        assertThat(records(orgChart, "Employee")).allSatisfy(e -> assertThat(departments).contains(
                List.of(SampleFixtures.text(e.get("orgId").orElseThrow()),
                        SampleFixtures.text(e.get("deptId").orElseThrow()))));
        assertThat(texts(orgChart, "Department", "orgId")).allMatch(orgs::contains);
    }

    @Test
    void membershipsCopyTheNamesOfTheirUserAndGroup() {
        Table usersGroups = new SampleGenerator(4).generate(example("users-groups").table(), 100).table();
        Map<String, Item> users = byAttribute(usersGroups, "User", "userId");
        Map<String, Item> groups = byAttribute(usersGroups, "Group", "groupId");

        assertThat(records(usersGroups, "Membership")).hasSize(100).allSatisfy(m -> {
            Item user = users.get(SampleFixtures.text(m.get("userId").orElseThrow()));
            Item group = groups.get(SampleFixtures.text(m.get("groupId").orElseThrow()));
            assertThat(m.get("userName")).isEqualTo(user.get("name"));
            assertThat(m.get("groupName")).isEqualTo(group.get("name"));
        });
    }

    @Test
    void purchasesLandInShardsThatHaveATotal() {
        Table sharding = new SampleGenerator(6).generate(example("hot-key-sharding").table(), 100).table();
        Set<List<AttributeValue>> shards = records(sharding, "ShardTotal").stream()
                .map(t -> List.of(t.get("eventId").orElseThrow(), t.get("shard").orElseThrow()))
                .collect(Collectors.toSet());

        assertThat(records(sharding, "Purchase")).allSatisfy(p -> assertThat(shards)
                .contains(List.of(p.get("eventId").orElseThrow(), p.get("shard").orElseThrow())));
        assertThat(texts(sharding, "ShardTotal", "shard")).allMatch(s -> s.matches("\\d"));
    }
}
