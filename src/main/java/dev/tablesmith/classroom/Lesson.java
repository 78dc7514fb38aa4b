package dev.tablesmith.classroom;

import java.util.List;
import java.util.Objects;

/**
 * A guided lesson: one technique of single-table design taught on a bundled example, one idea per step.
 *
 * @param id      a stable id, e.g. {@code item-collections}, used by {@link Explanations} links
 * @param title   the title
 * @param example the name of the bundled example the lesson opens
 * @param steps   the steps, at least one
 */
public record Lesson(String id, String title, String example, List<LessonStep> steps) {
    public Lesson {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(example, "example");
        steps = List.copyOf(steps);
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("lesson " + id + " has no steps");
        }
    }
}
