package dev.tablesmith.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The seeded fuzz suite of issue 20: every entry point gets its share of {@code fuzz.runs} runs (default
 * {@value #DEFAULT_RUNS}), each a seed file damaged by one {@link Mutator} with a {@link Random} seeded from
 * {@code fuzz.seed}, the entry point and the run's number, so a failure replays exactly. Seeds and mutators are
 * taken round-robin, so every seed meets every mutator. A run that breaks a rule of {@link FuzzOracle} fails the
 * test; its input is kept under {@code target/fuzz-failures/} to become a regression case. How to run it:
 * docs/fuzzing.md.
 */
class FuzzSuiteTest {
    static final int DEFAULT_RUNS = 1500;
    static final long DEFAULT_SEED = 20_2026L;
    private static final Path FAILURES = Path.of("target", "fuzz-failures");

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(EntryPoint.class)
    void noDamagedFileBreaksTheRules(EntryPoint entry) throws IOException {
        int total = Integer.getInteger("fuzz.runs", DEFAULT_RUNS);
        long baseSeed = Long.getLong("fuzz.seed", DEFAULT_SEED);
        List<Path> seeds = entry.seeds();
        List<byte[]> seedBytes = seeds.stream().map(FuzzCorpus::read).toList();
        Mutator[] mutators = Mutator.values();
        int runs = entry.runs(total);
        List<String> failures = new ArrayList<>();
        int known = 0;
        long started = System.nanoTime();
        for (int i = 0; i < runs; i++) {
            int seedIndex = i % seeds.size();
            Mutator mutator = mutators[(i / seeds.size()) % mutators.length];
            Random random = new Random(runSeed(baseSeed, entry, i));
            byte[] input = mutator.apply(seedBytes.get(seedIndex), random);
            Path runDir = Files.createDirectories(dir.resolve("run" + i));
            List<String> all = entry.check(seeds.get(seedIndex), input, i, runDir, true);
            List<String> problems = all.stream().filter(p -> !p.startsWith(FuzzOracle.KNOWN)).toList();
            known += all.size() > problems.size() ? 1 : 0;
            if (!problems.isEmpty()) {
                Path kept = keep(entry, i, mutator, seeds.get(seedIndex), input);
                failures.add(entry + " run " + i + " (" + mutator + " of " + seeds.get(seedIndex) + ", kept as "
                        + kept + "): " + String.join("; ", problems));
            }
            deleteQuietly(runDir);
        }
        System.out.printf("fuzz: %s: %d runs over %d seeds in %.1f s, %d failed, %d met a known defect%n", entry,
                runs, seeds.size(), (System.nanoTime() - started) / 1e9, failures.size(), known);
        assertThat(failures).as("runs of %s that broke the rules (seed %d)", entry, baseSeed).isEmpty();
    }

    /** The seeds themselves break no rule: the oracle has no false alarm on a good file, and the corpus is good. */
    @ParameterizedTest
    @EnumSource(EntryPoint.class)
    void everySeedUnchangedKeepsTheRules(EntryPoint entry) throws IOException {
        List<String> failures = new ArrayList<>();
        List<Path> seeds = entry.seeds();
        for (int i = 0; i < seeds.size(); i++) {
            Path runDir = Files.createDirectories(dir.resolve("seed" + i));
            List<String> problems = entry.check(seeds.get(i), FuzzCorpus.read(seeds.get(i)), i, runDir);
            if (!problems.isEmpty()) {
                failures.add(seeds.get(i) + ": " + String.join("; ", problems));
            }
        }
        assertThat(failures).isEmpty();
    }

    /** The {@link Random} seed of run {@code index} of {@code entry}. */
    static long runSeed(long baseSeed, EntryPoint entry, int index) {
        return baseSeed * 1_000_003L + entry.ordinal() * 100_000L + index;
    }

    private static Path keep(EntryPoint entry, int index, Mutator mutator, Path seed, byte[] input)
            throws IOException {
        Path file = FAILURES.resolve(entry.name().toLowerCase() + "--" + mutator.name().toLowerCase() + "-" + index
                + "--" + seed.getFileName());
        Files.createDirectories(FAILURES);
        return Files.write(file, input);
    }

    private static void deleteQuietly(Path folder) throws IOException {
        try (var walk = Files.walk(folder)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }
}
