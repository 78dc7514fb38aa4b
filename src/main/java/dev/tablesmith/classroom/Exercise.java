package dev.tablesmith.classroom;

import dev.tablesmith.model.Design;
import java.util.List;
import java.util.Objects;

/**
 * An exercise: a starting design that does not yet meet the task, the task in words, the checks that decide when
 * it does, and optional hints.
 *
 * @param name   a stable name, e.g. {@code orders-by-carrier}
 * @param title  a short title
 * @param level  difficulty, 1 for the first exercise
 * @param task   what the student is asked to do
 * @param start  the design the student starts from
 * @param checks the checks, in the order the student reads them
 * @param hints  hints, the gentlest first
 * @param lesson the id of the lesson that teaches what the exercise practises, or empty
 */
public record Exercise(String name, String title, int level, String task, Design start, List<ExerciseCheck> checks,
                       List<String> hints, String lesson) {
    public Exercise {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(start, "start");
        title = title == null ? name : title;
        task = task == null ? "" : task;
        checks = List.copyOf(checks);
        hints = hints == null ? List.of() : List.copyOf(hints);
        lesson = lesson == null ? "" : lesson;
        if (checks.isEmpty()) {
            throw new IllegalArgumentException("exercise " + name + " has no checks");
        }
    }

    /** Evaluates every check on {@code design}, in order. */
    public Grade grade(Design design) {
        DesignFacts facts = new DesignFacts(design);
        return new Grade(checks.stream().map(c -> c.evaluate(facts)).toList());
    }
}
