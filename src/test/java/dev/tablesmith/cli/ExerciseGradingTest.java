package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.io.JsonDesignStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tablesmith exercise check FOLDER --csv --json}: a class's submissions graded into gradebook files. */
class ExerciseGradingTest {
    @TempDir
    Path dir;

    @Test
    void aFolderOfSubmissionsIsGradedIntoOneCsvRowAndOneJsonEntryPerStudentFile() throws Exception {
        Path submissions = Files.createDirectories(dir.resolve("submissions"));
        var bundled = new ExerciseFiles().bundled("orders-by-carrier").orElseThrow();
        new JsonDesignStore().save(bundled.solution().orElseThrow(), submissions.resolve("alice.tablesmith.json"));
        new JsonDesignStore().save(bundled.exercise().start(),
                Files.createDirectories(submissions.resolve("group-b")).resolve("bob.tablesmith.json"));
        Files.writeString(submissions.resolve("carol.json"), "{\"format\": \"tablesmith/1\",");
        Files.writeString(submissions.resolve("notes.txt"), "not graded: not a .json file");
        Path csv = dir.resolve("grades.csv");
        Path json = dir.resolve("grades.json");

        CliRun run = CliRun.of("exercise", "check", submissions.toString(), "--exercise", "orders-by-carrier",
                "--csv", csv.toString(), "--json", json.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("wrote " + csv, "wrote " + json);
        List<List<String>> rows = csvRows(csv);
        assertThat(rows.get(0)).startsWith("file", "exercise", "status", "passed", "total", "score")
                .contains("AP16 is served by a Query").endsWith("problem");
        assertThat(rows).hasSize(4);
        assertThat(rows.get(1)).startsWith(submissions.resolve("alice.tablesmith.json").toString(),
                "orders-by-carrier", "passed", "4", "4", "100.0", "PASS", "PASS", "PASS", "PASS");
        assertThat(rows.get(2).get(0)).endsWith("carol.json");
        assertThat(rows.get(2)).contains("not graded", "0.0");
        assertThat(rows.get(2).get(rows.get(2).size() - 1)).startsWith("not a valid design: ");
        assertThat(rows.get(3).get(0)).endsWith("bob.tablesmith.json");
        assertThat(rows.get(3).get(2)).isEqualTo("failed");
        assertThat(rows.get(3)).contains("FAIL");

        JsonNode report = new ObjectMapper().readTree(json.toFile());
        assertThat(report.get("summary").get("files").asInt()).isEqualTo(3);
        assertThat(report.get("summary").get("graded").asInt()).isEqualTo(2);
        assertThat(report.get("summary").get("passed").asInt()).isEqualTo(1);
        JsonNode bob = report.get("files").get(2);
        assertThat(bob.get("status").asText()).isEqualTo("failed");
        assertThat(bob.get("checks")).hasSize(4);
        assertThat(bob.get("checks").get(0).get("detail").asText()).isNotBlank();
        assertThat(report.get("files").get(1).get("problem").asText()).startsWith("not a valid design");
    }

    @Test
    void aFolderWithoutDesignsIsAUsageErrorAndNoReportIsWritten() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Path csv = dir.resolve("grades.csv");

        CliRun run = CliRun.of("exercise", "check", empty.toString(), "--csv", csv.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("no .json files in " + empty);
        assertThat(csv).doesNotExist();
    }

    @Test
    void anUnwritableReportIsOneLineAndExitOne() throws Exception {
        var bundled = new ExerciseFiles().bundled("orders-by-carrier").orElseThrow();
        Path file = dir.resolve("a.tablesmith.json");
        new JsonDesignStore().save(bundled.solution().orElseThrow(), file);
        Path csv = dir.resolve("no-such-folder").resolve("grades.csv");

        CliRun run = CliRun.of("exercise", "check", "--exercise", "orders-by-carrier", file.toString(), "--csv",
                csv.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("cannot write " + csv + ": ").doesNotContain("Exception");
    }

    private static List<List<String>> csvRows(Path csv) throws Exception {
        CsvMapper mapper = new CsvMapper().enable(CsvParser.Feature.WRAP_AS_ARRAY);
        try (var it = mapper.readerFor(List.class).<List<String>>readValues(csv.toFile())) {
            return it.readAll();
        }
    }
}
