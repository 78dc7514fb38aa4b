package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.classroom.EntityKeyCheck;
import dev.tablesmith.classroom.GsiCountCheck;
import dev.tablesmith.classroom.NoFindingCheck;
import dev.tablesmith.classroom.PatternResolvesCheck;
import dev.tablesmith.planner.Resolution;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExerciseFilesTest {
    @TempDir
    Path dir;

    private Path write(String json) throws Exception {
        Path file = dir.resolve("e.exercise.json");
        Files.writeString(file, json);
        return file;
    }

    private static String exercise(String start, String checks) {
        return "{\"format\": \"tablesmith-exercise-1\", \"name\": \"e\", \"task\": \"Do it.\", \"start\": " + start
                + ", \"checks\": " + checks + "}";
    }

    @Test
    void readsEveryCheckTypeAndAStartBesideTheFile() throws Exception {
        Files.writeString(dir.resolve("start.tablesmith.json"), new ExampleGallery().text(new ExampleGallery()
                .find("org-chart").orElseThrow()));
        ExerciseFile file = new ExerciseFiles().read(write(exercise("{\"file\": \"start.tablesmith.json\"}", """
                [{"type": "pattern", "pattern": "AP2", "resolvesTo": ["Query", "GET_ITEM"], "index": "table"},
                 {"type": "no-finding", "rule": "scan-required"},
                 {"type": "gsi-count", "atMost": 1},
                 {"type": "entity-key", "entity": "Employee", "key": "GSI1PK", "sparse": true}]
                """)));
        assertThat(file.exercise().start().name()).isEqualTo("org-chart");
        assertThat(file.solution()).isEmpty();
        assertThat(file.exercise().checks()).containsExactly(
                new PatternResolvesCheck("AP2", List.of(Resolution.QUERY, Resolution.GET_ITEM), "table"),
                new NoFindingCheck("scan-required"), new GsiCountCheck(1),
                new EntityKeyCheck("Employee", "GSI1PK", null, true));
        assertThat(file.exercise().grade(file.exercise().start()).passed()).isTrue();
    }

    @Test
    void aStartFileOutsideTheExercisesFolderIsRefusedUnread() throws Exception {
        Path outside = Files.writeString(dir.resolve("secret.txt"), "hunter2 is my password");
        Path folder = Files.createDirectories(dir.resolve("exercises"));
        Files.createSymbolicLink(folder.resolve("link.tablesmith.json"), outside);
        for (String reference : List.of("../secret.txt", outside.toString(), "link.tablesmith.json",
                "../../../../etc/passwd")) {
            Path file = Files.writeString(folder.resolve("e.exercise.json"), exercise("{\"file\": \""
                    + reference.replace("\\", "\\\\") + "\"}", "[{\"type\": \"gsi-count\", \"atMost\": 0}]"));

            assertThatThrownBy(() -> new ExerciseFiles().read(file)).as(reference)
                    .hasMessageContaining("/start: cannot read the design: '" + reference + "' is outside the"
                            + " exercise's folder")
                    .hasMessageNotContaining("hunter2").hasMessageNotContaining("root");
        }
    }

    @Test
    void anInlineStartDesignIsRead() throws Exception {
        String design = new ExampleGallery().text(new ExampleGallery().find("users-groups").orElseThrow());
        ExerciseFile file = new ExerciseFiles().read(write(exercise("{\"design\": " + design + "}",
                "[{\"type\": \"gsi-count\", \"atMost\": 0}]")));
        assertThat(file.exercise().start().name()).isEqualTo("users-groups");
        assertThat(file.exercise().grade(file.exercise().start()).passed()).isFalse();
    }

    @Test
    void anExerciseFileInAnotherEncodingSaysWhereAndWhat() throws Exception {
        Path file = Files.write(dir.resolve("latin1.exercise.json"),
                "{\"title\": \"caf\u00e9\"}".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));

        assertThatThrownBy(() -> new ExerciseFiles().read(file)).hasMessage(file + ":1:15: not UTF-8 text at byte 14"
                + " (0xE9); is this an exercise file? (if it is, save it as UTF-8)");
    }

    @Test
    void problemsAreOneLineWithFileLineColumnAndPointer() throws Exception {
        ExerciseFiles files = new ExerciseFiles();
        Path noChecks = write(exercise("{\"example\": \"commerce-main\"}", "[]"));
        assertThatThrownBy(() -> files.read(noChecks)).hasMessageMatching(located(noChecks,
                "/checks: needs a non-empty array of checks"));
        Path unknownExample = write(exercise("{\"example\": \"nope\"}", "[]"));
        assertThatThrownBy(() -> files.read(unknownExample)).hasMessageMatching(located(unknownExample,
                "/start: unknown example 'nope'"));
        Path missingStart = write(exercise("{\"file\": \"absent.tablesmith.json\"}", "[]"));
        assertThatThrownBy(() -> files.read(missingStart)).hasMessageMatching(located(missingStart,
                "/start: design file not found: absent.tablesmith.json"));
        Path badResolution = write(exercise("{\"example\": \"commerce-main\"}",
                "[{\"type\": \"pattern\", \"pattern\": \"AP1\", \"resolvesTo\": [\"Join\"]}]"));
        assertThatThrownBy(() -> files.read(badResolution)).hasMessageMatching(located(badResolution,
                "/checks/0/resolvesTo: unknown resolution 'Join'") + ".*");
        Path notJson = write("{\"format\": ");
        assertThatThrownBy(() -> files.read(notJson)).hasMessageStartingWith(notJson + ":1:")
                .hasMessageNotContaining("Unexpected end-of-input");
        Path wrongFormat = write("{\"format\": \"other\"}");
        assertThatThrownBy(() -> files.read(wrongFormat)).hasMessage(wrongFormat
                + ":1:12: /format: must be \"tablesmith-exercise-1\"");
        assertThatThrownBy(() -> files.read(dir.resolve("none.json"))).hasMessageEndingWith("no such file");
    }

    /** FILE:LINE:COL: REST, as design files are reported (issue 21). */
    private static String located(Path file, String rest) {
        return java.util.regex.Pattern.quote(file.toString()) + ":\\d+:\\d+: " + java.util.regex.Pattern.quote(rest);
    }
}
