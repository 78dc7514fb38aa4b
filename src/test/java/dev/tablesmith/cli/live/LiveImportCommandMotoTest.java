package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code tablesmith live import} against moto_server on a free 127.0.0.1 port. */
@ExtendWith(MotoServerExtension.class)
class LiveImportCommandMotoTest {
    @TempDir
    Path dir;

    private static String endpoint(MotoServer moto) {
        return moto.endpoint().toString();
    }

    @Test
    void aDeployedAndLoadedDesignImportsBackWithItsEntitiesAndTemplates(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        String table = "import-" + ProcessHandle.current().pid();
        assertThat(LiveRun.of("deploy", design.toString(), "--endpoint", endpoint(moto), "--table", table,
                "--poll-millis", "50").exitCode()).isZero();
        assertThat(LiveRun.of("load", design.toString(), "--endpoint", endpoint(moto), "--table", table)
                .exitCode()).isZero();
        Path out = dir.resolve("imported.tablesmith.json");

        LiveRun run = LiveRun.of("import", out.toString(), "--endpoint", endpoint(moto), "--table", table,
                "--limit", "500");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("imported " + table + " from ").contains("5 entities, 2 indexes");
        Design imported = new JsonDesignStore().load(out);
        assertThat(imported.table().entities()).extracting(Entity::name)
                .contains("Customer", "Order", "OrderItem", "Product");
        Entity order = imported.table().entity("Order").orElseThrow();
        assertThat(order.key("SK").orElseThrow().template()).isEqualTo("ORDER#{orderDate}#{orderId}");
    }

    @Test
    void aSmallLimitSaysTheSampleIsPartial(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        String table = "import-partial-" + ProcessHandle.current().pid();
        LiveRun.of("deploy", design.toString(), "--endpoint", endpoint(moto), "--table", table, "--poll-millis", "50");
        LiveRun.of("load", design.toString(), "--endpoint", endpoint(moto), "--table", table);

        LiveRun run = LiveRun.of("import", dir.resolve("p.tablesmith.json").toString(), "--endpoint",
                endpoint(moto), "--table", table, "--limit", "5");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("5 items read (the limit stopped the scan: a partial sample)");
    }

    @Test
    void aMissingTableIsOneLineAndWritesNothing(MotoServer moto) {
        Path out = dir.resolve("none.tablesmith.json");

        LiveRun run = LiveRun.of("import", out.toString(), "--endpoint", endpoint(moto), "--table", "no-such-table");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().strip()).isEqualTo("tablesmith live import: table 'no-such-table' does not exist at "
                + "this endpoint and region");
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void anExistingFileIsNotReplacedWithoutForce(MotoServer moto) throws Exception {
        Path out = Files.writeString(dir.resolve("keep.tablesmith.json"), "{}");

        LiveRun run = LiveRun.of("import", out.toString(), "--endpoint", endpoint(moto), "--table", "t");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("exists; give --force to replace it");
        assertThat(Files.readString(out)).isEqualTo("{}");
    }
}
