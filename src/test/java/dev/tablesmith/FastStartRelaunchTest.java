package dev.tablesmith;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.FastStartRelaunch.ThisJvm;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FastStartRelaunchTest {
    private static ThisJvm jvm(String... arguments) {
        return new ThisJvm(Optional.of("/usr/bin/java"), List.of(arguments), "target/tablesmith.jar", null, false);
    }

    @Test
    void aPlainJarStartGetsBothOptionsOfTheDecisionAndKeepsItsOwn() {
        Optional<List<String>> command = FastStartRelaunch.command(jvm("-Xmx512m", "-Dx=y"), 1_000L, 250L,
                "dev.tablesmith.Main", List.of("orders.tablesmith.json"));

        assertThat(command).contains(List.of("/usr/bin/java", "-Xmx512m", "-Dx=y", "-XX:TieredStopAtLevel=1",
                "-XX:+UseParallelGC", "-Dtablesmith.launch.start=1000", "-Dtablesmith.launch.cpu=250", "-cp",
                "target/tablesmith.jar", "dev.tablesmith.Main", "orders.tablesmith.json"));
    }

    @Test
    void thePackagedLauncherWithBothOptionsStartsInItsOwnJvm() {
        assertThat(FastStartRelaunch.missingOptions(jvm("-XX:TieredStopAtLevel=1", "-XX:+UseParallelGC"))).isEmpty();
    }

    @Test
    void aCollectorTheUserChoseIsKeptAndOnlyTheJitOptionAdded() {
        assertThat(FastStartRelaunch.missingOptions(jvm("-XX:+UseG1GC"))).containsExactly("-XX:TieredStopAtLevel=1");
        assertThat(FastStartRelaunch.missingOptions(jvm("-XX:-TieredCompilation")))
                .containsExactly("-XX:+UseParallelGC");
    }

    @Test
    void optOutDebuggerAndTheChildItselfAreNotRelaunched() {
        assertThat(FastStartRelaunch.missingOptions(new ThisJvm(Optional.of("java"), List.of(), "a.jar", "false",
                false))).isEmpty();
        assertThat(FastStartRelaunch.missingOptions(new ThisJvm(Optional.of("java"), List.of(), "a.jar", null,
                true))).isEmpty();
        assertThat(FastStartRelaunch.missingOptions(jvm("-agentlib:jdwp=transport=dt_socket,server=y"))).isEmpty();
        assertThat(FastStartRelaunch.missingOptions(new ThisJvm(Optional.empty(), List.of(), "a.jar", null, false)))
                .isEmpty();
    }

    /** A child JVM really gets the options and the launch start, and its exit code is the launcher's. */
    @Test
    void theChildRunsWithTheOptionsAndItsExitCodeIsReturned(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("child.txt");
        ThisJvm current = new ThisJvm(ProcessHandle.current().info().command(), List.of("-Xmx64m"),
                System.getProperty("java.class.path"), null, false);
        List<String> command = FastStartRelaunch.command(current, 42L, 7L, ReportsItsJvm.class.getName(),
                List.of(report.toString())).orElseThrow();

        Optional<Integer> exit = FastStartRelaunch.run(command);

        assertThat(exit).contains(3);
        assertThat(Files.readAllLines(report)).containsExactly("-Xmx64m", "-XX:TieredStopAtLevel=1",
                "-XX:+UseParallelGC", "-Dtablesmith.launch.start=42", "-Dtablesmith.launch.cpu=7", "relaunched=true");
    }

    @Test
    void aChildThatCannotStartLeavesTheAppToThisJvm() {
        assertThat(FastStartRelaunch.run(List.of("/nonexistent/java", "-version"))).isEmpty();
    }

    /** The child of the test above: writes its JVM options, then exits with 3. */
    public static final class ReportsItsJvm {
        public static void main(String[] args) throws Exception {
            List<String> lines = new java.util.ArrayList<>(ManagementFactory.getRuntimeMXBean().getInputArguments());
            lines.add("relaunched=" + FastStartRelaunch.missingOptions(ThisJvm.current()).isEmpty());
            Files.write(Path.of(args[0]), lines);
            System.exit(3);
        }
    }
}
