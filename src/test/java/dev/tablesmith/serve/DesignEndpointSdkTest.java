package dev.tablesmith.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** The AWS SDK for Java v2, unchanged, against the design endpoint: every data-plane operation. */
class DesignEndpointSdkTest {
    private static final String TABLE = "commerce-main";
    private static DesignEndpoint endpoint;
    private static DynamoDbClient client;

    @BeforeAll
    static void start() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find(TABLE).orElseThrow());
        endpoint = DesignEndpoint.start(design, ServeOptions.local(0), TrafficListener.NONE, d -> { });
        client = client(endpoint.url());
    }

    static DynamoDbClient client(URI url) {
        return DynamoDbClient.builder().endpointOverride(url).region(Region.EU_WEST_2)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    @AfterAll
    static void stop() {
        client.close();
        endpoint.close();
    }

    private static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("PK", s(pk), "SK", s(sk));
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    @Test
    void putItemThenGetItemReturnsTheItemAndAMissingKeyReturnsNone() {
        client.putItem(b -> b.tableName(TABLE).item(Map.of("PK", s("T#get"), "SK", s("A"), "name", s("x"))));

        var found = client.getItem(b -> b.tableName(TABLE).key(key("T#get", "A")));
        var missing = client.getItem(b -> b.tableName(TABLE).key(key("T#get", "none")));

        assertThat(found.item()).containsEntry("name", s("x"));
        assertThat(missing.hasItem()).isFalse();
    }

    @Test
    void queryPagesWithLastEvaluatedKeyUntilEveryItemIsRead() {
        for (int i = 0; i < 5; i++) {
            int n = i;
            client.putItem(b -> b.tableName(TABLE).item(Map.of("PK", s("T#page"), "SK", s("S" + n))));
        }
        List<String> sortKeys = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        int pages = 0;
        do {
            QueryRequest.Builder request = QueryRequest.builder().tableName(TABLE).keyConditionExpression("PK = :p")
                    .expressionAttributeValues(Map.of(":p", s("T#page"))).limit(2);
            if (start != null) {
                request.exclusiveStartKey(start);
            }
            QueryResponse page = client.query(request.build());
            page.items().forEach(item -> sortKeys.add(item.get("SK").s()));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
            pages++;
        } while (start != null);

        assertThat(sortKeys).containsExactly("S0", "S1", "S2", "S3", "S4");
        assertThat(pages).isEqualTo(3);
    }

    @Test
    void parallelScanSegmentsTogetherReturnEveryItemOnce() {
        ScanResponse whole = client.scan(b -> b.tableName(TABLE).select("COUNT"));
        int total = 0;
        for (int segment = 0; segment < 3; segment++) {
            int seg = segment;
            Map<String, AttributeValue> start = null;
            do {
                Map<String, AttributeValue> from = start;
                ScanResponse page = client.scan(b -> b.tableName(TABLE).segment(seg).totalSegments(3)
                        .exclusiveStartKey(from));
                total += page.count();
                start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty()
                        ? page.lastEvaluatedKey() : null;
            } while (start != null);
        }

        assertThat(whole.count()).isPositive();
        assertThat(total).isEqualTo(whole.count());
    }

    @Test
    void aFailedConditionReturnsTheOldItemWhenAskedForIt() {
        client.putItem(b -> b.tableName(TABLE).item(Map.of("PK", s("T#cond"), "SK", s("A"), "v", s("old"))));

        assertThatThrownBy(() -> client.putItem(b -> b.tableName(TABLE)
                .item(Map.of("PK", s("T#cond"), "SK", s("A"), "v", s("new")))
                .conditionExpression("attribute_not_exists(PK)")
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)))
                .isInstanceOfSatisfying(ConditionalCheckFailedException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(400);
                    assertThat(e.item()).containsEntry("v", s("old"));
                });
        assertThat(client.getItem(b -> b.tableName(TABLE).key(key("T#cond", "A"))).item())
                .containsEntry("v", s("old"));
    }

    @Test
    void aCancelledTransactionGivesOneReasonPerActionAndWritesNothing() {
        client.putItem(b -> b.tableName(TABLE).item(Map.of("PK", s("T#tx"), "SK", s("A"))));

        assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(
                t -> t.put(p -> p.tableName(TABLE).item(Map.of("PK", s("T#tx"), "SK", s("B")))),
                t -> t.conditionCheck(c -> c.tableName(TABLE).key(key("T#tx", "A"))
                        .conditionExpression("attribute_not_exists(PK)")))))
                .isInstanceOfSatisfying(TransactionCanceledException.class, e ->
                        assertThat(e.cancellationReasons()).extracting(r -> r.code())
                                .containsExactly("None", "ConditionalCheckFailed"));
        assertThat(client.getItem(b -> b.tableName(TABLE).key(key("T#tx", "B"))).hasItem()).isFalse();
    }

    @Test
    void updateItemReturnsTheNewItemAndDeleteItemTheOldOne() {
        var updated = client.updateItem(b -> b.tableName(TABLE).key(key("T#upd", "A"))
                .updateExpression("SET n = :n").expressionAttributeValues(Map.of(":n", AttributeValue.fromN("7")))
                .returnValues(ReturnValue.ALL_NEW));
        var deleted = client.deleteItem(b -> b.tableName(TABLE).key(key("T#upd", "A"))
                .returnValues(ReturnValue.ALL_OLD));

        assertThat(updated.attributes()).containsEntry("n", AttributeValue.fromN("7"));
        assertThat(deleted.attributes()).containsEntry("n", AttributeValue.fromN("7"));
        assertThat(client.getItem(b -> b.tableName(TABLE).key(key("T#upd", "A"))).hasItem()).isFalse();
    }

    @Test
    void batchWriteItemWritesEveryItemAndReportsCapacityPerTable() {
        List<WriteRequest> puts = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            int n = i;
            puts.add(WriteRequest.builder().putRequest(p -> p.item(Map.of("PK", s("T#batch"), "SK",
                    s(String.format("%02d", n))))).build());
        }

        BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(Map.of(TABLE, puts))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        var read = client.batchGetItem(b -> b.requestItems(Map.of(TABLE, software.amazon.awssdk.services.dynamodb
                .model.KeysAndAttributes.builder().keys(key("T#batch", "00"), key("T#batch", "24")).build())));

        assertThat(response.unprocessedItems()).isEmpty();
        assertThat(response.consumedCapacity()).singleElement().satisfies(c -> {
            assertThat(c.tableName()).isEqualTo(TABLE);
            assertThat(c.capacityUnits()).isEqualTo(25.0);
        });
        assertThat(read.responses().get(TABLE)).hasSize(2);
    }

    @Test
    void transactGetItemsReadsEachKeyInOrder() {
        client.putItem(b -> b.tableName(TABLE).item(Map.of("PK", s("T#tget"), "SK", s("A"), "v", s("a"))));

        var response = client.transactGetItems(b -> b.transactItems(
                t -> t.get(g -> g.tableName(TABLE).key(key("T#tget", "none"))),
                t -> t.get(g -> g.tableName(TABLE).key(key("T#tget", "A"))))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));

        assertThat(response.responses()).hasSize(2);
        assertThat(response.responses().get(0).hasItem()).isFalse();
        assertThat(response.responses().get(1).item()).containsEntry("v", s("a"));
        assertThat(response.consumedCapacity()).singleElement()
                .satisfies(c -> assertThat(c.capacityUnits()).isEqualTo(4.0));
    }

    @Test
    void aTableTheDesignDoesNotHaveIsResourceNotFound() {
        assertThatThrownBy(() -> client.getItem(b -> b.tableName("no-such-table").key(key("a", "b"))))
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void concurrentAddsOnOneCounterAreNeverLost() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                done.add(pool.submit(() -> {
                    for (int i = 0; i < 200; i++) {
                        client.updateItem(b -> b.tableName(TABLE).key(key("T#counter", "C"))
                                .updateExpression("ADD hits :one")
                                .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1"))));
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }

        assertThat(client.getItem(b -> b.tableName(TABLE).key(key("T#counter", "C")).consistentRead(true)).item()
                .get("hits").n()).isEqualTo("1600");
    }

    @Test
    void aGsiQueryReportsCapacityOnTheIndexWhenAskedForIndexes() {
        client.putItem(b -> b.tableName(TABLE).item(Map.of("PK", s("T#gsi"), "SK", s("A"), "GSI1PK", s("T#GSI"),
                "GSI1SK", s("1"))));

        QueryResponse response = client.query(b -> b.tableName(TABLE).indexName("GSI1")
                .keyConditionExpression("GSI1PK = :p").expressionAttributeValues(Map.of(":p", s("T#GSI")))
                .scanIndexForward(false).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));

        assertThat(response.count()).isEqualTo(1);
        assertThat(response.consumedCapacity().capacityUnits()).isEqualTo(0.5);
        assertThat(response.consumedCapacity().globalSecondaryIndexes()).containsOnlyKeys("GSI1");
    }

    @Test
    void aTransactionOverTwoTablesIsAllOrNothing() throws Exception {
        Design one = new ExampleGallery().load(new ExampleGallery().find(TABLE).orElseThrow());
        var table = one.table();
        var audit = new dev.tablesmith.model.Table("audit", table.keySchema(), List.of(), table.settings(), List.of(),
                List.of(), List.of());
        Design two = new Design(one.name(), one.description(), List.of(table, audit), one.pricing());
        try (DesignEndpoint second = DesignEndpoint.start(two, ServeOptions.local(0), TrafficListener.NONE, null);
             DynamoDbClient c = client(second.url())) {
            c.transactWriteItems(b -> b.transactItems(
                    t -> t.put(p -> p.tableName(TABLE).item(Map.of("PK", s("T#two"), "SK", s("A")))),
                    t -> t.put(p -> p.tableName("audit").item(Map.of("PK", s("T#two"), "SK", s("A"))))));
            assertThatThrownBy(() -> c.transactWriteItems(b -> b.transactItems(
                    t -> t.put(p -> p.tableName("audit").item(Map.of("PK", s("T#two"), "SK", s("B")))),
                    t -> t.conditionCheck(k -> k.tableName(TABLE).key(key("T#two", "A"))
                            .conditionExpression("attribute_not_exists(PK)")))))
                    .isInstanceOf(TransactionCanceledException.class);

            assertThat(c.getItem(b -> b.tableName("audit").key(key("T#two", "A"))).hasItem()).isTrue();
            assertThat(c.getItem(b -> b.tableName("audit").key(key("T#two", "B"))).hasItem()).isFalse();
        }
    }
}
