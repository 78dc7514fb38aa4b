package dev.tablesmith.cli;

import static dev.tablesmith.cli.RequestRun.json;
import static dev.tablesmith.cli.RequestRun.strings;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BatchGetItemCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String TWO_PRODUCTS = """
            {
              "RequestItems": {
                "commerce-main": {
                  "Keys": [
                    { "PK": { "S": "PROD#sku-101" }, "SK": { "S": "META" } },
                    { "PK": { "S": "PROD#sku-205" }, "SK": { "S": "META" } },
                    { "PK": { "S": "PROD#sku-999" }, "SK": { "S": "META" } }
                  ],
                  "ProjectionExpression": "PK, title"
                }
              },
              "ReturnConsumedCapacity": "TOTAL"
            }
            """;

    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws IOException {
        design = RequestRun.commerceMain(dir);
    }

    private CliRun batch(String request) throws IOException {
        Path file = RequestRun.request(dir, "batch.json", request);
        return CliRun.of("batch-get-item", design.toString(), "--request", file.toString());
    }

    /** commerce-main with a second table, "archive", holding the same sample data. */
    private void addArchiveTable() throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(design.toFile());
        ObjectNode archive = ((ObjectNode) root.get("tables").get(0)).deepCopy();
        archive.put("name", "archive");
        archive.remove("accessPatterns");
        ((ArrayNode) root.get("tables")).add(archive);
        Files.writeString(design, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    }

    @Test
    void foundItemsComeBackUnderTheirTableAndMissingKeysAreSimplyAbsent() throws IOException {
        CliRun run = batch(TWO_PRODUCTS);

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        JsonNode response = json(run.out());
        JsonNode items = response.get("Responses").get("commerce-main");
        assertThat(strings(items, "PK")).containsExactlyInAnyOrder("PROD#sku-101", "PROD#sku-205");
        assertThat(strings(items, "title")).containsExactlyInAnyOrder("Clean Code", "DDIA");
        assertThat(response.get("UnprocessedKeys").isEmpty()).isTrue();
        assertThat(response.get("ConsumedCapacity").get(0).get("TableName").asText()).isEqualTo("commerce-main");
    }

    @Test
    void keysOfTwoTablesAreEachReadFromTheirOwnTable() throws IOException {
        addArchiveTable();

        CliRun run = batch("""
                {
                  "RequestItems": {
                    "archive": { "Keys": [ { "PK": { "S": "ORDER#o9" }, "SK": { "S": "META" } } ] },
                    "commerce-main": { "Keys": [ { "PK": { "S": "CUST#c1" }, "SK": { "S": "PROFILE" } } ] }
                  }
                }
                """);

        assertThat(run.exitCode()).isZero();
        JsonNode responses = json(run.out()).get("Responses");
        assertThat(strings(responses.get("archive"), "entity")).containsExactly("OrderHeader");
        assertThat(strings(responses.get("commerce-main"), "entity")).containsExactly("Customer");
    }

    @Test
    void moreThanOneHundredKeysAcrossTablesIsAValidationException() throws IOException {
        addArchiveTable();
        StringBuilder keys = new StringBuilder();
        for (int i = 0; i < 51; i++) {
            keys.append(i == 0 ? "" : ", ").append("{ \"PK\": { \"S\": \"CUST#c").append(i).append("\" }, ")
                    .append("\"SK\": { \"S\": \"PROFILE\" } }");
        }

        CliRun run = batch("{ \"RequestItems\": { \"archive\": { \"Keys\": [" + keys + "] }, "
                + "\"commerce-main\": { \"Keys\": [" + keys + "] } } }");

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        assertThat(run.err()).isEqualTo("ValidationException: Too many items requested for the BatchGetItem call\n");
    }

    @Test
    void anyUnknownTableMakesTheWholeBatchResourceNotFound() throws IOException {
        CliRun run = batch(TWO_PRODUCTS.replace("\"RequestItems\": {", "\"RequestItems\": {\n"
                + "    \"orders\": { \"Keys\": [ { \"PK\": { \"S\": \"ORDER#o9\" } } ] },"));

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        assertThat(run.err()).isEqualTo("ResourceNotFoundException: Requested resource not found: Table: orders not "
                + "found\n");
    }

    @Test
    void tableWithoutKeysIsRefusedWithItsLocation() throws IOException {
        CliRun run = batch("{\n  \"RequestItems\": { \"commerce-main\": { \"Keys\": [] } }\n}\n");

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        // Parity Suite tests/tier3/error-messages/batchGetItem.test.ts "empty Keys list" (pinned eu-west-2).
        assertThat(run.err()).isEqualTo("ValidationException: 1 validation error detected: Value at "
                + "'RequestItems.commerce-main.member.Keys' failed to satisfy constraint: Member must have length "
                + "greater than or equal to 1\n  at " + dir.resolve("batch.json")
                + ":2:48: RequestItems.commerce-main.Keys: Keys must hold at least one key\n");
    }

    // Parity Suite split batch-get-item-empty-request-items-message (32 of 33 regions, 2026-09-02).
    @Test
    void noTableAtAllIsTheFrameworksConstraintFailure() throws IOException {
        CliRun run = batch("{ \"RequestItems\": {} }");

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        assertThat(run.err()).startsWith("ValidationException: 1 validation error detected: Value at 'RequestItems' "
                + "failed to satisfy constraint: Member must have length greater than or equal to 1\n");
    }
}
