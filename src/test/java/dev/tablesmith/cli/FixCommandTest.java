package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.review.Leaderboard;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tablesmith check} lists the native-multi-attribute-key finding and {@code tablesmith fix} applies it. */
class FixCommandTest {
    @TempDir
    Path folder;

    private Path leaderboard() throws Exception {
        Path file = folder.resolve("leaderboard.tablesmith.json");
        new JsonDesignStore().save(Design.of("leaderboard", Leaderboard.valid()), file);
        return file;
    }

    @Test
    void checkListsTheFindingAndFixAppliesIt() throws Exception {
        Path file = leaderboard();

        CliRun check = CliRun.of("check", file.toString());
        assertThat(check.out()).contains("native-multi-attribute-key").contains("GSI1 can use a native "
                + "multi-attribute key (partition [tournamentId (S), region (S)], sort [score (N), playerId (S)])");

        CliRun fix = CliRun.of("fix", file.toString(), "--native-key", "GSI1");

        assertThat(fix.exitCode()).isZero();
        assertThat(fix.out()).contains("- GSI1 keyed by partition [tournamentId (S), region (S)], sort [score (N), "
                + "playerId (S)] instead of GSI1PK and GSI1SK", "members: 4 sample items before, 4 after (joins 0, "
                + "leaves 0)", "writes: 8.0 WCU -> 8.0 WCU", "saved " + file);
        Design saved = new JsonDesignStore().load(file);
        assertThat(saved.table().index("GSI1").orElseThrow().keySchema().sortKey())
                .containsExactly(KeyAttribute.n("score"), KeyAttribute.s("playerId"));
        assertThat(CliRun.of("check", file.toString()).out()).doesNotContain("native-multi-attribute-key");
    }

    @Test
    void dryRunLeavesTheFileAlone() throws Exception {
        Path file = leaderboard();
        String before = Files.readString(file);

        assertThat(CliRun.of("fix", file.toString(), "--native-key", "GSI1", "--dry-run").exitCode()).isZero();

        assertThat(Files.readString(file)).isEqualTo(before);
    }

    @Test
    void aGsiThatCannotBeConvertedIsOneLineAndExitOne() throws Exception {
        Path file = leaderboard();

        CliRun fix = CliRun.of("fix", file.toString(), "--native-key", "GSI9");

        assertThat(fix.exitCode()).isEqualTo(1);
        assertThat(fix.err().strip()).isEqualTo(file + ": no GSI named GSI9");
    }
}
