package dev.tablesmith.io;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.tablesmith.classroom.CheckResult;
import dev.tablesmith.classroom.GradedFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A class's grades as files a gradebook imports: a CSV with one row per student file (its score and each check's
 * PASS or FAIL), and a JSON report with every check's detail.
 *
 * <p>Spreadsheets run a cell that starts with {@code =}, {@code +}, {@code -} or {@code @} as a formula, and a
 * student names their own file: such text cells are written with a leading apostrophe, so a file called
 * {@code =HYPERLINK(...).json} is shown, never run (OWASP's CSV injection advice).
 */
public final class GradeReports {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final CsvMapper CSV = new CsvMapper();

    private GradeReports() {
    }

    /**
     * The CSV: {@code file, exercise, status, passed, total, score}, then one column per check. When every graded
     * file is of the same exercise the check columns are named by the checks; otherwise {@code check 1},
     * {@code check 2}, ... in each exercise's own order. A file that was not graded has its reason under
     * {@code problem}, the last column.
     */
    public static String csv(List<GradedFile> files) {
        int checks = files.stream().mapToInt(GradedFile::checkCount).max().orElse(0);
        List<String> checkNames = checkNames(files, checks);
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        List<String> columns = new ArrayList<>(List.of("file", "exercise", "status", "passed", "total", "score"));
        columns.addAll(checkNames);
        columns.add("problem");
        columns.forEach(schema::addColumn);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (GradedFile file : files) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("file", cell(file.file()));
            row.put("exercise", cell(file.exercise().orElse("")));
            row.put("status", file.status());
            row.put("passed", file.grade().isPresent() ? file.passedCount() : "");
            row.put("total", file.grade().isPresent() ? file.checkCount() : "");
            row.put("score", file.score());
            List<CheckResult> results = file.grade().map(g -> g.results()).orElse(List.of());
            for (int i = 0; i < checkNames.size(); i++) {
                row.put(checkNames.get(i), i < results.size() ? (results.get(i).passed() ? "PASS" : "FAIL") : "");
            }
            row.put("problem", cell(file.problem()));
            rows.add(row);
        }
        try {
            return CSV.writer(schema.build()).writeValueAsString(rows);
        } catch (IOException e) {
            throw new UncheckedIOException("writing CSV to a string", e);
        }
    }

    /** The JSON report: each file with its exercise, status, score and every check with its detail. */
    public static String json(List<GradedFile> files) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode summary = root.putObject("summary");
        summary.put("files", files.size());
        summary.put("graded", files.stream().filter(f -> f.grade().isPresent()).count());
        summary.put("passed", files.stream().filter(f -> "passed".equals(f.status())).count());
        ArrayNode list = root.putArray("files");
        for (GradedFile file : files) {
            ObjectNode node = list.addObject();
            node.put("file", file.file());
            file.exercise().ifPresentOrElse(e -> node.put("exercise", e), () -> node.putNull("exercise"));
            node.put("status", file.status());
            node.put("passed", file.passedCount());
            node.put("total", file.checkCount());
            node.put("score", file.score());
            ArrayNode checks = node.putArray("checks");
            file.grade().ifPresent(g -> g.results().forEach(r -> checks.addObject()
                    .put("check", r.check().describe())
                    .put("passed", r.passed())
                    .put("detail", r.detail())));
            if (!file.problem().isEmpty()) {
                node.put("problem", file.problem());
            }
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException("writing JSON to a string", e);
        }
    }

    private static List<String> checkNames(List<GradedFile> files, int checks) {
        List<String> exercises = files.stream().filter(f -> f.grade().isPresent())
                .map(f -> f.exercise().orElse("")).distinct().toList();
        List<String> names = new ArrayList<>();
        if (exercises.size() == 1) {
            Optional<GradedFile> one = files.stream().filter(f -> f.grade().isPresent()).findFirst();
            one.get().grade().get().results().forEach(r -> names.add(unique(names, cell(r.check().describe()))));
            return names;
        }
        for (int i = 1; i <= checks; i++) {
            names.add("check " + i);
        }
        return names;
    }

    private static String unique(List<String> taken, String name) {
        String candidate = name;
        for (int n = 2; taken.contains(candidate) || List.of("file", "exercise", "status", "passed", "total",
                "score", "problem").contains(candidate); n++) {
            candidate = name + " (" + n + ")";
        }
        return candidate;
    }

    /** A text cell a spreadsheet shows as text: a leading formula character is escaped with an apostrophe. */
    static String cell(String text) {
        if (!text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0) {
            return "'" + text;
        }
        return text;
    }

    /** The report's bytes as written to a file. */
    public static byte[] bytes(String report) {
        return report.getBytes(StandardCharsets.UTF_8);
    }
}
