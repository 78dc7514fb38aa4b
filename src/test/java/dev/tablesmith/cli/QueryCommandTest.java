package dev.tablesmith.cli;

import static dev.tablesmith.cli.RequestRun.json;
import static dev.tablesmith.cli.RequestRun.strings;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueryCommandTest {
    private static final String ORDER_O9 = """
            {
              "TableName": "commerce-main",
              "KeyConditionExpression": "PK = :pk",
              "ExpressionAttributeValues": { ":pk": { "S": "ORDER#o9" } }
            }
            """;

    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws IOException {
        design = RequestRun.commerceMain(dir);
    }

    private CliRun query(String request) throws IOException {
        Path file = RequestRun.request(dir, "req.json", request);
        return CliRun.of("query", design.toString(), "--request", file.toString());
    }

    @Test
    void orderCollectionComesBackInSortKeyOrderWithItemLinesBeforeMeta() throws IOException {
        CliRun run = query(ORDER_O9);

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        JsonNode response = json(run.out());
        assertThat(strings(response.get("Items"), "SK")).containsExactly("ITEM#sku-101", "ITEM#sku-205", "META");
        assertThat(response.get("Count").asInt()).isEqualTo(3);
        assertThat(response.get("ScannedCount").asInt()).isEqualTo(3);
        assertThat(response.has("LastEvaluatedKey")).isFalse();
        assertThat(response.has("ConsumedCapacity")).isFalse();
    }

    @Test
    void customersOrdersComeNewestFirstWithTheProfileSkippedByThePrefix() throws IOException {
        CliRun run = query("""
                {
                  "TableName": "commerce-main",
                  "KeyConditionExpression": "PK = :pk AND begins_with(SK, :order)",
                  "ExpressionAttributeValues": { ":pk": { "S": "CUST#c1" }, ":order": { "S": "ORDER#" } },
                  "ScanIndexForward": false
                }
                """);

        assertThat(run.exitCode()).isZero();
        JsonNode response = json(run.out());
        assertThat(strings(response.get("Items"), "SK"))
                .containsExactly("ORDER#2026-07-14#o9", "ORDER#2026-05-19#o6", "ORDER#2026-03-02#o3");
        assertThat(response.get("Count").asInt()).isEqualTo(3);
        assertThat(response.get("ScannedCount").asInt()).isEqualTo(3);
    }

    @Test
    void sparseGsi2HoldsOnlyThePendingOrders() throws IOException {
        CliRun run = query("""
                {
                  "TableName": "commerce-main",
                  "IndexName": "GSI2",
                  "KeyConditionExpression": "GSI2PK = :open",
                  "ExpressionAttributeValues": { ":open": { "S": "OPEN" } }
                }
                """);

        assertThat(run.exitCode()).isZero();
        JsonNode items = json(run.out()).get("Items");
        assertThat(strings(items, "orderId")).containsExactly("o9", "o10", "o11");
        assertThat(strings(items, "status")).containsOnly("PENDING");
    }

    @Test
    void filterIsAppliedAfterTheReadSoCountIsBelowScannedCount() throws IOException {
        CliRun run = query("""
                {
                  "TableName": "commerce-main",
                  "KeyConditionExpression": "PK = :pk",
                  "FilterExpression": "#s = :pending",
                  "ExpressionAttributeNames": { "#s": "status" },
                  "ExpressionAttributeValues": { ":pk": { "S": "CUST#c1" }, ":pending": { "S": "PENDING" } }
                }
                """);

        assertThat(run.exitCode()).isZero();
        JsonNode response = json(run.out());
        assertThat(strings(response.get("Items"), "orderId")).containsExactly("o9");
        assertThat(response.get("Count").asInt()).isEqualTo(1);
        assertThat(response.get("ScannedCount").asInt()).isEqualTo(4);
    }

    @Test
    void limitEndsThePageAtLastEvaluatedKeyAndExclusiveStartKeyResumesAfterIt() throws IOException {
        CliRun first = query(ORDER_O9.replace("\n}", ",\n  \"Limit\": 2\n}"));

        assertThat(first.exitCode()).isZero();
        JsonNode page = json(first.out());
        assertThat(strings(page.get("Items"), "SK")).containsExactly("ITEM#sku-101", "ITEM#sku-205");
        JsonNode lastKey = page.get("LastEvaluatedKey");
        assertThat(lastKey.path("SK").path("S").asText()).isEqualTo("ITEM#sku-205");

        CliRun second = query(ORDER_O9.replace("\n}",
                ",\n  \"Limit\": 2,\n  \"ExclusiveStartKey\": " + lastKey + "\n}"));

        assertThat(second.exitCode()).isZero();
        JsonNode rest = json(second.out());
        assertThat(strings(rest.get("Items"), "SK")).containsExactly("META");
        assertThat(rest.has("LastEvaluatedKey")).isFalse();
    }

    @Test
    void consumedCapacityIsReportedForTheTableWhenAskedFor() throws IOException {
        CliRun run = query(ORDER_O9.replace("\n}", ",\n  \"ReturnConsumedCapacity\": \"TOTAL\"\n}"));

        assertThat(run.exitCode()).isZero();
        JsonNode capacity = json(run.out()).get("ConsumedCapacity");
        assertThat(capacity.get("TableName").asText()).isEqualTo("commerce-main");
        assertThat(capacity.get("CapacityUnits").isNumber()).isTrue();
        assertThat(capacity.get("CapacityUnits").asDouble()).isPositive();
    }

    @Test
    void requestIsReadFromStandardInputForADash() {
        CliRun run = RequestRun.withStdin(ORDER_O9, "query", design.toString(), "--request", "-");

        assertThat(run.exitCode()).isZero();
        assertThat(json(run.out()).get("Count").asInt()).isEqualTo(3);
    }

    @Test
    void requestDynamoDbRefusesPrintsItsValidationExceptionAndExitsOne() throws IOException {
        CliRun run = query("""
                {
                  "TableName": "commerce-main",
                  "KeyConditionExpression": "SK = :sk",
                  "ExpressionAttributeValues": { ":sk": { "S": "META" } }
                }
                """);

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        assertThat(run.err()).startsWith("ValidationException: ").contains("PK").endsWith("\n");
        assertThat(run.err().lines()).hasSize(1);
    }

    @Test
    void undefinedPlaceholderIsAValidationException() throws IOException {
        CliRun run = query("""
                { "TableName": "commerce-main", "KeyConditionExpression": "PK = :nope" }
                """);

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("ValidationException: ").contains(":nope");
    }

    @Test
    void tableTheDesignDoesNotHaveIsResourceNotFound() throws IOException {
        CliRun run = query(ORDER_O9.replace("\"commerce-main\"", "\"orders\""));

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        assertThat(run.err()).isEqualTo("ResourceNotFoundException: Requested resource not found: Table: orders not "
                + "found\n");
    }

    @Test
    void malformedRequestIsReportedWithFileLineColumnAndField() throws IOException {
        CliRun run = query(ORDER_O9.replace("{ \"S\": \"ORDER#o9\" }", "\"ORDER#o9\""));

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo(dir.resolve("req.json") + ":4:41: ExpressionAttributeValues.:pk: expected a "
                + "DynamoDB JSON value such as {\"S\": \"text\"}, found a string\n");
    }

    @Test
    void misspeltParameterFromStandardInputIsNamedWithItsLikelyMeaning() {
        CliRun run = RequestRun.withStdin(ORDER_O9.replace("KeyConditionExpression", "KeyCondition"),
                "query", design.toString(), "--request", "-");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().lines()).contains(
                "stdin:3:3: unknown request field 'KeyCondition' (did you mean 'KeyConditionExpression'?)");
    }

    @Test
    void missingRequestFileIsAUsageError() {
        Path missing = dir.resolve("nope.json");

        CliRun run = CliRun.of("query", design.toString(), "--request", missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith query: no such file: " + missing + "\n");
    }

    @Test
    void requestOptionIsRequired() {
        CliRun run = CliRun.of("query", design.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--request");
    }

    @Test
    void invalidDesignPrintsItsProblemsAndRunsNothing() throws IOException {
        Files.writeString(design, Files.readString(design).replace("\"name\": \"GSI2\"", "\"name\": \"GSI1\""));

        CliRun run = query(ORDER_O9);

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith(design.toString() + ":").contains("GSI1");
    }
}
