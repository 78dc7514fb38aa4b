package dev.tablesmith.examples;

import static dev.tablesmith.examples.ExampleResources.fieldNames;
import static dev.tablesmith.examples.ExampleResources.list;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.examples.ExampleResources.ExampleFile;
import java.math.BigDecimal;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * commerce-main reproduces the seed's worked example: its table, its two GSIs, its twelve access patterns and the
 * exact items the seed's lab loads (customer c1, order o9 with two line items, product sku-101).
 */
class ExamplesCommerceMainTest {
    private final ExampleFile commerce = ExampleResources.example("commerce-main");

    @Test
    void tableIsTheSeedsCommerceMainWithStreamAndTtl() {
        JsonNode table = commerce.table();
        assertThat(table.path("name").asText()).isEqualTo("commerce-main");
        assertThat(table.path("partitionKey").toString()).isEqualTo("{\"name\":\"PK\",\"type\":\"S\"}");
        assertThat(table.path("sortKey").toString()).isEqualTo("{\"name\":\"SK\",\"type\":\"S\"}");
        assertThat(table.has("billing")).as("PAY_PER_REQUEST is the default, left out").isFalse();
        assertThat(table.path("streamViewType").asText()).isEqualTo("NEW_AND_OLD_IMAGES");
        assertThat(table.path("ttlAttribute").asText()).isEqualTo("expiresAt");
        assertThat(table.has("localSecondaryIndexes")).isFalse();
    }

    @Test
    void hasExactlyTheOverloadedGsi1AndTheSparseGsi2() {
        List<JsonNode> gsis = list(commerce.table().path("globalSecondaryIndexes"));
        assertThat(gsis).extracting(g -> g.path("name").asText()).containsExactly("GSI1", "GSI2");
        assertThat(gsis.get(0).path("partitionKey").path("name").asText()).isEqualTo("GSI1PK");
        assertThat(gsis.get(0).path("sortKey").path("name").asText()).isEqualTo("GSI1SK");
        assertThat(gsis.get(1).path("partitionKey").path("name").asText()).isEqualTo("GSI2PK");
        assertThat(gsis.get(1).has("sortKey")).isFalse();
        assertThat(commerce.keyAttributeNames()).containsExactly("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK");
    }

    @Test
    void gsi1CarriesTheStatusCategoryAndTierAxes() {
        assertThat(commerce.entities().stream()
                .filter(e -> e.path("keys").has("GSI1PK"))
                .map(e -> e.path("keys").path("GSI1PK").path("template").asText()))
                .containsExactlyInAnyOrder("TIER#{tier}", "STATUS#{status}", "CATEGORY#{category}");
    }

    @Test
    void gsi2pkIsWrittenOnlyByOrderAndOnlyWhilePending() {
        List<JsonNode> writers = commerce.entities().stream().filter(e -> e.path("keys").has("GSI2PK")).toList();
        assertThat(writers).extracting(e -> e.path("name").asText()).containsExactly("Order");
        JsonNode gsi2pk = writers.get(0).path("keys").path("GSI2PK");
        assertThat(gsi2pk.path("template").asText()).isEqualTo("OPEN");
        assertThat(gsi2pk.path("when").asText()).isEqualTo("status = PENDING");
        for (JsonNode entity : commerce.entities()) {
            entity.path("keys").properties().forEach(k -> {
                if (!k.getKey().equals("GSI2PK")) {
                    assertThat(k.getValue().has("when")).as("%s.%s", entity.path("name"), k.getKey()).isFalse();
                }
            });
        }
        List<String> open = list(writers.get(0).path("records")).stream()
                .filter(r -> TemplateText.holds(gsi2pk.path("when").asText(), r))
                .map(r -> r.path("orderId").asText())
                .toList();
        assertThat(open).containsExactlyInAnyOrder("o9", "o10", "o11");
    }

    @Test
    void seedCustomerC1RendersTheSeedsProfileItem() {
        JsonNode c1 = record("Customer", "customerId", "c1");
        assertThat(c1.path("name").asText()).isEqualTo("Asha Rao");
        assertThat(c1.path("email").asText()).isEqualTo("asha@example.com");
        assertThat(keys("Customer", c1)).isEqualTo(Map.of(
                "PK", "CUST#c1", "SK", "PROFILE", "GSI1PK", "TIER#gold", "GSI1SK", "2026-01-02"));
    }

    @Test
    void seedOrderO9RendersTheSeedsOrderItemInTheCustomersCollection() {
        JsonNode o9 = record("Order", "orderId", "o9");
        assertThat(o9.path("customerName").asText()).isEqualTo("Asha Rao");
        assertThat(new BigDecimal(o9.path("total").asText())).isEqualByComparingTo("59.98");
        assertThat(o9.path("status").asText()).isEqualTo("PENDING");
        assertThat(keys("Order", o9)).isEqualTo(Map.of(
                "PK", "CUST#c1", "SK", "ORDER#2026-07-14#o9", "GSI1PK", "STATUS#PENDING",
                "GSI1SK", "2026-07-14T09:30Z", "GSI2PK", "OPEN"));
    }

    @Test
    void seedOrderO9HasItsHeaderAndExactlyTheTwoSeedLineItems() {
        JsonNode header = record("OrderHeader", "orderId", "o9");
        assertThat(keys("OrderHeader", header)).isEqualTo(Map.of("PK", "ORDER#o9", "SK", "META"));
        assertThat(header.path("status").asText()).isEqualTo("PENDING");
        assertThat(new BigDecimal(header.path("total").asText())).isEqualByComparingTo("59.98");

        List<JsonNode> lines = list(commerce.entity("OrderItem").path("records")).stream()
                .filter(r -> r.path("orderId").asText().equals("o9")).toList();
        assertThat(lines).hasSize(2);
        assertThat(lines).extracting(r -> keys("OrderItem", r).get("SK"))
                .containsExactly("ITEM#sku-101", "ITEM#sku-205");
        assertThat(lines).extracting(r -> r.path("qty").asInt(), r -> r.path("unitPrice").asText(),
                        r -> r.path("name").asText())
                .containsExactly(tuple(2, "19.99", "Clean Code"),
                        tuple(1, "20.00", "DDIA"));
    }

    @Test
    void seedProductSku101RendersTheZeroPaddedPriceSortKey() {
        JsonNode product = record("Product", "sku", "sku-101");
        assertThat(product.path("title").asText()).isEqualTo("Clean Code");
        assertThat(product.path("stock").asInt()).isEqualTo(7);
        assertThat(keys("Product", product)).isEqualTo(Map.of(
                "PK", "PROD#sku-101", "SK", "META", "GSI1PK", "CATEGORY#books", "GSI1SK", "PRICE#0000019.99"));
    }

    @Test
    void bookPricesOnlySortCorrectlyOnceZeroPadded() {
        List<JsonNode> books = list(commerce.entity("Product").path("records")).stream()
                .filter(r -> r.path("category").asText().equals("books")).toList();
        List<String> byNumber = books.stream()
                .sorted(Comparator.comparing(r -> new BigDecimal(r.path("price").asText())))
                .map(r -> r.path("sku").asText()).toList();
        List<String> byUnpaddedText = books.stream()
                .sorted(Comparator.comparing(r -> "PRICE#" + r.path("price").asText()))
                .map(r -> r.path("sku").asText()).toList();
        List<String> bySortKey = books.stream()
                .sorted(Comparator.comparing(r -> keys("Product", r).get("GSI1SK")))
                .map(r -> r.path("sku").asText()).toList();
        assertThat(byUnpaddedText).isNotEqualTo(byNumber);
        assertThat(bySortKey).isEqualTo(byNumber);
    }

    @Test
    void bothCopiesOfEveryOrderAgreeAndTotalsAddUp() {
        Map<String, BigDecimal> lineTotals = list(commerce.entity("OrderItem").path("records")).stream()
                .collect(Collectors.toMap(r -> r.path("orderId").asText(),
                        r -> new BigDecimal(r.path("unitPrice").asText()).multiply(r.path("qty").decimalValue()),
                        BigDecimal::add));
        List<JsonNode> orders = list(commerce.entity("Order").path("records"));
        assertThat(orders).hasSizeGreaterThanOrEqualTo(8);
        for (JsonNode order : orders) {
            String id = order.path("orderId").asText();
            JsonNode header = record("OrderHeader", "orderId", id);
            assertThat(header.path("status").asText()).as(id).isEqualTo(order.path("status").asText());
            assertThat(header.path("customerId").asText()).as(id).isEqualTo(order.path("customerId").asText());
            assertThat(new BigDecimal(order.path("total").asText())).as(id)
                    .isEqualByComparingTo(header.path("total").asText())
                    .isEqualByComparingTo(lineTotals.get(id));
            assertThat(order.path("orderedAt").asText()).as(id).startsWith(order.path("orderDate").asText());
            JsonNode customer = record("Customer", "customerId", order.path("customerId").asText());
            assertThat(order.path("customerName").asText()).as(id).isEqualTo(customer.path("name").asText());
        }
        assertThat(list(commerce.entity("OrderHeader").path("records"))).hasSameSizeAs(orders);
        assertThat(orders).extracting(o -> o.path("status").asText())
                .contains("PENDING", "PAID", "FULFILLED");
    }

    @Test
    void orderCountMatchesEachCustomersOrders() {
        for (JsonNode customer : list(commerce.entity("Customer").path("records"))) {
            String id = customer.path("customerId").asText();
            long orders = list(commerce.entity("Order").path("records")).stream()
                    .filter(o -> o.path("customerId").asText().equals(id)).count();
            assertThat(customer.path("orderCount").asLong()).as(id).isEqualTo(orders);
        }
    }

    @Test
    void hasTheSeedsTwelvePatternsOnTheIndexesTheSeedNames() {
        assertThat(commerce.accessPatterns()).hasSizeGreaterThanOrEqualTo(12);
        Map<String, String> pinned = Map.of("AP1", "table", "AP2", "table", "AP3", "table", "AP4", "GSI1",
                "AP5", "GSI1", "AP6", "GSI2", "AP8", "GSI1", "AP9", "GSI1");
        pinned.forEach((id, index) ->
                assertThat(commerce.accessPattern(id).path("index").asText()).as(id).isEqualTo(index));
        assertThat(commerce.accessPattern("AP2").path("sort").path("direction").asText()).isEqualTo("DESC");
        assertThat(commerce.accessPattern("AP5").path("range").path("operator").asText()).isEqualTo("BETWEEN");
        assertThat(commerce.accessPattern("AP5").path("exampleInputs").toString())
                .isEqualTo("{\"from\":\"2026-07-01\",\"to\":\"2026-07-31\"}");
        assertThat(commerce.accessPattern("AP12").path("entities").toString()).isEqualTo("[\"Customer\"]");
    }

    @Test
    void fulfillingAnOrderRemovesGsi2pkAndMovesItsStatus() {
        JsonNode fulfil = commerce.accessPattern("AP11");
        assertThat(fulfil.path("kind").asText()).isEqualTo("WRITE");
        assertThat(fulfil.path("write").path("operation").asText()).isEqualTo("UPDATE");
        assertThat(fulfil.path("write").path("updateExpression").asText())
                .contains("GSI1PK = :s", "REMOVE GSI2PK", "#status = :status");
        assertThat(fulfil.path("exampleInputs").path("orderId").asText()).isEqualTo("o9");
    }

    @Test
    void placingAnOrderIsATransactionGuardedByStock() {
        JsonNode place = commerce.accessPattern("AP10");
        assertThat(place.path("write").path("transaction").asBoolean()).isTrue();
        assertThat(place.path("write").path("conditionExpression").asText()).isEqualTo("stock >= :qty");
        assertThat(list(place.path("entities"))).extracting(JsonNode::asText).contains("Product", "OrderItem");
    }

    @Test
    void theStreamCounterIsAnAddOnTheCustomerProfile() {
        JsonNode counter = commerce.accessPattern("AP13");
        assertThat(counter.path("write").path("updateExpression").asText()).isEqualTo("ADD orderCount :one");
        assertThat(counter.path("entities").toString()).isEqualTo("[\"Customer\"]");
        assertThat(counter.path("write").path("transaction").asBoolean()).as("not worth 2x WCU").isFalse();
    }

    @Test
    void requestRatesMatchTheSeedsFiveMillionReadsAndOneMillionWritesAMonth() {
        double secondsPerMonth = 730 * 3600;
        double reads = 0;
        double writes = 0;
        for (JsonNode pattern : commerce.accessPatterns()) {
            double perMonth = pattern.path("requestsPerSecond").asDouble() * secondsPerMonth;
            if (pattern.path("kind").asText("READ").equals("WRITE")) {
                writes += perMonth;
            } else {
                reads += perMonth;
            }
        }
        assertThat(reads).isBetween(4.5e6, 5.5e6);
        assertThat(writes).isBetween(0.9e6, 1.1e6);
    }

    private JsonNode record(String entity, String attribute, String value) {
        return list(commerce.entity(entity).path("records")).stream()
                .filter(r -> r.path(attribute).asText().equals(value)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + entity + " with " + attribute + " = " + value));
    }

    /** The key attributes an entity's record renders to, honouring sparse conditions. */
    private Map<String, String> keys(String entityName, JsonNode record) {
        JsonNode keys = commerce.entity(entityName).path("keys");
        Map<String, String> rendered = new LinkedHashMap<>();
        for (String attribute : fieldNames(keys)) {
            JsonNode key = keys.path(attribute);
            if (!key.has("when") || TemplateText.holds(key.path("when").asText(), record)) {
                rendered.put(attribute, TemplateText.render(key.path("template").asText(), record));
            }
        }
        return rendered;
    }
}
