package dev.tablesmith.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A command the fuzz suite feeds damaged files to, in-process, with the seeds it damages and its share of the runs.
 * Each run writes the damaged file under the seed's own file name (the importers recognise some formats by name) in
 * a folder of its own.
 */
enum EntryPoint {
    VALIDATE(FuzzCorpus::designs, 10),
    CHECK(FuzzCorpus::designs, 10),
    PLAN_JSON(FuzzCorpus::designs, 10),
    COLLECTIONS(FuzzCorpus::designs, 10),
    EXPORT(FuzzCorpus::designs, 20),
    DIFF(FuzzCorpus::designs, 10),
    IMPORT(FuzzCorpus::imports, 17),
    REQUEST(FuzzCorpus::requests, 13);

    /** Every format {@code export --format} writes; run {@code i} of {@link #EXPORT} writes format {@code i mod 10}. */
    static final List<String> EXPORT_FORMATS = List.of("workbench", "onetable", "dynamodb-mcp", "cloudformation",
            "cloudformation-json", "terraform", "cli", "cdk", "markdown", "code");
    /** The longest one run may take; generous because CI machines are shared. */
    static final Duration TIME_BOUND = Duration.ofSeconds(20);

    private final Supplier<List<Path>> seeds;
    private final int weight;

    EntryPoint(Supplier<List<Path>> seeds, int weight) {
        this.seeds = seeds;
        this.weight = weight;
    }

    List<Path> seeds() {
        return seeds.get();
    }

    /** This entry point's share of {@code total} runs (the weights add up to 100). */
    int runs(int total) {
        return Math.max(1, total * weight / 100);
    }

    /** What one run of this entry point found wrong; empty when nothing. */
    List<String> check(Path seed, byte[] input, int index, Path dir) throws IOException {
        return check(seed, input, index, dir, false);
    }

    /**
     * What one run found wrong; with {@code tolerateKnown} a known defect's line is one problem starting with
     * {@link FuzzOracle#KNOWN}.
     */
    List<String> check(Path seed, byte[] input, int index, Path dir, boolean tolerateKnown) throws IOException {
        Path file = Files.write(dir.resolve(seed.getFileName().toString()), input);
        List<String> locations = new ArrayList<>(List.of(file.toString()));
        Path out = dir.resolve("out");
        String format = EXPORT_FORMATS.get(index % EXPORT_FORMATS.size());
        String[] args = switch (this) {
            case VALIDATE -> new String[] {"validate", file.toString()};
            case CHECK -> new String[] {"check", file.toString()};
            case PLAN_JSON -> new String[] {"plan", file.toString(), "--json"};
            case COLLECTIONS -> new String[] {"collections", file.toString()};
            case EXPORT -> new String[] {"export", file.toString(), "--format", format, "--out", out.toString()};
            case DIFF -> {
                Path old = Files.write(dir.resolve("old-" + seed.getFileName()), FuzzCorpus.read(seed));
                locations.add(old.toString());
                yield new String[] {"diff", old.toString(), file.toString()};
            }
            case IMPORT -> new String[] {"import", file.toString(), "--out", out + ".tablesmith.json"};
            case REQUEST -> {
                Path design = Files.write(dir.resolve("commerce-main.tablesmith.json"),
                        FuzzCorpus.read(FuzzCorpus.EXAMPLES.resolve("commerce-main.tablesmith.json")));
                locations.add(design.toString());
                yield new String[] {FuzzCorpus.command(seed), design.toString(), "--request", file.toString()};
            }
        };
        locations.add(out.toString());
        String inputText = new String(input, StandardCharsets.UTF_8);
        List<String> problems = new ArrayList<>(FuzzOracle.problems(CliOutcome.run(TIME_BOUND, args), locations,
                inputText, tolerateKnown));
        if (this == EXPORT && Files.isRegularFile(out)
                && FuzzOracle.notANumber(Files.readString(out, StandardCharsets.UTF_8), inputText)) {
            problems.add("NaN or Infinity in the " + format + " export");
        }
        return problems;
    }
}
