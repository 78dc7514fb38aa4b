package dev.tablesmith.serve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.examples.LeaderboardDesign;
import dev.tablesmith.live.SdkTables;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * {@code tablesmith serve} with a multi-attribute GSI (DynamoDB, November 2025: up to 4 HASH and 4 RANGE elements,
 * HASH first): DescribeTable lists the elements in key order, CreateTable and UpdateTable's {@code Create} take
 * them as the SDK sends them, and a Query with an equality on every partition attribute and a range on the sort
 * attribute reads the collection in typed sort order (score as a number, then playerId).
 */
class MultiAttributeGsiServeTest {
    private static DesignEndpoint endpoint;
    private static DynamoDbClient client;

    @BeforeAll
    static void start() throws Exception {
        endpoint = DesignEndpoint.start(LeaderboardDesign.design(), ServeOptions.local(0), TrafficListener.NONE,
                d -> { });
        client = DesignEndpointSdkTest.client(endpoint.url());
    }

    @AfterAll
    static void stop() {
        client.close();
        endpoint.close();
    }

    private static List<String> gsiElements(String table, String index) {
        return client.describeTable(b -> b.tableName(table)).table().globalSecondaryIndexes().stream()
                .filter(g -> g.indexName().equals(index)).findFirst().orElseThrow().keySchema().stream()
                .map(e -> e.attributeName() + " " + e.keyTypeAsString()).toList();
    }

    @Test
    void describeTableListsThePartitionAttributesAsHashThenTheSortAttributesAsRangeInKeyOrder() {
        assertThat(gsiElements("leaderboard", LeaderboardDesign.BOARD)).containsExactly("tournamentId HASH",
                "region HASH", "round HASH", "score RANGE", "playerId RANGE");
    }

    @Test
    void createTableThenUpdateTableTakeMultiAttributeGsisAsTheSdkSendsThem() {
        client.createTable(SdkTables.createTable(LeaderboardDesign.table("leaderboard-copy")));
        assertThat(gsiElements("leaderboard-copy", LeaderboardDesign.BOARD)).containsExactly("tournamentId HASH",
                "region HASH", "round HASH", "score RANGE", "playerId RANGE");

        client.updateTable(b -> b.tableName("leaderboard-copy")
                .attributeDefinitions(AttributeDefinition.builder().attributeName("region")
                                .attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("round").attributeType(ScalarAttributeType.N)
                                .build(),
                        AttributeDefinition.builder().attributeName("score").attributeType(ScalarAttributeType.N)
                                .build())
                .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("RegionRoundIndex")
                        .keySchema(element("region", KeyType.HASH), element("round", KeyType.HASH),
                                element("score", KeyType.RANGE))
                        .projection(p -> p.projectionType("KEYS_ONLY")))));

        assertThat(gsiElements("leaderboard-copy", "RegionRoundIndex")).containsExactly("region HASH", "round HASH",
                "score RANGE");
    }

    @Test
    void aQueryWithEveryPartitionAttributeReadsTheCollectionInTypedSortOrder() {
        var response = client.query(b -> b.tableName("leaderboard").indexName(LeaderboardDesign.BOARD)
                .keyConditionExpression("tournamentId = :t AND #region = :r AND #round = :n AND score > :s")
                .expressionAttributeNames(Map.of("#region", "region", "#round", "round"))
                .expressionAttributeValues(Map.of(":t", AttributeValue.fromS("spring-cup"),
                        ":r", AttributeValue.fromS("EU"), ":n", AttributeValue.fromN("1"),
                        ":s", AttributeValue.fromN("800")))
                .scanIndexForward(false));

        assertThat(response.items()).extracting(i -> i.get("playerId").s() + " " + i.get("score").n())
                .containsExactly("bo 1200", "cy 870", "ana 870");
    }

    private static KeySchemaElement element(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }
}
