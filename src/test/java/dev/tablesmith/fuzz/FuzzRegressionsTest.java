package dev.tablesmith.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The inputs the fuzz suite once broke a rule with, replayed with the strict oracle (no known defect tolerated).
 * Each file in {@code src/test/resources/fuzz/regressions/} is named {@code ENTRY--WHAT--SEEDNAME}: the
 * {@link EntryPoint} it went through, what it found, and the seed's file name (which a request's command and an
 * importer's recognition read). Files of a defect fixed elsewhere are replayed by a disabled test naming it.
 */
class FuzzRegressionsTest {
    static final Path REGRESSIONS = Path.of("src/test/resources/fuzz/regressions");
    private static final List<String> KNOWN = List.of("check--deep-nesting--commerce-main.tablesmith.json",
            "request--deep-nesting--get-item-order.json", "plan_json--echoes-whole-value--org-chart.tablesmith.json",
            "import--echoes-whole-value--commerce-main.terraform.tf",
            "export--echoes-whole-number--ledgerleaf.tablesmith.json");

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyFixedRegressionStaysFixed() throws IOException {
        try (Stream<Path> files = Files.list(REGRESSIONS)) {
            return files.sorted().filter(file -> !KNOWN.contains(file.getFileName().toString())).toList().stream()
                    .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(),
                            () -> assertThat(replay(file)).isEmpty()));
        }
    }

    @Test
    void aDeeplyNestedDesignIsRefusedInAShortLine() throws IOException {
        assertThat(replay(REGRESSIONS.resolve(KNOWN.get(0)))).isEmpty();
    }

    @Test
    void aDeeplyNestedRequestIsRefusedInAShortLine() throws IOException {
        assertThat(replay(REGRESSIONS.resolve(KNOWN.get(1)))).isEmpty();
    }

    @Test
    void aDesignCheckCapsTheValueItQuotes() throws IOException {
        assertThat(replay(REGRESSIONS.resolve(KNOWN.get(2)))).isEmpty();
    }

    @Test
    void anImportWarningCapsTheValueItQuotes() throws IOException {
        assertThat(replay(REGRESSIONS.resolve(KNOWN.get(3)))).isEmpty();
    }

    @Test
    void aRecordProblemCapsTheNumberItQuotes() throws IOException {
        assertThat(replay(REGRESSIONS.resolve(KNOWN.get(4)))).isEmpty();
    }

    private List<String> replay(Path file) throws IOException {
        String[] parts = file.getFileName().toString().split("--", 3);
        EntryPoint entry = EntryPoint.valueOf(parts[0].toUpperCase(Locale.ROOT));
        Path runDir = Files.createDirectories(dir.resolve(parts[1]));
        return entry.check(Path.of(parts[2]), Files.readAllBytes(file), 0, runDir);
    }
}
