package dev.tablesmith.io.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code dynamodb-mcp} export of every bundled example meets the rules of the MCP server's
 * {@code dynamodb_data_model_schema_validator} ({@code repo_generation_tool/core/schema_validator.py},
 * {@code schema_definitions.py}, {@code key_template_parser.py} and {@code gsi_validator.py} in awslabs/mcp): the
 * required fields, the enums, globally unique {@code pattern_id}s, template parameters that are fields, GSI names
 * that exist. When the server's Python package is importable (installed, or its source folder named by
 * {@code TABLESMITH_MCP_SERVER_SRC}), the export is also run through that validator itself.
 */
class McpSchemaExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELD_TYPES = Set.of("string", "integer", "decimal", "boolean", "array",
            "object", "uuid");
    private static final Set<String> OPERATIONS = Set.of("GetItem", "PutItem", "DeleteItem", "Query", "Scan",
            "UpdateItem", "BatchGetItem", "BatchWriteItem");
    private static final Set<String> WRITES = Set.of("PutItem", "DeleteItem", "UpdateItem", "BatchWriteItem");
    private static final Set<String> RETURN_TYPES = Set.of("single_entity", "entity_list", "success_flag",
            "mixed_data", "void");
    private static final Set<String> PARAMETER_TYPES = Set.of("string", "integer", "boolean", "entity");
    private static final Set<String> RANGES = Set.of("begins_with", "between", ">", "<", ">=", "<=");
    private static final Pattern PARAMETER = Pattern.compile("\\{(\\w+)}");
    private static final Pattern INVALID_PARAMETER = Pattern.compile("\\{([^}]*[^\\w}][^}]*)}");

    static Stream<String> examples() throws Exception {
        return new ExampleGallery().list().stream().map(Example::name);
    }

    private static JsonNode export(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find(name).orElseThrow());
        return JSON.readTree(Exporters.byId("dynamodb-mcp").orElseThrow().export(design));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void exportMeetsTheRulesOfTheMcpSchemaValidator(String name) throws Exception {
        List<String> problems = problems(export(name));
        assertThat(problems).isEmpty();
    }

    /** The rule check itself fails on what the MCP validator rejects (a format spec, a reused pattern_id). */
    @org.junit.jupiter.api.Test
    void theRuleCheckRejectsAFormatSpecAndADuplicatePatternId() throws Exception {
        JsonNode bad = JSON.readTree("""
                {"tables": [{"table_config": {"table_name": "T", "partition_key": "pk"},
                  "entities": {"E": {"entity_type": "E", "pk_template": "S#{score:05d}",
                    "fields": [{"name": "score", "type": "integer", "required": true}],
                    "access_patterns": [
                      {"pattern_id": 1, "name": "a", "description": "a", "operation": "Scan", "return_type": "entity_list"},
                      {"pattern_id": 1, "name": "b", "description": "b", "operation": "Scan", "return_type": "entity_list"}
                    ]}}}]}
                """);
        assertThat(problems(bad)).containsExactly("tables[0].entities.E: invalid parameter name in S#{score:05d}",
                "tables[0].entities.E.access_patterns[1]: pattern_id not a unique integer");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void exportPassesTheMcpServersOwnValidatorWhereItIsInstalled(String name, @TempDir Path dir) throws Exception {
        String source = System.getenv().getOrDefault("TABLESMITH_MCP_SERVER_SRC", "");
        String module = "awslabs.dynamodb_mcp_server.repo_generation_tool.core.schema_validator";
        Run probe = python(List.of("-c", "import " + module), source, dir);
        Assumptions.assumeTrue(probe.exit == 0, "the DynamoDB MCP server's Python package (" + module + ") is not"
                + " importable here (PyPI is not reachable; set TABLESMITH_MCP_SERVER_SRC to a checkout of"
                + " awslabs/mcp's src/dynamodb-mcp-server): its validator was not run");
        Path schema = dir.resolve("schema.json");
        Files.writeString(schema, JSON.writeValueAsString(export(name)));
        Run run = python(List.of("-c", "import sys\nfrom " + module + " import SchemaValidator\n"
                + "r = SchemaValidator(strict_mode=True).validate_schema_file(sys.argv[1])\n"
                + "[print(e.path, e.message) for e in r.errors]\nsys.exit(0 if r.is_valid else 1)",
                schema.toString()), source, dir);
        assertThat(run.exit).as(run.output).isZero();
    }

    private record Run(int exit, String output) {
    }

    private static Run python(List<String> args, String pythonPath, Path dir) throws IOException,
            InterruptedException {
        List<String> command = new ArrayList<>(List.of("python3"));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).directory(dir.toFile());
        if (!pythonPath.isEmpty()) {
            builder.environment().put("PYTHONPATH", pythonPath);
        }
        Process process;
        try {
            process = builder.start();
        } catch (IOException noPython) {
            return new Run(127, "python3 not found");
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Run(124, output);
        }
        return new Run(process.exitValue(), output);
    }

    /** The validator's rules, each violation as {@code path: message}. */
    static List<String> problems(JsonNode root) {
        List<String> problems = new ArrayList<>();
        Set<Integer> patternIds = new HashSet<>();
        Set<String> entityNames = new HashSet<>();
        JsonNode tables = root.path("tables");
        check(tables.isArray() && !tables.isEmpty(), "tables: empty", problems);
        for (int t = 0; t < tables.size(); t++) {
            JsonNode table = tables.get(t);
            String at = "tables[" + t + "]";
            JsonNode config = table.path("table_config");
            check(config.path("table_name").isTextual() && config.path("partition_key").isTextual(),
                    at + ".table_config: table_name and partition_key must be strings", problems);
            Set<String> gsis = new HashSet<>();
            table.path("gsi_list").forEach(g -> gsis.add(g.path("name").asText()));
            check(table.path("entities").isObject() && !table.path("entities").isEmpty(), at + ".entities: empty",
                    problems);
            table.path("entities").fields().forEachRemaining(e -> {
                String ea = at + ".entities." + e.getKey();
                check(entityNames.add(e.getKey()), ea + ": duplicate entity name", problems);
                entity(e.getValue(), ea, gsis, table.path("gsi_list"), patternIds, problems);
            });
        }
        return problems;
    }

    private static void entity(JsonNode entity, String at, Set<String> gsis, JsonNode gsiList,
                               Set<Integer> patternIds, List<String> problems) {
        check(entity.path("entity_type").isTextual(), at + ": entity_type missing", problems);
        check(entity.path("pk_template").isTextual(), at + ": pk_template must be a string", problems);
        Set<String> fields = new HashSet<>();
        JsonNode fieldList = entity.path("fields");
        check(fieldList.isArray() && !fieldList.isEmpty(), at + ".fields: empty", problems);
        for (JsonNode field : fieldList) {
            String type = field.path("type").asText();
            check(fields.add(field.path("name").asText()), at + ": duplicate field " + field.path("name"), problems);
            check(FIELD_TYPES.contains(type), at + ": invalid field type " + type, problems);
            check(field.path("required").isBoolean(), at + ": required must be a boolean", problems);
            check(!type.equals("array") || field.has("item_type"), at + ": array without item_type", problems);
        }
        List<String> templates = new ArrayList<>();
        templates.add(entity.path("pk_template").asText());
        templates.add(entity.path("sk_template").asText(""));
        for (JsonNode mapping : entity.path("gsi_mappings")) {
            check(gsis.contains(mapping.path("name").asText()), at + ": unknown GSI " + mapping.path("name"),
                    problems);
            for (JsonNode gsi : gsiList) {
                if (gsi.path("name").asText().equals(mapping.path("name").asText())) {
                    check(gsi.path("partition_key").isArray() == mapping.path("pk_template").isArray()
                            && gsi.path("partition_key").size() == mapping.path("pk_template").size(),
                            at + ": pk_template does not match the GSI's key", problems);
                }
            }
            for (String key : List.of("pk_template", "sk_template")) {
                JsonNode template = mapping.path(key);
                if (template.isArray()) {
                    template.forEach(x -> templates.add(x.asText()));
                } else {
                    templates.add(template.asText(""));
                }
            }
        }
        for (String template : templates) {
            check(!INVALID_PARAMETER.matcher(template).find(), at + ": invalid parameter name in " + template,
                    problems);
            Matcher m = PARAMETER.matcher(template);
            while (m.find()) {
                check(fields.contains(m.group(1)), at + ": template parameter " + m.group(1) + " is not a field",
                        problems);
            }
        }
        Set<String> names = new HashSet<>();
        JsonNode patterns = entity.path("access_patterns");
        for (int p = 0; p < patterns.size(); p++) {
            JsonNode pattern = patterns.get(p);
            String pa = at + ".access_patterns[" + p + "]";
            for (String required : List.of("pattern_id", "name", "description", "operation", "return_type")) {
                check(pattern.has(required), pa + ": missing " + required, problems);
            }
            check(pattern.path("pattern_id").isInt() && patternIds.add(pattern.path("pattern_id").asInt()),
                    pa + ": pattern_id not a unique integer", problems);
            check(names.add(pattern.path("name").asText()), pa + ": duplicate name", problems);
            String operation = pattern.path("operation").asText();
            check(OPERATIONS.contains(operation), pa + ": invalid operation " + operation, problems);
            check(RETURN_TYPES.contains(pattern.path("return_type").asText()), pa + ": invalid return_type",
                    problems);
            check(!pattern.has("index_name") || gsis.contains(pattern.path("index_name").asText()),
                    pa + ": unknown index_name", problems);
            check(!WRITES.contains(operation) || !pattern.has("consistent_read"),
                    pa + ": consistent_read on a write", problems);
            check(!pattern.has("index_name") || !pattern.path("consistent_read").asBoolean(false),
                    pa + ": consistent_read on a GSI", problems);
            for (JsonNode parameter : pattern.path("parameters")) {
                String type = parameter.path("type").asText();
                check(PARAMETER_TYPES.contains(type), pa + ": invalid parameter type " + type, problems);
                check(!type.equals("entity") || parameter.has("entity_type"), pa + ": entity without entity_type",
                        problems);
            }
            if (pattern.has("range_condition")) {
                String range = pattern.path("range_condition").asText();
                check(RANGES.contains(range) && operation.equals("Query"), pa + ": invalid range_condition",
                        problems);
                int values = range.equals("between") ? 2 : 1;
                check(pattern.path("parameters").size() >= 1 + values, pa + ": too few range parameters",
                        problems);
            }
        }
    }

    private static void check(boolean ok, String problem, List<String> problems) {
        if (!ok) {
            problems.add(problem);
        }
    }
}
