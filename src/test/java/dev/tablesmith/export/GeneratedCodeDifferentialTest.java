package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.PredictedReads;
import dev.tablesmith.planner.ReadOutcome;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * The generated request code runs as the design says: every bundled example's tables are created in moto_server and
 * loaded with the sample items, then each read function is called, in Python (boto3), JavaScript (AWS SDK v3) and
 * Java (AWS SDK v2, compiled in-process), with inputs other than the pattern's examples, taken from another sample
 * item and with the case flipped where a key template lower- or upper-cases the input (ledgerleaf AP7 sends
 * {@code TOM.REYES@...}), so a function that repeats the example's text or skips a filter ({@code pad},
 * {@code lower}, an N input such as hot-key-sharding's {@code shard}) returns other items than the engine does for
 * the same inputs. One process per language runs all calls.
 */
@ExtendWith(MotoServerExtension.class)
class GeneratedCodeDifferentialTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<Generated> GENERATED = new ArrayList<>();

    @TempDir
    static Path folder;

    /** One example, renamed so its tables do not meet other tests' tables on the shared server. */
    record Generated(Design design, List<Call> calls) {
    }

    /** One call of a read function and what the engine answers for the same inputs. */
    record Call(String pattern, String javaName, String pythonName, List<AttributeValue> args, List<Item> expected) {
    }

    @BeforeAll
    static void loadExamples(MotoServer moto) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        for (Example example : gallery.list()) {
            Design design = renamed(gallery.load(example));
            List<Call> calls = new ArrayList<>();
            for (Table table : design.tables()) {
                moto.client().createTable(SdkTables.createTable(table));
                for (Item item : ItemMaterializer.materialize(table).plainItems()) {
                    moto.client().putItem(b -> b.tableName(table.name()).item(SdkValues.toSdk(item)));
                }
                calls.addAll(calls(design, table));
            }
            GENERATED.add(new Generated(design, calls));
        }
        assertThat(GENERATED).extracting(g -> g.design().name()).contains("commerce-main", "ledgerleaf");
    }

    @Test
    void pythonFunctionsReturnWhatTheEngineReturns(MotoServer moto) throws Exception {
        for (Generated generated : GENERATED) {
            Path module = GeneratedCallFiles.write(folder, generated.design().name().replace('-', '_') + "_requests.py",
                    new CodeExporter(CodeLanguage.PYTHON).export(generated.design()));
            Path driver = GeneratedCallFiles.copyResource("run_python_calls.py", folder);
            JsonNode results = runJson(List.of("python3", driver.toString(), module.toString(),
                    moto.endpoint().toString(), callsFile(generated, true).toString()), folder);
            compare(generated, results, "Python");
        }
    }

    @Test
    void javaScriptFunctionsReturnWhatTheEngineReturns(MotoServer moto) throws Exception {
        Path npm = NpmPackages.install("@aws-sdk/client-dynamodb");
        for (Generated generated : GENERATED) {
            Path module = Files.writeString(npm.resolve(generated.design().name() + "-requests.mjs"),
                    new CodeExporter(CodeLanguage.JAVASCRIPT).export(generated.design()), StandardCharsets.UTF_8);
            Path driver = GeneratedCallFiles.copyResource("run_javascript_calls.mjs", npm);
            JsonNode results = runJson(List.of("node", driver.toString(), module.toString(),
                    moto.endpoint().toString(), callsFile(generated, false).toString()), npm);
            compare(generated, results, "JavaScript");
        }
    }

    @Test
    void javaMethodsReturnWhatTheEngineReturns(MotoServer moto) throws Exception {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assumeTrue(compiler != null, "no Java compiler in this runtime: generated Java not run");
        Path classes = Files.createDirectories(folder.resolve("classes"));
        List<Path> sources = new ArrayList<>();
        for (Generated generated : GENERATED) {
            String className = ExportNames.pascal(generated.design().name()) + "Requests";
            sources.add(GeneratedCallFiles.write(folder, className + ".java",
                    new CodeExporter(CodeLanguage.JAVA).export(generated.design())));
        }
        StringWriter errors = new StringWriter();
        boolean compiled = compiler.getTask(errors, null, null, List.of("-classpath",
                        System.getProperty("java.class.path"), "-d", classes.toString(), "-Xlint:none"), null,
                compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                        .getJavaFileObjectsFromPaths(sources)).call();
        assertThat(compiled).as(errors.toString()).isTrue();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                getClass().getClassLoader())) {
            for (Generated generated : GENERATED) {
                Class<?> requests = loader.loadClass(ExportNames.pascal(generated.design().name()) + "Requests");
                for (Call call : generated.calls()) {
                    List<Item> items = invoke(requests, call, moto.client());
                    assertThat(json(items)).as("Java %s %s%s", generated.design().name(), call.pattern(),
                            GeneratedCallFiles.texts(call.args())).isEqualTo(json(call.expected()));
                }
            }
        }
    }

    private static List<Item> invoke(Class<?> requests, Call call, DynamoDbClient client) throws Exception {
        Method method = java.util.Arrays.stream(requests.getMethods()).filter(m -> m.getName().equals(call.javaName()))
                .findFirst().orElseThrow(() -> new AssertionError("no method " + call.javaName()));
        Object[] args = new Object[call.args().size() + 1];
        args[0] = client;
        for (int i = 0; i < call.args().size(); i++) {
            args[i + 1] = RequestInputs.text(call.args().get(i));
        }
        Object response;
        try {
            response = method.invoke(null, args);
        } catch (InvocationTargetException e) {
            throw new AssertionError(call.pattern() + " failed: " + e.getCause(), e.getCause());
        }
        if (response instanceof GetItemResponse get) {
            return get.hasItem() && !get.item().isEmpty() ? List.of(SdkValues.toItem(get.item())) : List.of();
        }
        if (response instanceof QueryResponse query) {
            return SdkValues.toItems(query.items());
        }
        return SdkValues.toItems(((ScanResponse) response).items());
    }

    private static void compare(Generated generated, JsonNode results, String language) throws IOException {
        assertThat(results.size()).isEqualTo(generated.calls().size());
        for (int i = 0; i < results.size(); i++) {
            Call call = generated.calls().get(i);
            JsonNode result = results.get(i);
            assertThat(result.has("error")).as("%s %s %s: %s", language, generated.design().name(), call.pattern(),
                    result.path("error").asText()).isFalse();
            ArrayNode expected = json(call.expected());
            assertThat(GeneratedCallFiles.canonical(result.get("items"))).as("%s %s %s%s", language,
                    generated.design().name(), call.pattern(), GeneratedCallFiles.texts(call.args()))
                    .isEqualTo(expected);
        }
    }

    /** Items as DynamoDB JSON with numbers in canonical form (moto returns {@code 129.00} as stored). */
    private static ArrayNode json(List<Item> items) throws IOException {
        ArrayNode array = JSON.createArrayNode();
        for (Item item : items) {
            array.add(JSON.readTree(JsonText.compact(DynamoJsonTree.item(item))));
        }
        return (ArrayNode) GeneratedCallFiles.canonical(array);
    }

    /** The calls file: each function with its arguments, N inputs as JSON numbers where the language takes them. */
    private static Path callsFile(Generated generated, boolean python) throws IOException {
        ArrayNode calls = JSON.createArrayNode();
        for (Call call : generated.calls()) {
            var node = calls.addObject().put("function", python ? call.pythonName() : call.javaName());
            GeneratedCallFiles.putArgs(node, call.args());
        }
        return Files.writeString(folder.resolve(generated.design().name() + (python ? "-py" : "-js") + ".json"),
                JSON.writeValueAsString(calls), StandardCharsets.UTF_8);
    }

    /** Each read pattern of the table with inputs other than its examples, where the sample data allows. */
    static List<Call> calls(Design design, Table table) {
        AccessPatternPlanner planner = new AccessPatternPlanner(table, design.pricing());
        SimulatedTable engine = SimulatedTable.of(table);
        List<SampleItem> samples = ItemMaterializer.materialize(table).items();
        List<Call> calls = new ArrayList<>();
        for (AccessPatternPlan plan : DesignPlans.of(design, table)) {
            RequestSpec spec = RequestSpec.of(plan, table);
            if (spec == null) {
                continue;
            }
            List<RequestInputs.Input> inputs = spec.inputs().inputs();
            Call chosen = null;
            for (Map<String, String> candidate : candidates(table, plan.pattern(), inputs, samples)) {
                AccessPatternPlan other = planner.plan(plan.pattern().withExampleInputs(candidate));
                RequestSpec otherSpec = RequestSpec.of(other, table);
                ReadOutcome outcome = PredictedReads.run(engine, other.request(), 1);
                if (otherSpec == null || outcome.error() != null) {
                    continue;
                }
                List<AttributeValue> args = otherSpec.inputs().inputs().stream().map(RequestInputs.Input::example)
                        .toList();
                Call call = new Call(plan.pattern().id(), RequestCodeWriter.functionName(plan.pattern()),
                        ExportNames.snake(RequestCodeWriter.functionName(plan.pattern())), args, outcome.items());
                if (chosen == null || chosen.expected().isEmpty() && !call.expected().isEmpty()) {
                    chosen = call;
                }
                if (!call.expected().isEmpty()) {
                    break;
                }
            }
            if (chosen != null) {
                calls.add(chosen);
            }
        }
        return calls;
    }

    /**
     * Input sets taken from the sample items of the pattern's entities, other than the example: an input a key
     * template lower-cases is sent upper-cased and one it upper-cases lower-cased, so the filter must do its work.
     */
    private static List<Map<String, String>> candidates(Table table, AccessPattern pattern,
                                                        List<RequestInputs.Input> inputs, List<SampleItem> samples) {
        if (inputs.isEmpty()) {
            return List.of(pattern.exampleInputs());
        }
        Set<String> lowered = new LinkedHashSet<>();
        Set<String> uppered = new LinkedHashSet<>();
        for (String name : pattern.entities()) {
            for (EntityKey key : table.entity(name).map(Entity::keys).orElse(List.of())) {
                for (TemplateSegment.Placeholder p : KeyTemplate.parse(key.template()).placeholders()) {
                    for (TemplateFilter f : p.filters()) {
                        if (f instanceof TemplateFilter.Case c) {
                            (c.upper() ? uppered : lowered).add(p.attribute());
                        }
                    }
                }
            }
        }
        Set<Map<String, String>> candidates = new LinkedHashSet<>();
        for (SampleItem sample : samples) {
            if (sample.entity() == null || !pattern.entities().contains(sample.entity())) {
                continue;
            }
            Map<String, String> values = new LinkedHashMap<>();
            boolean differs = false;
            for (RequestInputs.Input input : inputs) {
                AttributeValue value = sample.item().get(input.attribute()).orElse(null);
                if (value == null) {
                    break;
                }
                String text = RequestInputs.text(value);
                if (lowered.contains(input.attribute())) {
                    text = text.toUpperCase(Locale.ROOT);
                } else if (uppered.contains(input.attribute())) {
                    text = text.toLowerCase(Locale.ROOT);
                }
                differs |= !text.equals(RequestInputs.text(input.example()));
                values.put(input.name(), text);
            }
            if (values.size() == inputs.size() && differs) {
                candidates.add(values);
            }
        }
        return List.copyOf(candidates);
    }

    private static Design renamed(Design design) {
        List<Table> tables = design.tables().stream().map(t -> new Table("codegen-" + t.name(), t.keySchema(),
                t.indexes(), t.settings(), t.entities(), t.accessPatterns(), t.items())).toList();
        return new Design(design.name(), design.description(), tables, design.pricing());
    }

    /** Runs a tool that prints JSON; skips when the tool is not installed. */
    static JsonNode runJson(List<String> command, Path directory) throws Exception {
        Process process;
        try {
            process = new ProcessBuilder(command).directory(directory.toFile()).redirectError(
                    ProcessBuilder.Redirect.appendTo(directory.resolve("stderr.txt").toFile())).start();
        } catch (IOException e) {
            assumeTrue(false, command.get(0) + " is not installed: generated code not run");
            return null;
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output + Files.readString(directory.resolve("stderr.txt"))).isEqualTo(0);
        return JSON.readTree(output);
    }
}
