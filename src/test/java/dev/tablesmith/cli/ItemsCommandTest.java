package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tablesmith items import}: the report, the exit codes, the saved design. */
class ItemsCommandTest {
    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = dir.resolve("commerce-main.tablesmith.json");
        Files.writeString(design, gallery.text(gallery.find("commerce-main").orElseThrow()));
    }

    private static String fixture(String name) throws URISyntaxException {
        return Path.of(ItemsCommandTest.class.getResource("/dev/tablesmith/io/items/" + name).toURI()).toString();
    }

    @Test
    void importsScanOutputIntoTheDesignInPlace() throws Exception {
        String scan = fixture("aws-cli-scan.json");
        CliRun run = CliRun.of("items", "import", design.toString(), scan);
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(scan + ": scan/query output, 3 writes\n"
                + "commerce-main: 2 added, 1 replaced, 0 deleted; 1 record of entities, 2 explicit items\n"
                + "0 refused\n"
                + "Saved " + design + ".\n");
        Design saved = new JsonDesignStore().load(design);
        assertThat(saved.table().items()).as("the review, and customer c1 whose tier 'platinum' is not in the enum")
                .hasSize(2);
    }

    @Test
    void refusedWritesAreListedLocatedAndExitOneWhileTheOthersAreSaved() throws Exception {
        Path file = dir.resolve("batch.json");
        Files.writeString(file, "{\"commerce-main\": [\n"
                + "  {\"PutRequest\": {\"Item\": {\"PK\": {\"S\": \"NOTE#1\"}, \"SK\": {\"S\": \"x\"}}}},\n"
                + "  {\"PutRequest\": {\"Item\": {\"PK\": {\"S\": \"NOTE#2\"}}}}\n]}");
        CliRun run = CliRun.of("items", "import", design.toString(), file.toString(), "--out",
                dir.resolve("out.tablesmith.json").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("commerce-main: 1 added, 0 replaced, 0 deleted; 0 records of entities, 1 "
                + "explicit item\n1 refused:\n  " + file + ": /commerce-main/1/PutRequest/Item: the table's sort key "
                + "SK is missing: every item needs its full primary key\n");
        assertThat(new JsonDesignStore().load(dir.resolve("out.tablesmith.json")).table().items()).hasSize(1);
        assertThat(new JsonDesignStore().load(design).table().items()).as("DESIGN untouched with --out").isEmpty();
    }

    @Test
    void dryRunWritesNothing() throws Exception {
        byte[] before = Files.readAllBytes(design);
        CliRun run = CliRun.of("items", "import", design.toString(), fixture("s3-export-data.json.gz"),
                "--dry-run");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("s3-export-data.json.gz: DynamoDB S3 export data, 3 writes\n")
                .endsWith("Dry run: " + design + " not written.\n");
        assertThat(Files.readAllBytes(design)).isEqualTo(before);
    }

    @Test
    void aFileThatIsNotSampleDataIsOneLocatedLineExitTwoAndNothingSaved() throws Exception {
        byte[] before = Files.readAllBytes(design);
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"Items\": [\n  {\"PK\": {\"S\": \"a\"}}\n  oops\n]}");
        CliRun run = CliRun.of("items", "import", design.toString(), fixture("aws-cli-scan.json"),
                broken.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith(broken + ":3:3: ").endsWith("tablesmith items import: nothing imported\n");
        assertThat(run.err().lines()).hasSize(2);
        assertThat(run.out()).isEmpty();
        assertThat(Files.readAllBytes(design)).isEqualTo(before);
    }

    @Test
    void aDamagedGzipFileIsOneLine() throws Exception {
        Path damaged = dir.resolve("part.json.gz");
        byte[] gz = Files.readAllBytes(Path.of(fixture("s3-export-data.json.gz")));
        Files.write(damaged, java.util.Arrays.copyOf(gz, gz.length / 2));
        CliRun run = CliRun.of("items", "import", design.toString(), damaged.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith(damaged + ": the gzip data is damaged or cut short");
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void usageErrors() {
        assertThat(CliRun.of("items", "import", design.toString()).exitCode()).isEqualTo(2);
        CliRun missing = CliRun.of("items", "import", design.toString(), dir.resolve("nope.json").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file: ");
        CliRun table = CliRun.of("items", "import", design.toString(), design.toString(), "--table", "orders");
        assertThat(table.exitCode()).isEqualTo(2);
        assertThat(table.err()).isEqualTo("tablesmith items import: " + design + " has no table orders\n");
    }
}
