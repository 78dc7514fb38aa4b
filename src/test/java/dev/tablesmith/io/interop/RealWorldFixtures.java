package dev.tablesmith.io.interop;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The real-world model files in {@code ../shared/fixtures/realworld/} (see its SOURCES.md), and this project's own
 * in {@code src/test/resources/realworld/}: the folder named by the
 * {@code TABLESMITH_FIXTURES} environment variable, else {@code shared/fixtures/realworld} next to the working
 * directory or any of its parents, else {@code /work/shared/fixtures/realworld} (where these machines keep it, for a
 * clone made elsewhere, e.g. CI's). The files live outside the repository, so when none is found a test is skipped
 * with a message saying where it looked.
 */
public final class RealWorldFixtures {
    private static final Path RELATIVE = Path.of("shared", "fixtures", "realworld");

    private RealWorldFixtures() {
    }

    public static Path folder() {
        String named = System.getenv("TABLESMITH_FIXTURES");
        if (named != null && !named.isBlank()) {
            Path folder = Path.of(named);
            if (!Files.isDirectory(folder)) {
                fail("TABLESMITH_FIXTURES names " + folder + ", which is not a folder");
            }
            return folder;
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(RELATIVE);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        Path machine = Path.of("/work").resolve(RELATIVE);
        if (Files.isDirectory(machine)) {
            return machine;
        }
        String message = "real-world fixtures not found: no shared/fixtures/realworld/ next to "
                + Path.of("").toAbsolutePath() + " or any parent, nor " + machine + "; set TABLESMITH_FIXTURES to"
                + " the folder to run these tests";
        Assumptions.abort(message);
        throw new IllegalStateException(message);
    }

    /**
     * Real-world files this project keeps itself, in {@code src/test/resources/realworld/} (each subfolder with its
     * SOURCES.md): read like the shared ones, and always present.
     */
    static final Path OWN = Path.of("src", "test", "resources", "realworld");

    /** The subfolders of {@link #OWN} that hold model files every importer test reads. */
    private static final List<String> OWN_MODELS = List.of("electrodb");

    public static Path file(String relative) {
        Path own = OWN.resolve(relative);
        if (Files.isRegularFile(own)) {
            return own;
        }
        Path file = folder().resolve(relative);
        if (!Files.isRegularFile(file)) {
            fail("fixture missing: " + file);
        }
        return file;
    }

    /** Every fixture file, relative to the folder (SOURCES.md excluded). */
    static List<String> all() {
        List<String> all = new java.util.ArrayList<>(files(folder(), folder()));
        for (String model : OWN_MODELS) {
            all.addAll(files(OWN, OWN.resolve(model)));
        }
        return all.stream().distinct().sorted().toList();
    }

    private static List<String> files(Path root, Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile)
                    .filter(f -> !f.getFileName().toString().endsWith(".md"))
                    .map(f -> root.relativize(f).toString().replace('\\', '/'))
                    .toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static ImportResult read(String relative) {
        try {
            return DesignImport.read(file(relative));
        } catch (ImportException | IOException e) {
            throw new AssertionError("import of " + relative + " failed: " + e.getMessage(), e);
        }
    }
}
