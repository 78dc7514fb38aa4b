package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import dev.tablesmith.ui.snapshot.DesignerSnapshots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/**
 * {@code snapshot --out} on a disk that fills up 33 bytes into the PNG (issue 21: a full disk replaced the old PNG
 * with a truncated one): the old picture stays byte for byte, no temporary file is left, one line says why.
 */
class SnapshotWriteFailureTest {
    @TempDir
    Path folder;

    @BeforeAll
    static void startToolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void aFullDiskMidPngLeavesTheOldPictureAndNoTempFile() throws Exception {
        Path out = folder.resolve("view.png");
        CliRun first = snapshot("commerce-main", "--view", "tables", "--width", "400", "--height", "300", "--out",
                out.toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
        byte[] old = Files.readAllBytes(out);

        CliRun run;
        try (AutoCloseable fault = WriteFaults.wrapWritesTo(out, FaultyStreams.diskFullAfter(33))) {
            run = snapshot("commerce-main", "--view", "patterns", "--width", "400", "--height", "300", "--out",
                    out.toString());
        }

        assertThat(run.exitCode()).isNotZero();
        assertThat(run.err()).isEqualTo("tablesmith snapshot: cannot write " + out
                + ": no space left on device; view.png is unchanged\n");
        assertThat(Files.readAllBytes(out)).isEqualTo(old);
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }

    /** A folder that refuses new files (injected: chmod does not stop root) is named, never the temp path. */
    @Test
    void aReadOnlyFolderIsNamedAndTheOldPictureStays() throws Exception {
        Path out = Files.write(folder.resolve("view.png"), new byte[] {1, 2, 3});

        CliRun run;
        try (AutoCloseable readOnly = WriteFaults.refuseNewFilesIn(folder)) {
            run = snapshot("commerce-main", "--view", "tables", "--width", "400", "--height", "300", "--out",
                    out.toString());
        }

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_USAGE);
        assertThat(run.err()).isEqualTo("tablesmith snapshot: cannot write " + folder + ": permission denied\n");
        assertThat(Files.readAllBytes(out)).containsExactly(1, 2, 3);
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }

    @Test
    void aFolderWithoutWritePermissionIsNamedWhenNotRoot() throws Exception {
        Path locked = Files.createDirectory(folder.resolve("locked"));
        Path out = locked.resolve("view.png");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Assumptions.assumeTrue(!Files.isWritable(locked),
                    "running as root: chmod a-w does not stop root; the injected read-only folder tests this");

            CliRun run = snapshot("commerce-main", "--view", "tables", "--out", out.toString());

            assertThat(run.err()).isEqualTo("tablesmith snapshot: cannot write " + locked
                    + ": permission denied\n");
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    private static CliRun snapshot(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "snapshot";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliRun.on(TablesmithCommand.commandLine(DesignerSnapshots::write), all);
    }
}
