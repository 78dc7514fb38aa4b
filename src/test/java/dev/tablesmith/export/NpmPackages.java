package dev.tablesmith.export;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * npm packages for tests that run generated JavaScript, installed once into a cache folder under {@code target/}
 * (never committed) and reused by later runs. Without npm, or when the registry cannot be reached, the test is
 * skipped with a message saying so.
 */
final class NpmPackages {
    private static final Path CACHE = Path.of("target", "npm-cache", "generated-code");

    private NpmPackages() {
    }

    /** The folder whose {@code node_modules} holds {@code name}: modules written there can import it. */
    static Path install(String name) throws Exception {
        Path folder = Files.createDirectories(CACHE).toAbsolutePath();
        if (Files.isDirectory(folder.resolve("node_modules").resolve(name))) {
            return folder;
        }
        if (!Files.exists(folder.resolve("package.json"))) {
            Files.writeString(folder.resolve("package.json"), "{\"private\": true}\n");
        }
        Process process;
        try {
            process = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund", "--loglevel=error", name)
                    .directory(folder.toFile()).redirectErrorStream(true)
                    .redirectOutput(folder.resolve("npm-install.log").toFile()).start();
        } catch (IOException e) {
            assumeTrue(false, "npm is not installed: generated JavaScript not run");
            return folder;
        }
        boolean done = process.waitFor(180, TimeUnit.SECONDS);
        if (!done) {
            process.destroyForcibly();
        }
        assumeTrue(done && process.exitValue() == 0, "npm could not install " + name + " (registry unreachable?): "
                + "generated JavaScript not run; see " + folder.resolve("npm-install.log"));
        return folder;
    }
}
