package dev.tablesmith.cli;

import static dev.tablesmith.cli.RequestRun.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlanCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws IOException {
        design = RequestRun.commerceMain(dir);
    }

    /** The lines of the block that starts with {@code heading}, up to the next blank line. */
    private static List<String> block(String text, String heading) {
        List<String> lines = text.lines().toList();
        int start = lines.indexOf(heading);
        assertThat(start).as("line '%s' in%n%s", heading, text).isNotNegative();
        List<String> block = new ArrayList<>();
        for (int i = start + 1; i < lines.size() && !lines.get(i).isBlank(); i++) {
            block.add(lines.get(i));
        }
        return block;
    }

    /** A block's labelled values, continuation lines joined to the value before them with a space. */
    private static Map<String, String> fields(List<String> block) {
        Map<String, String> fields = new LinkedHashMap<>();
        String last = null;
        for (String line : block) {
            assertThat(line).startsWith("  ");
            String label = line.substring(2, 17).strip();
            String value = line.substring(17);
            if (label.isEmpty()) {
                fields.merge(last, value, (a, b) -> a + "\n" + b);
            } else {
                fields.merge(label, value, (a, b) -> a + "\n" + b);
                last = label;
            }
        }
        return fields;
    }

    /** commerce-main with the seed's thirteenth pattern, "orders by shipping carrier", and no template for it. */
    private Path withCarrierPattern() throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(design.toFile());
        ObjectNode table = (ObjectNode) root.get("tables").get(0);
        for (JsonNode entity : table.get("entities")) {
            if (entity.get("name").asText().equals("Order")) {
                ((ArrayNode) entity.get("attributes")).addObject().put("name", "carrier").put("type", "S")
                        .put("required", true).putArray("enum").add("fedex").add("ups");
                int i = 0;
                for (JsonNode record : entity.get("records")) {
                    ((ObjectNode) record).put("carrier", i++ % 2 == 0 ? "fedex" : "ups");
                }
            }
        }
        ObjectNode pattern = ((ArrayNode) table.get("accessPatterns")).addObject();
        pattern.put("id", "AP16").put("name", "Orders by shipping carrier");
        pattern.putArray("entities").add("Order");
        pattern.putArray("equals").addObject().put("attribute", "carrier");
        pattern.put("requestsPerSecond", 0.2);
        pattern.putObject("exampleInputs").put("carrier", "fedex");
        return Files.writeString(dir.resolve("carrier.tablesmith.json"), MAPPER.writeValueAsString(root));
    }

    @Test
    void everyPatternGetsABlockAndTheLastLineCountsThemAndSumsTheirMonthlyCost() {
        CliRun run = CliRun.of("plan", design.toString());
        JsonNode plans = json(CliRun.of("plan", design.toString(), "--json").out()).get("tables").get(0);

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("Table commerce-main: 18 access patterns");
        assertThat(lines.get(1)).isEqualTo("Prices: us-east-1 on-demand, $0.125 per million read units, $0.625 per "
                + "million write units, 730 hours a month");
        for (JsonNode pattern : plans.get("patterns")) {
            assertThat(lines).contains(pattern.get("id").asText() + "  " + pattern.get("name").asText());
        }
        double total = 0;
        for (JsonNode pattern : plans.get("patterns")) {
            total += pattern.get("cost").get("monthlyCost").asDouble();
        }
        assertThat(lines.get(lines.size() - 1)).isEqualTo(String.format(Locale.ROOT,
                "18 patterns: 4 GetItem, 8 Query, 0 Query + filter, 0 Scan, 6 writes; $%.2f/month", total));
    }

    @Test
    void getItemShowsTheFullKeyWithItsValues() {
        Map<String, String> ap1 = fields(block(CliRun.of("plan", design.toString()).out(), "AP1  Customer profile"));

        assertThat(ap1.get("resolution")).isEqualTo("GetItem on table");
        assertThat(ap1.get("key")).isEqualTo("PK = \"CUST#c1\", SK = \"PROFILE\"");
        assertThat(ap1.get("reason")).isEqualTo("table: the full primary key is known");
        assertThat(ap1.get("cost")).startsWith("0.5 RCU per call: reads 1 item of ")
                .endsWith(" bytes, returns 1\n$0.066/month at 0.4 requests/s\none item by its full primary key");
        assertThat(ap1).doesNotContainKeys("key condition", "order", "fix");
    }

    @Test
    void queryShowsTheKeyConditionWithValuesFilledInTheOrderAndTheLimit() {
        Map<String, String> ap2 = fields(block(CliRun.of("plan", design.toString()).out(),
                "AP2  A customer's orders, newest first"));

        assertThat(ap2.get("resolution")).isEqualTo("Query on table");
        assertThat(ap2.get("key condition")).isEqualTo("PK = \"CUST#c1\" AND begins_with(SK, \"ORDER#\")");
        assertThat(ap2.get("order")).isEqualTo("by orderDate, descending (ScanIndexForward = false)");
        assertThat(ap2.get("limit")).isEqualTo("20");
        assertThat(ap2.get("cost")).startsWith("0.5 RCU per call: reads 20 items of ")
                .endsWith("items per partition = item count / distinct values of {customerId}");
    }

    @Test
    void sparseIndexAndBetweenQueriesShowTheirValues() {
        String out = CliRun.of("plan", design.toString()).out();

        assertThat(fields(block(out, "AP6  Open orders")).get("key condition")).isEqualTo("GSI2PK = \"OPEN\"");
        assertThat(fields(block(out, "AP6  Open orders")).get("resolution")).isEqualTo("Query on GSI2");
        Map<String, String> ap5 = fields(block(out, "AP5  PENDING orders in a date window"));
        assertThat(ap5.get("key condition"))
                .isEqualTo("GSI1PK = \"STATUS#PENDING\" AND GSI1SK BETWEEN \"2026-07-01\" AND \"2026-07-31\"");
        assertThat(ap5.get("cost").replace('\n', ' '))
                .endsWith("a range selects 10%; Limit 50 caps what one call reads");
    }

    @Test
    void writeShowsItsUpdateAndTheWriteUnitsOfEveryIndexItTouches() {
        Map<String, String> ap11 = fields(block(CliRun.of("plan", design.toString()).out(), "AP11  Fulfil an order"));

        assertThat(ap11.get("resolution"))
                .isEqualTo("Write: TransactWriteItems (every unit counts twice): Update Order, Update OrderHeader");
        assertThat(ap11.get("update")).isEqualTo("SET #status = :status, GSI1PK = :s REMOVE GSI2PK");
        assertThat(ap11.get("condition")).isEqualTo("attribute_exists(PK)");
        assertThat(ap11.get("cost").replace("\n", " ")).isEqualTo("10 WCU per call $1.31/month at 0.08 requests/s "
                + "write units per TransactWriteItems call (each unit twice): update Order 8; update OrderHeader 2");
    }

    @Test
    void scanIsReportedWithEachIndexsReasonAndTheFixButStillExitsZero() throws IOException {
        CliRun run = CliRun.of("plan", withCarrierPattern().toString(), "--pattern", "AP16");

        assertThat(run.exitCode()).isZero();
        Map<String, String> ap16 = fields(block(run.out(), "AP16  Orders by shipping carrier"));
        assertThat(ap16.get("resolution")).isEqualTo("Scan of table");
        assertThat(ap16.get("filter")).isEqualTo("carrier = \"fedex\"");
        assertThat(ap16.get("reason").lines()).contains(
                "table: PK = CUST#{customerId} needs customerId, which the pattern does not give",
                "GSI1: GSI1PK = STATUS#{status} needs status, which the pattern does not give");
        assertThat(ap16.get("reason")).startsWith("no index can serve it: none has a partition key that is built "
                + "only from {carrier} and");
        assertThat(ap16.get("fix").replace("\n", " ")).startsWith("level 2, a new index or key template: add a "
                + "new GSI3 with a native "
                + "multi-attribute key on attributes Order already has: partition [carrier (S)]; no backfill");
        assertThat(ap16).doesNotContainKey("backfill");
        assertThat(ap16.get("cost")).contains("a Scan reads every item of the table");
        assertThat(run.out().lines().toList()).last()
                .asString().startsWith("1 pattern: 0 GetItem, 0 Query, 0 Query + filter, 1 Scan, 0 writes; $");
    }

    @Test
    void longValuesWrapUnderTheirColumn() throws IOException {
        String out = CliRun.of("plan", withCarrierPattern().toString()).out();

        assertThat(out.lines()).allSatisfy(line -> assertThat(line.length()).as(line)
                .isLessThanOrEqualTo(PlanText.WIDTH));
        assertThat(out.lines().filter(l -> l.startsWith(" ".repeat(17)) && !l.startsWith(" ".repeat(18))))
                .isNotEmpty();
    }

    @Test
    void patternOptionPlansOnlyThatPattern() {
        CliRun run = CliRun.of("plan", design.toString(), "--pattern", "AP4");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines().filter(l -> l.matches("AP\\d+  .*"))).containsExactly("AP4  All PENDING orders");
        assertThat(run.out()).startsWith("Table commerce-main: 1 access pattern\n");
        assertThat(run.out().lines().toList()).last().asString()
                .startsWith("1 pattern: 0 GetItem, 1 Query, 0 Query + filter, 0 Scan, 0 writes; $");
    }

    @Test
    void jsonHasTheDocumentedShape() {
        CliRun run = CliRun.of("plan", design.toString(), "--json");

        assertThat(run.exitCode()).isZero();
        JsonNode root = json(run.out());
        assertThat(root.get("design").asText()).isEqualTo("commerce-main");
        assertThat(root.get("pricing").get("readRequestUnitsPerMillion").asDouble()).isEqualTo(0.125);
        JsonNode table = root.get("tables").get(0);
        assertThat(table.get("table").asText()).isEqualTo("commerce-main");
        assertThat(table.get("summary").toString()).startsWith("{\"patterns\":18,\"getItem\":4,\"query\":8,"
                + "\"queryWithFilter\":0,\"scan\":0,\"write\":6,\"monthlyCost\":");
        JsonNode ap2 = table.get("patterns").get(1);
        List<String> members = new ArrayList<>();
        ap2.fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("id", "name", "kind", "entities", "resolution", "resolutionLabel", "index",
                "operation", "request", "key", "keyCondition", "filter", "sorted", "efficient", "reason", "inputs",
                "range", "write", "fix", "cost", "indexes");
        assertThat(ap2.get("resolution").asText()).isEqualTo("QUERY");
        assertThat(ap2.get("operation").asText()).isEqualTo("Query");
        assertThat(ap2.get("keyCondition").asText()).isEqualTo("PK = \"CUST#c1\" AND begins_with(SK, \"ORDER#\")");
        assertThat(ap2.get("request").toString()).isEqualTo("{\"TableName\":\"commerce-main\","
                + "\"KeyConditionExpression\":\"PK = :pk AND begins_with(SK, :sk)\",\"ExpressionAttributeValues\":"
                + "{\":pk\":{\"S\":\"CUST#c1\"},\":sk\":{\"S\":\"ORDER#\"}},\"ScanIndexForward\":false,\"Limit\":20,"
                + "\"ConsistentRead\":false,\"ReturnConsumedCapacity\":\"INDEXES\"}");
        assertThat(ap2.get("inputs").toString()).isEqualTo("{\"customerId\":{\"S\":\"c1\"}}");
        assertThat(ap2.get("fix").isNull()).isTrue();
        assertThat(ap2.get("indexes")).extracting(v -> v.get("index").asText()).containsExactly("table", "GSI1",
                "GSI2");
        JsonNode ap11 = table.get("patterns").get(10);
        assertThat(ap11.get("request").isNull()).isTrue();
        assertThat(ap11.get("write").get("updateExpression").asText()).isEqualTo("SET #status = :status, GSI1PK = :s "
                + "REMOVE GSI2PK");
        assertThat(ap11.get("cost").get("writeUnits").asDouble()).isEqualTo(10.0);
    }

    @Test
    void getItemRequestKeyComesInKeySchemaOrder() {
        JsonNode ap1 = json(CliRun.of("plan", design.toString(), "--json", "--pattern", "AP1").out())
                .get("tables").get(0).get("patterns").get(0);

        assertThat(ap1.get("request").toString()).isEqualTo("{\"TableName\":\"commerce-main\",\"Key\":{\"PK\":{\"S\":"
                + "\"CUST#c1\"},\"SK\":{\"S\":\"PROFILE\"}},\"ConsistentRead\":false,"
                + "\"ReturnConsumedCapacity\":\"TOTAL\"}");
        assertThat(ap1.get("key").asText()).isEqualTo("PK = \"CUST#c1\", SK = \"PROFILE\"");
    }

    @Test
    void everyPlannedRequestRunsWithTheMatchingCommand() throws IOException {
        JsonNode patterns = json(CliRun.of("plan", withCarrierPattern().toString(), "--json").out())
                .get("tables").get(0).get("patterns");
        Path carrier = dir.resolve("carrier.tablesmith.json");
        int ran = 0;
        for (JsonNode pattern : patterns) {
            if (pattern.get("request").isNull()) {
                continue;
            }
            String operation = pattern.get("operation").asText();
            String command = operation.equals("GetItem") ? "get-item" : operation.toLowerCase(Locale.ROOT);
            Path request = RequestRun.request(dir, pattern.get("id").asText() + ".json",
                    pattern.get("request").toString());

            CliRun run = CliRun.of(command, carrier.toString(), "--request", request.toString());

            assertThat(run.exitCode()).as("%s %s: %s", pattern.get("id"), command, run.err()).isZero();
            JsonNode response = json(run.out());
            if (command.equals("get-item")) {
                assertThat(response.has("Item")).as(pattern.get("id").asText()).isTrue();
            } else {
                assertThat(response.get("Count").asInt()).as(pattern.get("id").asText()).isPositive();
            }
            ran++;
        }
        assertThat(ran).isEqualTo(13);
    }

    @Test
    void everyBundledExamplePlansInTextAndJsonWithTheSameSummary() throws IOException {
        ExampleGallery gallery = new ExampleGallery();
        for (Example example : gallery.list()) {
            Path file = Files.writeString(dir.resolve(example.name() + ".tablesmith.json"), gallery.text(example));

            CliRun text = CliRun.of("plan", file.toString());
            CliRun jsonRun = CliRun.of("plan", file.toString(), "--json");

            assertThat(text.exitCode()).as(example.name()).isZero();
            assertThat(text.err()).as(example.name()).isEmpty();
            JsonNode summary = json(jsonRun.out()).get("tables").get(0).get("summary");
            assertThat(text.out().lines().toList()).last().asString().as(example.name()).startsWith(
                    summary.get("patterns").asInt() + " pattern" + (summary.get("patterns").asInt() == 1 ? "" : "s")
                    + ": " + summary.get("getItem").asInt() + " GetItem, " + summary.get("query").asInt() + " Query, "
                    + summary.get("queryWithFilter").asInt() + " Query + filter, " + summary.get("scan").asInt()
                    + " Scan, ");
        }
    }

    @Test
    void everyTableIsPlannedUnlessTableChoosesOne() throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(design.toFile());
        ObjectNode archive = ((ObjectNode) root.get("tables").get(0)).deepCopy();
        archive.put("name", "archive");
        ((ArrayNode) root.get("tables")).add(archive);
        Files.writeString(design, MAPPER.writeValueAsString(root));

        CliRun both = CliRun.of("plan", design.toString());
        CliRun one = CliRun.of("plan", design.toString(), "--table", "archive", "--json");

        assertThat(both.out().lines().filter(l -> l.startsWith("Table "))).containsExactly(
                "Table commerce-main: 18 access patterns", "Table archive: 18 access patterns");
        assertThat(json(one.out()).get("tables")).extracting(t -> t.get("table").asText()).containsExactly("archive");
        assertThat(json(one.out()).get("tables").get(0).get("patterns").get(1).get("request").get("TableName")
                .asText()).isEqualTo("archive");
    }

    @Test
    void unknownPatternIsAUsageErrorListingTheKnownOnes() {
        CliRun run = CliRun.of("plan", design.toString(), "--pattern", "AP99");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tablesmith plan: unknown access pattern 'AP99'; the patterns of the design: "
                + "AP1, AP2, AP3, AP4, AP5, AP6, AP7, AP8, AP9, AP10, AP11, AP12, AP13, AP14, AP15, W1, W2, W3\n");
    }

    @Test
    void unknownTableIsAUsageError() {
        CliRun run = CliRun.of("plan", design.toString(), "--table", "orders");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith plan: unknown table 'orders'; the design's tables: "
                + "commerce-main\n");
    }

    @Test
    void missingFileIsAUsageErrorAndAnInvalidDesignFails() throws IOException {
        Path missing = dir.resolve("gone.tablesmith.json");
        CliRun gone = CliRun.of("plan", missing.toString());
        Files.writeString(design, "{ \"format\": \"tablesmith/1\" }");
        CliRun invalid = CliRun.of("plan", design.toString());

        assertThat(gone.exitCode()).isEqualTo(2);
        assertThat(gone.err()).isEqualTo("tablesmith plan: no such file: " + missing + "\n");
        assertThat(invalid.exitCode()).isEqualTo(1);
        assertThat(invalid.out()).isEmpty();
        assertThat(invalid.err().lines()).isNotEmpty()
                .allSatisfy(line -> assertThat(line).startsWith(design + ":1:1: "));
    }
}
