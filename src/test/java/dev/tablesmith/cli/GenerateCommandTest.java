package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.review.Problem;
import dev.tablesmith.sample.RecordMode;
import dev.tablesmith.sample.SampleGenerator;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class GenerateCommandTest {
    private static final JsonDesignStore STORE = new JsonDesignStore();

    @TempDir
    Path dir;

    private Path commerce;

    @BeforeEach
    void exportCommerce() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        commerce = Files.writeString(dir.resolve("commerce-main.tablesmith.json"),
                gallery.text(gallery.find("commerce-main").orElseThrow()));
    }

    private static Design parse(String text) throws Exception {
        return STORE.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "stdout");
    }

    private static int records(Design design, String entity) {
        return design.table().entity(entity).orElseThrow().records().size();
    }

    @Test
    void writesTheDesignWithGeneratedRecordsToStandardOutputAndTheSummaryToStandardError() throws Exception {
        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "3", "--seed", "42");

        assertThat(run.err()).isEqualTo("generated 3 × 5 entities = 15 records, seed 42\n");
        assertThat(run.exitCode()).isZero();
        Design design = parse(run.out());
        assertThat(design.table().entities()).allSatisfy(e -> assertThat(e.records()).hasSize(3));
        assertThat(new DesignValidator().validate(design)).isEmpty();
    }

    @Test
    void theSameSeedGivesTheSameFileAndAnotherSeedAnotherOne() {
        CliRun first = CliRun.of("generate", commerce.toString(), "--count", "4", "--seed", "7");
        CliRun again = CliRun.of("generate", commerce.toString(), "--count", "4", "--seed", "7");
        CliRun other = CliRun.of("generate", commerce.toString(), "--count", "4", "--seed", "8");

        assertThat(again.out()).isEqualTo(first.out());
        assertThat(other.out()).isNotEqualTo(first.out());
    }

    @Test
    void outWritesTheFileInsteadOfStandardOutputAndSaysWhere() throws Exception {
        Path out = dir.resolve("generated.tablesmith.json");

        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "2", "--seed", "1", "--out", out.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("generated 2 × 5 entities = 10 records, seed 1, written to " + out + "\n");
        assertThat(records(STORE.load(out), "Order")).isEqualTo(2);
    }

    @Test
    void outMayReplaceTheInputFile() throws Exception {
        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "6", "--seed", "1",
                "--out", commerce.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(records(STORE.load(commerce), "Customer")).isEqualTo(6);
    }

    @Test
    void entityOptionsGenerateOnlyTheNamedEntities() throws Exception {
        Design before = STORE.load(commerce);

        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "4", "--seed", "3",
                "--entity", "Product", "--entity", "Customer");

        assertThat(run.err()).isEqualTo("generated 4 × 2 entities = 8 records, seed 3\n");
        Design design = parse(run.out());
        assertThat(records(design, "Product")).isEqualTo(4);
        assertThat(records(design, "Customer")).isEqualTo(4);
        assertThat(design.table().entity("Order")).isEqualTo(before.table().entity("Order"));
    }

    @Test
    void appendAddsRecordsAfterTheExistingOnes() throws Exception {
        int before = records(STORE.load(commerce), "Customer");

        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "2", "--seed", "3", "--entity", "Customer",
                "--append");

        assertThat(run.err()).isEqualTo("appended 2 × 1 entity = 2 records, seed 3\n");
        assertThat(records(parse(run.out()), "Customer")).isEqualTo(before + 2);
    }

    @Test
    void generatingOneOfTwoCopiesOfTheSameItemsSaysTheyNoLongerMatch() {
        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "2", "--seed", "3", "--entity", "Order");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEqualTo("note: Order and OrderHeader store the same items (by orderId); OrderHeader"
                + " kept its records, so they no longer match: generate them together\n"
                + "generated 2 × 1 entity = 2 records, seed 3\n");
    }

    @Test
    void anEntityThatRunsOutOfKeysGetsANote() throws Exception {
        Table table = STORE.load(commerce).table();
        Entity settings = new Entity("Settings", "", null, List.of(),
                List.of(EntityKey.of("PK", "CONFIG"), EntityKey.of("SK", "SETTINGS")), 1, List.of());
        Design design = Design.of("settings", table.withEntities(List.of(settings)).withAccessPatterns(List.of()));
        Path file = Files.writeString(dir.resolve("settings.tablesmith.json"), STORE.write(design));

        CliRun run = CliRun.of("generate", file.toString(), "--count", "3", "--seed", "1");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEqualTo("note: Settings: 1 of 3 records: more would repeat a primary key already"
                + " used (the table key templates are constants)\n"
                + "generated 3 × 1 entity = 1 record, seed 1\n");
    }

    @Test
    void aCountBelowOneIsAUsageError() {
        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "0", "--seed", "1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tablesmith generate: --count must be at least 1, got 0\n");
    }

    @Test
    void anUnknownEntityIsAUsageErrorListingTheKnownOnes() {
        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "1", "--seed", "1", "--entity", "Ordr");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tablesmith generate: unknown entity 'Ordr'; known entities: Customer, Order,"
                + " OrderHeader, OrderItem, Product\n");
    }

    @Test
    void aMissingFileIsAUsageError() {
        Path missing = dir.resolve("gone.tablesmith.json");

        CliRun run = CliRun.of("generate", missing.toString(), "--count", "1", "--seed", "1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith generate: no such file: " + missing + "\n");
    }

    @Test
    void countAndSeedAreRequired() {
        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("Missing required option", "--seed");
    }

    @Test
    void aDesignWithProblemsIsReportedAndNothingIsGenerated() throws Exception {
        Path broken = Files.writeString(dir.resolve("broken.tablesmith.json"),
                Files.readString(commerce).replace("ORDER#{orderDate}#{orderId}", "ORDER#{orderDat}#{orderId}"));

        CliRun run = CliRun.of("generate", broken.toString(), "--count", "1", "--seed", "1");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).anySatisfy(line -> assertThat(line)
                .matches(".*broken\\.tablesmith\\.json:\\d+:\\d+: /tables/0/entities/1/keys/SK/template: .*")
                .contains("orderDat"));
        assertThat(run.err()).endsWith("tablesmith generate: " + broken + " has 1 problem; nothing generated"
                + " (see tablesmith validate)\n");
    }

    @Test
    void aFolderThatDoesNotExistForOutIsReportedInOneLine() {
        Path out = dir.resolve("missing/out.tablesmith.json");

        CliRun run = CliRun.of("generate", commerce.toString(), "--count", "1", "--seed", "1", "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("tablesmith generate: cannot write " + out).doesNotContain("Exception")
                .hasLineCount(1);
    }

    @Test
    void generatedRecordsThatFailValidationAreNotWrittenAndOnlyTheFirstProblemsAreListed() {
        List<Problem> problems = IntStream.range(0, 12)
                .mapToObj(i -> Problem.at("/tables/0/entities/0/records/" + i, "bad value " + i)).toList();
        CommandLine command = new CommandLine(new GenerateCommand(design -> problems))
                .setExecutionExceptionHandler(new OneLineErrorHandler())
                .setParameterExceptionHandler(new UsageErrorHandler());
        Path out = dir.resolve("out.tablesmith.json");

        CliRun run = CliRun.on(command, commerce.toString(), "--count", "1", "--seed", "1", "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().lines()).hasSize(11)
                .startsWith("generate: generated records are invalid: /tables/0/entities/0/records/0: bad value 0")
                .endsWith("generate: ... and 2 more problems; nothing written");
        assertThat(out).doesNotExist();
    }

    /** The design as generate wrote it before issue 21: every table generated whole, then the whole text. */
    private static String inMemory(Design design, int count, long seed, RecordMode mode, List<String> only) {
        SampleGenerator generator = new SampleGenerator(seed);
        Design result = design;
        for (Table table : design.tables()) {
            Map<String, Integer> counts = new LinkedHashMap<>();
            table.entities().stream().map(Entity::name).filter(n -> only.isEmpty() || only.contains(n))
                    .forEach(n -> counts.put(n, count));
            if (!counts.isEmpty()) {
                result = result.withTable(table.name(), generator.generate(table, counts, mode).table());
            }
        }
        return STORE.write(result);
    }

    @Test
    void theStreamedDesignIsTheInMemoryDesignByteForByteForEveryExample() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        for (Example example : gallery.list()) {
            Path file = Files.writeString(dir.resolve(example.name() + ".tablesmith.json"), gallery.text(example));
            Design design = STORE.load(file);
            Path out = dir.resolve(example.name() + ".out.tablesmith.json");

            CliRun replaced = CliRun.of("generate", file.toString(), "--count", "4", "--seed", "11");
            CliRun appended = CliRun.of("generate", file.toString(), "--count", "3", "--seed", "12", "--append",
                    "--out", out.toString());

            assertThat(replaced.exitCode()).as(example.name()).isZero();
            assertThat(replaced.out()).as(example.name())
                    .isEqualTo(inMemory(design, 4, 11, RecordMode.REPLACE, List.of()));
            assertThat(appended.exitCode()).as(example.name()).isZero();
            assertThat(Files.readString(out)).as(example.name())
                    .isEqualTo(inMemory(design, 3, 12, RecordMode.APPEND, List.of()));
        }
        assertThat(ourSpills()).isEmpty();
        CliRun some = CliRun.of("generate", commerce.toString(), "--count", "5", "--seed", "2", "--entity", "Order",
                "--entity", "OrderItem");
        assertThat(some.out()).isEqualTo(inMemory(STORE.load(commerce), 5, 2, RecordMode.REPLACE,
                List.of("Order", "OrderItem")));
    }

    @Test
    void aProblemInALaterBatchNamesTheRecordsPlaceInTheFileAndNothingIsWritten() throws Exception {
        Map<String, Integer> calls = new HashMap<>();
        CommandLine command = new CommandLine(new GenerateCommand(design -> {
            List<Entity> entities = design.table().entities();
            for (int e = 0; e < entities.size(); e++) {
                if (!entities.get(e).records().isEmpty()
                        && calls.merge(entities.get(e).name(), 1, Integer::sum) == 2) {
                    return List.of(Problem.at("/tables/0/entities/" + e + "/records/0/name", "bad name"));
                }
            }
            return List.of();
        })).setExecutionExceptionHandler(new OneLineErrorHandler())
                .setParameterExceptionHandler(new UsageErrorHandler());
        Path out = dir.resolve("out.tablesmith.json");

        CliRun run = CliRun.on(command, commerce.toString(), "--count", String.valueOf(GeneratedRecords.BATCH + 1),
                "--seed", "1", "--entity", "Customer", "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("generate: generated records are invalid: /tables/0/entities/0/records/"
                + GeneratedRecords.BATCH + "/name: bad name\n");
        assertThat(out).doesNotExist();
        assertThat(dir.toFile().list()).containsExactly("commerce-main.tablesmith.json");
        assertThat(ourSpills()).isEmpty();
    }

    /** Spill folders of this process left in the temporary folder. */
    private static List<String> ourSpills() throws java.io.IOException {
        String prefix = ".tablesmith-generate.records." + ProcessHandle.current().pid() + "-";
        try (var entries = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return entries.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(prefix)).toList();
        }
    }

    @Test
    void aProblemPointerIsMovedByTheRecordsBeforeItsBatch() {
        String records = "/tables/1/entities/2/records/";
        assertThat(GeneratedRecords.moved(Problem.at(records + "3/total", "m"), records, 20_000).path())
                .isEqualTo(records + "20003/total");
        assertThat(GeneratedRecords.moved(Problem.at(records + "7", "m"), records, 10).path())
                .isEqualTo(records + "17");
        assertThat(GeneratedRecords.moved(Problem.at("/tables/1/entities/3/records/7", "m"), records, 10).path())
                .isEqualTo("/tables/1/entities/3/records/7");
        assertThat(GeneratedRecords.moved(Problem.at("/tables/1/entities/2/name", "m"), records, 10).path())
                .isEqualTo("/tables/1/entities/2/name");
    }

    @Test
    void theCommandIsListedInTheHelp() {
        CliRun run = CliRun.of("--help");

        assertThat(run.out()).contains("generate");
    }

    @Test
    void summaryCountsEntitiesAndRecords() {
        assertThat(GenerateCommand.summary(false, 3, 5, 15, 42))
                .isEqualTo("generated 3 × 5 entities = 15 records, seed 42");
        assertThat(GenerateCommand.summary(true, 1, 1, 1, -1))
                .isEqualTo("appended 1 × 1 entity = 1 record, seed -1");
    }
}
