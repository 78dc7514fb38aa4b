package dev.tablesmith.cli;

import dev.tablesmith.io.FaultyStreams;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

/**
 * Runs a writer in a child JVM ({@link SlowWriteMain}) that writes the first BYTES bytes of its target's temporary
 * file and then stalls, and kills it with {@link Process#destroyForcibly()} (SIGKILL on Linux) once the temporary
 * file holds exactly those bytes: a kill -9 mid-write at a known point, without timing luck.
 */
public final class KilledWriters {
    /** The system properties the tests run with that a child JVM needs too (headless JavaFX, config folder). */
    private static final List<String> PASSED_ON = List.of("glass.platform", "monocle.platform", "prism.order",
            "prism.text", "java.awt.headless", "testfx.headless", "tablesmith.config.dir");

    private KilledWriters() {
    }

    /** Starts the child; {@code log} receives its output. */
    public static Process start(Path target, long bytes, Path log, String... commandLine) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1"));
        for (String key : PASSED_ON) {
            if (System.getProperty(key) != null) {
                command.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), SlowWriteMain.class.getName(),
                target.toString(), Long.toString(bytes), "stall"));
        command.addAll(List.of(commandLine));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("AWS_ACCESS_KEY_ID", "test");
        builder.environment().put("AWS_SECRET_ACCESS_KEY", "test");
        builder.environment().put("AWS_REGION", "us-east-1");
        builder.environment().put("AWS_CONFIG_FILE", log.resolveSibling("no-aws-config").toString());
        builder.environment().put("AWS_SHARED_CREDENTIALS_FILE", log.resolveSibling("no-aws-credentials").toString());
        return builder.start();
    }

    /**
     * Runs the child until its new temporary file beside {@code target} holds {@code bytes} bytes, then kills it;
     * {@code whileWaiting} is polled meanwhile (to send a request to a server, say) until it returns true.
     */
    public static void killAt(Path target, long bytes, Path log, BooleanSupplier whileWaiting, String... commandLine)
            throws Exception {
        List<String> before = FaultyStreams.temps(target.getParent());
        Process child = start(target, bytes, log, commandLine);
        boolean done = false;
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < deadline && child.isAlive()) {
                done = done || whileWaiting.getAsBoolean();
                Optional<Path> temp = newTemp(target, before);
                if (temp.isPresent() && Files.size(temp.get()) >= bytes) {
                    child.destroyForcibly().waitFor();
                    if (Files.size(temp.get()) != bytes) {
                        throw new AssertionError("the child wrote " + Files.size(temp.get()) + " bytes, not " + bytes);
                    }
                    return;
                }
                Thread.sleep(5);
            }
            throw new AssertionError("the child ended or took too long before writing " + bytes + " bytes: "
                    + Files.readString(log));
        } finally {
            child.destroyForcibly();
        }
    }

    public static void killAt(Path target, long bytes, Path log, String... commandLine) throws Exception {
        killAt(target, bytes, log, () -> true, commandLine);
    }

    /** The temporary file {@code .NAME.PID-RANDOM.tmp} of {@code target} that was not there before. */
    private static Optional<Path> newTemp(Path target, List<String> before) throws Exception {
        java.util.regex.Pattern ours = java.util.regex.Pattern.compile(
                java.util.regex.Pattern.quote("." + target.getFileName() + ".") + "\\d+-[0-9a-f]{16}\\.tmp");
        try (Stream<Path> files = Files.list(target.getParent())) {
            return files.filter(f -> ours.matcher(f.getFileName().toString()).matches())
                    .filter(f -> Files.isRegularFile(f))
                    .filter(f -> !before.contains(f.getFileName().toString())).findFirst();
        }
    }
}
