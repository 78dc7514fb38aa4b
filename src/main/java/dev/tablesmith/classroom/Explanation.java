package dev.tablesmith.classroom;

import java.util.Objects;

/**
 * Why a review finding or a planner verdict is what it is, in words a student can follow, and where the lesson
 * that teaches it is.
 *
 * @param why  one or two sentences
 * @param link the lesson step that teaches it
 */
public record Explanation(String why, LessonLink link) {
    public Explanation {
        Objects.requireNonNull(why, "why");
        Objects.requireNonNull(link, "link");
    }
}
