package dev.tablesmith.differential;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.opentest4j.AssertionFailedError;

/**
 * The other DynamoDB clients the endpoint is tested with, run as processes: python3 with boto3, and the AWS CLI.
 * Missing ones skip the test with a message saying which; with {@code CI=true} they fail it, as a missing
 * {@code moto_server} does ({@link MotoServerExtension}). Every process gets dummy credentials, region us-east-1,
 * empty AWS config and credentials files, no pager and no proxy, so nothing but the endpoint on 127.0.0.1 is
 * reached.
 */
final class ClientTools {
    static final String BOTO3_MISSING = "python3 with boto3 not found on PATH: boto3 client test skipped"
            + " (install with pip install boto3)";
    static final String AWS_CLI_MISSING = "aws (the AWS CLI) not found on PATH: AWS CLI client test skipped"
            + " (install with pip install awscli)";
    private static final long TIMEOUT_SECONDS = 30;

    private ClientTools() {
    }

    /** What a process printed and how it ended. */
    record Run(int exitCode, String stdout, String stderr) {
        @Override
        public String toString() {
            return "exit " + exitCode + ", stdout: " + stdout + ", stderr: " + stderr;
        }
    }

    /** {@code python3} on PATH when it can import boto3. */
    static Path python3WithBoto3(Path home) {
        Optional<Path> python = onPath("python3");
        if (python.isPresent()) {
            Run check = run(home, List.of(python.get().toString(), "-c", "import boto3"));
            if (check.exitCode() == 0) {
                return python.get();
            }
        }
        return unavailable(BOTO3_MISSING);
    }

    /** {@code aws} on PATH when it answers {@code --version}. */
    static Path awsCli(Path home) {
        Optional<Path> aws = onPath("aws");
        if (aws.isPresent() && run(home, List.of(aws.get().toString(), "--version")).exitCode() == 0) {
            return aws.get();
        }
        return unavailable(AWS_CLI_MISSING);
    }

    private static Path unavailable(String message) {
        if (MotoServerExtension.runningInCi()) {
            throw new AssertionFailedError(message + " [CI=true: a missing client fails the build]");
        }
        Assumptions.abort(message);
        return null;
    }

    static Optional<Path> onPath(String executable) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty()) {
                Path candidate = Path.of(dir, executable);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Runs {@code command} in {@code home} (a temporary folder holding the empty {@code config} and
     * {@code credentials} files) and waits for it, stopping it by its own handle after 30 seconds.
     */
    static Run run(Path home, List<String> command) {
        try {
            Path config = home.resolve("config");
            Path credentials = home.resolve("credentials");
            if (!Files.exists(config)) {
                Files.createFile(config);
                Files.createFile(credentials);
            }
            Path out = Files.createTempFile(home, "stdout", ".txt");
            Path err = Files.createTempFile(home, "stderr", ".txt");
            ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).directory(home.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            Map<String, String> env = builder.environment();
            env.keySet().removeIf(name -> name.startsWith("AWS_") || name.toLowerCase().endsWith("_proxy"));
            env.put("AWS_ACCESS_KEY_ID", "dummy");
            env.put("AWS_SECRET_ACCESS_KEY", "dummy");
            env.put("AWS_DEFAULT_REGION", "us-east-1");
            env.put("AWS_PAGER", "");
            env.put("AWS_CONFIG_FILE", config.toString());
            env.put("AWS_SHARED_CREDENTIALS_FILE", credentials.toString());
            env.put("AWS_EC2_METADATA_DISABLED", "true");
            env.put("NO_PROXY", "127.0.0.1");
            Process process = builder.start();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                throw new AssertionFailedError(command + " did not finish within " + TIMEOUT_SECONDS + " s");
            }
            return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionFailedError("could not run " + command + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionFailedError("interrupted running " + command, e);
        }
    }
}
