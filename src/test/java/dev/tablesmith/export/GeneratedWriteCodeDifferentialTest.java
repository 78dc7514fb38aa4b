package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.WritePatternRequests;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The generated write functions write what Tablesmith's engine writes: for every write pattern of every bundled
 * example, the function is called in Python (boto3), JavaScript (AWS SDK v3) and Java (AWS SDK v2, compiled
 * in-process) against moto_server with inputs other than the pattern's examples (new ids for a Put, another sample
 * item's keys for an Update or Delete whose condition needs an existing item), in pattern order, on a copy of the
 * example's tables per language loaded with the sample items. The engine runs the same requests in the same order on
 * its own copy; afterwards every item a call wrote (each action's primary key) is read back from moto and compared
 * with the engine's item, numbers by value (moto keeps {@code 39.980} as sent where DynamoDB returns {@code 39.98}:
 * a moto difference, not the code's). One process per language runs all calls of an example.
 */
@ExtendWith(MotoServerExtension.class)
class GeneratedWriteCodeDifferentialTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<Example> EXAMPLES = new ArrayList<>();
    private static final Map<String, List<Call>> CALLS = new LinkedHashMap<>();

    private static final List<String> SKIPPED = new ArrayList<>();

    @TempDir
    static Path folder;

    /**
     * One call of a write function: its arguments, and every item it writes (by primary key) as the engine has it
     * after all calls up to the end, empty when the engine holds none (a DeleteItem).
     */
    record Call(String pattern, String table, String javaName, List<AttributeValue> args,
                List<Map<String, AttributeValue>> keys) {
    }

    @BeforeAll
    static void planCalls() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        for (Example example : gallery.list()) {
            Design design = renamed(gallery.load(example), "codew-");
            List<Call> calls = new ArrayList<>();
            for (Table table : design.tables()) {
                calls.addAll(calls(table));
            }
            EXAMPLES.add(example);
            CALLS.put(design.name(), calls);
        }
        assertThat(SKIPPED).as("write patterns without a call").isEmpty();
        assertThat(CALLS.values().stream().mapToInt(List::size).sum()).as("write calls").isEqualTo(23);
    }

    @Test
    void pythonWriteFunctionsWriteWhatTheEngineWrites(MotoServer moto) throws Exception {
        for (Example example : EXAMPLES) {
            Design design = load(moto, example, "py");
            Path module = GeneratedCallFiles.write(folder, design.name().replace('-', '_') + "_writes.py",
                    new CodeExporter(CodeLanguage.PYTHON).export(design));
            Path driver = GeneratedCallFiles.copyResource("run_python_calls.py", folder);
            List<Call> calls = CALLS.get(base(design.name()));
            JsonNode results = GeneratedCodeDifferentialTest.runJson(List.of("python3", driver.toString(),
                    module.toString(), moto.endpoint().toString(), callsFile(design, calls, true).toString()), folder);
            compare(moto, design, calls, results, "Python");
        }
    }

    @Test
    void javaScriptWriteFunctionsWriteWhatTheEngineWrites(MotoServer moto) throws Exception {
        Path npm = NpmPackages.install("@aws-sdk/client-dynamodb");
        for (Example example : EXAMPLES) {
            Design design = load(moto, example, "js");
            Path module = Files.writeString(npm.resolve(design.name() + "-writes.mjs"),
                    new CodeExporter(CodeLanguage.JAVASCRIPT).export(design), StandardCharsets.UTF_8);
            Path driver = GeneratedCallFiles.copyResource("run_javascript_calls.mjs", npm);
            List<Call> calls = CALLS.get(base(design.name()));
            JsonNode results = GeneratedCodeDifferentialTest.runJson(List.of("node", driver.toString(),
                    module.toString(), moto.endpoint().toString(), callsFile(design, calls, false).toString()), npm);
            compare(moto, design, calls, results, "JavaScript");
        }
    }

    @Test
    void javaWriteMethodsWriteWhatTheEngineWrites(MotoServer moto) throws Exception {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assumeTrue(compiler != null, "no Java compiler in this runtime: generated Java not run");
        Path classes = Files.createDirectories(folder.resolve("write-classes"));
        List<Design> designs = new ArrayList<>();
        List<Path> sources = new ArrayList<>();
        for (Example example : EXAMPLES) {
            Design design = load(moto, example, "java");
            designs.add(design);
            sources.add(GeneratedCallFiles.write(folder, className(design) + ".java",
                    new CodeExporter(CodeLanguage.JAVA).export(design)));
        }
        StringWriter errors = new StringWriter();
        boolean compiled = compiler.getTask(errors, null, null, List.of("-classpath",
                        System.getProperty("java.class.path"), "-d", classes.toString(), "-Xlint:none"), null,
                compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                        .getJavaFileObjectsFromPaths(sources)).call();
        assertThat(compiled).as(errors.toString()).isTrue();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                getClass().getClassLoader())) {
            for (Design design : designs) {
                Class<?> requests = loader.loadClass(className(design));
                List<Call> calls = CALLS.get(base(design.name()));
                ArrayNode results = JSON.createArrayNode();
                for (Call call : calls) {
                    ObjectNode result = results.addObject();
                    try {
                        invoke(requests, call, moto.client());
                    } catch (AssertionError failed) {
                        result.put("error", failed.getMessage());
                    }
                }
                compare(moto, design, calls, results, "Java");
            }
        }
    }

    private static String className(Design design) {
        return ExportNames.pascal(design.name()) + "Requests";
    }

    private static void invoke(Class<?> requests, Call call, DynamoDbClient client) throws Exception {
        Method method = java.util.Arrays.stream(requests.getMethods()).filter(m -> m.getName().equals(call.javaName()))
                .findFirst().orElseThrow(() -> new AssertionError("no method " + call.javaName()));
        Object[] args = new Object[call.args().size() + 1];
        args[0] = client;
        for (int i = 0; i < call.args().size(); i++) {
            args[i + 1] = RequestInputs.text(call.args().get(i));
        }
        try {
            method.invoke(null, args);
        } catch (InvocationTargetException e) {
            throw new AssertionError(call.pattern() + " failed: " + e.getCause());
        }
    }

    /** Every call succeeded, and every item the calls wrote is in moto as the engine has it. */
    private static void compare(MotoServer moto, Design design, List<Call> calls, JsonNode results, String language)
            throws IOException {
        assertThat(results.size()).isEqualTo(calls.size());
        String prefix = design.name().substring(0, design.name().length() - base(design.name()).length()
                + "codew-".length());
        for (int i = 0; i < calls.size(); i++) {
            Call call = calls.get(i);
            assertThat(results.get(i).has("error")).as("%s %s %s%s: %s", language, design.name(), call.pattern(),
                    GeneratedCallFiles.texts(call.args()), results.get(i).path("error").asText()).isFalse();
            String tableName = prefix + call.table().substring("codew-".length());
            for (Map<String, AttributeValue> key : call.keys()) {
                Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> sdkKey =
                        new LinkedHashMap<>();
                key.forEach((k, v) -> sdkKey.put(k, SdkValues.toSdk(v)));
                var got = moto.client().getItem(b -> b.tableName(tableName).key(sdkKey).consistentRead(true));
                Optional<Item> actual = got.hasItem() && !got.item().isEmpty()
                        ? Optional.of(SdkValues.toItem(got.item())) : Optional.empty();
                Optional<Item> expected = ENGINE.get(call.table()).find(key);
                assertThat(json(actual)).as("%s %s %s%s item %s", language, design.name(), call.pattern(),
                        GeneratedCallFiles.texts(call.args()), key).isEqualTo(json(expected));
            }
        }
    }

    /** The engine's tables after every planned call, by {@code codew-} table name. */
    private static final Map<String, SimulatedTable> ENGINE = new LinkedHashMap<>();

    private static List<AccessPattern> writePatterns(Table table) {
        return table.accessPatterns().stream().filter(p -> p.write() != null && !p.entities().isEmpty()).toList();
    }

    /** Each write pattern of the table with inputs other than its examples that the engine runs without error. */
    private static List<Call> calls(Table table) {
        SimulatedTable state = SimulatedTable.of(table);
        List<SampleItem> samples = ItemMaterializer.materialize(table).items();
        List<Call> calls = new ArrayList<>();
        for (AccessPattern pattern : writePatterns(table)) {
            if (WriteRequestSpecs.inputs(table, pattern).isEmpty()) {
                continue;
            }
            String refusal = "no candidate inputs";
            boolean called = false;
            for (Map<String, String> candidate : candidates(table, pattern, samples)) {
                AccessPattern other = pattern.withExampleInputs(candidate);
                WriteRequest request;
                SimulatedTable after;
                try {
                    request = WritePatternRequests.build(table, other);
                    after = state.write(request).table();
                } catch (DynamoDbError | IllegalArgumentException refused) {
                    refusal = (refusal.startsWith("no") ? "" : refusal + " | ") + candidate + " " + refused.getMessage();
                    continue;
                }
                called = true;
                state = after;
                List<AttributeValue> args = WriteRequestSpecs.inputs(table, other).stream()
                        .map(RequestInputs.Input::example).toList();
                calls.add(new Call(pattern.id(), table.name(), RequestCodeWriter.functionName(pattern), args, keys(table, request)));
                break;
            }
            if (!called) {
                SKIPPED.add(table.name() + " " + pattern.id() + ": " + refusal);
            }
        }
        ENGINE.put(table.name(), state);
        return calls;
    }

    /** The primary key of every item the request writes. */
    private static List<Map<String, AttributeValue>> keys(Table table, WriteRequest request) {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        if (request instanceof PutItemRequest put) {
            keys.add(primaryKey(table, put.item().attributes()));
        } else if (request instanceof UpdateItemRequest update) {
            keys.add(update.key());
        } else if (request instanceof DeleteItemRequest delete) {
            keys.add(delete.key());
        } else {
            for (TransactWriteItem action : ((TransactWriteItemsRequest) request).transactItems()) {
                keys.add(action.key() != null ? action.key() : primaryKey(table, action.item().attributes()));
            }
        }
        return keys;
    }

    private static Map<String, AttributeValue> primaryKey(Table table, Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new TreeMap<>();
        for (KeyAttribute attribute : table.keySchema().attributes()) {
            key.put(attribute.name(), item.get(attribute.name()));
        }
        return key;
    }

    /**
     * Inputs other than the example: first new values (an id gets {@code w} appended, a date a day later, a number
     * one more, a value from an attribute's closed set the next value of the set, so a sparse key's condition
     * flips), then those with one input kept as in the example (the
     * product whose stock an order checks), then each sample item's values of the inputs it has,
     * so an Update or Delete conditioned on an existing item meets one.
     */
    private static List<Map<String, String>> candidates(Table table, AccessPattern pattern, List<SampleItem> samples) {
        List<Map<String, String>> candidates = new ArrayList<>();
        Map<String, String> fresh = new TreeMap<>();
        // A new value for every input, then the same with one input kept (a Put that checks an existing item).
        pattern.exampleInputs().forEach((name, value) -> fresh.put(name, fresh(table, pattern, name, value)));
        candidates.add(fresh);
        for (String kept : pattern.exampleInputs().keySet()) {
            Map<String, String> keep = new TreeMap<>(fresh);
            keep.put(kept, pattern.exampleInputs().get(kept));
            if (!keep.equals(new TreeMap<>(pattern.exampleInputs()))) {
                candidates.add(keep);
            }
        }
        for (SampleItem sample : samples) {
            if (sample.entity() == null || !sample.entity().equals(pattern.entities().get(0))) {
                continue;
            }
            Map<String, String> values = new TreeMap<>(pattern.exampleInputs());
            sample.item().attributes().forEach((name, value) -> {
                if (values.containsKey(name)) {
                    values.put(name, RequestInputs.text(value));
                }
            });
            if (!values.equals(new TreeMap<>(pattern.exampleInputs()))) {
                candidates.add(values);
            }
        }
        return candidates;
    }

    private static String fresh(Table table, AccessPattern pattern, String name, String value) {
        List<Attribute> attributes = pattern.entities().stream().flatMap(e -> table.entity(e).stream())
                .flatMap(e -> e.attribute(name).stream()).toList();
        Optional<List<String>> closed = attributes.stream().map(Attribute::enumValues).filter(v -> v.size() > 1)
                .findFirst();
        if (closed.isPresent()) {
            // The next value of the closed set: a sparse key's condition (status = PENDING) flips with it.
            List<String> values = closed.get();
            return values.get((values.indexOf(value) + 1) % values.size());
        }
        if (attributes.stream().anyMatch(a -> a.enumValues().size() == 1)) {
            return value;
        }
        if (attributes.stream().anyMatch(a -> a.type() == AttributeType.N)) {
            return new java.math.BigDecimal(value).add(java.math.BigDecimal.ONE).toPlainString();
        }
        if (value.matches("\\d{4}-\\d{2}-\\d{2}.*")) {
            return LocalDate.parse(value.substring(0, 10)).plusDays(1) + value.substring(10);
        }
        return value + "w";
    }

    /** The example's tables copied for one language, created in moto and loaded with the sample items. */
    private static Design load(MotoServer moto, Example example, String language) throws Exception {
        Design design = renamed(new ExampleGallery().load(example), "codew-" + language + "-");
        for (Table table : design.tables()) {
            moto.client().createTable(SdkTables.createTable(table));
            for (Item item : ItemMaterializer.materialize(table).plainItems()) {
                moto.client().putItem(b -> b.tableName(table.name()).item(SdkValues.toSdk(item)));
            }
        }
        return design;
    }

    /** The design with its name and tables prefixed; a null prefix gives back the {@code codew-} copy. */
    private static Design renamed(Design design, String prefix) {
        List<Table> tables = design.tables().stream().map(t -> new Table(prefix == null ? base(t.name())
                : prefix + t.name(), t.keySchema(), t.indexes(), t.settings(), t.entities(), t.accessPatterns(),
                t.items())).toList();
        String name = prefix == null ? base(design.name()) : prefix + design.name();
        return new Design(name, design.description(), tables, design.pricing());
    }

    /** {@code codew-py-x} and {@code codew-x} both give {@code codew-x}. */
    private static String base(String name) {
        return name.replaceFirst("^codew-(py-|js-|java-)?", "codew-");
    }

    private static JsonNode json(Optional<Item> item) throws IOException {
        if (item.isEmpty()) {
            return JSON.nullNode();
        }
        return GeneratedCallFiles.canonical(JSON.readTree(JsonText.compact(DynamoJsonTree.item(item.get()))));
    }

    private static Path callsFile(Design design, List<Call> calls, boolean python) throws IOException {
        ArrayNode array = JSON.createArrayNode();
        for (Call call : calls) {
            ObjectNode node = array.addObject().put("function",
                    python ? ExportNames.snake(call.javaName()) : call.javaName());
            GeneratedCallFiles.putArgs(node, call.args());
        }
        return Files.writeString(folder.resolve(design.name() + (python ? "-py" : "-js") + ".json"),
                JSON.writeValueAsString(array), StandardCharsets.UTF_8);
    }

}
