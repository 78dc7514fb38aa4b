package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one atomic writer: streaming, failures in our words, and the stale temporary file rule. */
class AtomicFilesTest {
    private static final String HEX = "0123456789abcdef";

    @TempDir
    Path folder;

    private List<String> listing() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** Four megabytes of text written in small pieces, as a streaming export writes. */
    private static AtomicFiles.Content large(char letter) {
        return out -> {
            byte[] line = (String.valueOf(letter).repeat(1023) + "\n").getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 4096; i++) {
                out.write(line);
            }
        };
    }

    @Test
    void streamedContentReplacesTheFileWithoutABackup() throws Exception {
        Path target = folder.resolve("items.json");
        Files.writeString(target, "old");

        AtomicFiles.write(target, large('a'));

        assertThat(Files.size(target)).isEqualTo(4L * 1024 * 1024);
        assertThat(listing()).containsExactly("items.json");
    }

    @Test
    void contentThatClosesItsStreamIsStillWrittenWhole() throws Exception {
        Path target = folder.resolve("picture.png");

        AtomicFiles.write(target, out -> {
            try (OutputStream own = out) {
                own.write(new byte[] {1, 2, 3});
            }
        });

        assertThat(Files.readAllBytes(target)).containsExactly(1, 2, 3);
    }

    @Test
    void aFullDiskMidStreamLeavesTheOldFileByteIdenticalAndNoTempFile() throws Exception {
        Path target = folder.resolve("items.json");
        byte[] old = "the old export\n".repeat(1000).getBytes(StandardCharsets.UTF_8);
        Files.write(target, old);

        try (AutoCloseable fault = WriteFaults.wrapWritesTo(target, FaultyStreams.diskFullAfter(200_000))) {
            assertThatThrownBy(() -> AtomicFiles.write(target, large('b')))
                    .isInstanceOf(FileWriteException.class)
                    .hasMessage("cannot write " + target + ": no space left on device; items.json is unchanged");
        }

        assertThat(Files.readAllBytes(target)).isEqualTo(old);
        assertThat(listing()).containsExactly("items.json");
    }

    @Test
    void aFullDiskOnANewFileLeavesNothingBehind() throws Exception {
        Path target = folder.resolve("new.json");

        try (AutoCloseable fault = WriteFaults.wrapWritesTo(target, FaultyStreams.diskFullAfter(10))) {
            assertThatThrownBy(() -> AtomicFiles.write(target, "0123456789abcdef"))
                    .hasMessage("cannot write " + target + ": no space left on device");
        }

        assertThat(listing()).isEmpty();
    }

    @Test
    void aFaultOnOneTargetDoesNotTouchAnother() throws Exception {
        Path faulty = folder.resolve("a.json");
        Path other = folder.resolve("b.json");

        try (AutoCloseable fault = WriteFaults.wrapWritesTo(faulty, FaultyStreams.diskFullAfter(0))) {
            AtomicFiles.write(other, "fine");
        }

        assertThat(Files.readString(other)).isEqualTo("fine");
    }

    @Test
    void aBugInTheContentWriterAlsoRemovesTheTempFile() throws Exception {
        Path target = folder.resolve("items.json");
        Files.writeString(target, "old");

        assertThatThrownBy(() -> AtomicFiles.write(target, out -> {
            out.write(new byte[100_000]);
            throw new IllegalStateException("bug in the middle of a write");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(Files.readString(target)).isEqualTo("old");
        assertThat(listing()).containsExactly("items.json");
    }

    @Test
    void aFolderThatRefusesNewFilesIsNamedInsteadOfTheTempFile() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "needs POSIX");
        Path locked = Files.createDirectory(folder.resolve("locked"));
        Path target = Files.writeString(locked.resolve("out.json"), "old");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeTrue(!Files.isWritable(locked),
                    "running as root (id -u = 0): folder permissions do not stop root, so nothing to test here");
            assertThatThrownBy(() -> AtomicFiles.write(target, "new"))
                    .isInstanceOf(FileWriteException.class)
                    .hasMessage("cannot write " + locked.toAbsolutePath() + ": permission denied")
                    .message().doesNotContain(".tmp");
            assertThat(Files.readString(target)).isEqualTo("old");
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aSystemFolderThatRefusesEvenRootIsNamedWithoutTheTempPath() {
        Path kernel = Path.of("/sys/kernel");
        assumeTrue(Files.isDirectory(kernel), "no /sys/kernel (not Linux): no folder that refuses root to test with");
        Path target = kernel.resolve("tablesmith-test.json");

        assertThatThrownBy(() -> AtomicFiles.write(target, "new"))
                .isInstanceOf(FileWriteException.class)
                .hasMessage("cannot write " + kernel + ": permission denied");
    }

    /**
     * Linux answers ENOENT ("no such file or directory") to a new file in /proc, which exists: the folder is on the
     * kernel's proc file system and does not accept new files; saying "no such file or folder" was the wrong reason.
     */
    @Test
    void aFolderOfTheKernelsProcFileSystemIsSaidNotToAcceptNewFiles() throws Exception {
        Path proc = Path.of("/proc");
        assumeTrue(Files.isDirectory(proc) && "proc".equals(Files.getFileStore(proc).type()),
                "no /proc file system (not Linux): no folder that answers ENOENT to a new file to test with");
        String reason = "the folder does not accept new files (proc, a virtual file system the kernel provides)";

        assertThatThrownBy(() -> AtomicFiles.write(proc.resolve("tablesmith-test.json"), "new"))
                .isInstanceOf(FileWriteException.class)
                .hasMessage("cannot write " + proc + ": " + reason);
        assertThatThrownBy(() -> AtomicFiles.stagingFolder(proc, "tablesmith-test.md"))
                .isInstanceOf(FileWriteException.class)
                .hasMessage("cannot write " + proc + ": " + reason);
    }

    @Test
    void aFolderInThePlaceOfTheFileIsSaidOnce() throws Exception {
        Path target = Files.createDirectory(folder.resolve("out.json"));

        assertThatThrownBy(() -> AtomicFiles.write(target, "x"))
                .hasMessage("cannot write " + target + ": it is a folder");
        IOException failure = catchWrite(target);
        assertThat(AtomicFiles.failure(target, failure)).isEqualTo(failure.getMessage());
        assertThat(AtomicFiles.reason(failure)).isEqualTo("it is a folder");
    }

    private static IOException catchWrite(Path target) {
        try {
            AtomicFiles.write(target, "x");
        } catch (IOException e) {
            return e;
        }
        throw new AssertionError("the write succeeded");
    }

    @Test
    void aMissingFolderIsNamed() {
        Path target = folder.resolve("missing/out.json");

        assertThatThrownBy(() -> AtomicFiles.write(target, "x"))
                .hasMessage("cannot write " + target + ": folder " + folder.resolve("missing") + " does not exist");
    }

    @Test
    void aFileWhereTheFolderShouldBeIsNamedAsAFile() throws IOException {
        Path file = Files.writeString(folder.resolve("afile"), "keep");
        Path target = file.resolve("out.json");

        assertThatThrownBy(() -> AtomicFiles.write(target, "x"))
                .hasMessage("cannot write " + target + ": " + file + " is a file, not a folder");
        assertThat(Files.readString(file)).isEqualTo("keep");
    }

    @Test
    void tempFilesAreNamedAfterTheTargetWithTheWritersProcessId() {
        String name = StaleTemps.newTempName("shop.tablesmith.json");

        assertThat(name).matches("\\.shop\\.tablesmith\\.json\\." + ProcessHandle.current().pid()
                + "-[0-9a-f]{16}\\.tmp");
    }

    @Test
    void theNextWriteRemovesOnlyStaleTempFilesOfOurNaming() throws Exception {
        long dead = deadProcessId();
        long alive = ProcessHandle.current().pid();
        Path target = folder.resolve("out.json");
        String ofDeadWriter = ".out.json." + dead + "-" + HEX + ".tmp";
        String ofLiveWriter = ".out.json." + alive + "-" + HEX + ".tmp";
        String oldOfLiveWriter = ".out.json." + alive + "-" + HEX.replace('0', '1') + ".tmp";
        String oldWithoutProcess = ".out.json." + HEX + ".tmp";
        String newWithoutProcess = ".out.json." + HEX.replace('0', '2') + ".tmp";
        String otherTarget = ".other.json." + dead + "-" + HEX + ".tmp";
        String notOurPattern = ".out.json.backup.tmp";
        for (String name : List.of(ofDeadWriter, ofLiveWriter, oldOfLiveWriter, oldWithoutProcess,
                newWithoutProcess, otherTarget, notOurPattern)) {
            Files.writeString(folder.resolve(name), "partial");
        }
        Path folderLikeOurs = Files.createDirectory(folder.resolve(".out.json." + dead + "-" + HEX.replace('0', '3')
                + ".tmp"));
        FileTime twoHoursAgo = FileTime.from(Instant.now().minus(Duration.ofHours(2)));
        Files.setLastModifiedTime(folder.resolve(oldOfLiveWriter), twoHoursAgo);
        Files.setLastModifiedTime(folder.resolve(oldWithoutProcess), twoHoursAgo);

        AtomicFiles.write(target, "new");

        assertThat(listing()).as("another target's stale temporary file goes too (issue 21)")
                .containsExactlyInAnyOrder("out.json", ofLiveWriter, newWithoutProcess, notOurPattern,
                        folderLikeOurs.getFileName().toString());
    }

    @Test
    void targetNamesWithGlobCharactersAreMatchedLiterally() throws Exception {
        Path target = folder.resolve("a[1]{x}.json");
        String stale = ".a[1]{x}.json." + HEX + ".tmp";
        String lookalike = ".a1x.json." + HEX + ".tmp";
        FileTime twoHoursAgo = FileTime.from(Instant.now().minus(Duration.ofHours(2)));
        Files.setLastModifiedTime(Files.writeString(folder.resolve(stale), "partial"), twoHoursAgo);
        Files.setLastModifiedTime(Files.writeString(folder.resolve(lookalike), "partial"), twoHoursAgo);

        AtomicFiles.write(target, "new");

        assertThat(listing()).as("an old temporary file without a process id goes only with its own target")
                .containsExactlyInAnyOrder("a[1]{x}.json", lookalike);
    }

    @Test
    void aStagingFolderReplacesStaleOnesThatHoldOnlyFiles() throws Exception {
        long dead = deadProcessId();
        Path stale = Files.createDirectory(folder.resolve(".d-images." + dead + "-" + HEX + ".tmp"));
        Files.writeString(stale.resolve("a.png"), "partial");
        Path nested = Files.createDirectory(folder.resolve(".d-images." + dead + "-" + HEX.replace('0', '4')
                + ".tmp"));
        Files.createDirectory(nested.resolve("inner"));
        Path live = Files.createDirectory(folder.resolve(".d-images." + ProcessHandle.current().pid() + "-" + HEX
                + ".tmp"));

        Path staging = AtomicFiles.stagingFolder(folder, "d-images");

        assertThat(staging.getFileName().toString()).matches("\\.d-images\\." + ProcessHandle.current().pid()
                + "-[0-9a-f]{16}\\.tmp");
        assertThat(listing()).containsExactlyInAnyOrder(staging.getFileName().toString(),
                nested.getFileName().toString(), live.getFileName().toString());
    }

    /** The id of a process that has ended (the kernel does not reuse an id straight away). */
    private static long deadProcessId() throws Exception {
        Process process = new ProcessBuilder("true").start();
        process.waitFor();
        long pid = process.pid();
        assumeTrue(ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true), "process id reused at once");
        return pid;
    }
}
