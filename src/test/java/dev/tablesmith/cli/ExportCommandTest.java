package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.export.TerraformExporter;
import dev.tablesmith.io.ExampleGallery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportCommandTest {
    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws IOException {
        design = RequestRun.commerceMain(dir);
    }

    @Test
    void withoutOutTheExportGoesToStandardOutput() throws Exception {
        CliRun run = CliRun.of("export", design.toString(), "--format", "terraform");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        ExampleGallery gallery = new ExampleGallery();
        assertThat(run.out()).isEqualTo(new TerraformExporter().export(
                gallery.load(gallery.find("commerce-main").orElseThrow())));
    }

    @Test
    void withOutTheExportReplacesTheFileAndPrintsNothing() throws IOException {
        Path out = dir.resolve("table.yaml");
        Files.writeString(out, "old content\n");
        CliRun run = CliRun.of("export", design.toString(), "--format", "cloudformation", "--out", out.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(Files.readString(out)).contains("Type: \"AWS::DynamoDB::Table\"").doesNotContain("old content");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("commerce-main.tablesmith.json", "table.yaml");
        }
    }

    @Test
    void codeWithALanguageIsOneSourceFile() {
        CliRun run = CliRun.of("export", design.toString(), "--format", "code", "--language", "python");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("\"\"\"The access patterns").contains("def ap1_customer_profile(");
    }

    @Test
    void anUnknownFormatIsAUsageErrorListingTheFormats() {
        CliRun run = CliRun.of("export", design.toString(), "--format", "yaml");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith export: unknown format 'yaml'; the formats: workbench, onetable,"
                + " dynamodb-mcp, cloudformation, cloudformation-json, terraform, cli, cdk, markdown, code\n");
    }

    @Test
    void aLanguageWithAnotherFormatOrAnUnknownLanguageIsAUsageError() {
        CliRun other = CliRun.of("export", design.toString(), "--format", "cdk", "--language", "java");
        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).contains("--language applies only to --format code");
        CliRun unknown = CliRun.of("export", design.toString(), "--format", "code", "--language", "rust");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown language 'rust'; the languages: java, python, javascript");
    }

    @Test
    void aMissingDesignIsAUsageErrorAndAnUnwritableOutputAFailure() {
        CliRun missing = CliRun.of("export", dir.resolve("none.json").toString(), "--format", "markdown");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file");
        CliRun unwritable = CliRun.of("export", design.toString(), "--format", "markdown", "--out",
                dir.resolve("no-folder").resolve("d.md").toString());
        assertThat(unwritable.exitCode()).isEqualTo(1);
        assertThat(unwritable.err()).startsWith("tablesmith export: cannot write ").contains("does not exist")
                .doesNotContain("Exception");
        assertThat(unwritable.err().lines()).hasSize(1);
    }
}
