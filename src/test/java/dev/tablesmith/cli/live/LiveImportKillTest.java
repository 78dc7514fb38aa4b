package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.cli.KilledWriters;
import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import dev.tablesmith.live.MotoServer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code live import --out} against moto_server on 127.0.0.1 (issue 20): killed half way through writing the
 * design (a child JVM that stalls there, {@link KilledWriters}), on a full disk and into a read-only folder, the
 * file is the old one byte for byte and the failure is one line naming the file or the folder.
 */
@ExtendWith(MotoServerExtension.class)
class LiveImportKillTest {
    private static final byte[] OLD = "{\"the old file\": true}\n".getBytes(StandardCharsets.UTF_8);
    private static final String TABLE = "import-kill-" + ProcessHandle.current().pid();

    @TempDir
    static Path designs;

    @TempDir
    Path dir;

    @BeforeAll
    static void deployAndLoadCommerceMain(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", designs);
        LiveRun deploy = LiveRun.of("deploy", design.toString(), "--endpoint", moto.endpoint().toString(), "--table",
                TABLE, "--poll-millis", "50");
        assertThat(deploy.exitCode()).as(deploy.err()).isZero();
        LiveRun load = LiveRun.of("load", design.toString(), "--endpoint", moto.endpoint().toString(), "--table",
                TABLE);
        assertThat(load.exitCode()).as(load.err()).isZero();
    }

    private static String[] importInto(Path out, MotoServer moto) {
        return new String[] {"import", out.toString(), "--endpoint", moto.endpoint().toString(), "--table", TABLE,
                "--force"};
    }

    @Test
    void aKilledImportLeavesTheOldFileAndTheNextWriteRemovesItsTempFile(MotoServer moto) throws Exception {
        Path reference = dir.resolve("reference.tablesmith.json");
        LiveRun whole = LiveRun.of(importInto(reference, moto));
        assertThat(whole.exitCode()).as(whole.err()).isZero();
        long size = Files.size(reference);
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path target = Files.write(folder.resolve("imported.tablesmith.json"), OLD);
        String[] child = new String[importInto(target, moto).length + 1];
        child[0] = "live";
        System.arraycopy(importInto(target, moto), 0, child, 1, child.length - 1);

        KilledWriters.killAt(target, size / 2, dir.resolve("child.log"), child);

        assertThat(Files.readAllBytes(target)).as("killed at %d of %d bytes", size / 2, size).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(folder)).hasSize(1);
        LiveRun next = LiveRun.of(importInto(target, moto));
        assertThat(next.exitCode()).as(next.err()).isZero();
        assertThat(FaultyStreams.temps(folder)).isEmpty();
        assertThat(Files.size(target)).isEqualTo(size);
    }

    @Test
    void aFullDiskLeavesTheOldFileAndSaysSoOnce(MotoServer moto) throws Exception {
        Path target = Files.write(dir.resolve("imported.tablesmith.json"), OLD);

        LiveRun run;
        try (AutoCloseable fault = WriteFaults.wrapWritesTo(target, FaultyStreams.diskFullAfter(100))) {
            run = LiveRun.of(importInto(target, moto));
        }

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tablesmith live import: cannot write " + target
                + ": no space left on device; imported.tablesmith.json is unchanged\n");
        assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(dir)).isEmpty();
    }

    @Test
    void aReadOnlyFolderIsNamedAndTheOldFileStays(MotoServer moto) throws Exception {
        Path target = Files.write(dir.resolve("imported.tablesmith.json"), OLD);

        LiveRun run;
        try (AutoCloseable readOnly = WriteFaults.refuseNewFilesIn(dir)) {
            run = LiveRun.of(importInto(target, moto));
        }

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tablesmith live import: cannot write " + dir + ": permission denied\n");
        assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(dir)).isEmpty();
    }
}
