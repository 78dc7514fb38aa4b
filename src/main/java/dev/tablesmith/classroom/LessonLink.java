package dev.tablesmith.classroom;

import java.util.Objects;

/**
 * A place in a lesson: the lesson's id and a step index (0 for the first step).
 *
 * @param lessonId the lesson's id, e.g. {@code sparse-index}
 * @param step     the step, 0-based
 */
public record LessonLink(String lessonId, int step) {
    public LessonLink {
        Objects.requireNonNull(lessonId, "lessonId");
        if (step < 0) {
            throw new IllegalArgumentException("a step index cannot be negative");
        }
    }
}
