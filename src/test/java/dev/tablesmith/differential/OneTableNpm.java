package dev.tablesmith.differential;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * dynamodb-onetable and the AWS SDK v3 DynamoDB client, installed with npm into a cache folder under
 * {@code target/} (never committed) the first time a test needs them. Without node or npm, or when the registry
 * cannot be reached, the test is skipped with a message saying so.
 */
final class OneTableNpm {
    static final Path FOLDER = Path.of("target", "npm-cache", "onetable");
    /** OneTable 2.x (value templates with ${name:width:pad}, params.typeField) and the SDK v3 client. */
    static final String PACKAGE_JSON = "{\"name\": \"tablesmith-onetable-check\", \"private\": true,"
            + " \"dependencies\": {\"dynamodb-onetable\": \"^2.7.7\", \"@aws-sdk/client-dynamodb\": \"^3.600.0\"}}\n";
    private static final long INSTALL_SECONDS = 180;

    private OneTableNpm() {
    }

    /** The folder holding {@code node_modules} with both packages, installing them when missing. */
    static Path installed() {
        Path node = ClientTools.onPath("node").orElse(null);
        Path npm = ClientTools.onPath("npm").orElse(null);
        Assumptions.assumeTrue(node != null && npm != null,
                "node and npm not found on PATH: OneTable export test skipped (install Node.js 18+)");
        Path folder = FOLDER.toAbsolutePath();
        if (Files.exists(folder.resolve("node_modules/dynamodb-onetable/package.json"))
                && Files.exists(folder.resolve("node_modules/@aws-sdk/client-dynamodb/package.json"))) {
            return folder;
        }
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("package.json"), PACKAGE_JSON, StandardCharsets.UTF_8);
            Path log = folder.resolve("npm-install.log");
            Process process = new ProcessBuilder(List.of(npm.toString(), "install", "--no-audit", "--no-fund",
                    "--no-package-lock")).directory(folder.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            boolean done = process.waitFor(INSTALL_SECONDS, TimeUnit.SECONDS);
            if (!done) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
            Assumptions.assumeTrue(done && process.exitValue() == 0, () -> "npm install of dynamodb-onetable"
                    + " failed (is the npm registry reachable?): OneTable export test skipped; see " + log);
        } catch (IOException e) {
            Assumptions.abort("npm could not run (" + e.getMessage() + "): OneTable export test skipped");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            Assumptions.abort("interrupted installing dynamodb-onetable");
        }
        return folder;
    }
}
