package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.JsonDesignStore;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * kill -9 in the middle of every writer's write (issues 20 and 21): a child JVM writes half of the new file into
 * its temporary file and stalls there ({@link KilledWriters}), the test kills it, and then the target is the old
 * file byte for byte; the dead writer's temporary file is removed by the next write of <em>another</em> file into
 * the same folder, and a rerun of the writer leaves the whole new file. {@code generate --out} has its own test
 * ({@link KillDuringWriteTest}); {@code live import --out} is in {@code LiveImportKillTest} (it needs moto).
 */
class KillEveryWriterTest {
    private static final byte[] OLD = "{\"the old file\": true}\n".getBytes(StandardCharsets.UTF_8);

    @TempDir
    static Path designs;
    private static Path small;
    private static Path big;

    @TempDir
    Path dir;
    private Path folder;

    @BeforeAll
    static void generateALargeDesign() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        small = Files.writeString(designs.resolve("commerce-main.tablesmith.json"),
                gallery.text(gallery.find("commerce-main").orElseThrow()));
        big = designs.resolve("big.tablesmith.json");
        CliRun generated = CliRun.of("generate", small.toString(), "--count", "200", "--seed", "3", "--out",
                big.toString());
        assertThat(generated.exitCode()).as(generated.err()).isZero();
    }

    @BeforeEach
    void createTheFolder() throws Exception {
        folder = Files.createDirectory(dir.resolve("out"));
    }

    /**
     * A writer's command line; TARGET, FOLDER, BIG (a design with 1,000 records) and SMALL (commerce-main as it is)
     * are filled in.
     */
    record Writer(String name, String targetName, String... args) {
        @Override
        public String toString() {
            return name;
        }

        String[] commandLine(Path folder) {
            return Stream.of(args).map(a -> switch (a) {
                case "BIG" -> big.toString();
                case "SMALL" -> small.toString();
                case "TARGET" -> folder.resolve(targetName).toString();
                case "FOLDER" -> folder.toString();
                default -> a;
            }).toArray(String[]::new);
        }
    }

    static Stream<Writer> textWriters() {
        return Stream.of(
                new Writer("export --format cli --out", "load.sh",
                        "export", "BIG", "--format", "cli", "--out", "TARGET"),
                new Writer("export --format markdown --out (pictures into a folder)", "design.md",
                        "export", "SMALL", "--format", "markdown", "--out", "TARGET"),
                new Writer("the app's Save (JsonDesignStore.save)", "saved.tablesmith.json", "app-save", "BIG", "TARGET"),
                new Writer("examples --export --force", "commerce-main.tablesmith.json",
                        "examples", "--export", "commerce-main", "FOLDER", "--force"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("textWriters")
    void aKilledWriteLeavesTheOldFileAndAnyNextWriteRemovesItsTempFile(Writer writer) throws Exception {
        Path reference = Files.createDirectory(dir.resolve("reference"));
        byte[] whole = run(writer, reference);
        Path target = folder.resolve(writer.targetName());
        Files.write(target, OLD);

        KilledWriters.killAt(target, whole.length / 2, dir.resolve("child.log"), writer.commandLine(folder));

        assertThat(Files.readAllBytes(target)).as("killed half way through %d bytes", whole.length).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(folder)).as("the killed write's temporary file").hasSize(1);
        anotherWriterWritesIntoTheFolder();
        assertThat(FaultyStreams.temps(folder)).as("removed by a write of another file").isEmpty();
        assertThat(run(writer, folder)).as("the rerun's whole file").isEqualTo(whole);
    }

    /** The save's copy of the old file to {@code NAME.bak} is killed half way: both files are as they were. */
    @Test
    void aSaveKilledWhileBackingUpLeavesTheFileAndTheEarlierBackup() throws Exception {
        Path target = Files.copy(small, folder.resolve("saved.tablesmith.json"));
        Path backup = Files.write(folder.resolve("saved.tablesmith.json.bak"), OLD);
        byte[] old = Files.readAllBytes(target);

        KilledWriters.killAt(backup, old.length / 2, dir.resolve("child.log"), "app-save", big.toString(),
                target.toString());

        assertThat(Files.readAllBytes(target)).isEqualTo(old);
        assertThat(Files.readAllBytes(backup)).as("the earlier backup").isEqualTo(OLD);
        assertThat(FaultyStreams.temps(folder)).as("the new file's and the backup's").hasSize(2);
        anotherWriterWritesIntoTheFolder();
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }

    @Test
    void aKilledSnapshotLeavesTheOldPicture() throws Exception {
        Path target = folder.resolve("view.png");
        Files.write(target, OLD);

        KilledWriters.killAt(target, 2_000, dir.resolve("child.log"), "snapshot", "commerce-main", "--view",
                "tables", "--width", "400", "--height", "300", "--out", target.toString());

        assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(folder)).hasSize(1);
        anotherWriterWritesIntoTheFolder();
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }

    @Test
    void aServerKilledWhileSavingAWriteLeavesTheOldDesign() throws Exception {
        Path served = Files.copy(big, folder.resolve("served.tablesmith.json"));
        byte[] old = Files.readAllBytes(served);
        Path log = dir.resolve("child.log");
        boolean[] sent = new boolean[1];

        KilledWriters.killAt(served, old.length / 2, log, () -> sent[0] = sent[0] || putItem(log),
                "serve", served.toString(), "--port", "0", "--save");

        assertThat(sent[0]).isTrue();
        assertThat(Files.readAllBytes(served)).isEqualTo(old);
        assertThat(FaultyStreams.temps(folder)).hasSize(1);
        anotherWriterWritesIntoTheFolder();
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }

    /** Once the child says where it serves, one PutItem (which makes it save); false until then. */
    private static boolean putItem(Path log) {
        try {
            Matcher url = Pattern.compile("at (http://127\\.0\\.0\\.1:\\d+)").matcher(Files.readString(log));
            if (!url.find()) {
                return false;
            }
            HttpRequest put = HttpRequest.newBuilder(URI.create(url.group(1) + "/"))
                    .timeout(Duration.ofSeconds(20))
                    .header("Content-Type", "application/x-amz-json-1.0")
                    .header("X-Amz-Target", "DynamoDB_20120810.PutItem")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"TableName\": \"commerce-main\", \"Item\": "
                            + "{\"PK\": {\"S\": \"NOTE#1\"}, \"SK\": {\"S\": \"x\"}}}"))
                    .build();
            HttpResponse<String> answer = HttpClient.newHttpClient().send(put, HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 200) {
                throw new AssertionError("PutItem answered " + answer.statusCode() + ": " + answer.body());
            }
            return true;
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private void anotherWriterWritesIntoTheFolder() {
        CliRun other = CliRun.of("examples", "--export", "org-chart", folder.toString(), "--force");
        assertThat(other.exitCode()).as(other.err()).isZero();
    }

    /** Runs the writer in this JVM into {@code into} and returns what it wrote. */
    private byte[] run(Writer writer, Path into) throws Exception {
        Path target = into.resolve(writer.targetName());
        if (writer.args()[0].equals("app-save")) {
            JsonDesignStore store = new JsonDesignStore();
            store.save(store.load(big), target);
        } else {
            CliRun run = CliRun.of(writer.commandLine(into));
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        return Files.readAllBytes(target);
    }
}
