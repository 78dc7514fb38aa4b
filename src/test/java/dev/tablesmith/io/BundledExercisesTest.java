package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.classroom.CheckResult;
import dev.tablesmith.classroom.Grade;
import dev.tablesmith.classroom.LessonLibrary;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class BundledExercisesTest {
    static List<ExerciseFile> exercises() throws ExerciseFileException {
        return new ExerciseFiles().bundled();
    }

    @Test
    void atLeastEightExercisesOfRisingDifficulty() throws ExerciseFileException {
        List<Integer> levels = exercises().stream().map(e -> e.exercise().level()).toList();
        assertThat(levels).hasSizeGreaterThanOrEqualTo(8).isSorted().doesNotHaveDuplicates();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("exercises")
    void startingDesignFailsItsChecks(ExerciseFile file) {
        Grade grade = file.exercise().grade(file.exercise().start());
        assertThat(grade.passed()).as(describe(grade)).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("exercises")
    void modelSolutionPassesEveryCheck(ExerciseFile file) {
        assertThat(file.solution()).isPresent();
        Grade grade = file.exercise().grade(file.solution().orElseThrow());
        assertThat(grade.passed()).as(describe(grade)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("exercises")
    void everyExerciseHasATaskHintsAndAnExistingLesson(ExerciseFile file) {
        assertThat(file.exercise().task()).isNotBlank();
        assertThat(file.exercise().hints()).isNotEmpty();
        assertThat(LessonLibrary.bundled().lesson(file.exercise().lesson())).isPresent();
    }

    private static String describe(Grade grade) {
        return grade.results().stream().map(CheckResult::detail).collect(Collectors.joining("; "));
    }
}
