package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command that writes a file, on a disk that fills up part way through the write (the atomic writer's test
 * seam fails the stream with Linux's ENOSPC text): the old file stays byte for byte, no temporary file is left,
 * and the failure is one line in our words, naming the file once (issue 21: a full disk replaced an existing file
 * with 12 KB of broken JSON, and "cannot save X: cannot save X" was printed).
 */
class WriteFailuresTest {
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

    /** A command line writing to {@code TARGET}, and the prefix of its messages. */
    record Writer(String name, String prefix, String targetName, String... args) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> writers() {
        return Stream.of(
                new Writer("generate --out", "tablesmith generate: ", "out.tablesmith.json",
                        "generate", "DESIGN", "--count", "50", "--seed", "1", "--out", "TARGET"),
                new Writer("export --out", "tablesmith export: ", "main.tf",
                        "export", "DESIGN", "--format", "terraform", "--out", "TARGET"),
                new Writer("examples --export --force", "tablesmith examples: ", "commerce-main.tablesmith.json",
                        "examples", "--export", "commerce-main", "FOLDER", "--force"),
                new Writer("exercise start --out --force", "tablesmith exercise start: ", "start.tablesmith.json",
                        "exercise", "start", "orders-by-carrier", "--out", "TARGET", "--force"),
                new Writer("exercise check --csv", "tablesmith exercise check: ", "grades.csv",
                        "exercise", "check", "--exercise", "orders-by-carrier", "DESIGN", "--csv", "TARGET"),
                new Writer("write --out", "write: ", "after.tablesmith.json",
                        "write", "DESIGN", "--request", "REQUEST", "--out", "TARGET"),
                new Writer("items import --out", "tablesmith items import: ", "out.tablesmith.json",
                        "items", "import", "DESIGN", "BATCH", "--out", "TARGET"))
                .map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void aFullDiskMidWriteLeavesTheOldFileAndSaysSoInOneLine(Writer writer) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path target = folder.resolve(writer.targetName());
        Path request = Files.writeString(dir.resolve("request.json"), """
                {"TableName": "commerce-main", "Item": {"PK": {"S": "NOTE#1"}, "SK": {"S": "x"}}}
                """);
        Path batch = Files.writeString(dir.resolve("batch.json"), """
                {"commerce-main": [{"PutRequest": {"Item": {"PK": {"S": "NOTE#1"}, "SK": {"S": "x"}}}}]}
                """);
        Files.write(target, OLD);
        String[] args = Stream.of(writer.args()).map(a -> switch (a) {
            case "DESIGN" -> design.toString();
            case "TARGET" -> target.toString();
            case "FOLDER" -> folder.toString();
            case "REQUEST" -> request.toString();
            case "BATCH" -> batch.toString();
            default -> a;
        }).toArray(String[]::new);

        CliRun run;
        try (AutoCloseable fault = WriteFaults.wrapWritesTo(target, FaultyStreams.diskFullAfter(7))) {
            run = CliRun.of(args);
        }

        assertThat(run.exitCode()).isNotZero();
        assertThat(run.err()).endsWith(writer.prefix() + "cannot write " + target
                + ": no space left on device; " + writer.targetName() + " is unchanged\n");
        assertThat(run.err().lines().filter(l -> l.contains("cannot write"))).hasSize(1);
        assertThat(run.err()).doesNotContain("Exception").doesNotContain(".tmp");
        assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(folder)).isEmpty();
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
}
