package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Table;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Load and deploy against moto_server on a free 127.0.0.1 port. */
@ExtendWith(MotoServerExtension.class)
class LiveLoadMotoTest {
    private static Table commerce(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table table = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        return new Table(name, table.keySchema(), table.indexes(), table.settings(), table.entities(),
                table.accessPatterns(), table.items());
    }

    private static void deploy(MotoServer moto, Table table) throws Exception {
        TableDeployer deployer = new TableDeployer(moto.client(), new TableWaiter(moto.client(), Duration.ofMillis(50),
                Duration.ofMinutes(1)));
        deployer.apply(deployer.plan(table), table, line -> { });
    }

    @Test
    void aCancelledLoadReportsExactlyWhatTheTableHolds(MotoServer moto) throws Exception {
        Table table = commerce("cancel-" + ProcessHandle.current().pid());
        deploy(moto, table);
        LiveSample sample = LiveSample.of(table, 300, 3);
        AtomicBoolean cancel = new AtomicBoolean();

        LoadReport report = new BatchLoader(moto.client(), 4).load(table.name(), sample.items(),
                (written, total, rate) -> {
                    if (written >= 200) {
                        cancel.set(true);
                    }
                }, cancel);

        assertThat(report.cancelled()).isTrue();
        assertThat(report.written()).isBetween(200L, (long) sample.items().size() - 1);
        assertThat(ItemCounter.count(moto.client(), table.name())).isEqualTo(report.written());
    }

    @Test
    void aDifferentKeySchemaIsReportedAndNeverChanged(MotoServer moto) throws Exception {
        String name = "keys-" + ProcessHandle.current().pid();
        moto.client().createTable(b -> b.tableName(name).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
                .keySchema(k -> k.attributeName("id").keyType("HASH")));
        Table table = commerce(name);
        TableDeployer deployer = new TableDeployer(moto.client(), new TableWaiter(moto.client(), Duration.ofMillis(50),
                Duration.ofMinutes(1)));

        DeployPlan plan = deployer.plan(table);

        assertThat(plan.tableExists()).isTrue();
        assertThat(plan.mismatches()).contains("key schema of table " + name + ": design PK (S) + SK (S), live id (S)");
        assertThat(plan.steps()).extracting(DeployStep::kind).doesNotContain(DeployStep.Kind.CREATE_TABLE);
    }
}
