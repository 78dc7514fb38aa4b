package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tablesmith import} on a Terraform file with several tables. */
class TerraformImportCommandTest {
    private static final String TABLES = """
            resource "aws_dynamodb_table" "users" {
              name         = "${var.env}-users"
              billing_mode = "PAY_PER_REQUEST"
              hash_key     = "userId"
              attribute {
                name = "userId"
                type = "S"
              }
            }

            resource "aws_dynamodb_table" "sessions" {
              name         = "sessions"
              billing_mode = "PAY_PER_REQUEST"
              hash_key     = "sessionId"
              attribute {
                name = "sessionId"
                type = "S"
              }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void tableOptionKeepsOneTableOfATerraformFileAndWarningsCarryTheirPointer() throws Exception {
        Path file = Files.writeString(dir.resolve("dynamodb.tf"), TABLES);

        CliRun run = CliRun.of("import", file.toString(), "--table", "sessions");

        assertThat(run.exitCode()).isEqualTo(0);
        Design saved = new JsonDesignStore().load(dir.resolve("dynamodb.tablesmith.json"));
        assertThat(saved.tables()).singleElement().satisfies(t -> assertThat(t.name()).isEqualTo("sessions"));
        assertThat(run.err()).contains(file + ": /resource/aws_dynamodb_table/users/0/name: name"
                        + " \"${var.env}-users\" is only known at plan time")
                .contains("imported Terraform configuration " + file);
    }

    @Test
    void malformedTerraformIsOneLocatedLineAndExitTwo() throws Exception {
        Path file = Files.writeString(dir.resolve("broken.tf"),
                "resource \"aws_dynamodb_table\" \"t\" {\n  hash_key = [\"a\"\n}\n");

        CliRun run = CliRun.of("import", file.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).isEqualTo(file + ":3:1: ',' or ']' expected in the list, found '}'");
    }
}
