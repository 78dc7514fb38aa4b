package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.io.JsonDesignStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The "Small" list of issue 21 and malformed exercise files, each as the user sees it. */
class SmallMessagesTest {
    @TempDir
    Path dir;

    private Path answer() throws Exception {
        Path file = dir.resolve("answer.tablesmith.json");
        new JsonDesignStore().save(new ExerciseFiles().bundled("orders-by-carrier").orElseThrow().solution()
                .orElseThrow(), file);
        return file;
    }

    @Test
    void malformedExerciseJsonIsLocatedInPlainWordsNotTheCatchAll() throws Exception {
        Path exercise = Files.writeString(dir.resolve("bad.exercise.json"), "{\n  \"format\": \"x\",\n  oops\n}\n");

        CliRun run = CliRun.of("exercise", "check", "--exercise", exercise.toString(), answer().toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith(exercise + ":3:3: ").hasLineCount(1)
                .doesNotContain("tablesmith: error:", "Unexpected character", "code 111");
    }

    @Test
    void anExerciseWithAWrongFieldIsLocatedAtThatField() throws Exception {
        Path exercise = Files.writeString(dir.resolve("wrong.exercise.json"),
                "{\n  \"format\": \"tablesmith-exercise-1\",\n  \"name\": \"x\",\n  \"task\": \"t\",\n"
                        + "  \"start\": { \"file\": \"missing.tablesmith.json\" }\n}\n");

        CliRun run = CliRun.of("exercise", "check", "--exercise", exercise.toString(), answer().toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo(exercise + ":5:12: /start: design file not found: missing.tablesmith.json\n");
    }

    @Test
    void exerciseWithoutASubcommandSaysSoInOneLinePlusWhereHelpIs() {
        CliRun run = CliRun.of("exercise");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith exercise: missing command (list, start or check)\n"
                + "Try 'tablesmith exercise --help' for more information.\n");
    }

    @Test
    void liveWithoutASubcommandListsImportToo() {
        CliRun run = CliRun.of("live");

        assertThat(run.err()).startsWith("tablesmith live: missing command (connect, deploy, load, run, verify or"
                + " import)\n");
    }

    @Test
    void aSaveFailureSaysCannotWriteOnce() {
        assertThat(AtomicFiles.failure(Path.of("out.json"), new IOException("No space left on device")))
                .startsWith("cannot write out.json: ").doesNotContain("cannot write out.json: cannot write");
    }

    @Test
    void aNegativeOverflowIsNotCalledTooLarge() throws Exception {
        Path file = Files.writeString(dir.resolve("neg.tablesmith.json"), """
                {
                  "format": "tablesmith/1",
                  "name": "n",
                  "tables": [ { "name": "nnn", "partitionKey": { "name": "PK", "type": "S" },
                    "accessPatterns": [ { "id": "AP1", "name": "x", "entities": [], "requestsPerSecond": -1e400 } ] } ]
                }
                """);

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.out()).contains("requestsPerSecond: cannot be negative").doesNotContain("too large");
    }

    @Test
    void aTwoMegabyteUnknownIndexNameGivesAShortMessageQuickly() throws Exception {
        String name = "x".repeat(2 * 1024 * 1024);
        Path file = Files.writeString(dir.resolve("long.tablesmith.json"), """
                {
                  "format": "tablesmith/1",
                  "name": "n",
                  "tables": [ { "name": "nnn", "partitionKey": { "name": "PK", "type": "S" },
                    "entities": [ { "name": "E", "attributes": [ { "name": "id", "type": "S", "required": true } ],
                      "keys": { "PK": { "template": "E#{id}" } } } ],
                    "accessPatterns": [ { "id": "AP1", "name": "x", "entities": ["E"], "index": "NAME" } ] } ]
                }
                """.replace("NAME", name));
        long started = System.nanoTime();

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).hasLineCount(1).contains("…' (2097152 characters)");
        assertThat(run.out().length()).isLessThan(400);
        assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(10_000);
    }

    @Test
    void aNulAtTheStartOfALineIsReportedAtColumnOne() throws Exception {
        Path file = Files.writeString(dir.resolve("nul.tablesmith.json"), "{\n" + " ".repeat(9000) + "\n\u0000}");

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.out()).startsWith(file + ":3:1: ");
    }

    private Path fifo() throws Exception {
        Path pipe = dir.resolve("pipe.tablesmith.json");
        Process mkfifo = new ProcessBuilder("mkfifo", pipe.toString()).start();
        assertThat(mkfifo.waitFor()).isZero();
        return pipe;
    }

    private Path linkLoop() throws IOException {
        Path a = dir.resolve("a.tablesmith.json");
        Path b = dir.resolve("b.tablesmith.json");
        Files.createSymbolicLink(a, b.getFileName());
        Files.createSymbolicLink(b, a.getFileName());
        return a;
    }

    @Test
    @Timeout(120) // before the fix, reading the pipe waited for a writer for ever
    void aNamedPipeIsSaidToBeOneByEveryCommandAndNeverOpened() throws Exception {
        Path pipe = fifo();
        String exercise = "src/main/resources/dev/tablesmith/classroom/exercises/01-customer-profile.exercise.json";

        for (String[] args : new String[][] {
                {"fix", pipe.toString(), "--native-key", "GSI1"},
                {"exercise", "check", "--exercise", "customer-profile", pipe.toString()},
                {"exercise", "check", "--exercise", pipe.toString(), answer().toString()},
                {"exercise", "check", "--exercise", exercise, pipe.toString()},
                {"serve", pipe.toString()}}) {
            CliRun run = CliRun.of(args);

            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", args)).startsWith("tablesmith " + args[0])
                    .contains(": not a regular file (a named pipe): " + pipe);
        }
    }

    @Test
    void aSymbolicLinkLoopIsSaidToBeOneByEveryCommand() throws Exception {
        Path loop = linkLoop();

        for (String[] args : new String[][] {
                {"fix", loop.toString(), "--native-key", "GSI1"},
                {"exercise", "check", "--exercise", "customer-profile", loop.toString()},
                {"exercise", "check", "--exercise", loop.toString(), answer().toString()},
                {"serve", loop.toString()}}) {
            CliRun run = CliRun.of(args);

            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", args)).contains(": symbolic link loop: " + loop)
                    .doesNotContain("no such file");
        }
    }
}
