package dev.tablesmith.cli;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.FileWriteException;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.SpilledRecords;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.review.Problem;
import dev.tablesmith.sample.GenerationProgress;
import dev.tablesmith.sample.RecordMode;
import dev.tablesmith.sample.Relationships;
import dev.tablesmith.sample.SampleGenerator;
import dev.tablesmith.sample.SampleRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith generate FILE --count N --seed S [--out FILE] [--entity NAME]... [--append]}: fills a design's
 * entities with generated sample records ({@code dev.tablesmith.sample}) and writes the design out.
 *
 * <p>The design is the command's result, so it goes to standard output (or, atomically, to {@code --out}); the
 * one-line summary, notes and errors go to standard error. The records are streamed, not held: each is checked
 * and printed as it is made ({@link GeneratedRecords}, {@link SpilledRecords}), so a million records run in a
 * 512 MB heap (docs/performance.md). Exit codes as {@code validate}: 0 done, 1 the design has
 * problems (nothing is generated) or cannot be written, 2 usage error (count below 1, unknown entity, no such
 * file).
 */
@Command(name = "generate",
        mixinStandardHelpOptions = true,
        description = "Generate sample records for a design's entities, following their attribute declarations"
                + " and the relationships between them. The same seed gives the same records.",
        footer = {"", "Examples:",
                "  tablesmith generate shop.tablesmith.json --count 100 --seed 42 > big.json",
                "  tablesmith generate shop.tablesmith.json --count 5 --seed 1 --entity Order",
                "", "Exit codes: 0 done, 1 the design has problems or cannot be written, 2 usage error."})
final class GenerateCommand implements Callable<Integer> {
    /** Validation problems of generated records listed before the rest are only counted. */
    static final int MAX_PROBLEMS_SHOWN = 10;

    @Parameters(index = "0", paramLabel = "FILE", description = "The design file to generate records for.")
    private Path file;

    @Option(names = "--count", required = true, paramLabel = "N", description = "Records per entity (at least 1).")
    private int count;

    @Option(names = "--seed", required = true, paramLabel = "S",
            description = "Seed of the random values: the same seed and design give the same records.")
    private long seed;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Write the design to FILE (atomically; may be FILE itself) instead of standard output.")
    private Path out;

    @Option(names = "--entity", paramLabel = "NAME",
            description = "Generate records only for this entity (repeatable); default: every entity.")
    private List<String> entities = new ArrayList<>();

    @Option(names = "--append", description = "Add the records after the existing ones instead of replacing them.")
    private boolean append;

    @Spec
    private CommandSpec spec;

    private final JsonDesignStore store = new JsonDesignStore();
    private final Function<Design, List<Problem>> validator;

    GenerateCommand() {
        this(new DesignValidator()::validate);
    }

    /** For tests: another check of the generated design. */
    GenerateCommand(Function<Design, List<Problem>> validator) {
        this.validator = validator;
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (count < 1) {
            throw new ParameterException(spec.commandLine(), "--count must be at least 1, got " + count);
        }
        if (!Files.isRegularFile(file)) {
            err.println(spec.qualifiedName() + ": " + FileKinds.notAFile(file)
                    + file);
            err.flush();
            return TablesmithCommand.EXIT_USAGE;
        }
        Design design;
        try {
            DesignFiles.Opened opened = new DesignFiles(store).open(file, file.toString());
            opened.notices(file.toString()).forEach(err::println);
            if (out != null) {
                new InputFiles(spec).refuseOverwritingImport(opened, file, out, "--out " + out);
            }
            design = opened.design();
        } catch (CommandFailure e) {
            return e.exitCode();
        } catch (DesignLoadException e) {
            e.problems().forEach(err::println);
            err.println(spec.qualifiedName() + ": " + file + " has " + Plural.of(Math.max(1, e.problems().size()),
                    "problem") + "; nothing generated (see tablesmith validate)");
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        } catch (ImportException e) {
            err.println(e.getMessage());
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": " + OneLineErrorHandler.describe(e));
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        }
        checkEntities(design);
        List<Entity> chosen = design.tables().stream().flatMap(t -> t.entities().stream())
                .filter(e -> entities.isEmpty() || entities.contains(e.name())).toList();
        Optional<String> tooMany = GenerationBudget.refusal(count, chosen);
        if (tooMany.isPresent()) {
            throw new ParameterException(spec.commandLine(), tooMany.get());
        }
        return generate(design, err);
    }

    private void checkEntities(Design design) {
        Set<String> known = new LinkedHashSet<>();
        design.tables().forEach(t -> t.entities().forEach(e -> known.add(e.name())));
        for (String name : entities) {
            if (!known.contains(name)) {
                throw new ParameterException(spec.commandLine(), "unknown entity '" + name + "'; "
                        + (known.isEmpty() ? "the design has no entities" : "known entities: "
                        + String.join(", ", known)));
            }
        }
    }

    private int generate(Design design, PrintWriter err) {
        // in the temporary folder, not next to --out: a killed run leaves in the output's folder only the atomic
        // writer's temporary file, which the next write there removes (the spill folder the next generate removes)
        Path folder = Path.of(System.getProperty("java.io.tmpdir"));
        try (SpilledRecords spilled = SpilledRecords.near(folder, "tablesmith-generate")) {
            return generate(design, spilled, err);
        } catch (IOException | UncheckedIOException e) {
            IOException cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : (IOException) e;
            err.println(spec.qualifiedName() + ": " + (cause instanceof FileWriteException ? cause.getMessage()
                    : "cannot spill generated records: " + AtomicFiles.reason(cause)));
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        }
    }

    /** Generates into {@code spilled}, checking the records as they come, then writes the design. */
    private int generate(Design design, SpilledRecords spilled, PrintWriter err) throws IOException {
        SampleGenerator generator = new SampleGenerator(seed);
        RecordMode mode = append ? RecordMode.APPEND : RecordMode.REPLACE;
        GeneratedRecords sink = new GeneratedRecords(design, spilled, validator);
        List<String> notes = new ArrayList<>();
        int selected = 0;
        int records = 0;
        for (Table table : design.tables()) {
            Map<String, Integer> counts = new LinkedHashMap<>();
            table.entities().stream().map(Entity::name).filter(n -> entities.isEmpty() || entities.contains(n))
                    .forEach(n -> counts.put(n, count));
            if (counts.isEmpty()) {
                continue;
            }
            SampleRun generated;
            try {
                generated = generator.stream(table, counts, mode, GenerationProgress.NONE,
                        sink.forTable(table, List.copyOf(counts.keySet()), append));
            } catch (GeneratedRecords.InvalidRecords invalid) {
                return invalid(invalid.problems(), err);
            }
            selected += counts.size();
            records += generated.recordCount();
            generated.shortfalls().forEach(s -> notes.add(s.message()));
            notes.addAll(partialCopies(generated.relationships(), counts.keySet()));
        }
        if (selected == 0) {
            err.println(spec.qualifiedName() + ": " + file + " has no entities to generate records for");
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        }
        spilled.finish();
        if (!write(design, spilled, err)) {
            return TablesmithCommand.EXIT_FAILURE;
        }
        notes.forEach(n -> err.println("note: " + n));
        err.println(summary(append, count, selected, records, seed) + (out == null ? "" : ", written to " + out));
        err.flush();
        return 0;
    }

    private int invalid(List<Problem> problems, PrintWriter err) {
        problems.stream().limit(MAX_PROBLEMS_SHOWN).forEach(p -> err.println(spec.qualifiedName()
                + ": generated records are invalid: " + p.path() + ": " + p.message()));
        if (problems.size() > MAX_PROBLEMS_SHOWN) {
            err.println(spec.qualifiedName() + ": ... and " + Plural.of(problems.size() - MAX_PROBLEMS_SHOWN,
                    "more problem") + "; nothing written");
        }
        err.flush();
        return TablesmithCommand.EXIT_FAILURE;
    }

    /** Writes the design with the spilled records in place: streamed, never whole in memory. */
    private boolean write(Design design, SpilledRecords spilled, PrintWriter err) throws IOException {
        if (out == null) {
            PrintWriter stdout = spec.commandLine().getOut();
            store.write(design, spilled, stdout);
            return true;
        }
        try {
            store.save(design, spilled, out);
            return true;
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": " + AtomicFiles.failure(out, e));
            err.flush();
            return false;
        }
    }

    /** Notes for entities that store the same things when only some of them were generated. */
    static List<String> partialCopies(Relationships relationships, Set<String> generated) {
        List<String> notes = new ArrayList<>();
        for (Relationships.SameThing same : relationships.sameThings()) {
            List<String> missing = same.entities().stream().filter(e -> !generated.contains(e)).toList();
            if (!missing.isEmpty() && missing.size() < same.entities().size()) {
                notes.add(String.join(" and ", same.entities()) + " store the same items (by "
                        + String.join(", ", same.attributes()) + "); " + String.join(", ", missing)
                        + " kept its records, so they no longer match: generate them together");
            }
        }
        return notes;
    }

    /** {@code generated 3 × 5 entities = 15 records, seed 42}. */
    static String summary(boolean appended, int count, int entities, int records, long seed) {
        return (appended ? "appended " : "generated ") + count + " × " + entities
                + (entities == 1 ? " entity" : " entities") + " = " + Plural.of(records, "record") + ", seed " + seed;
    }
}
