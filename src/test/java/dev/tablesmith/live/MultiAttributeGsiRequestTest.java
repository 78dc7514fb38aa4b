package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.examples.LeaderboardDesign;
import dev.tablesmith.model.Table;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;

/**
 * The CreateTable request of a design with a multi-attribute GSI, in-process: DynamoDB's multi-attribute keys
 * (November 2025) are written as several {@code KeySchemaElement}s with the same {@code KeyType}, every HASH before
 * every RANGE, each in key order ("Multi-attribute keys" in the DynamoDB Developer Guide; the ordering and the
 * limit of 4 of each are DynamoDB's messages checked in serve's {@code CreateTableTest}); every key attribute has
 * one {@code AttributeDefinition} with its type.
 */
class MultiAttributeGsiRequestTest {
    @Test
    void theGsiKeySchemaListsEveryPartitionAttributeAsHashThenEverySortAttributeAsRangeInKeyOrder() {
        Table table = LeaderboardDesign.table("leaderboard");

        CreateTableRequest request = SdkTables.createTable(table);

        GlobalSecondaryIndex board = request.globalSecondaryIndexes().stream()
                .filter(g -> g.indexName().equals(LeaderboardDesign.BOARD)).findFirst().orElseThrow();
        assertThat(board.keySchema()).extracting(e -> e.attributeName() + " " + e.keyTypeAsString()).containsExactly(
                "tournamentId HASH", "region HASH", "round HASH", "score RANGE", "playerId RANGE");
        assertThat(request.attributeDefinitions()).extracting(d -> d.attributeName() + " " + d.attributeTypeAsString())
                .containsExactlyInAnyOrder("PK S", "SK S", "tournamentId S", "region S", "round N", "score N",
                        "playerId S");
        assertThat(request.keySchema()).extracting(e -> e.attributeName() + " " + e.keyTypeAsString())
                .containsExactly("PK HASH", "SK RANGE");
    }
}
