package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import dev.tablesmith.live.MotoServer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code live import --force} over an existing design on a disk that fills up mid-write, against moto_server. */
@ExtendWith(MotoServerExtension.class)
class LiveImportWriteFailureMotoTest {
    @TempDir
    Path dir;

    @Test
    void aFullDiskKeepsTheExistingDesignAndSaysWhyInOneLine(MotoServer moto) throws Exception {
        String endpoint = moto.endpoint().toString();
        Path design = Examples.export("commerce-main", dir);
        String table = "import-full-" + ProcessHandle.current().pid();
        assertThat(LiveRun.of("deploy", design.toString(), "--endpoint", endpoint, "--table", table,
                "--poll-millis", "50").exitCode()).isZero();
        assertThat(LiveRun.of("load", design.toString(), "--endpoint", endpoint, "--table", table).exitCode())
                .isZero();
        byte[] before = Files.readAllBytes(design);

        LiveRun run;
        try (AutoCloseable fault = WriteFaults.wrapWritesTo(design, FaultyStreams.diskFullAfter(500))) {
            run = LiveRun.of("import", design.toString(), "--endpoint", endpoint, "--table", table, "--force");
        }

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().strip()).isEqualTo("tablesmith live import: cannot write " + design
                + ": no space left on device; " + design.getFileName() + " is unchanged");
        assertThat(Files.readAllBytes(design)).isEqualTo(before);
        assertThat(FaultyStreams.temps(dir)).isEmpty();
    }
}
