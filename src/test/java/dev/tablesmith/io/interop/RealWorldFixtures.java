package dev.tablesmith.io.interop;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The real-world model files in {@code ../shared/fixtures/realworld/} (see its SOURCES.md), found from the working
 * directory or any of its parents. When the folder is missing a test is skipped with a message, except on CI
 * ({@code CI=true}), where it fails.
 */
public final class RealWorldFixtures {
    private static final Path RELATIVE = Path.of("shared", "fixtures", "realworld");

    private RealWorldFixtures() {
    }

    public static Path folder() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(RELATIVE);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        String message = "real-world fixtures not found: no shared/fixtures/realworld/ next to "
                + Path.of("").toAbsolutePath() + " or any parent";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail(message);
        }
        Assumptions.abort(message);
        throw new IllegalStateException(message);
    }

    public static Path file(String relative) {
        Path file = folder().resolve(relative);
        if (!Files.isRegularFile(file)) {
            fail("fixture missing: " + file);
        }
        return file;
    }

    /** Every fixture file, relative to the folder (SOURCES.md excluded). */
    static List<String> all() {
        Path folder = folder();
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile)
                    .filter(f -> !f.getFileName().toString().endsWith(".md"))
                    .map(f -> folder.relativize(f).toString().replace('\\', '/'))
                    .sorted()
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
