package dev.tablesmith.planner;

import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Requests matched to commerce-main's access patterns: every pattern's own planned request (sent through the
 * request JSON a client would send) serves that pattern, and near misses say which pattern is closest and what
 * differs.
 */
class RequestPatternMatcherTest {
    private static Design design;
    private static Table table;
    private static RequestPatternMatcher matcher;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = gallery.load(gallery.find("commerce-main").orElseThrow());
        table = design.table();
        matcher = new RequestPatternMatcher(design);
    }

    static Stream<Arguments> everyPattern() throws Exception {
        load();
        return table.accessPatterns().stream().map(p -> Arguments.of(p.id(), p.name()));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyPattern")
    void eachPatternsPlannedRequestServesThatPattern(String id, String name) throws Exception {
        AccessPattern pattern = table.accessPattern(id).orElseThrow();
        PatternMatch match = pattern.kind() == PatternKind.WRITE
                ? matcher.match(WritePatternRequests.build(table, pattern))
                : readThroughJson(plan(id).request());
        if (plan(id).resolution() == Resolution.SCAN) {
            assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.SCAN);
            assertThat(match.patterns()).extracting(AccessPattern::id).contains(id);
        } else {
            assertThat(match.serves(id)).as(match.reason()).isTrue();
        }
    }

    @Test
    void everyReadPatternOfCommerceMainIsAGetOrQueryNotAScan() {
        // So the table above really exercises GetItem and Query matching, not only the Scan verdict.
        assertThat(table.accessPatterns()).filteredOn(p -> p.kind() == PatternKind.READ)
                .allSatisfy(p -> assertThat(plan(p.id()).resolution()).isNotEqualTo(Resolution.SCAN));
    }

    @Test
    void theSameCustomerProfileGetItemServesBothPatternsThatAskIt() throws Exception {
        PatternMatch match = readThroughJson(plan("AP1").request());
        assertThat(match.patterns()).extracting(AccessPattern::id).containsExactly("AP1", "AP12");
        assertThat(match.label()).isEqualTo("AP1, AP12");
        assertThat(match.reason()).contains("is a Customer").contains("CUST#{customerId}");
    }

    @Test
    void anotherCustomersOrdersStillServeAp2() {
        PatternMatch match = matcher.match(query(null, "PK = :p AND begins_with(SK, :s)",
                Map.of(":p", s("CUST#c77"), ":s", s("ORDER#"))));
        assertThat(match.patterns()).extracting(AccessPattern::id).containsExactly("AP2");
        assertThat(match.reason()).startsWith("table: PK \"CUST#c77\" fits CUST#{customerId}");
    }

    @Test
    void aNarrowerBeginsWithStaysInsideTheOrdersPattern() {
        PatternMatch match = matcher.match(query(null, "#pk = :p AND begins_with(#sk, :s)",
                Map.of(":p", s("CUST#c1"), ":s", s("ORDER#2026-07"))));
        assertThat(match.serves("AP2")).isTrue();
        assertThat(match.reason()).contains("begins_with(SK, \"ORDER#2026-07\") within the pattern's "
                + "begins_with(SK, \"ORDER#\")");
    }

    @Test
    void invoicesOfACustomerAreNoPatternClosestToTheOrders() {
        PatternMatch match = matcher.match(query(null, "PK = :p AND begins_with(SK, :s)",
                Map.of(":p", s("CUST#c1"), ":s", s("INVOICE#"))));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(match.closest()).map(AccessPattern::id).contains("AP2");
        assertThat(match.reason()).contains("begins_with(SK, \"INVOICE#\") is outside the pattern's "
                + "begins_with(SK, \"ORDER#\")");
    }

    @Test
    void shippedOrdersOnGsi1AreNotThePendingOrdersPattern() {
        PatternMatch match = matcher.match(query("GSI1", "GSI1PK = :p", Map.of(":p", s("STATUS#SHIPPED"))));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(match.closest()).map(AccessPattern::id).contains("AP4");
        assertThat(match.reason()).contains("the pattern asks status = PENDING, the request SHIPPED");
    }

    @Test
    void anOrdersLineItemsAloneAreAp15NotTheWholeOrder() {
        PatternMatch whole = matcher.match(query(null, "PK = :p", Map.of(":p", s("ORDER#o3"))));
        PatternMatch items = matcher.match(query(null, "PK = :p AND begins_with(SK, :s)",
                Map.of(":p", s("ORDER#o3"), ":s", s("ITEM#"))));
        assertThat(whole.patterns()).extracting(AccessPattern::id).containsExactly("AP3");
        assertThat(items.patterns()).extracting(AccessPattern::id).containsExactly("AP15");
    }

    @Test
    void pendingOrdersInADateWindowAreAp5AndWithoutTheWindowAp4() {
        PatternMatch window = matcher.match(query("GSI1", "GSI1PK = :s AND GSI1SK BETWEEN :a AND :b",
                Map.of(":s", s("STATUS#PENDING"), ":a", s("2026-01-01"), ":b", s("2026-02-01"))));
        PatternMatch all = matcher.match(query("GSI1", "GSI1PK = :s", Map.of(":s", s("STATUS#PENDING"))));
        assertThat(window.patterns()).extracting(AccessPattern::id).containsExactly("AP5");
        assertThat(all.patterns()).extracting(AccessPattern::id).containsExactly("AP4");
    }

    @Test
    void aQueryOnTheWrongIndexIsClosestToThePatternOnThatIndexFirst() {
        PatternMatch match = matcher.match(query("GSI1", "GSI1PK = :p", Map.of(":p", s("CUST#c1"))));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(match.closest()).map(AccessPattern::index).contains("GSI1");
        assertThat(match.reason()).contains("does not fit the pattern's");
    }

    @Test
    void aQueryWithAFilterStillMatchesAndSaysTheFilterIsPaidFor() {
        QueryRequest q = new QueryRequest(table.name(), null, "PK = :p AND begins_with(SK, :s)", "total > :t",
                null, null, Map.of(":p", s("CUST#c1"), ":s", s("ORDER#"), ":t", AttributeValue.n("100")), false,
                null, null, null, null, null);
        PatternMatch match = matcher.match(q);
        assertThat(match.serves("AP2")).isTrue();
        assertThat(match.reason()).contains("with a FilterExpression");
        assertThat(PatternMatch.filterNote(40, 3)).hasValue("the filter discarded 37 of 40 items read (all are "
                + "paid for)");
        assertThat(PatternMatch.filterNote(40, 30)).isEmpty();
    }

    @Test
    void aQueryOnAnIndexTheTableLacksIsRefusedWithDynamoDbsMessage() {
        PatternMatch match = matcher.match(query("GSI9", "GSI9PK = :p", Map.of(":p", s("X"))));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.REFUSED);
        // The same ValidationException text the engine gives (SimulatedTable), as DynamoDB words it.
        assertThat(match.reason()).isEqualTo("The table does not have the specified index: GSI9");
    }

    @Test
    void aKeyConditionOnANonKeyAttributeIsRefused() {
        PatternMatch match = matcher.match(query(null, "customerId = :p", Map.of(":p", s("c1"))));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.REFUSED);
        assertThat(match.reason()).contains("Query condition missed key schema element: PK");
    }

    @Test
    void aScanIsAScanWhateverItFilters() {
        PatternMatch match = matcher.match(new ScanRequest(table.name(), null, "customerId = :c", null, null,
                Map.of(":c", s("c1")), null, null, null, null, null, 0, 4));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.SCAN);
        assertThat(match.label()).isEqualTo("Scan");
        assertThat(match.reason()).startsWith("a Scan reads every item of the table commerce-main")
                .contains("segment 0 of 4");
    }

    @Test
    void aProductGetItemIsAp7AndAProductWithAProfileSortKeyIsNoPattern() {
        PatternMatch product = matcher.match(get(Map.of("PK", s("PROD#sku-9"), "SK", s("META"))));
        PatternMatch wrong = matcher.match(get(Map.of("PK", s("PROD#sku-9"), "SK", s("PROFILE"))));
        assertThat(product.patterns()).extracting(AccessPattern::id).containsExactly("AP7");
        assertThat(wrong.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(wrong.reason()).contains("closest is");
    }

    @Test
    void aGetItemWithoutTheSortKeyIsRefused() {
        PatternMatch match = matcher.match(get(Map.of("PK", s("PROD#sku-9"))));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.REFUSED);
        assertThat(match.reason()).isEqualTo("The provided key element does not match the schema");
    }

    @Test
    void aBatchOfProductsAndAnOrderHeaderServesBothGetPatterns() {
        BatchGetItemRequest batch = new BatchGetItemRequest(Map.of(table.name(), new KeysAndAttributes(List.of(
                Map.of("PK", s("PROD#sku-1"), "SK", s("META")), Map.of("PK", s("ORDER#o1"), "SK", s("META"))),
                null, null, null)), null);
        PatternMatch match = matcher.match(batch);
        assertThat(match.patterns()).extracting(AccessPattern::id).containsExactly("AP7", "AP14");
    }

    @Test
    void anUpdateOfTheCustomersNameIsW1NotTheOrderCounter() {
        PatternMatch name = matcher.match(update("SET #n = :v", Map.of("#n", "name")));
        PatternMatch counter = matcher.match(update("ADD orderCount :v", null));
        assertThat(name.patterns()).extracting(AccessPattern::id).containsExactly("W1");
        assertThat(counter.patterns()).extracting(AccessPattern::id).containsExactly("AP13");
    }

    @Test
    void anUpdateOfAnAttributeNoPatternWritesIsNoPatternAndNamesTheAttributes() {
        PatternMatch match = matcher.match(update("SET email = :v", null));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(match.reason()).contains("it updates email");
    }

    @Test
    void aPlaceOrderTransactionWithThreeLineItemsIsStillAp10() {
        AccessPattern ap10 = table.accessPattern("AP10").orElseThrow();
        var built = (dev.tablesmith.engine.request.TransactWriteItemsRequest) WritePatternRequests.build(table, ap10);
        List<dev.tablesmith.engine.request.TransactWriteItem> items = new ArrayList<>(built.transactItems());
        items.add(items.stream().filter(i -> i.item() != null && i.item().attributes().get("SK") instanceof
                AttributeValue.S sk && sk.value().startsWith("ITEM#")).findFirst().orElseThrow());
        WriteRequest three = new dev.tablesmith.engine.request.TransactWriteItemsRequest(items, null);
        assertThat(matcher.match(three).serves("AP10")).isTrue();
        List<dev.tablesmith.engine.request.TransactWriteItem> noStock = new ArrayList<>(built.transactItems());
        noStock.removeIf(i -> i.action() == dev.tablesmith.engine.request.TransactWriteItem.Action.Update);
        PatternMatch partial = matcher.match(new dev.tablesmith.engine.request.TransactWriteItemsRequest(noStock,
                null));
        assertThat(partial.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(partial.reason()).contains("the pattern also makes a Update of a Product");
    }

    @Test
    void aRequestForATableTheDesignLacksIsNoPattern() {
        PatternMatch match = matcher.match(new GetItemRequest("other", Map.of("PK", s("x")), null, null, null,
                null));
        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(match.reason()).isEqualTo("the design has no table other, so no access pattern");
    }

    @Test
    void aDraftFromAnUnmatchedQueryIsServedByItsOwnPlanOnceAdded() {
        QueryRequest q = new QueryRequest(table.name(), null, "PK = :p AND begins_with(SK, :s)", null, null, null,
                Map.of(":p", s("CUST#c1"), ":s", s("ORDER#2026-07")), false, 10, null, null, null, null);
        PatternDraft draft = matcher.draft(q).orElseThrow();
        AccessPattern pattern = draft.pattern();
        assertThat(draft.tableName()).isEqualTo("commerce-main");
        assertThat(pattern.id()).isEqualTo("AP16");
        assertThat(pattern.entities()).containsExactly("Order");
        assertThat(pattern.equalities()).extracting(e -> e.attribute()).containsExactly("customerId");
        assertThat(pattern.range().attribute()).isEqualTo("orderDate");
        assertThat(pattern.range().operator()).isEqualTo(RangeOperator.BEGINS_WITH);
        assertThat(pattern.sort().direction()).isEqualTo(SortDirection.DESC);
        assertThat(pattern.limit()).isEqualTo(10);
        assertThat(pattern.index()).isEqualTo("table");
        assertThat(pattern.exampleInputs()).containsEntry("customerId", "c1").containsEntry("orderDate", "2026-07");

        List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
        patterns.add(pattern);
        Design withDraft = design.withTable(table.name(), table.withAccessPatterns(patterns));
        AccessPatternPlan plan = new AccessPatternPlanner(withDraft.table(), design.pricing()).plan(pattern);
        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(new RequestPatternMatcher(withDraft).match(q).serves("AP16")).isTrue();
    }

    @Test
    void aRangeDraftMatchesLaterRequestsWithOtherValuesThoughThePlannerBoundsTheRange() {
        // The planner turns "SK > x" into "SK BETWEEN x AND ORDER$" to stay on Order items; the request keeps ">".
        QueryRequest after = query(null, "PK = :p AND SK > :s", Map.of(":p", s("CUST#c1"), ":s",
                s("ORDER#2026-07")));
        AccessPattern pattern = matcher.draft(after).orElseThrow().pattern();
        List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
        patterns.add(pattern);
        RequestPatternMatcher withDraft = new RequestPatternMatcher(design.withTable(table.name(),
                table.withAccessPatterns(patterns)));

        assertThat(withDraft.match(query(null, "PK = :p AND SK > :s", Map.of(":p", s("CUST#c9"), ":s",
                s("ORDER#2025-01")))).serves(pattern.id())).isTrue();
        PatternMatch before = withDraft.match(query(null, "PK = :p AND SK < :s", Map.of(":p", s("CUST#c9"), ":s",
                s("ORDER#2025-01"))));
        assertThat(before.serves(pattern.id())).isFalse();
        PatternMatch outside = withDraft.match(query(null, "PK = :p AND SK > :s", Map.of(":p", s("CUST#c9"), ":s",
                s("INVOICE#1"))));
        assertThat(outside.serves(pattern.id())).isFalse();
    }

    @Test
    void aDraftFromAGetItemNamesTheEntityAndItsKeyInputs() {
        PatternDraft draft = matcher.draft(get(Map.of("PK", s("ORDER#o4"), "SK", s("META")))).orElseThrow();
        assertThat(draft.pattern().entities()).containsExactly("OrderHeader");
        assertThat(draft.pattern().exampleInputs()).containsEntry("orderId", "o4");
        assertThat(draft.pattern().name()).isEqualTo("OrderHeader by orderId");
    }

    @Test
    void noDraftForAKeyNoEntityWrites() {
        assertThat(matcher.draft(query("GSI1", "GSI1PK = :p", Map.of(":p", s("CARRIER#ups"))))).isEmpty();
    }

    private static AccessPatternPlan plan(String id) {
        return AccessPatternPlanner.planAll(table, design.pricing()).stream()
                .filter(p -> p.pattern().id().equals(id)).findFirst().orElseThrow();
    }

    /** The planned request as the JSON body a client sends, read back as the endpoint's traffic is. */
    private static PatternMatch readThroughJson(PlannedRequest request) throws Exception {
        return switch (request.resolution()) {
            case GET_ITEM -> matcher.match(RequestJson.readGetItem(RequestJson.writeRequest(request.toGetItem()),
                    "request"));
            case SCAN -> matcher.match(RequestJson.readScan(RequestJson.writeRequest(request.toScan(null)),
                    "request"));
            default -> matcher.match(RequestJson.readQuery(RequestJson.writeRequest(request.toQuery(null)),
                    "request"));
        };
    }

    private static QueryRequest query(String index, String condition, Map<String, AttributeValue> values) {
        Map<String, String> names = condition.contains("#") ? Map.of("#pk", "PK", "#sk", "SK") : null;
        return new QueryRequest(table.name(), index, condition, null, null, names, values, null, null, null, null,
                null, null);
    }

    private static GetItemRequest get(Map<String, AttributeValue> key) {
        return new GetItemRequest(table.name(), key, null, null, null, null);
    }

    private static UpdateItemRequest update(String expression, Map<String, String> names) {
        return new UpdateItemRequest(table.name(), Map.of("PK", s("CUST#c1"), "SK", s("PROFILE")), expression,
                null, names, Map.of(":v", s("x")), null, null, null);
    }

    /** commerce-main with two single writes a BatchWriteItem can make: W4 puts a product, W5 deletes a customer. */
    private static RequestPatternMatcher withBatchablePatterns() {
        AccessPattern putProduct = AccessPattern.read("W4", "Put a product", List.of("Product"), List.of())
                .withWrite(new WriteSpec(WriteOperation.PUT, null, null, false));
        AccessPattern deleteCustomer = AccessPattern.read("W5", "Forget a customer", List.of("Customer"), List.of())
                .withWrite(new WriteSpec(WriteOperation.DELETE, null, null, false));
        List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
        patterns.addAll(List.of(putProduct, deleteCustomer));
        return new RequestPatternMatcher(design.withTable(table.name(), table.withAccessPatterns(patterns)));
    }

    private static String product(String sku) {
        return "{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"PROD#" + sku + "\"},\"SK\":{\"S\":\"META\"},"
                + "\"name\":{\"S\":\"Book " + sku + "\"}}}}";
    }

    /** BatchWriteItem's RequestItems shape as in ScyllaDB test/alternator/test_batch.py (PutRequest, DeleteRequest). */
    private static PatternMatch batchWrite(RequestPatternMatcher with, String... entries) throws Exception {
        String json = "{\"RequestItems\":{\"commerce-main\":[" + String.join(",", entries) + "]}}";
        return with.match(RequestJson.readBatchWriteItem(json.getBytes(StandardCharsets.UTF_8), "test"));
    }

    @Test
    void eachPutOfABatchWriteIsASinglePutOfAPatternCountedOncePerEntry() throws Exception {
        PatternMatch match = batchWrite(withBatchablePatterns(), product("sku-1"), product("sku-2"), product("sku-3"),
                "{\"DeleteRequest\":{\"Key\":{\"PK\":{\"S\":\"CUST#c9\"},\"SK\":{\"S\":\"PROFILE\"}}}}");

        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.PATTERN);
        assertThat(match.label()).isEqualTo("W4 \u00d73, W5");
        assertThat(match.serves("W5")).isTrue();
        assertThat(match.reason()).startsWith("each entry is a single write of a pattern: writes: Put of PK = ");
    }

    @Test
    void aBatchWriteWithAnEntryNoPatternWritesServesNoPatternAndSaysWhichEntry() throws Exception {
        PatternMatch match = batchWrite(withBatchablePatterns(), product("sku-1"),
                "{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"CUST#c1\"},\"SK\":{\"S\":\"ORDER#2026-07-01#o9\"}}}}");

        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(match.reason()).startsWith("an entry of the batch: no access pattern writes: Put of PK = "
                + "\"CUST#c1\"");
    }

    @Test
    void aBatchPutIsNotTheTransactionalPutOfW3() throws Exception {
        // W3 registers a customer inside TransactWriteItems (with a condition a batch cannot carry).
        PatternMatch match = batchWrite(matcher, "{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"CUST#c9\"},"
                + "\"SK\":{\"S\":\"PROFILE\"}}}}");

        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(match.reason()).contains("the pattern is one TransactWriteItems call, the request a single Put");
    }

    @Test
    void eachGetOfATransactGetItemsIsAGetItemOfAPattern() throws Exception {
        String json = """
                {"TransactItems":[\
                {"Get":{"TableName":"commerce-main","Key":{"PK":{"S":"CUST#c1"},"SK":{"S":"PROFILE"}}}},\
                {"Get":{"TableName":"commerce-main","Key":{"PK":{"S":"CUST#c2"},"SK":{"S":"PROFILE"}}}},\
                {"Get":{"TableName":"commerce-main","Key":{"PK":{"S":"PROD#sku-1"},"SK":{"S":"META"}}}}]}""";

        PatternMatch match = matcher.match(RequestJson.readTransactGetItems(json.getBytes(StandardCharsets.UTF_8),
                "test"));

        assertThat(match.label()).isEqualTo("AP1 \u00d72, AP12 \u00d72, AP7");
        assertThat(match.reason()).startsWith("every Get is a GetItem of a pattern: ");
    }

    @Test
    void aTransactGetOfAKeyNoEntityWritesServesNoPattern() throws Exception {
        String json = """
                {"TransactItems":[{"Get":{"TableName":"commerce-main","Key":{"PK":{"S":"CUST#c1"},\
                "SK":{"S":"PROFILE"}}}},{"Get":{"TableName":"commerce-main","Key":{"PK":{"S":"NOPE#1"},\
                "SK":{"S":"X"}}}}]}""";

        PatternMatch match = matcher.match(RequestJson.readTransactGetItems(json.getBytes(StandardCharsets.UTF_8),
                "test"));

        assertThat(match.verdict()).isEqualTo(PatternMatch.Verdict.NO_PATTERN);
        assertThat(match.reason()).startsWith("a Get of the transaction: ");
    }
}
