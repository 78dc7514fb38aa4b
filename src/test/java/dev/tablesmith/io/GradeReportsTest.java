package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.GradedFile;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GradeReportsTest {
    private final Exercise exercise = bundled("orders-by-carrier");

    private static Exercise bundled(String name) {
        try {
            return new ExerciseFiles().bundled(name).orElseThrow().exercise();
        } catch (ExerciseFileException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void textThatASpreadsheetWouldRunAsAFormulaIsWrittenAsText() {
        GradedFile sneaky = GradedFile.graded("=HYPERLINK(\"http://x\").json", exercise,
                exercise.grade(exercise.start()));
        GradedFile minus = GradedFile.ungraded("-1+1.json", Optional.empty(), "@SUM(A1)");

        String csv = GradeReports.csv(List.of(sneaky, minus));

        assertThat(csv.lines().skip(1)).satisfiesExactly(
                row -> assertThat(row).startsWith("\"'=HYPERLINK(\"\"http://x\"\").json\",orders-by-carrier,failed,"),
                row -> assertThat(row).startsWith("\"'-1+1.json\",,\"not graded\",,,0.0,").endsWith(",\"'@SUM(A1)\""));
    }

    @Test
    void filesOfDifferentExercisesGetNumberedCheckColumns() {
        Exercise other = bundled("customer-profile");
        GradedFile a = GradedFile.graded("a.json", exercise, exercise.grade(exercise.start()));
        GradedFile b = GradedFile.graded("b.json", other, other.grade(other.start()));

        String header = GradeReports.csv(List.of(a, b)).lines().findFirst().orElseThrow();

        int most = Math.max(exercise.checks().size(), other.checks().size());
        assertThat(header).startsWith("file,exercise,status,passed,total,score,\"check 1\"")
                .contains("\"check " + most + "\"").doesNotContain("check " + (most + 1)).endsWith(",problem");
    }

    @Test
    void theScoreIsThePercentageOfChecksPassedAndZeroWhenNotGraded() {
        GradedFile start = GradedFile.graded("a.json", exercise, exercise.grade(exercise.start()));
        long passed = start.passedCount();

        assertThat(start.score()).isEqualTo(Math.round(passed * 1000.0 / exercise.checks().size()) / 10.0);
        assertThat(GradedFile.ungraded("b.json", Optional.empty(), "broken").score()).isZero();
        assertThat(GradeReports.json(List.of(start))).contains("\"score\" : " + start.score());
    }
}
