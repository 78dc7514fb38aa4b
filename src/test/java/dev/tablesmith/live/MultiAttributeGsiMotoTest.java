package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.examples.LeaderboardDesign;
import dev.tablesmith.live.importer.ImportResult;
import dev.tablesmith.live.importer.TableImporter;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * Deploying and importing a GSI with DynamoDB's multi-attribute keys (November 2025: up to 4 HASH and 4 RANGE
 * {@code KeySchemaElement}s, HASH first, each in key order) against moto_server on a free 127.0.0.1 port.
 *
 * <p>moto 5.2 accepts such a GSI in CreateTable and in UpdateTable's {@code Create}, and DescribeTable lists its
 * elements back in the order sent, as DynamoDB does; so deploy and import are tested end to end here. (The limits,
 * 5 HASH or a HASH after a RANGE, are checked against the recorded DynamoDB messages in the serve tests, not here:
 * moto is not the reference for them.)
 */
@ExtendWith(MotoServerExtension.class)
class MultiAttributeGsiMotoTest {
    private static final AtomicInteger TABLES = new AtomicInteger();

    private static Table leaderboard(String base) {
        return LeaderboardDesign.table(base + "-" + ProcessHandle.current().pid() + "-" + TABLES.incrementAndGet());
    }

    private static TableDeployer deployer(DynamoDbClient client) {
        return new TableDeployer(client, new TableWaiter(client, Duration.ofMillis(50), Duration.ofMinutes(1)));
    }

    private static List<String> elements(List<KeySchemaElement> schema) {
        return schema.stream().map(e -> e.attributeName() + " " + e.keyTypeAsString()).toList();
    }

    private static GlobalSecondaryIndexDescription liveGsi(DynamoDbClient client, String table, String index) {
        return client.describeTable(b -> b.tableName(table)).table().globalSecondaryIndexes().stream()
                .filter(g -> g.indexName().equals(index)).findFirst().orElseThrow();
    }

    @Test
    void createTableSendsThreeHashAndTwoRangeElementsInKeyOrderAndImportReadsTheSameKeyBack(DynamoDbClient client)
            throws Exception {
        Table table = leaderboard("multi-create");
        TableDeployer deployer = deployer(client);

        deployer.apply(deployer.plan(table), table, line -> { });

        assertThat(elements(liveGsi(client, table.name(), LeaderboardDesign.BOARD).keySchema())).containsExactly(
                "tournamentId HASH", "region HASH", "round HASH", "score RANGE", "playerId RANGE");
        DeployPlan again = deployer.plan(table);
        assertThat(again.mismatches()).as("the live GSI matches the design's").isEmpty();
        assertThat(again.writes()).isFalse();

        ImportResult imported = TableImporter.importTable(client, table.name(), 10);

        SecondaryIndex board = imported.design().table().index(LeaderboardDesign.BOARD).orElseThrow();
        assertThat(board.keySchema()).isEqualTo(LeaderboardDesign.boardKey());
        assertThat(board.keySchema().sortKey()).extracting(KeyAttribute::type)
                .as("typed by AttributeDefinitions: score sorts as a number")
                .containsExactly(dev.tablesmith.model.ScalarType.N, dev.tablesmith.model.ScalarType.S);
        assertThat(imported.design().table().indexes()).isEqualTo(table.indexes());
    }

    @Test
    void aMultiAttributeGsiAddedToTheDesignIsCreatedByUpdateTableWithItsElementsInOrder(DynamoDbClient client)
            throws Exception {
        Table table = leaderboard("multi-update");
        TableDeployer deployer = deployer(client);
        deployer.apply(deployer.plan(table), table, line -> { });
        List<SecondaryIndex> indexes = new ArrayList<>(table.indexes());
        indexes.add(SecondaryIndex.gsi("RegionRoundIndex", new KeySchema(
                List.of(KeyAttribute.s("region"), KeyAttribute.n("round")),
                List.of(KeyAttribute.s("tournamentId"), KeyAttribute.n("score"), KeyAttribute.s("matchId"))),
                Projection.keysOnly()));
        Table added = table.withIndexes(indexes);

        DeployPlan plan = deployer.plan(added);
        deployer.apply(plan, added, line -> { });

        assertThat(plan.steps()).extracting(DeployStep::kind).containsExactly(
                DeployStep.Kind.ADD_GLOBAL_SECONDARY_INDEX);
        assertThat(plan.steps().get(0).description()).contains("RegionRoundIndex");
        assertThat(elements(liveGsi(client, table.name(), "RegionRoundIndex").keySchema())).containsExactly(
                "region HASH", "round HASH", "tournamentId RANGE", "score RANGE", "matchId RANGE");
        assertThat(deployer.plan(added).mismatches()).isEmpty();
        assertThat(TableImporter.importTable(client, table.name(), 10).design().table().index("RegionRoundIndex")
                .orElseThrow().keySchema()).isEqualTo(indexes.get(2).keySchema());
    }

    @Test
    void aLiveGsiWhosePartitionAttributesAreInAnotherOrderIsAMismatchNotAMatch(DynamoDbClient client)
            throws Exception {
        Table table = leaderboard("multi-order");
        TableDeployer deployer = deployer(client);
        deployer.apply(deployer.plan(table), table, line -> { });
        List<SecondaryIndex> swapped = new ArrayList<>();
        for (SecondaryIndex index : table.indexes()) {
            swapped.add(!index.name().equals(LeaderboardDesign.BOARD) ? index
                    : SecondaryIndex.gsi(index.name(), new KeySchema(List.of(KeyAttribute.s("region"),
                            KeyAttribute.s("tournamentId"), KeyAttribute.n("round")),
                            index.keySchema().sortKey()), index.projection()));
        }

        DeployPlan plan = deployer.plan(table.withIndexes(swapped));

        assertThat(plan.mismatches()).singleElement().asString()
                .startsWith("index " + LeaderboardDesign.BOARD + " key schema: design ");
    }
}
