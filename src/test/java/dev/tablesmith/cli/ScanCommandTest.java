package dev.tablesmith.cli;

import static dev.tablesmith.cli.RequestRun.json;
import static dev.tablesmith.cli.RequestRun.strings;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Table;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScanCommandTest {
    @TempDir
    Path dir;
    private Path design;
    private Table table;

    @BeforeEach
    void exportCommerceMain() throws Exception {
        design = RequestRun.commerceMain(dir);
        table = new JsonDesignStore().load(design).table();
    }

    private CliRun scan(String request) throws IOException {
        Path file = RequestRun.request(dir, "scan.json", request);
        return CliRun.of("scan", design.toString(), "--request", file.toString());
    }

    @Test
    void scanOfTheSparseGsi2ReadsOnlyTheOrdersInIt() throws IOException {
        CliRun run = scan("{ \"TableName\": \"commerce-main\", \"IndexName\": \"GSI2\" }");

        assertThat(run.exitCode()).isZero();
        JsonNode response = json(run.out());
        assertThat(strings(response.get("Items"), "status")).hasSize(3).containsOnly("PENDING");
        assertThat(response.get("Count").asInt()).isEqualTo(3);
        assertThat(response.get("ScannedCount").asInt()).isEqualTo(3);
    }

    @Test
    void filteredScanStillReadsEveryItemOfTheTable() throws IOException {
        int allItems = ItemMaterializer.materialize(table).items().size();
        int products = table.entity("Product").orElseThrow().records().size();

        CliRun run = scan("""
                {
                  "TableName": "commerce-main",
                  "FilterExpression": "entity = :product",
                  "ExpressionAttributeValues": { ":product": { "S": "Product" } }
                }
                """);

        assertThat(run.exitCode()).isZero();
        JsonNode response = json(run.out());
        assertThat(strings(response.get("Items"), "entity")).hasSize(products).containsOnly("Product");
        assertThat(response.get("Count").asInt()).isEqualTo(products);
        assertThat(response.get("ScannedCount").asInt()).isEqualTo(allItems);
    }

    @Test
    void selectCountPrintsCountsWithoutItems() throws IOException {
        CliRun run = scan("{ \"TableName\": \"commerce-main\", \"IndexName\": \"GSI2\", \"Select\": \"COUNT\" }");

        assertThat(run.exitCode()).isZero();
        JsonNode response = json(run.out());
        assertThat(response.has("Items")).isFalse();
        assertThat(response.get("Count").asInt()).isEqualTo(3);
    }

    @Test
    void parallelScanSegmentsTogetherReadEveryItemOnce() throws IOException {
        List<String> keys = new ArrayList<>();
        for (int segment = 0; segment < 2; segment++) {
            CliRun run = scan("{ \"TableName\": \"commerce-main\", \"Segment\": " + segment
                    + ", \"TotalSegments\": 2 }");
            assertThat(run.exitCode()).isZero();
            json(run.out()).get("Items").forEach(item -> keys.add(item.path("PK").path("S").asText() + " "
                    + item.path("SK").path("S").asText()));
        }

        assertThat(keys).doesNotHaveDuplicates().hasSize(ItemMaterializer.materialize(table).items().size());
    }

    @Test
    void unknownIndexIsAValidationException() throws IOException {
        CliRun run = scan("{ \"TableName\": \"commerce-main\", \"IndexName\": \"GSI9\" }");

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        assertThat(run.err()).startsWith("ValidationException: ").contains("GSI9");
    }

    @Test
    void keyConditionInAScanRequestIsRefusedBeforeAnythingRuns() throws IOException {
        CliRun run = scan("{ \"TableName\": \"commerce-main\", \"KeyConditionExpression\": \"PK = :p\" }");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo(dir.resolve("scan.json") + ":1:33: unknown request field "
                + "'KeyConditionExpression' (Scan has no KeyConditionExpression; it is a parameter of Query)\n");
    }

    @Test
    void unknownTableIsResourceNotFound() throws IOException {
        CliRun run = scan("{ \"TableName\": \"Orders\" }");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("ResourceNotFoundException: Requested resource not found: Table: Orders not "
                + "found\n");
    }
}
