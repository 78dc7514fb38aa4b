package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExamplesCommandTest {
    @TempDir
    Path dir;

    @Test
    void listShowsNameTitleAndDescriptionOfEveryExample() throws IOException {
        CliRun run = CliRun.of("examples", "--list");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines().findFirst()).hasValueSatisfying(header ->
                assertThat(header).matches("NAME +TITLE +DESCRIPTION"));
        for (Example example : new ExampleGallery().list()) {
            assertThat(run.out().lines()).anySatisfy(line -> assertThat(line)
                    .startsWith(example.name() + " ").contains(example.title()).endsWith(example.description()));
        }
        assertThat(run.out()).contains("commerce-main");
    }

    @Test
    void exportWritesTheExampleTextIntoANewFolder() throws IOException {
        Path target = dir.resolve("designs/new");

        CliRun run = CliRun.of("examples", "--export", "commerce-main", target.toString());

        Path written = target.resolve("commerce-main.tablesmith.json");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("wrote " + written + "\n");
        ExampleGallery gallery = new ExampleGallery();
        assertThat(Files.readString(written, StandardCharsets.UTF_8))
                .isEqualTo(gallery.text(gallery.find("commerce-main").orElseThrow()));
    }

    @Test
    void exportRefusesToOverwriteAnExistingFileWithoutForce() throws IOException {
        Path existing = Files.writeString(dir.resolve("commerce-main.tablesmith.json"), "my own edits");

        CliRun refused = CliRun.of("examples", "--export", "commerce-main", dir.toString());

        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("already exists", "--force");
        assertThat(Files.readString(existing)).isEqualTo("my own edits");

        CliRun forced = CliRun.of("examples", "--export", "commerce-main", dir.toString(), "--force");

        assertThat(forced.exitCode()).isZero();
        assertThat(Files.readString(existing)).isNotEqualTo("my own edits");
    }

    @Test
    void unknownExampleIsAUsageErrorListingTheKnownNames() {
        CliRun run = CliRun.of("examples", "--export", "no-such-example", dir.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("unknown example 'no-such-example'", "known examples:", "commerce-main");
        assertThat(dir).isEmptyDirectory();
    }

    @Test
    void listAndExportTogetherIsAUsageError() {
        CliRun run = CliRun.of("examples", "--list", "--export", "commerce-main", dir.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("mutually exclusive");
    }

    @Test
    void noActionIsAUsageError() {
        CliRun run = CliRun.of("examples");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--list", "--export");
    }

    @Test
    void exportWithoutAFolderIsAUsageError() {
        CliRun run = CliRun.of("examples", "--export", "commerce-main");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
    }
}
