package dev.tablesmith.examples;

import static dev.tablesmith.examples.ExampleResources.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.examples.ExampleResources.ExampleFile;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Each smaller example really demonstrates the technique it is in the gallery for. */
class ExamplesTechniquesTest {

    @Test
    void ledgerleafKeepsInvoicesInTheirAccountsCollectionNewestFirst() {
        ExampleFile ledger = ExampleResources.example("ledgerleaf");
        assertThat(ledger.table().path("name").asText()).isEqualTo("ledger-main");
        JsonNode invoice = ledger.entity("Invoice").path("keys");
        assertThat(invoice.path("PK").path("template").asText()).isEqualTo("ACCOUNT#{accountId}");
        assertThat(invoice.path("SK").path("template").asText()).isEqualTo("INVOICE#{issuedAt}#{invoiceId}");
        assertThat(ledger.entity("Account").path("keys").path("SK").path("template").asText()).isEqualTo("META");
        JsonNode newest = ledger.accessPattern("AP2");
        assertThat(newest.path("sort").path("direction").asText()).isEqualTo("DESC");
        assertThat(ledger.accessPatterns()).hasSize(11);
    }

    @Test
    void ledgerleafOverdueIndexIsSparseAndProjectsOnlyTheDashboardsAttributes() {
        ExampleFile ledger = ExampleResources.example("ledgerleaf");
        JsonNode keys = ledger.entity("Invoice").path("keys");
        assertThat(keys.path("GSI2PK").path("template").asText()).isEqualTo("OVERDUE#{accountId}");
        assertThat(keys.path("GSI2SK").path("template").asText()).isEqualTo("{dueDate}");
        assertThat(keys.path("GSI2PK").path("when").asText()).isEqualTo("status = OVERDUE");
        assertThat(ledger.entities().stream().filter(e -> e.path("keys").has("GSI2PK")).count()).isEqualTo(1);
        JsonNode gsi2 = list(ledger.table().path("globalSecondaryIndexes")).get(1);
        assertThat(gsi2.path("projection").path("type").asText()).isEqualTo("INCLUDE");
        assertThat(list(gsi2.path("projection").path("nonKeyAttributes"))).extracting(JsonNode::asText)
                .contains("customerName", "total");
        List<JsonNode> invoices = list(ledger.entity("Invoice").path("records"));
        List<String> inIndex = invoices.stream()
                .filter(r -> TemplateText.holds(keys.path("GSI2PK").path("when").asText(), r))
                .map(r -> r.path("invoiceId").asText()).toList();
        assertThat(inIndex).isNotEmpty().hasSizeLessThan(invoices.size());
        assertThat(ledger.accessPattern("AP3").path("index").asText()).isEqualTo("GSI2");
    }

    @Test
    void ledgerleafInvoiceTotalsArePreAggregatedFromTheirLines() {
        ExampleFile ledger = ExampleResources.example("ledgerleaf");
        Map<String, BigDecimal> sums = list(ledger.entity("LineItem").path("records")).stream()
                .peek(l -> assertThat(new BigDecimal(l.path("amount").asText())).isEqualByComparingTo(
                        new BigDecimal(l.path("unitPrice").asText()).multiply(l.path("qty").decimalValue())))
                .collect(Collectors.toMap(l -> l.path("invoiceId").asText(),
                        l -> new BigDecimal(l.path("amount").asText()), BigDecimal::add));
        for (JsonNode invoice : list(ledger.entity("Invoice").path("records"))) {
            assertThat(new BigDecimal(invoice.path("total").asText())).as(invoice.path("invoiceId").asText())
                    .isEqualByComparingTo(sums.get(invoice.path("invoiceId").asText()));
        }
    }

    @Test
    void usersGroupsGsi1IsTheInvertedIndexOfEveryItemInIt() {
        ExampleFile graph = ExampleResources.example("users-groups");
        List<JsonNode> indexed = graph.entities().stream().filter(e -> e.path("keys").has("GSI1PK")).toList();
        assertThat(indexed).extracting(e -> e.path("name").asText()).contains("Membership");
        for (JsonNode entity : indexed) {
            JsonNode keys = entity.path("keys");
            assertThat(keys.path("GSI1PK").path("template").asText()).as(entity.path("name").asText())
                    .isEqualTo(keys.path("SK").path("template").asText());
            assertThat(keys.path("GSI1SK").path("template").asText()).as(entity.path("name").asText())
                    .isEqualTo(keys.path("PK").path("template").asText());
        }
        JsonNode edge = graph.entity("Membership").path("keys");
        assertThat(edge.path("PK").path("template").asText()).isEqualTo("USER#{userId}");
        assertThat(edge.path("SK").path("template").asText()).isEqualTo("GROUP#{groupId}");
        JsonNode user = graph.entity("User").path("keys");
        assertThat(user.path("SK").path("template").asText()).isEqualTo(user.path("PK").path("template").asText());
    }

    @Test
    void usersGroupsCountsAndCopiedNamesMatchTheNodes() {
        ExampleFile graph = ExampleResources.example("users-groups");
        List<JsonNode> edges = list(graph.entity("Membership").path("records"));
        Map<String, String> userNames = names(graph.entity("User"), "userId");
        Map<String, String> groupNames = names(graph.entity("Group"), "groupId");
        for (JsonNode edge : edges) {
            assertThat(edge.path("userName").asText()).isEqualTo(userNames.get(edge.path("userId").asText()));
            assertThat(edge.path("groupName").asText()).isEqualTo(groupNames.get(edge.path("groupId").asText()));
        }
        for (JsonNode group : list(graph.entity("Group").path("records"))) {
            long members = edges.stream()
                    .filter(e -> e.path("groupId").asText().equals(group.path("groupId").asText())).count();
            assertThat(group.path("memberCount").asLong()).isEqualTo(members);
        }
    }

    @Test
    void orgChartSortKeysNestOrgThenDepartmentThenEmployee() {
        ExampleFile org = ExampleResources.example("org-chart");
        for (JsonNode employee : list(org.entity("Employee").path("records"))) {
            String employeeSk = render(org, "Employee", "SK", employee);
            String deptSk = render(org, "Department", "SK", employee);
            String orgSk = render(org, "Org", "SK", employee);
            assertThat(employeeSk).startsWith(deptSk + "#EMP#").startsWith(orgSk + "#DEPT#");
            assertThat(render(org, "Employee", "PK", employee)).isEqualTo(render(org, "Org", "PK", employee));
            assertThat(list(org.entity("Department").path("records")))
                    .as("%s's department exists", employeeSk)
                    .anySatisfy(d -> assertThat(render(org, "Department", "SK", d)).isEqualTo(deptSk));
        }
    }

    @Test
    void orgChartDepartmentIdsAreNoPrefixOfOneAnotherSoBeginsWithIsExact() {
        List<JsonNode> departments = list(ExampleResources.example("org-chart").entity("Department").path("records"));
        for (JsonNode a : departments) {
            for (JsonNode b : departments) {
                if (a != b && a.path("orgId").asText().equals(b.path("orgId").asText())) {
                    assertThat(b.path("deptId").asText()).doesNotStartWith(a.path("deptId").asText());
                }
            }
        }
    }

    @Test
    void orgChartManagersExistAndOnlyEmployeesWithAManagerAreInGsi1() {
        ExampleFile org = ExampleResources.example("org-chart");
        JsonNode gsi1pk = org.entity("Employee").path("keys").path("GSI1PK");
        List<JsonNode> employees = list(org.entity("Employee").path("records"));
        Set<String> ids = employees.stream().map(e -> e.path("orgId").asText() + "/" + e.path("empId").asText())
                .collect(Collectors.toSet());
        for (JsonNode employee : employees) {
            boolean hasManager = employee.has("managerId");
            assertThat(TemplateText.holds(gsi1pk.path("when").asText(), employee)).isEqualTo(hasManager);
            if (hasManager) {
                assertThat(ids).contains(employee.path("orgId").asText() + "/" + employee.path("managerId").asText());
            }
        }
        assertThat(employees).anySatisfy(e -> assertThat(e.has("managerId")).isFalse());
    }

    @Test
    void hotKeyShardingSpreadsTheHotEventsWritesUnderThePartitionCeiling() {
        ExampleFile hot = ExampleResources.example("hot-key-sharding");
        JsonNode purchase = hot.entity("Purchase");
        assertThat(purchase.path("keys").path("PK").path("template").asText()).isEqualTo("EVENT#{eventId}#{shard}");
        JsonNode shard = list(purchase.path("attributes")).stream()
                .filter(a -> a.path("name").asText().equals("shard")).findFirst().orElseThrow();
        assertThat(shard.path("type").asText()).isEqualTo("N");
        assertThat(shard.path("distinctValues").asInt()).isEqualTo(10);

        JsonNode write = hot.accessPattern("AP2");
        double perShard = write.path("requestsPerSecond").asDouble() / shard.path("distinctValues").asInt();
        assertThat(write.path("requestsPerSecond").asDouble()).as("hotter than one partition").isGreaterThan(1000);
        assertThat(perShard).as("each shard under ~1,000 WCU").isLessThan(1000);
        assertThat(hot.accessPattern("AP3").path("description").asText()).contains("once per shard");
    }

    @Test
    void hotKeyShardingRecordsUseEveryShardOfTheirEventAndNoOther() {
        ExampleFile hot = ExampleResources.example("hot-key-sharding");
        Map<String, Integer> shardCounts = list(hot.entity("Event").path("records")).stream()
                .collect(Collectors.toMap(e -> e.path("eventId").asText(), e -> e.path("shardCount").asInt()));
        for (String entity : List.of("Purchase", "ShardTotal")) {
            for (JsonNode record : list(hot.entity(entity).path("records"))) {
                assertThat(record.path("shard").asInt()).as(entity)
                        .isBetween(0, shardCounts.get(record.path("eventId").asText()) - 1);
            }
        }
        Set<Integer> hotShards = list(hot.entity("Purchase").path("records")).stream()
                .filter(r -> r.path("eventId").asText().equals("e456"))
                .map(r -> r.path("shard").asInt()).collect(Collectors.toSet());
        assertThat(shardCounts.get("e456")).isEqualTo(10);
        assertThat(hotShards).hasSizeGreaterThanOrEqualTo(8);
        shardCounts.forEach((event, count) -> assertThat(list(hot.entity("ShardTotal").path("records")).stream()
                .filter(r -> r.path("eventId").asText().equals(event)).count()).as(event).isEqualTo(count.longValue()));
    }

    private static Map<String, String> names(JsonNode entity, String id) {
        return list(entity.path("records")).stream()
                .collect(Collectors.toMap(r -> r.path(id).asText(), r -> r.path("name").asText()));
    }

    private static String render(ExampleFile example, String entity, String key, JsonNode record) {
        return TemplateText.render(example.entity(entity).path("keys").path(key).path("template").asText(), record);
    }
}
