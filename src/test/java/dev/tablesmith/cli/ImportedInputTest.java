package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.interop.RealWorldFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that reads a design accepts any file the app can open: another tool's file is imported in memory,
 * as File &gt; Open does, with a notice and its warnings on standard error; nothing is written over it.
 */
class ImportedInputTest {
    private static final String WORKBENCH = "workbench/debunking-myths-games-v3-facets-plus-tabledata.json";

    @TempDir
    Path dir;

    private Path model;
    private byte[] original;

    @BeforeEach
    void copyModel() throws Exception {
        model = Files.copy(RealWorldFixtures.file(WORKBENCH), dir.resolve("games.json"));
        original = Files.readAllBytes(model);
    }

    @Test
    void validateChecksTheImportedDesignAndSaysItWasImported() {
        CliRun run = CliRun.of("validate", model.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith(model + ": read as a NoSQL Workbench model (imported in memory, ");
        assertThat(run.err()).endsWith("1 file checked: valid\n");
    }

    @Test
    void checkLocatesFindingsInTheDesignImportWouldWrite() {
        CliRun run = CliRun.of("check", model.toString());

        assertThat(run.exitCode()).isIn(0, 1);
        assertThat(run.err()).contains(model + ": read as a NoSQL Workbench model");
        assertThat(run.err()).contains("findings are located in games.tablesmith.json");
        assertThat(run.out().lines()).isNotEmpty().allSatisfy(line ->
                assertThat(line).matches("games\\.tablesmith\\.json:\\d+:\\d+: .*"));
        assertThat(dir.resolve("games.tablesmith.json")).doesNotExist();
    }

    @Test
    void planAndCollectionsReadTheImportedDesign() {
        CliRun plan = CliRun.of("plan", model.toString(), "--json");
        CliRun collections = CliRun.of("collections", model.toString());

        assertThat(plan.exitCode()).isZero();
        assertThat(plan.out()).startsWith("{");
        assertThat(collections.exitCode()).isZero();
        assertThat(collections.out()).isNotBlank();
        assertThat(collections.err()).contains("(imported in memory");
    }

    @Test
    void theSameDesignAsItsImportHasNoDifferences() {
        Path imported = dir.resolve("imported.tablesmith.json");
        assertThat(CliRun.of("import", model.toString(), "--out", imported.toString()).exitCode()).isZero();

        CliRun run = CliRun.of("diff", model.toString(), imported.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).endsWith("no differences\n");
    }

    @Test
    void generateRefusesToWriteADesignOverTheOtherToolsFile() throws Exception {
        CliRun run = CliRun.of("generate", model.toString(), "--count", "2", "--seed", "1", "--out",
                model.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(model + " is a NoSQL Workbench model, not a design file; --out");
        assertThat(Files.readAllBytes(model)).isEqualTo(original);
    }

    @Test
    void serveRefusesToSaveWritesIntoTheOtherToolsFile() throws Exception {
        CliRun run = CliRun.of("serve", model.toString(), "--save", "--port", "0");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--save would replace it with a design");
        assertThat(Files.readAllBytes(model)).isEqualTo(original);
    }

    @Test
    void aFileOfAKnownFormatThatCannotBeImportedIsOneLocatedLine() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.json"), "{\"ModelName\": \"x\", \"DataModel\": []}");

        CliRun run = CliRun.of("plan", empty.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo(empty + ": the NoSQL Workbench model has no tables (DataModel is empty)\n");
    }

    @Test
    void aDesignFileIsStillReadAsADesignWithoutANotice() throws Exception {
        Path imported = dir.resolve("imported.tablesmith.json");
        CliRun.of("import", model.toString(), "--out", imported.toString());

        CliRun run = CliRun.of("validate", imported.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEqualTo("1 file checked: valid\n");
    }
}
