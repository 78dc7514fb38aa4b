package dev.tablesmith.differential;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.export.DynamoJsonTree;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.JsonDocumentExporter;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.PredictedReads;
import dev.tablesmith.planner.ReadOutcome;
import dev.tablesmith.template.SparseCondition;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The OneTable export run by dynamodb-onetable itself against moto_server: for every bundled example, the table is
 * created from the exported schema's indexes, every sample record is written through its exported model
 * ({@code Model.create}, following the schema's notes where they tell the application what to pass), and the raw
 * items are compared with the items Tablesmith renders; then every read access pattern is run as OneTable calls it
 * ({@link OneTableCalls}) and compared with the engine's answer. One node process runs every call.
 *
 * <p>A difference is allowed only where the schema's {@code notes} name it: a key OneTable cannot write exactly (a
 * {@code pad} with decimals, {@code lower}/{@code upper}) and the access patterns the note lists. Anything else that
 * differs fails the test.
 */
@ExtendWith(MotoServerExtension.class)
class OneTableExportMotoTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> EXAMPLES = List.of("commerce-main", "ledgerleaf", "org-chart", "users-groups",
            "hot-key-sharding");
    private static final Map<String, Case> CASES = new LinkedHashMap<>();
    private static final Map<String, JsonNode> RESULTS = new LinkedHashMap<>();
    @TempDir
    static Path home;

    /** One example: its design, exported schema, rendered items and read plans. */
    record Case(String name, Table table, JsonNode schema, SampleData sample, List<AccessPatternPlan> plans,
                OneTableSchemaNotes notes) {
        List<String> keyNames() {
            List<String> names = new ArrayList<>();
            table.keyAttributes().forEach(k -> names.add(k.name()));
            return names;
        }
    }

    @BeforeAll
    static void runOneTable(MotoServer moto) throws Exception {
        Path modules = OneTableNpm.installed();
        ArrayNode designs = JSON.createArrayNode();
        ExampleGallery gallery = new ExampleGallery();
        for (String name : EXAMPLES) {
            Design design = gallery.load(gallery.find(name).orElseThrow());
            Table table = design.table();
            JsonNode schema = JSON.readTree(Exporters.byId("onetable").orElseThrow().export(design));
            SampleData sample = ItemMaterializer.materialize(table);
            assertThat(sample.problems()).as(name + " renders cleanly").isEmpty();
            Case c = new Case(name, table, schema, sample, AccessPatternPlanner.planAll(table, design.pricing()),
                    OneTableSchemaNotes.of(schema));
            CASES.put(name, c);
            designs.add(input(c));
        }
        Path script = modules.resolve("onetable_client.js");
        Files.copy(Path.of(OneTableExportMotoTest.class.getResource("onetable_client.js").toURI()), script,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Path input = home.resolve("input.json");
        ObjectNode root = JSON.createObjectNode().put("endpoint", moto.endpoint().toString());
        root.set("designs", designs);
        JSON.writeValue(input.toFile(), root);
        long started = System.nanoTime();
        ClientTools.Run run = ClientTools.run(home, List.of("node", script.toString(), input.toString()));
        System.out.printf("OneTable: %d designs written and read by one node process in %.1f s%n", EXAMPLES.size(),
                (System.nanoTime() - started) / 1e9);
        assertThat(run.exitCode()).as(run.toString()).isZero();
        JSON.readTree(run.stdout()).get("designs").forEach(d -> RESULTS.put(d.get("name").asText(), d));
    }

    static Stream<String> examples() {
        return EXAMPLES.stream();
    }

    private static ObjectNode input(Case c) {
        ObjectNode design = JSON.createObjectNode().put("name", c.name()).put("table", "onetable-" + c.name());
        design.set("schema", c.schema());
        ArrayNode keyNames = design.putArray("keyNames");
        c.keyNames().forEach(keyNames::add);
        ArrayNode records = design.putArray("records");
        for (Entity entity : c.table().entities()) {
            for (Item record : entity.records()) {
                ObjectNode properties = JSON.createObjectNode();
                record.attributes().forEach((n, v) -> properties.set(n, OneTableCalls.json(v)));
                for (EntityKey key : entity.keys()) {
                    if (c.notes().passNull(entity.name(), key.attribute())
                            && !SparseCondition.parse(key.when()).test(record::get)) {
                        properties.putNull(key.attribute());
                    }
                }
                records.add(JSON.createObjectNode().put("model", entity.name()).set("properties", properties));
            }
        }
        ArrayNode explicit = design.putArray("explicitItems");
        for (SampleItem item : c.sample().items()) {
            if (item.origin() == SampleItem.Origin.EXPLICIT) {
                explicit.add(readJson(JsonDocumentExporter.print(DynamoJsonTree.item(item.item()))));
            }
        }
        ArrayNode calls = design.putArray("calls");
        for (AccessPatternPlan plan : c.plans()) {
            if (plan.pattern().kind() == PatternKind.READ) {
                KeySchema keys = keySchema(c.table(), plan);
                OneTableCalls.of(plan, keys.partitionKeyAttribute().name(),
                        keys.sortKeyAttribute().map(k -> k.name()).orElse(null)).ifPresent(calls::add);
            }
        }
        return design;
    }

    private static JsonNode readJson(String text) {
        try {
            return JSON.readTree(text);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static KeySchema keySchema(Table table, AccessPatternPlan plan) {
        String index = plan.index().orElse(AccessPattern.TABLE_INDEX);
        return table.index(index).map(i -> i.keySchema()).orElse(table.keySchema());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void recordsWrittenThroughTheExportedModelsAreTheItemsTablesmithRenders(String name) {
        Case c = CASES.get(name);
        JsonNode result = RESULTS.get(name);
        assertThat(result.get("writeErrors")).as("Model.create errors").isEmpty();
        List<SampleItem> expected = c.sample().items();
        long records = expected.stream().filter(i -> i.origin() == SampleItem.Origin.RECORD).count();
        assertThat(result.get("created").asInt()).as("records written by Model.create").isEqualTo((int) records)
                .isPositive();
        List<String> tableKey = c.table().keySchema().attributeNames();
        Map<String, JsonNode> written = new LinkedHashMap<>();
        result.get("items").forEach(raw -> written.put(key(raw, tableKey), raw));
        List<String> differences = new ArrayList<>();
        List<String> noted = new ArrayList<>();
        for (SampleItem item : expected) {
            JsonNode raw = written.remove(key(item.item(), tableKey));
            assertThat(raw).as("OneTable wrote " + item.entityLabel() + " " + key(item.item(), tableKey)).isNotNull();
            compare(c, item, raw, differences, noted);
        }
        assertThat(written).as("items OneTable wrote that Tablesmith does not render").isEmpty();
        noted.forEach(d -> System.out.println("OneTable " + name + " (noted in the schema): " + d));
        assertThat(differences).as("differences the schema's notes do not name").isEmpty();
    }

    private static void compare(Case c, SampleItem item, JsonNode raw, List<String> differences, List<String> noted) {
        String entity = item.entity();
        String typeField = c.schema().at("/params/typeField").asText();
        List<String> names = new ArrayList<>(item.item().attributes().keySet());
        raw.fieldNames().forEachRemaining(n -> {
            if (!names.contains(n)) {
                names.add(n);
            }
        });
        for (String attribute : names) {
            Optional<AttributeValue> want = item.item().get(attribute);
            JsonNode got = raw.get(attribute);
            if (want.isEmpty() && attribute.equals(typeField) && c.notes().typeFieldAdded()
                    && got.path("S").asText().equals(entity)) {
                continue;
            }
            if (same(want.orElse(null), got)) {
                continue;
            }
            String line = entity + " " + key(item.item(), c.table().keySchema().attributeNames()) + " " + attribute
                    + ": Tablesmith " + want.map(Object::toString).orElse("(absent)") + ", OneTable "
                    + (got == null ? "(absent)" : got.toString());
            (c.notes().allowsDifference(entity, attribute) ? noted : differences).add(line);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyReadPatternRunThroughOneTableReturnsTheEnginesAnswer(String name) {
        Case c = CASES.get(name);
        JsonNode result = RESULTS.get(name);
        SimulatedTable engine = new SimulatedTable(c.table(), c.sample().plainItems());
        List<String> differences = new ArrayList<>();
        int compared = 0;
        for (JsonNode call : result.get("calls")) {
            String id = call.get("id").asText();
            AccessPatternPlan plan = c.plans().stream().filter(p -> p.pattern().id().equals(id)).findFirst()
                    .orElseThrow();
            ReadOutcome outcome = PredictedReads.run(engine, plan.request(), 1);
            assertThat(outcome.error()).as(id + " on the engine").isNull();
            List<String> identity = new ArrayList<>(c.table().keySchema().attributeNames());
            keySchema(c.table(), plan).attributeNames().forEach(n -> {
                if (!identity.contains(n)) {
                    identity.add(n);
                }
            });
            List<String> want = outcome.items().stream().map(i -> keys(i, identity)).toList();
            List<String> got = new ArrayList<>();
            if (call.has("error")) {
                got.add("error " + call.get("error").asText());
            } else {
                call.get("items").forEach(i -> {
                    ObjectNode projected = JSON.createObjectNode();
                    identity.forEach(n -> {
                        if (i.has(n)) {
                            projected.set(n, i.get(n));
                        }
                    });
                    got.add(projected.toString());
                });
            }
            compared++;
            if (!want.equals(got)) {
                String line = id + " " + plan.pattern().name() + ": engine " + want + ", OneTable " + got;
                if (c.notes().allowsDifference(id)) {
                    System.out.println("OneTable " + name + " (noted in the schema): " + line);
                } else {
                    differences.add(line);
                }
            }
        }
        long reads = c.plans().stream().filter(p -> p.pattern().kind() == PatternKind.READ).count();
        assertThat(compared).as("read patterns run through OneTable").isEqualTo((int) reads);
        assertThat(differences).as("patterns whose OneTable answer differs and no note says so").isEmpty();
    }

    private static boolean same(AttributeValue want, JsonNode got) {
        if (want == null || got == null) {
            return want == null && got == null;
        }
        if (want instanceof AttributeValue.N n) {
            return got.has("N") && new java.math.BigDecimal(n.value()).compareTo(new java.math.BigDecimal(
                    got.get("N").asText())) == 0;
        }
        if (want instanceof AttributeValue.S s) {
            return got.has("S") && got.get("S").asText().equals(s.value());
        }
        if (want instanceof AttributeValue.Bool b) {
            return got.has("BOOL") && got.get("BOOL").asBoolean() == b.value();
        }
        return readJson(JsonDocumentExporter.print(DynamoJsonTree.attributes(Map.of("v", want)))).get("v").equals(got);
    }

    private static String key(JsonNode raw, List<String> names) {
        StringBuilder out = new StringBuilder();
        for (String name : names) {
            JsonNode value = raw.path(name);
            String text = value.has("S") ? value.get("S").asText() : value.has("N")
                    ? new java.math.BigDecimal(value.get("N").asText()).stripTrailingZeros().toPlainString()
                    : value.isMissingNode() ? "null" : value.toString();
            out.append(name).append('=').append(text).append(' ');
        }
        return out.toString().trim();
    }

    private static String key(Item item, List<String> names) {
        StringBuilder out = new StringBuilder();
        for (String name : names) {
            out.append(name).append('=').append(item.get(name).map(OneTableExportMotoTest::text).orElse("null"))
                    .append(' ');
        }
        return out.toString().trim();
    }

    /** An item's key attributes as the node script prints them: {"PK":"...","SK":"..."} in key order. */
    private static String keys(Item item, List<String> names) {
        ObjectNode out = JSON.createObjectNode();
        for (String name : names) {
            item.get(name).ifPresent(v -> out.put(name, text(v)));
        }
        return out.toString();
    }

    private static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return new java.math.BigDecimal(n.value()).stripTrailingZeros().toPlainString();
        }
        return value.toString();
    }
}
