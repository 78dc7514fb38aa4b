package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.io.JsonDesignStore;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExerciseCommandTest {
    @TempDir
    Path dir;

    @Test
    void listShowsEveryBundledExerciseWithItsLevel() {
        CliRun run = CliRun.of("exercise", "list");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("customer-profile", "orders-by-carrier", "NAME", "LEVEL");
        assertThat(run.out().lines().count()).isEqualTo(10);
    }

    @Test
    void startWritesTheStartingDesignAndPrintsTheTask() {
        Path file = dir.resolve("carrier.tablesmith.json");
        CliRun run = CliRun.of("exercise", "start", "orders-by-carrier", "--out", file.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("wrote " + file, "Orders by carrier", "- AP16 is served by a Query");
        assertThat(file).exists();
    }

    @Test
    void startRefusesToOverwriteWithoutForce() throws Exception {
        Path file = dir.resolve("x.tablesmith.json");
        Files.writeString(file, "{}");
        CliRun run = CliRun.of("exercise", "start", "customer-profile", "--out", file.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("already exists");
    }

    @Test
    void checkOfAnUnchangedStartFailsWithPassAndFailPerCheck() {
        Path file = dir.resolve("student.tablesmith.json");
        CliRun.of("exercise", "start", "open-orders", "--out", file.toString());
        CliRun run = CliRun.of("exercise", "check", file.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains(file + " (open-orders): 1/3 checks pass",
                "  FAIL  AP6 is served by a Query on GSI2 (AP6 is a Query on GSI1, not on GSI2)",
                "  PASS  The table has at most 2 GSIs");
    }

    @Test
    void checkOfManyFilesPassesWhenEveryFileMeetsEveryCheck() throws Exception {
        Path one = dir.resolve("a.tablesmith.json");
        Path two = dir.resolve("b.tablesmith.json");
        var solution = new ExerciseFiles().bundled("orders-by-carrier").orElseThrow().solution().orElseThrow();
        new JsonDesignStore().save(solution, one);
        new JsonDesignStore().save(solution, two);
        CliRun run = CliRun.of("exercise", "check", "--exercise", "orders-by-carrier", one.toString(),
                two.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains(one + " (orders-by-carrier): 4/4 checks pass",
                two + " (orders-by-carrier): 4/4 checks pass").doesNotContain("FAIL");
    }

    @Test
    void checkOfAFileWithoutAnExerciseFailsWithOneLine() throws Exception {
        Path file = dir.resolve("plain.tablesmith.json");
        new JsonDesignStore().save(new ExerciseFiles().bundled("customer-profile").orElseThrow().exercise()
                .start(), file);
        CliRun run = CliRun.of("exercise", "check", file.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains(file + ": FAIL: no exercise named in the design; pass --exercise NAME");
    }

    @Test
    void checkAgainstAnExerciseFileReadsItsChecks() throws Exception {
        Path exercise = dir.resolve("mine.exercise.json");
        Files.writeString(exercise, """
                {"format": "tablesmith-exercise-1", "name": "mine", "task": "Keep two GSIs.",
                 "start": {"example": "commerce-main"},
                 "checks": [{"type": "gsi-count", "atMost": 1}]}
                """);
        Path design = dir.resolve("d.tablesmith.json");
        new JsonDesignStore().save(new ExerciseFiles().read(exercise).exercise().start(), design);
        CliRun run = CliRun.of("exercise", "check", "--exercise", exercise.toString(), design.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("FAIL  The table has at most 1 GSI (the table has 2 GSIs)");
    }

    @Test
    void unknownExerciseAndMissingFileAreUsageErrors() {
        CliRun unknown = CliRun.of("exercise", "start", "nope", "--out", dir.resolve("n.json").toString());
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown exercise 'nope'; known exercises: customer-profile");
        CliRun missing = CliRun.of("exercise", "check", dir.resolve("absent.json").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file");
    }

    @Test
    void aBrokenExerciseFileIsOneLine() throws Exception {
        Path exercise = dir.resolve("bad.exercise.json");
        Files.writeString(exercise, "{\"format\": \"tablesmith-exercise-1\", \"name\": \"b\", \"task\": \"t\", "
                + "\"start\": {\"example\": \"commerce-main\"}, \"checks\": [{\"type\": \"colour\"}]}");
        Path design = dir.resolve("d.tablesmith.json");
        Files.writeString(design, "{}");
        CliRun run = CliRun.of("exercise", "check", "--exercise", exercise.toString(), design.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().strip()).isEqualTo(exercise
                + ":1:122: /checks/0/type: unknown check type 'colour' (expected pattern, no-finding, gsi-count or "
                + "entity-key)");
    }
}
