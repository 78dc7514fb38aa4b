package dev.tablesmith.classroom;

/**
 * One thing an exercise asks of a design, stated in the design's own terms and evaluated on {@link DesignFacts}:
 * how the planner serves a pattern, which review findings it has, how many GSIs the table has, which key template
 * an entity writes.
 */
public sealed interface ExerciseCheck permits PatternResolvesCheck, NoFindingCheck, GsiCountCheck, EntityKeyCheck {
    /** The check in words, as the student reads it: "AP3 is served by a Query". */
    String describe();

    /** Evaluates the check on a design. */
    CheckResult evaluate(DesignFacts facts);
}
