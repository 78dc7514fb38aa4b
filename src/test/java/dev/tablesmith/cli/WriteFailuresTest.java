package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * Every command that writes a file, on a disk that fills up part way through the write (the atomic writer's test
 * seam fails the stream with Linux's ENOSPC text): the old file stays byte for byte, no temporary file is left,
 * and the failure is one line in our words, naming the file once (issue 21: a full disk replaced an existing file
 * with 12 KB of broken JSON, and "cannot save X: cannot save X" was printed).
 */
class WriteFailuresTest {
    private static final int FAILURE = TablesmithCommand.EXIT_FAILURE;
    private static final int USAGE = TablesmithCommand.EXIT_USAGE;
    private static final byte[] OLD = "{\"the old file\": true}\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);

    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = Files.writeString(dir.resolve("commerce-main.tablesmith.json"),
                gallery.text(gallery.find("commerce-main").orElseThrow()));
    }

    /** A command line writing to {@code TARGET}, the prefix of its messages and its documented exit code. */
    record Writer(String name, int exit, String prefix, String targetName, String... args) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> writers() {
        return Stream.of(
                new Writer("generate --out", FAILURE, "tablesmith generate: ", "out.tablesmith.json",
                        "generate", "DESIGN", "--count", "50", "--seed", "1", "--out", "TARGET"),
                new Writer("export --out", FAILURE, "tablesmith export: ", "main.tf",
                        "export", "DESIGN", "--format", "terraform", "--out", "TARGET"),
                new Writer("export --format cli --out", FAILURE, "tablesmith export: ", "load.sh",
                        "export", "DESIGN", "--format", "cli", "--out", "TARGET"),
                new Writer("export --format markdown --out", FAILURE, "tablesmith export: ", "design.md",
                        "export", "DESIGN", "--format", "markdown", "--out", "TARGET"),
                new Writer("examples --export --force", FAILURE, "tablesmith examples: ",
                        "commerce-main.tablesmith.json",
                        "examples", "--export", "commerce-main", "FOLDER", "--force"),
                new Writer("exercise start --out --force", FAILURE, "tablesmith exercise start: ",
                        "start.tablesmith.json",
                        "exercise", "start", "orders-by-carrier", "--out", "TARGET", "--force"),
                new Writer("exercise check --csv", FAILURE, "tablesmith exercise check: ", "grades.csv",
                        "exercise", "check", "--exercise", "orders-by-carrier", "DESIGN", "--csv", "TARGET"),
                new Writer("write --out", USAGE, "write: ", "after.tablesmith.json",
                        "write", "DESIGN", "--request", "REQUEST", "--out", "TARGET"),
                new Writer("items import --out", USAGE, "tablesmith items import: ", "out.tablesmith.json",
                        "items", "import", "DESIGN", "BATCH", "--out", "TARGET"))
                .map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void aFullDiskMidWriteLeavesTheOldFileAndSaysSoInOneLine(Writer writer) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path target = folder.resolve(writer.targetName());
        Files.write(target, OLD);
        String[] args = commandLine(writer, folder);

        CliRun run;
        try (AutoCloseable fault = WriteFaults.wrapWritesTo(target, FaultyStreams.diskFullAfter(7))) {
            run = CliRun.of(args);
        }

        assertThat(run.exitCode()).isEqualTo(writer.exit());
        assertThat(run.err()).endsWith(writer.prefix() + "cannot write " + target
                + ": no space left on device; " + writer.targetName() + " is unchanged\n");
        assertThat(run.err().lines().filter(l -> l.contains("cannot write"))).hasSize(1);
        assertThat(run.err()).doesNotContain("Exception").doesNotContain(".tmp");
        assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }

    /**
     * A folder that does not let us create files (the injection stands in for {@code chmod a-w}, which does not stop
     * root): one line naming the folder, never the temporary file's path, the documented exit code, the old file
     * as it was.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void aReadOnlyFolderIsNamedInOneLineAndTheOldFileStays(Writer writer) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path target = folder.resolve(writer.targetName());
        Files.write(target, OLD);
        String[] args = commandLine(writer, folder);

        CliRun run;
        try (AutoCloseable readOnly = WriteFaults.refuseNewFilesIn(folder)) {
            run = CliRun.of(args);
        }

        assertThat(run.exitCode()).isEqualTo(writer.exit());
        assertThat(run.err()).endsWith(writer.prefix() + "cannot write " + folder + ": permission denied\n");
        assertThat(run.err().lines().filter(l -> l.contains("cannot write"))).hasSize(1);
        assertThat(run.err()).doesNotContain("Exception").doesNotContain(".tmp");
        assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }

    @Test
    void aFolderWithoutWritePermissionIsNamedWhenNotRoot() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("locked"));
        Path target = Files.write(folder.resolve("out.tablesmith.json"), OLD);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Assumptions.assumeTrue(!Files.isWritable(folder),
                    "running as root: chmod a-w does not stop root; the injected read-only folder tests this");

            CliRun run = CliRun.of("generate", design.toString(), "--count", "5", "--seed", "1", "--out",
                    target.toString());

            assertThat(run.err()).isEqualTo("tablesmith generate: cannot write " + folder + ": permission denied\n");
            assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /**
     * {@code serve --save} whose folder turns read-only: the save after a PutItem fails in one line naming the
     * folder, the server goes on serving, and the design file is as it was.
     */
    @Test
    void serveSaveIntoAReadOnlyFolderNamesTheFolderAndKeepsTheDesign() throws Exception {
        byte[] before = Files.readAllBytes(design);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = TablesmithCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        Thread serve = new Thread(() -> cli.execute("serve", design.toString(), "--port", "0", "--save"));
        int status;
        try (AutoCloseable readOnly = WriteFaults.refuseNewFilesIn(dir)) {
            serve.start();
            status = putItemAndStop(serve, out, err);
        }

        assertThat(status).isEqualTo(200);
        assertThat(err.toString().lines().toList()).isNotEmpty().allMatch(line -> line.equals(
                "tablesmith serve: cannot write " + dir + ": permission denied"));
        assertThat(Files.readAllBytes(design)).isEqualTo(before);
        assertThat(FaultyStreams.temps(dir)).isEmpty();
    }

    /** Once the server says where it is, one PutItem; then stops it (which writes a pending save). */
    private static int putItemAndStop(Thread serve, StringWriter out, StringWriter err) throws Exception {
        int status;
        try {
            Matcher url = Pattern.compile("at (http://127\\.0\\.0\\.1:\\d+)").matcher("");
            for (int i = 0; i < 1000 && serve.isAlive() && !url.reset(out.toString()).find(); i++) {
                Thread.sleep(20);
            }
            assertThat(url.find(0)).as(out + err.toString()).isTrue();
            status = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url.group(1) + "/"))
                    .header("X-Amz-Target", "DynamoDB_20120810.PutItem")
                    .header("Content-Type", "application/x-amz-json-1.0")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"TableName\": \"commerce-main\", \"Item\": "
                            + "{\"PK\": {\"S\": \"NOTE#1\"}, \"SK\": {\"S\": \"x\"}}}")).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode();
        } finally {
            serve.interrupt();
            serve.join(20_000);
        }
        return status;
    }

    /** The command line with DESIGN, TARGET, FOLDER, REQUEST and BATCH filled in. */
    private String[] commandLine(Writer writer, Path folder) throws Exception {
        Path target = folder.resolve(writer.targetName());
        Path request = Files.writeString(dir.resolve("request.json"), """
                {"TableName": "commerce-main", "Item": {"PK": {"S": "NOTE#1"}, "SK": {"S": "x"}}}
                """);
        Path batch = Files.writeString(dir.resolve("batch.json"), """
                {"commerce-main": [{"PutRequest": {"Item": {"PK": {"S": "NOTE#1"}, "SK": {"S": "x"}}}}]}
                """);
        return Stream.of(writer.args()).map(a -> switch (a) {
            case "DESIGN" -> design.toString();
            case "TARGET" -> target.toString();
            case "FOLDER" -> folder.toString();
            case "REQUEST" -> request.toString();
            case "BATCH" -> batch.toString();
            default -> a;
        }).toArray(String[]::new);
    }

    @Test
    void generateIntoAMissingFolderNamesTheFolderOnce() {
        Path out = dir.resolve("missing/out.tablesmith.json");

        CliRun run = CliRun.of("generate", design.toString(), "--count", "1", "--seed", "1", "--out", out.toString());

        assertThat(run.err()).isEqualTo("tablesmith generate: cannot write " + out + ": folder " + dir.resolve("missing")
                + " does not exist\n");
    }

    @Test
    void examplesExportIntoASystemFolderSaysPermissionDeniedForTheFolder() {
        Path kernel = Path.of("/sys/kernel");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(kernel),
                "no /sys/kernel (not Linux): no folder that refuses root to test with");

        CliRun run = CliRun.of("examples", "--export", "commerce-main", kernel.toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_FAILURE);
        assertThat(run.err()).isEqualTo("tablesmith examples: cannot write " + kernel + ": permission denied\n");
    }

    /** Issue 21: "cannot write /proc: no such file or folder" gave the wrong reason; /proc exists. */
    @Test
    void writersIntoProcSayTheFolderDoesNotAcceptNewFiles() throws Exception {
        Path proc = Path.of("/proc");
        Assumptions.assumeTrue(Files.isDirectory(proc) && "proc".equals(Files.getFileStore(proc).type()),
                "no /proc file system (not Linux): no folder that answers ENOENT to a new file to test with");
        String reason = ": cannot write /proc: the folder does not accept new files (proc, a virtual file system the"
                + " kernel provides)\n";

        CliRun export = CliRun.of("export", design.toString(), "--format", "cli", "--out", "/proc/x.sh");
        CliRun generate = CliRun.of("generate", design.toString(), "--count", "1", "--seed", "1",
                "--out", "/proc/x.json");

        assertThat(export.exitCode()).isEqualTo(FAILURE);
        assertThat(export.err()).isEqualTo("tablesmith export" + reason);
        assertThat(generate.exitCode()).isEqualTo(FAILURE);
        assertThat(generate.err()).isEqualTo("tablesmith generate" + reason);
    }
}
