package dev.tablesmith.cli;

import static dev.tablesmith.cli.RequestRun.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GetItemCommandTest {
    private static final String PROFILE_C1 = """
            {
              "TableName": "commerce-main",
              "Key": { "PK": { "S": "CUST#c1" }, "SK": { "S": "PROFILE" } }
            }
            """;

    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws IOException {
        design = RequestRun.commerceMain(dir);
    }

    private CliRun getItem(String request) throws IOException {
        Path file = RequestRun.request(dir, "get.json", request);
        return CliRun.of("get-item", design.toString(), "--request", file.toString());
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void customerProfileIsReturnedInDynamoDbJson() throws IOException {
        CliRun run = getItem(PROFILE_C1);

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        JsonNode item = json(run.out()).get("Item");
        assertThat(item.path("name").path("S").asText()).isEqualTo("Asha Rao");
        assertThat(item.path("entity").path("S").asText()).isEqualTo("Customer");
        assertThat(item.path("orderCount").path("N").isTextual()).isTrue();
    }

    @Test
    void projectionReturnsOnlyTheNamedAttributes() throws IOException {
        CliRun run = getItem(PROFILE_C1.replace("\n}", ",\n  \"ProjectionExpression\": \"#n, email\",\n"
                + "  \"ExpressionAttributeNames\": { \"#n\": \"name\" }\n}"));

        assertThat(run.exitCode()).isZero();
        assertThat(names(json(run.out()).get("Item"))).containsExactlyInAnyOrder("name", "email");
    }

    @Test
    void keyWithNoItemPrintsAnEmptyResponse() throws IOException {
        CliRun run = getItem(PROFILE_C1.replace("CUST#c1", "CUST#c99"));

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("{}\n");
    }

    @Test
    void stronglyConsistentReadOfASmallItemCostsOneUnitAndEventualHalfAUnit() throws IOException {
        CliRun strong = getItem(PROFILE_C1.replace("\n}", ",\n  \"ConsistentRead\": true,\n"
                + "  \"ReturnConsumedCapacity\": \"TOTAL\"\n}"));
        CliRun eventual = getItem(PROFILE_C1.replace("\n}", ",\n  \"ReturnConsumedCapacity\": \"TOTAL\"\n}"));

        assertThat(json(strong.out()).path("ConsumedCapacity").path("CapacityUnits").asDouble()).isEqualTo(1.0);
        assertThat(json(eventual.out()).path("ConsumedCapacity").path("CapacityUnits").asDouble()).isEqualTo(0.5);
    }

    @Test
    void keyWithoutTheSortKeyIsAValidationException() throws IOException {
        CliRun run = getItem("{ \"TableName\": \"commerce-main\", \"Key\": { \"PK\": { \"S\": \"CUST#c1\" } } }");

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        assertThat(run.err()).startsWith("ValidationException: ");
    }

    @Test
    void requestWithoutAKeyIsRefusedWithItsLocation() throws IOException {
        CliRun run = getItem("{ \"TableName\": \"commerce-main\" }");

        assertThat(run.exitCode()).isEqualTo(1);
        RequestRun.assertErrorBody(run);
        assertThat(run.err()).isEqualTo("ValidationException: 1 validation error detected: Value null at 'key' failed "
                + "to satisfy constraint: Member must not be null\n"
                + "  at " + dir.resolve("get.json") + ":1:1: missing required field 'Key'\n");
    }

    @Test
    void unknownTableIsResourceNotFound() throws IOException {
        CliRun run = getItem(PROFILE_C1.replace("\"commerce-main\"", "\"customers\""));

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("ResourceNotFoundException: Requested resource not found: Table: customers "
                + "not found\n");
    }
}
