package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.live.importer.ImportResult;
import dev.tablesmith.live.importer.TableImporter;
import dev.tablesmith.model.Table;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Deploying point-in-time recovery, the stream and TTL to moto_server on a free 127.0.0.1 port, reading them back
 * with DescribeContinuousBackups, DescribeTable and DescribeTimeToLive, and importing the table into a design.
 *
 * <p>moto differs from DynamoDB here: it creates a table ACTIVE at once with continuous backups already ENABLED,
 * never refuses UpdateContinuousBackups with {@code ContinuousBackupsUnavailableException} ("Backups are being
 * enabled for the table", which DynamoDB answers for a while after CreateTable) and never reports ENABLING. The
 * retry and the wait for those are tested against a stand-in in {@code TableDeployerTest}.
 */
@ExtendWith(MotoServerExtension.class)
class PointInTimeRecoveryMotoTest {
    private static final AtomicInteger TABLES = new AtomicInteger();

    private static Table commerce(String base) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table table = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        return new Table(base + "-" + ProcessHandle.current().pid() + "-" + TABLES.incrementAndGet(),
                table.keySchema(), table.indexes(), table.settings(), table.entities(), table.accessPatterns(),
                table.items());
    }

    private static TableDeployer deployer(DynamoDbClient client) {
        return new TableDeployer(client, new TableWaiter(client, Duration.ofMillis(50), Duration.ofMinutes(1)));
    }

    private static String pointInTimeRecovery(DynamoDbClient client, String table) {
        return client.describeContinuousBackups(b -> b.tableName(table)).continuousBackupsDescription()
                .pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString();
    }

    @Test
    void deployTurnsPointInTimeRecoveryOnAfterCreateTableAndImportReadsItBack(DynamoDbClient client)
            throws Exception {
        Table table = commerce("pitr-on");
        assertThat(table.settings().pointInTimeRecovery()).isTrue();
        TableDeployer deployer = deployer(client);

        DeployPlan plan = deployer.plan(table);
        var skipped = deployer.apply(plan, table, line -> { });

        assertThat(plan.steps()).extracting(DeployStep::kind).containsExactly(DeployStep.Kind.CREATE_TABLE,
                DeployStep.Kind.ENABLE_TIME_TO_LIVE, DeployStep.Kind.ENABLE_POINT_IN_TIME_RECOVERY);
        assertThat(skipped).isEmpty();
        assertThat(pointInTimeRecovery(client, table.name())).isEqualTo("ENABLED");
        assertThat(client.describeTable(b -> b.tableName(table.name())).table().streamSpecification()
                .streamViewTypeAsString()).isEqualTo("NEW_AND_OLD_IMAGES");
        assertThat(client.describeTimeToLive(b -> b.tableName(table.name())).timeToLiveDescription().attributeName())
                .isEqualTo("expiresAt");
        assertThat(deployer.plan(table).writes()).as("deploying again").isFalse();

        ImportResult imported = TableImporter.importTable(client, table.name(), 10);

        assertThat(imported.design().table().settings().pointInTimeRecovery()).isTrue();
        assertThat(imported.design().table().settings().ttlAttribute()).isEqualTo("expiresAt");
        assertThat(imported.warnings()).noneMatch(w -> w.contains("oint-in-time"));
    }

    @Test
    void aDesignWithPointInTimeRecoveryOffTurnsItOffAndImportReadsItOff(DynamoDbClient client) throws Exception {
        Table on = commerce("pitr-off");
        TableDeployer deployer = deployer(client);
        deployer.apply(deployer.plan(on), on, line -> { });
        Table off = on.withSettings(on.settings().withPointInTimeRecovery(false));

        DeployPlan plan = deployer.plan(off);
        deployer.apply(plan, off, line -> { });

        assertThat(plan.describe()).containsExactly("1. UpdateContinuousBackups " + on.name() + ": turn point-in-time"
                + " recovery off (live: on), as the design says; this deletes the table's restore points");
        assertThat(pointInTimeRecovery(client, on.name())).isEqualTo("DISABLED");
        assertThat(TableImporter.importTable(client, on.name(), 10).design().table().settings()
                .pointInTimeRecovery()).isFalse();
    }

    @Test
    void anExistingTableWithoutAStreamGetsItFromUpdateTable(DynamoDbClient client) throws Exception {
        Table table = commerce("stream");
        client.createTable(SdkTables.createTable(table).toBuilder()
                .streamSpecification((software.amazon.awssdk.services.dynamodb.model.StreamSpecification) null)
                .build());
        TableDeployer deployer = deployer(client);

        DeployPlan plan = deployer.plan(table);
        deployer.apply(plan, table, line -> { });

        assertThat(plan.describe()).startsWith("1. UpdateTable " + table.name() + ": enable stream NEW_AND_OLD_IMAGES");
        assertThat(client.describeTable(b -> b.tableName(table.name())).table().streamSpecification()
                .streamViewTypeAsString()).isEqualTo("NEW_AND_OLD_IMAGES");
        assertThat(deployer.plan(table).writes()).isFalse();
    }
}
