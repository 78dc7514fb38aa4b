package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Runs too large for the heap end in one line, never a stack trace (issue 21, "Memory and size"). */
class MemoryBoundsTest {
    @TempDir
    Path dir;

    private Path commerce() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return Files.writeString(dir.resolve("commerce-main.tablesmith.json"),
                gallery.text(gallery.find("commerce-main").orElseThrow()));
    }

    @Test
    void generateRefusesARunPastItsRecordBudgetBeforeGeneratingAnything() throws Exception {
        long started = System.nanoTime();

        CliRun run = CliRun.of("generate", commerce().toString(), "--count", "1000000000", "--seed", "1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines().findFirst().orElseThrow())
                .startsWith("tablesmith generate: --count 1000000000 for ")
                .contains(" records (about ", " GB of JSON); at most 1,000,000 records per run");
        assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(10_000);
    }

    @Test
    void aRunWithinTheBudgetForOneEntityIsNotRefused() throws Exception {
        assertThat(GenerationBudget.refusal(1_000_000, java.util.List.of(
                gallery().load(gallery().find("commerce-main").orElseThrow()).table().entities().get(0))))
                .isEmpty();
    }

    private static ExampleGallery gallery() {
        return new ExampleGallery();
    }

    @Command(name = "hungry")
    static final class Hungry implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new OutOfMemoryError("Java heap space");
        }
    }

    @Test
    void anOutOfMemoryErrorEndsInOneLineSayingWhatToDo() {
        CommandLine commandLine = new CommandLine(new Hungry())
                .setExecutionStrategy(new OutOfMemoryStrategy(new CommandLine.RunLast()));

        CliRun run = CliRun.on(commandLine);

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).hasLineCount(1).startsWith("hungry: ran out of memory while running hungry (Java heap of ")
                .contains("try a larger heap (JAVA_TOOL_OPTIONS=-Xmx").endsWith("g) or fewer records\n")
                .doesNotContain("\tat ", "OutOfMemoryError");
    }

    @Test
    void theSuggestedHeapIsTwiceTheCurrentOne() {
        assertThat(OutOfMemoryStrategy.message("tablesmith check", 4096L * 1024 * 1024))
                .isEqualTo("tablesmith check: ran out of memory while running check (Java heap of 4096 MB); try a"
                        + " larger heap (JAVA_TOOL_OPTIONS=-Xmx8g) or fewer records");
    }

    @Test
    void theTablesmithCommandLineInstallsTheStrategy() {
        assertThat(TablesmithCommand.commandLine().getExecutionStrategy()).isInstanceOf(OutOfMemoryStrategy.class);
    }
}
