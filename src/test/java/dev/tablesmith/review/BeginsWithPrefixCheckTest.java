package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.examples;
import static dev.tablesmith.review.DesignReviewTest.Build.oneOf;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BeginsWithPrefixCheckTest {

    private static Table of(Entity... entities) {
        return table(List.of(), List.of(entities), List.of());
    }

    private static Entity employee(Attribute orgId) {
        return entity("Employee", 10, List.of(orgId, s("empId")),
                Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#{empId}"));
    }

    @Test
    void valuesContainingTheSeparatorAfterTheirPlaceholderAreFlagged() {
        List<Finding> findings = check(new BeginsWithPrefixCheck(), of(employee(examples("orgId", "acme#eu", "x"))));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("prefix-overmatch");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/keys/SK/template");
            assertThat(f.location().column()).isEqualTo(5);
            assertThat(f.message()).isEqualTo("Employee's SK template ORG#{orgId}#{empId}: orgId values such as"
                    + " 'acme#eu' contain '#', the separator after {orgId}, so a begins_with prefix ending in it"
                    + " also matches other orgId values");
        });
    }

    @Test
    void valuesContainingOnlyPartOfALongerSeparatorAreNotFlagged() {
        Entity employee = entity("Employee", 10, List.of(examples("orgId", "acme#eu"), s("empId")),
                Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#EMP#{empId}"));

        assertThat(check(new BeginsWithPrefixCheck(), of(employee))).isEmpty();
    }

    @Test
    void valuesWithoutTheSeparatorAreNotFlagged() {
        assertThat(check(new BeginsWithPrefixCheck(), of(employee(examples("orgId", "acme-eu"))))).isEmpty();
    }

    @Test
    void parentKeyEndingInAPlaceholderThatChildrenExtendIsFlagged() {
        Entity org = entity("Org", 10, List.of(s("orgId")), Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}"));
        Entity dept = entity("Department", 10, List.of(s("orgId"), s("deptId")),
                Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#DEPT#{deptId}"));

        List<Finding> findings = check(new BeginsWithPrefixCheck(), of(org, dept));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.location().entity()).isEqualTo("Org");
            assertThat(f.location().index()).isEqualTo("table");
            assertThat(f.message()).isEqualTo("Org's SK ORG#{orgId} ends with {orgId} and Department keys extend it:"
                    + " begins_with(SK, 'ORG#1') to read one Org with them also matches ORG#10 and its items");
            assertThat(f.explanation()).contains("ORG#{orgId}#", "BETWEEN");
        });
    }

    @Test
    void parentKeyClosedBySeparatorIsNotFlagged() {
        Entity org = entity("Org", 10, List.of(s("orgId")), Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#"));
        Entity dept = entity("Department", 10, List.of(s("orgId"), s("deptId")),
                Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#DEPT#{deptId}"));

        assertThat(check(new BeginsWithPrefixCheck(), of(org, dept))).isEmpty();
    }

    @Test
    void enumWhoseValuesDoNotStartOneAnotherCannotOvermatch() {
        Entity tier = entity("Tier", 3, List.of(oneOf("tier", "gold", "silver")),
                Map.of("PK", "TIERS", "SK", "TIER#{tier}"));
        Entity member = entity("Member", 10, List.of(oneOf("tier", "gold", "silver"), s("userId")),
                Map.of("PK", "TIERS", "SK", "TIER#{tier}#USER#{userId}"));

        assertThat(check(new BeginsWithPrefixCheck(), of(tier, member))).isEmpty();
    }

    @Test
    void typePrefixThatStartsAnotherTypesPrefixIsFlagged() {
        Entity order = entity("Order", 10, List.of(s("customerId"), s("orderId")),
                Map.of("PK", "CUST#{customerId}", "SK", "ORDER{orderId}"));
        Entity item = entity("OrderItem", 10, List.of(s("customerId"), s("sku")),
                Map.of("PK", "CUST#{customerId}", "SK", "ORDERITEM#{sku}"));

        List<Finding> findings = check(new BeginsWithPrefixCheck(), of(order, item));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.location().entity()).isEqualTo("Order");
            assertThat(f.message()).isEqualTo("begins_with(SK, 'ORDER'), which selects Order items, also matches"
                    + " OrderItem (ORDERITEM#{sku}) in the same item collections");
        });
    }

    @Test
    void prefixesClosedBySeparatorsDoNotMatchEachOther() {
        Entity order = entity("Order", 10, List.of(s("customerId"), s("orderId")),
                Map.of("PK", "CUST#{customerId}", "SK", "ORDER#{orderId}"));
        Entity item = entity("OrderItem", 10, List.of(s("customerId"), s("sku")),
                Map.of("PK", "CUST#{customerId}", "SK", "ORDERITEM#{sku}"));

        assertThat(check(new BeginsWithPrefixCheck(), of(order, item))).isEmpty();
    }

    @Test
    void entitiesThatNeverShareAnItemCollectionAreNotCompared() {
        Entity order = entity("Order", 10, List.of(s("customerId"), s("orderId")),
                Map.of("PK", "CUST#{customerId}", "SK", "ORDER{orderId}"));
        Entity item = entity("OrderItem", 10, List.of(s("orderId"), s("sku")),
                Map.of("PK", "ORDER#{orderId}", "SK", "ORDERITEM#{sku}"));

        assertThat(check(new BeginsWithPrefixCheck(), of(order, item))).isEmpty();
    }
}
