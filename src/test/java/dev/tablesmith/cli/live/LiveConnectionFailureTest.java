package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.cli.TablesmithCommand;
import dev.tablesmith.live.MotoServer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Failures that need no server: a closed port, unknown names, misuse. Only 127.0.0.1 is ever contacted. */
class LiveConnectionFailureTest {
    @TempDir
    Path dir;

    @Test
    void aClosedPortIsOneLineEndpointUnreachable() throws Exception {
        int port = MotoServer.freePort();

        LiveRun run = LiveRun.of("connect", "--endpoint", "http://127.0.0.1:" + port);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith live connect: endpoint unreachable: nothing answers at 127.0.0.1:"
                + port + " (connection refused); is DynamoDB Local running there?\n");
    }

    @Test
    void deployToAClosedPortIsTheSameOneLine() throws Exception {
        int port = MotoServer.freePort();
        Path design = Examples.export("commerce-main", dir);

        LiveRun run = LiveRun.of("deploy", design.toString(), "--endpoint", "http://127.0.0.1:" + port);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).containsExactly("tablesmith live deploy: endpoint unreachable: nothing answers at"
                + " 127.0.0.1:" + port + " (connection refused); is DynamoDB Local running there?");
    }

    @Test
    void anUnknownProfileIsAUsageErrorNamingTheFiles() {
        LiveRun run = LiveRun.of("connect", "--profile", "nobody");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("tablesmith live connect: unknown profile 'nobody': not in target/no-aws/config"
                + " (missing) and target/no-aws/credentials (missing)");
    }

    @Test
    void anUnknownSavedConnectionListsTheSavedOnes() throws Exception {
        LiveRun save = LiveRun.of("connect", "--endpoint", "http://127.0.0.1:" + MotoServer.freePort(),
                "--settings-dir", dir.toString());
        assertThat(save.exitCode()).isEqualTo(2);

        LiveRun run = LiveRun.of("connect", "--connection", "prod", "--settings-dir", dir.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith live connect: no saved connection 'prod' in "
                + dir.resolve("connections.json") + " (none saved)\n");
    }

    @Test
    void endpointAndProfileTogetherIsAUsageError() {
        LiveRun run = LiveRun.of("connect", "--endpoint", "http://127.0.0.1:1", "--profile", "dev");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith live connect: give --endpoint or --profile, not both\n");
    }

    @Test
    void aMissingDesignFileIsAUsageError() {
        LiveRun run = LiveRun.of("verify", dir.resolve("nothing.json").toString(), "--endpoint",
                "http://127.0.0.1:1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith live verify: no such file: " + dir.resolve("nothing.json") + "\n");
    }

    @Test
    void liveIsATablesmithSubcommand() throws Exception {
        assertThat(Files.exists(dir)).isTrue();
        assertThat(TablesmithCommand.commandLine().getSubcommands()).containsKey("live");
        assertThat(TablesmithCommand.commandLine().getSubcommands().get("live").getSubcommands().keySet())
                .containsExactly("connect", "deploy", "load", "run", "verify", "import");
    }
}
