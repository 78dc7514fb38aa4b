package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValidateCommandTest {
    private static final String VALID_DESIGN = """
            {
              "format": "tablesmith/1",
              "name": "orders",
              "tables": [
                {
                  "name": "orders",
                  "partitionKey": { "name": "PK", "type": "S" },
                  "sortKey": { "name": "SK", "type": "S" },
                  "entities": [
                    {
                      "name": "Order",
                      "attributes": [
                        { "name": "customerId", "type": "S", "required": true },
                        { "name": "orderId", "type": "S", "required": true }
                      ],
                      "keys": {
                        "PK": { "template": "CUST#{customerId}" },
                        "SK": { "template": "ORDER#{orderId}" }
                      }
                    }
                  ]
                }
              ]
            }
            """;

    @TempDir
    Path dir;

    @Test
    void missingFileIsAUsageErrorNamingTheFile() {
        Path missing = dir.resolve("x.tablesmith.json");

        CliRun run = CliRun.of("validate", missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith validate: no such file: " + missing + "\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void missingFileStopsTheCommandBeforeAnyFileIsChecked() throws IOException {
        Path present = Files.writeString(dir.resolve("broken.tablesmith.json"), "{ not json");
        Path missing = dir.resolve("gone.tablesmith.json");

        CliRun run = CliRun.of("validate", present.toString(), missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("no such file: " + missing).doesNotContain("broken");
    }

    @Test
    void folderIsAUsageError() {
        CliRun run = CliRun.of("validate", dir.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("not a file: " + dir);
    }

    @Test
    void noFileIsAUsageError() {
        CliRun run = CliRun.of("validate");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("Missing required parameter", "FILE");
    }

    @Test
    void validFileExitsZeroAndPrintsOnlyTheSummary() throws IOException {
        Path file = Files.writeString(dir.resolve("orders.tablesmith.json"), VALID_DESIGN);

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.err()).isEqualTo("1 file checked: valid\n");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
    }

    @Test
    void unsupportedFormatIsReportedOnStdoutAsFileLineColumnPathMessage() throws IOException {
        Path file = Files.writeString(dir.resolve("future.tablesmith.json"),
                VALID_DESIGN.replace("tablesmith/1", "tablesmith/9"));

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines()).anySatisfy(line -> assertThat(line)
                .matches(".*future\\.tablesmith\\.json:\\d+:\\d+: /format: .*")
                .contains("unsupported format version"));
        assertThat(run.err()).isEqualTo("1 file checked: " + Plural.of((int) run.out().lines().count(), "problem")
                + " in 1 file\n");
    }

    @Test
    void malformedJsonIsOneProblemWithItsLineAndColumn() throws IOException {
        Path file = Files.writeString(dir.resolve("broken.tablesmith.json"), "{\n  \"format\": \"tablesmith/1\",\n  oops\n}\n");

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).matches("(?s).*broken\\.tablesmith\\.json:3:\\d+: .*\n");
    }

    @Test
    void everyFileIsCheckedAndOnlyTheInvalidOnesReportProblems() throws IOException {
        Path good = Files.writeString(dir.resolve("good.tablesmith.json"), VALID_DESIGN);
        Path bad = Files.writeString(dir.resolve("bad.tablesmith.json"), "[]");

        CliRun run = CliRun.of("validate", bad.toString(), good.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("bad.tablesmith.json").doesNotContain("good.tablesmith.json");
        assertThat(run.err()).startsWith("2 files checked: ").endsWith(" in 1 file\n");
    }

    @Test
    void summaryCountsFilesAndProblems() {
        assertThat(ValidateCommand.summary(1, 0, 0)).isEqualTo("1 file checked: valid");
        assertThat(ValidateCommand.summary(3, 0, 0)).isEqualTo("3 files checked: all valid");
        assertThat(ValidateCommand.summary(3, 2, 1)).isEqualTo("3 files checked: 2 problems in 1 file");
        assertThat(ValidateCommand.summary(2, 1, 1)).isEqualTo("2 files checked: 1 problem in 1 file");
    }
}
