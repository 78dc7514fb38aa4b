package dev.tablesmith.differential;

import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.WireJson;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.serve.DesignEndpoint;
import dev.tablesmith.serve.ServeOptions;
import dev.tablesmith.serve.TrafficListener;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clients other than the Java SDK against the design endpoint serving commerce-main: boto3 (a Python script,
 * {@code boto3_client.py}) and the AWS CLI. What they print is compared with the engine's answer to the same
 * request on the same items, or with DynamoDB's documented error shapes. Each test gets a fresh endpoint.
 */
class ClientCompatibilityTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TABLE = CommerceMain.TABLE;
    @TempDir
    Path home;
    private DesignEndpoint endpoint;
    private SimulatedTable engine;

    @BeforeEach
    void serveCommerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find(TABLE).orElseThrow());
        endpoint = DesignEndpoint.start(design, ServeOptions.local(0), TrafficListener.NONE, null);
        engine = new SimulatedTable(CommerceMain.dataset().table(), CommerceMain.dataset().items());
    }

    @AfterEach
    void stop() {
        endpoint.close();
    }

    private QueryResponse engineQuery(QueryRequest request) {
        return engine.query(request);
    }

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    @Test
    void boto3PutsGetsPagesQueriesFailsAConditionCancelsATransactionAndBatchWrites() throws Exception {
        Path python = ClientTools.python3WithBoto3(home);
        ClientTools.Run run = ClientTools.run(home, List.of(python.toString(), script().toString(),
                endpoint.url().toString(), TABLE));
        assertThat(run.exitCode()).as(run.toString()).isZero();
        JsonNode out = json(run.stdout());

        // An item under 1 KB without index keys: one write unit (Developer Guide, "Write capacity units").
        assertThat(out.at("/put/consumedCapacity/TableName").asText()).isEqualTo(TABLE);
        assertThat(out.at("/put/consumedCapacity/CapacityUnits").asDouble()).isEqualTo(1.0);
        // Numbers are stored canonically (12.50 comes back as 12.5): Developer Guide, "Data types: Number".
        assertThat(out.get("get")).isEqualTo(json("{\"PK\":{\"S\":\"BOTO3#1\"},\"SK\":{\"S\":\"A\"},"
                + "\"title\":{\"S\":\"put by boto3\"},\"n\":{\"N\":\"12.5\"},\"tags\":{\"SS\":[\"x\",\"y\"]}}"));
        assertThat(out.get("getMissing").asBoolean()).isFalse();

        QueryRequest byCustomer = QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", s("CUST#c1")).limit(2).build();
        List<String> enginePages = new ArrayList<>();
        for (ReadPage page : EngineSide.of(TABLE, engine).query(byCustomer)) {
            enginePages.add(page.items().stream().map(i -> ((dev.tablesmith.model.AttributeValue.S) i.attributes()
                    .get("SK")).value()).toList() + " " + page.count() + " " + (page.hasMore() ? "more" : "end"));
        }
        List<String> boto3Pages = new ArrayList<>();
        out.get("queryPages").forEach(p -> boto3Pages.add(sortKeys(p.get("sk")) + " " + p.get("count").asInt() + " "
                + (p.get("lastEvaluatedKey").isNull() ? "end" : "more")));
        assertThat(boto3Pages).as("boto3's pages of Limit 2 are the engine's").isEqualTo(enginePages)
                .hasSizeGreaterThan(1);
        List<String> all = engineQuery(QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", s("CUST#c1")).build())
                .items().stream().map(i -> ((dev.tablesmith.model.AttributeValue.S) i.attributes().get("SK")).value())
                .toList();
        assertThat(sortKeys(out.get("paginatorSk"))).as("boto3's query paginator").isEqualTo(all);

        JsonNode condition = out.get("condition");
        assertThat(condition.get("code").asText()).isEqualTo("ConditionalCheckFailedException");
        assertThat(condition.get("status").asInt()).isEqualTo(400);
        assertThat(condition.get("message").asText()).isEqualTo("The conditional request failed");
        assertThat(condition.at("/item/title/S").asText()).as("ReturnValuesOnConditionCheckFailure=ALL_OLD")
                .isEqualTo("put by boto3");

        JsonNode transaction = out.get("transaction");
        assertThat(transaction.get("code").asText()).isEqualTo("TransactionCanceledException");
        assertThat(sortKeys(transaction.get("cancellationReasons")))
                .containsExactly("None", "ConditionalCheckFailed");
        assertThat(transaction.get("message").asText()).isEqualTo("Transaction cancelled, please refer cancellation"
                + " reasons for specific reasons [None, ConditionalCheckFailed]");
        assertThat(out.get("transactionWroteNothing").asBoolean()).isTrue();

        assertThat(out.at("/batch/unprocessed")).isEqualTo(json("{}"));
        assertThat(sortKeys(out.at("/batch/written"))).containsExactly("S2", "S1", "S0");
        assertThat(out.at("/batch/deleted").asBoolean()).isTrue();
    }

    @Test
    void awsCliListsDescribesGetsQueriesAndScansAsTheEngineAnswers() throws Exception {
        Path aws = ClientTools.awsCli(home);

        JsonNode tables = cli(aws, "list-tables");
        assertThat(tables).isEqualTo(json("{\"TableNames\":[\"commerce-main\"]}"));

        JsonNode table = cli(aws, "describe-table", "--table-name", TABLE).get("Table");
        assertThat(table.get("TableName").asText()).isEqualTo(TABLE);
        assertThat(table.get("TableStatus").asText()).isEqualTo("ACTIVE");
        assertThat(table.get("KeySchema")).isEqualTo(json("[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},"
                + "{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}]"));
        List<String> indexes = new ArrayList<>();
        table.get("GlobalSecondaryIndexes").forEach(i -> indexes.add(i.get("IndexName").asText()));
        assertThat(indexes).containsExactlyInAnyOrderElementsOf(CommerceMain.dataset().table()
                .globalSecondaryIndexes().stream().map(SecondaryIndex::name).toList());

        Map<String, dev.tablesmith.model.AttributeValue> key = Map.of("PK", s("CUST#c1"), "SK", s("PROFILE"));
        JsonNode item = cli(aws, "get-item", "--table-name", TABLE, "--key",
                "{\"PK\":{\"S\":\"CUST#c1\"},\"SK\":{\"S\":\"PROFILE\"}}");
        assertThat(item).isEqualTo(json(WireJson.getItem(engine.getItem(new GetItemRequest(TABLE, key, null, null,
                null, null)))));

        JsonNode query = cli(aws, "query", "--table-name", TABLE, "--index-name", "GSI1",
                "--key-condition-expression", "GSI1PK = :s", "--expression-attribute-values",
                "{\":s\":{\"S\":\"STATUS#FULFILLED\"}}", "--no-scan-index-forward");
        JsonNode expectedQuery = json(WireJson.query(engineQuery(QueryBuilder.on(TABLE).index("GSI1")
                .key("GSI1PK = :s").value(":s", s("STATUS#FULFILLED")).forward(false).build()), Select.ALL_ATTRIBUTES));
        assertThat(query.get("Items")).isEqualTo(expectedQuery.get("Items")).isNotEmpty();
        assertThat(query.get("Count")).isEqualTo(expectedQuery.get("Count"));

        JsonNode scan = cli(aws, "scan", "--table-name", TABLE);
        JsonNode expectedScan = json(WireJson.query(engine.scan(ScanBuilder.on(TABLE).build()),
                Select.ALL_ATTRIBUTES));
        assertThat(scan.get("Items")).as("the items in the engine's Scan order").isEqualTo(expectedScan.get("Items"));
        assertThat(scan.get("Count").asInt()).isEqualTo(CommerceMain.dataset().items().size());
        assertThat(scan.get("ScannedCount")).isEqualTo(expectedScan.get("ScannedCount"));
    }

    private JsonNode cli(Path aws, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(aws.toString(), "dynamodb"));
        command.addAll(List.of(arguments));
        command.addAll(List.of("--endpoint-url", endpoint.url().toString(), "--output", "json"));
        ClientTools.Run run = ClientTools.run(home, command);
        assertThat(run.exitCode()).as("%s: %s", command, run).isZero();
        return json(run.stdout());
    }

    private static List<String> sortKeys(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(v -> out.add(v.asText()));
        return out;
    }

    private static Path script() throws URISyntaxException {
        return Path.of(ClientCompatibilityTest.class.getResource("boto3_client.py").toURI());
    }
}
