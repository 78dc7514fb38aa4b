package dev.tablesmith.sample;

import static dev.tablesmith.sample.SampleFixtures.example;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.sample.Relationships.DerivedDate;
import dev.tablesmith.sample.Relationships.Identity;
import dev.tablesmith.sample.Relationships.IdentityRule;
import dev.tablesmith.sample.Relationships.Reference;
import dev.tablesmith.sample.Relationships.SameThing;
import dev.tablesmith.sample.Relationships.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

class RelationshipInferenceTest {

    @Test
    void commerceEntitiesAreIdentifiedByTheirKeyTemplatesAndByTheAttributeNamedAfterThem() {
        Relationships relationships = Relationships.infer(example("commerce-main").table());

        assertThat(relationships.identities()).containsExactly(
                new Identity("Customer", List.of("customerId"), IdentityRule.PRIMARY_KEY),
                new Identity("Order", List.of("customerId", "orderDate", "orderId"), IdentityRule.PRIMARY_KEY),
                new Identity("Order", List.of("orderId"), IdentityRule.ENTITY_NAME),
                new Identity("OrderHeader", List.of("orderId"), IdentityRule.PRIMARY_KEY),
                new Identity("OrderItem", List.of("orderId", "sku"), IdentityRule.PRIMARY_KEY),
                new Identity("Product", List.of("sku"), IdentityRule.PRIMARY_KEY));
    }

    @Test
    void orderAndOrderHeaderAreTheSameOrders() {
        Relationships relationships = Relationships.infer(example("commerce-main").table());

        assertThat(relationships.sameThings())
                .containsExactly(new SameThing(List.of("orderId"), List.of("Order", "OrderHeader")));
        assertThat(relationships.sameThingOf("OrderHeader")).map(SameThing::entities)
                .contains(List.of("Order", "OrderHeader"));
        assertThat(relationships.sameThingOf("OrderItem")).isEmpty();
    }

    @Test
    void ordersReferToCustomersAndLinesToOrdersAndProducts() {
        Relationships relationships = Relationships.infer(example("commerce-main").table());

        assertThat(relationships.references()).containsExactly(
                new Reference("Order", List.of("customerId"), List.of("Customer")),
                new Reference("OrderHeader", List.of("customerId"), List.of("Customer")),
                new Reference("OrderItem", List.of("orderId"), List.of("Order", "OrderHeader")),
                new Reference("OrderItem", List.of("sku"), List.of("Product")));
    }

    @Test
    void customerNameIsASnapshotAndOrderDateIsTheDateOfOrderedAt() {
        Relationships relationships = Relationships.infer(example("commerce-main").table());

        assertThat(relationships.snapshots())
                .containsExactly(new Snapshot("Order", "customerName", "Customer", "name", "customerId"));
        assertThat(relationships.derivedDates())
                .containsExactly(new DerivedDate("Order", "orderDate", "orderedAt"));
    }

    @Test
    void aCompositeIdentityIsReferredToAsAWholeBeforeItsParts() {
        Relationships orgChart = Relationships.infer(example("org-chart").table());

        assertThat(orgChart.referencesFrom("Employee")).containsExactly(
                new Reference("Employee", List.of("orgId", "deptId"), List.of("Department")),
                new Reference("Employee", List.of("orgId"), List.of("Org")));
        assertThat(orgChart.referencesFrom("Department"))
                .containsExactly(new Reference("Department", List.of("orgId"), List.of("Org")));
    }

    @Test
    void writeShardedPurchasesReferToTheirShardTotals() {
        Relationships sharding = Relationships.infer(example("hot-key-sharding").table());

        assertThat(sharding.referencesFrom("Purchase")).containsExactly(
                new Reference("Purchase", List.of("eventId", "shard"), List.of("ShardTotal")),
                new Reference("Purchase", List.of("eventId"), List.of("Event")));
    }

    @Test
    void membershipsReferToUsersAndGroupsAndCopyTheirNames() {
        Relationships usersGroups = Relationships.infer(example("users-groups").table());

        assertThat(usersGroups.referencesFrom("Membership")).containsExactly(
                new Reference("Membership", List.of("userId"), List.of("User")),
                new Reference("Membership", List.of("groupId"), List.of("Group")));
        assertThat(usersGroups.snapshots()).containsExactly(
                new Snapshot("Membership", "userName", "User", "name", "userId"),
                new Snapshot("Membership", "groupName", "Group", "name", "groupId"));
    }

    @Test
    void anEntityNamedAfterItsIdentifierIsReferredToEvenWithoutAKeyOfItsOwn() {
        Relationships ledger = Relationships.infer(example("ledgerleaf").table());

        assertThat(ledger.referencesFrom("LineItem"))
                .contains(new Reference("LineItem", List.of("invoiceId"), List.of("Invoice")));
        assertThat(ledger.referencesFrom("Payment"))
                .contains(new Reference("Payment", List.of("invoiceId"), List.of("Invoice")));
        assertThat(ledger.referencesFrom("Invoice"))
                .containsExactly(new Reference("Invoice", List.of("accountId"), List.of("Account")));
        assertThat(ledger.derivedDates()).isEmpty();
    }

    @Test
    void anAttributeOfADifferentTypeIsNoReference() {
        Relationships relationships = Relationships.infer(SampleFixtures.design("""
                {
                  "name": "Customer",
                  "attributes": [ { "name": "customerId", "type": "S", "required": true } ],
                  "keys": { "PK": { "template": "CUST#{customerId}" }, "SK": { "template": "PROFILE" } }
                },
                {
                  "name": "Visit",
                  "attributes": [
                    { "name": "visitId", "type": "S", "required": true },
                    { "name": "customerId", "type": "N" }
                  ],
                  "keys": { "PK": { "template": "VISIT#{visitId}" }, "SK": { "template": "META" } }
                }
                """).table());

        assertThat(relationships.references()).isEmpty();
    }
}
