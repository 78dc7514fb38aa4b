package dev.tablesmith.io;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.model.Design;
import java.util.Optional;

/**
 * An exercise as read from its file, with the model solution when the file names one.
 *
 * @param exercise the exercise
 * @param solution the model solution, for teachers and tests
 */
public record ExerciseFile(Exercise exercise, Optional<Design> solution) {
}
