package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SimulatedTableTest {
    private static SimulatedTable commerce;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        commerce = SimulatedTable.of(gallery.load(gallery.find("commerce-main").orElseThrow()).table());
    }

    private static QueryRequest query(String index, String condition, Map<String, AttributeValue> values,
                                      Boolean forward, Integer limit, Map<String, AttributeValue> start) {
        return new QueryRequest("commerce-main", index, condition, null, null, null, values, forward, limit, start,
                null, null, null);
    }

    private static List<String> sortKeys(QueryResponse response, String attribute) {
        return response.items().stream().map(i -> AttributeValues.display(i.attributes().get(attribute))).toList();
    }

    @Test
    void orderCollectionReturnsLineItemsThenHeaderInByteOrder() {
        QueryResponse response = commerce.query(query(null, "PK = :pk", Map.of(":pk", AttributeValue.s("ORDER#o9")),
                null, null, null));
        assertThat(sortKeys(response, "SK")).containsExactly("ITEM#sku-101", "ITEM#sku-205", "META");
        assertThat(response.count()).isEqualTo(3);
        assertThat(response.scannedCount()).isEqualTo(3);
        assertThat(response.lastEvaluatedKey()).isNull();
    }

    @Test
    void customersOrdersNewestFirstWithBeginsWithAndScanIndexForwardFalse() {
        QueryResponse response = commerce.query(query(null, "PK = :pk AND begins_with(SK, :o)",
                Map.of(":pk", AttributeValue.s("CUST#c1"), ":o", AttributeValue.s("ORDER#")), false, null, null));
        List<String> keys = sortKeys(response, "SK");
        assertThat(keys).isNotEmpty().allMatch(k -> k.startsWith("ORDER#"));
        List<String> sorted = new ArrayList<>(keys);
        sorted.sort((a, b) -> KeyOrder.compareUtf8(b, a));
        assertThat(keys).isEqualTo(sorted);
    }

    @Test
    void limitPagesResumeExactlyAtLastEvaluatedKeyInBothDirections() {
        for (boolean forward : new boolean[] {true, false}) {
            Map<String, AttributeValue> values = Map.of(":s", AttributeValue.s("STATUS#PENDING"));
            QueryResponse all = commerce.query(query("GSI1", "GSI1PK = :s", values, forward, null, null));
            List<Item> paged = new ArrayList<>();
            Map<String, AttributeValue> start = null;
            int pages = 0;
            do {
                QueryResponse page = commerce.query(query("GSI1", "GSI1PK = :s", values, forward, 1, start));
                paged.addAll(page.items());
                start = page.lastEvaluatedKey();
                pages++;
            } while (start != null);
            assertThat(all.items()).hasSizeGreaterThan(1);
            assertThat(paged).isEqualTo(all.items());
            assertThat(pages).as("Limit=1 returns a LastEvaluatedKey even after the last item").isEqualTo(
                    all.items().size() + 1);
        }
    }

    @Test
    void lastEvaluatedKeyOfAnIndexHoldsTableAndIndexKeys() {
        QueryResponse page = commerce.query(query("GSI1", "GSI1PK = :s",
                Map.of(":s", AttributeValue.s("STATUS#PENDING")), null, 1, null));
        assertThat(page.lastEvaluatedKey()).containsOnlyKeys("PK", "SK", "GSI1PK", "GSI1SK");
    }

    @Test
    void filterRunsAfterTheReadSoScannedCountAndCapacityIncludeFilteredItems() {
        QueryRequest filtered = new QueryRequest("commerce-main", null, "PK = :pk", "qty > :q", null, null,
                Map.of(":pk", AttributeValue.s("ORDER#o9"), ":q", AttributeValue.n("1")), null, null, null, null,
                null, ReturnConsumedCapacity.TOTAL);
        QueryResponse response = commerce.query(filtered);
        assertThat(response.count()).isEqualTo(1);
        assertThat(response.scannedCount()).isEqualTo(3);
        assertThat(response.consumedCapacity().total().capacityUnits()).isEqualTo(0.5);
    }

    @Test
    void selectCountReturnsNoItems() {
        QueryRequest count = new QueryRequest("commerce-main", null, "PK = :pk", null, null, null,
                Map.of(":pk", AttributeValue.s("ORDER#o9")), null, null, null, null, Select.COUNT, null);
        QueryResponse response = commerce.query(count);
        assertThat(response.items()).isEmpty();
        assertThat(response.count()).isEqualTo(3);
    }

    @Test
    void gsiQueryReturnsOnlyProjectedAttributesAndChargesTheIndex() {
        QueryRequest request = new QueryRequest("commerce-main", "GSI2", "GSI2PK = :o", null, null, null,
                Map.of(":o", AttributeValue.s("OPEN")), null, null, null, null, null, ReturnConsumedCapacity.INDEXES);
        QueryResponse response = commerce.query(request);
        assertThat(response.items()).isNotEmpty().allSatisfy(i -> assertThat(i.get("status"))
                .hasValueSatisfying(s -> assertThat(s).isEqualTo(AttributeValue.s("PENDING"))));
        assertThat(response.consumedCapacity().globalSecondaryIndexes()).containsKey("GSI2");
        assertThat(response.consumedCapacity().table().capacityUnits()).isZero();
    }

    @Test
    void invalidRequestsFailWithDynamoDbsMessages() {
        assertThatThrownBy(() -> commerce.query(new QueryRequest("commerce-main", "GSI1", "GSI1PK = :s", null, null,
                null, Map.of(":s", AttributeValue.s("x")), null, null, null, true, null, null)))
                .isInstanceOf(DynamoDbError.class)
                .hasMessage("Consistent reads are not supported on global secondary indexes");
        assertThatThrownBy(() -> commerce.query(query("GSI9", "x = :s", Map.of(":s", AttributeValue.s("x")), null,
                null, null))).hasMessage("The table does not have the specified index: GSI9");
        assertThatThrownBy(() -> commerce.query(query(null, "SK = :s", Map.of(":s", AttributeValue.s("x")), null,
                null, null))).hasMessageContaining("Query condition missed key schema element: PK");
        assertThatThrownBy(() -> commerce.query(new QueryRequest("orders", null, "PK = :s", null, null, null,
                Map.of(":s", AttributeValue.s("x")), null, null, null, null, null, null)))
                .isInstanceOf(DynamoDbError.class)
                .extracting(e -> ((DynamoDbError) e).errorType()).isEqualTo("ResourceNotFoundException");
        assertThatThrownBy(() -> commerce.query(query(null, "PK = :pk", Map.of(":pk", AttributeValue.s("ORDER#o9")),
                null, 0, null))).hasMessageContaining("Member must have value greater than or equal to 1");
        assertThatThrownBy(() -> commerce.query(query(null, "PK = :pk", Map.of(":pk", AttributeValue.s("ORDER#o9")),
                null, null, Map.of("PK", AttributeValue.s("ORDER#o1"), "SK", AttributeValue.s("META")))))
                .hasMessage("The provided starting key is outside query boundaries based on provided conditions");
    }

    @Test
    void getItemFindsByFullKeyAndCostsHalfAUnitWhenEventual() {
        var found = commerce.getItem(new GetItemRequest("commerce-main", Map.of("PK", AttributeValue.s("CUST#c1"),
                "SK", AttributeValue.s("PROFILE")), "#n", Map.of("#n", "name"), null, ReturnConsumedCapacity.TOTAL));
        assertThat(found.item().attributes()).containsOnlyKeys("name");
        assertThat(found.consumedCapacity().total().capacityUnits()).isEqualTo(0.5);
        var missing = commerce.getItem(new GetItemRequest("commerce-main", Map.of("PK", AttributeValue.s("CUST#none"),
                "SK", AttributeValue.s("PROFILE")), null, null, true, ReturnConsumedCapacity.TOTAL));
        assertThat(missing.item()).isNull();
        assertThat(missing.consumedCapacity().total().capacityUnits()).isEqualTo(1.0);
        assertThatThrownBy(() -> commerce.getItem(new GetItemRequest("commerce-main",
                Map.of("PK", AttributeValue.s("CUST#c1")), null, null, null, null)))
                .hasMessage("The provided key element does not match the schema");
    }

    @Test
    void batchGetRefusesDuplicateKeys() {
        Map<String, AttributeValue> key = Map.of("PK", AttributeValue.s("CUST#c1"), "SK", AttributeValue.s("PROFILE"));
        assertThatThrownBy(() -> commerce.batchGetItem(new BatchGetItemRequest(Map.of("commerce-main",
                new KeysAndAttributes(List.of(key, key), null, null, null)), null)))
                .hasMessage("Provided list of item keys contains duplicates");
        var response = commerce.batchGetItem(new BatchGetItemRequest(Map.of("commerce-main",
                new KeysAndAttributes(List.of(key), null, null, null)), null));
        assertThat(response.responses().get("commerce-main")).hasSize(1);
    }

    @Test
    void scanPagesVisitEveryItemOnce() {
        QueryResponse all = commerce.scan(new ScanRequest("commerce-main", null, null, null, null, null, null, null,
                null, null, null, null, null));
        assertThat(all.items()).hasSize(commerce.items().size());
        List<Item> paged = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            QueryResponse page = commerce.scan(new ScanRequest("commerce-main", null, null, null, null, null, 3, start,
                    null, null, null, null, null));
            paged.addAll(page.items());
            start = page.lastEvaluatedKey();
        } while (start != null);
        assertThat(paged).containsExactlyElementsOf(all.items());
        assertThat(new HashSet<>(paged)).hasSize(paged.size());
    }

    @Test
    void parallelScanSegmentsPartitionTheTable() {
        int total = 0;
        for (int segment = 0; segment < 3; segment++) {
            total += commerce.scan(new ScanRequest("commerce-main", null, null, null, null, null, null, null, null,
                    null, null, segment, 3)).count();
        }
        assertThat(total).isEqualTo(commerce.items().size());
        assertThatThrownBy(() -> commerce.scan(new ScanRequest("commerce-main", null, null, null, null, null, null,
                null, null, null, null, 3, 3))).hasMessageContaining("Segment: 3 is not less than TotalSegments: 3");
    }
}
