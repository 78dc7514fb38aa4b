package dev.tablesmith.classroom;

import java.util.Objects;
import java.util.Optional;

/**
 * One student file as a teacher's grading run saw it: graded against an exercise, or not gradable (not a valid
 * design, or no exercise named), with why.
 *
 * @param file     the file as the teacher named it (a path, or a path inside the graded folder)
 * @param exercise the exercise's name, when one was chosen
 * @param grade    the results of the exercise's checks, when the file could be graded
 * @param problem  why the file could not be graded; empty when it was
 */
public record GradedFile(String file, Optional<String> exercise, Optional<Grade> grade, String problem) {
    public GradedFile {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(exercise, "exercise");
        Objects.requireNonNull(grade, "grade");
        problem = problem == null ? "" : problem;
        if (grade.isPresent() == !problem.isEmpty()) {
            throw new IllegalArgumentException("a graded file has a grade or a problem, not both");
        }
    }

    /** A file graded against {@code exercise}. */
    public static GradedFile graded(String file, Exercise exercise, Grade grade) {
        return new GradedFile(file, Optional.of(exercise.name()), Optional.of(grade), "");
    }

    /** A file that could not be graded, and why. */
    public static GradedFile ungraded(String file, Optional<String> exercise, String problem) {
        return new GradedFile(file, exercise, Optional.empty(), problem);
    }

    /** {@code passed}, {@code failed} (some check fails) or {@code not graded}. */
    public String status() {
        return grade.map(g -> g.passed() ? "passed" : "failed").orElse("not graded");
    }

    /** Checks passed; 0 when not graded. */
    public long passedCount() {
        return grade.map(Grade::passedCount).orElse(0L);
    }

    /** The exercise's check count; 0 when not graded. */
    public int checkCount() {
        return grade.map(g -> g.results().size()).orElse(0);
    }

    /**
     * The score a gradebook takes: checks passed as a percentage of the exercise's checks, rounded to one decimal;
     * 0 for a file that could not be graded (it earns nothing).
     */
    public double score() {
        int total = checkCount();
        return total == 0 ? 0 : Math.round(passedCount() * 1000.0 / total) / 10.0;
    }
}
