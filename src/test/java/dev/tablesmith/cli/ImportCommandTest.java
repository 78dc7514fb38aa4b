package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.interop.RealWorldFixtures;
import dev.tablesmith.model.Design;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportCommandTest {
    private static final String TWO_TABLES = """
            {"ModelName": "shop", "ModelMetadata": {"Version": "3.0", "AWSService": "Amazon DynamoDB"},
             "DataModel": [
               {"TableName": "orders", "BillingMode": "PAY_PER_REQUEST",
                "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
                "TableData": [{"PK": {"S": "o1"}}, {"PK": {"S": "o2"}, "blob": {"B": "not base64!"}}, {}]},
               {"TableName": "users", "BillingMode": "PAY_PER_REQUEST",
                "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "S"}}}]}
            """;

    @TempDir
    Path dir;

    @Test
    void importWritesTheDesignAndPrintsEachWarningWithFileAndPath() throws Exception {
        Path model = Files.writeString(dir.resolve("shop.json"), TWO_TABLES);
        Path out = dir.resolve("shop.tablesmith.json");

        CliRun run = CliRun.of("import", model.toString(), "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.err()).contains(model + ": /DataModel/0/TableData/1/blob/B: binary value 'not base64!' is"
                + " not valid base64; kept as an S value\n");
        assertThat(run.err()).contains(model + ": /DataModel/0/TableData/2: sample item dropped");
        assertThat(run.err()).endsWith("imported NoSQL Workbench model " + model + " -> " + out
                + ": 2 tables, 0 entities, 2 items, 2 warnings\n");
        Design saved = new JsonDesignStore().load(out);
        assertThat(saved.name()).isEqualTo("shop");
        assertThat(saved.tables()).hasSize(2);
    }

    @Test
    void facetDataIsCountedAmongTheImportedItems() {
        Path model = RealWorldFixtures.file("workbench/debunking-myths-games-v3-facets-plus-tabledata.json");
        Path out = dir.resolve("games.tablesmith.json");

        CliRun run = CliRun.of("import", model.toString(), "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.err()).contains(": 1 table, 4 entities, 21 items, ");
    }

    @Test
    void fileInAnotherEncodingSaysWhereAndWhatInsteadOfInputLength() throws Exception {
        byte[] latin1 = "{\n  \"ModelName\": \"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);
        Path model = Files.write(dir.resolve("latin1.json"), latin1);

        CliRun run = CliRun.of("import", model.toString(), "--out", dir.resolve("x.json").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo(model + ":2:20: not UTF-8 text at byte 21 (0xE9); is this a design file?"
                + " (if it is, save it as UTF-8)\n");
    }

    @Test
    void serverlessFileImportsIntoADesignThatValidates() {
        Path serverless = RealWorldFixtures.file("cloudformation/alexdebrie-instagram-serverless-gsi1.yml");
        Path out = dir.resolve("instagram.tablesmith.json");

        CliRun imported = CliRun.of("import", serverless.toString(), "--out", out.toString());
        CliRun validated = CliRun.of("validate", out.toString());

        assertThat(imported.exitCode()).isEqualTo(0);
        assertThat(imported.err()).contains(": /resources/Resources/InstagramTable/Properties: no TableName")
                .contains("imported CloudFormation template");
        assertThat(validated.exitCode()).isEqualTo(0);
    }

    @Test
    void tableOptionKeepsOnlyThatTable() throws Exception {
        Path model = Files.writeString(dir.resolve("shop.json"), TWO_TABLES);

        CliRun run = CliRun.of("import", model.toString(), "--table", "users");

        assertThat(run.exitCode()).isEqualTo(0);
        Design saved = new JsonDesignStore().load(dir.resolve("shop.tablesmith.json"));
        assertThat(saved.tables()).singleElement().satisfies(t -> assertThat(t.name()).isEqualTo("users"));
    }

    @Test
    void unknownTableIsAUsageErrorListingTheTables() throws Exception {
        Path model = Files.writeString(dir.resolve("shop.json"), TWO_TABLES);

        CliRun run = CliRun.of("import", model.toString(), "--table", "nope");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith import: " + model + " has no table 'nope' (tables: orders,"
                + " users)\n");
        assertThat(dir.resolve("shop.tablesmith.json")).doesNotExist();
    }

    @Test
    void truncatedFileIsOneLineWithPositionAndExitTwo() throws Exception {
        Path model = Files.writeString(dir.resolve("cut.json"), "{\"ModelName\": \"m\", \"DataModel\": [");

        CliRun run = CliRun.of("import", model.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).matches("\\Q" + model + "\\E:1:\\d+: /DataModel: malformed JSON: [^\\n]*\\n");
    }

    @Test
    void missingFileIsAUsageError() {
        Path missing = dir.resolve("none.yml");

        CliRun run = CliRun.of("import", missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith import: no such file: " + missing + "\n");
    }
}
