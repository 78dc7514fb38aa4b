package dev.tablesmith.ui;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExerciseFileException;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the app's screens get designs from: design files, the bundled examples, and the bundled lessons and
 * exercises (each exercise with its starting design). All methods block; call them
 * through a {@link TaskRunner}. {@link IoDesignLibrary} is the real one; tests pass their own.
 */
public interface DesignLibrary {
    /** The bundled examples, in gallery order. */
    List<Example> examples() throws IOException;

    /** Loads and validates a bundled example. */
    Design loadExample(Example example) throws IOException, DesignLoadException;

    /** The bundled lessons, in teaching order; each is taught on the bundled example it names. */
    List<Lesson> lessons();

    /** The bundled exercises, in order of rising difficulty, each with its starting design. */
    List<Exercise> exercises() throws ExerciseFileException;

    /** Loads and validates a design file. */
    Design load(Path file) throws IOException, DesignLoadException;

    /**
     * Opens a file: a design file is loaded as {@link #load(Path)} does; a library that imports other tools'
     * formats opens those as new, unsaved designs with the import's warnings.
     */
    default OpenedDesign open(Path file) throws IOException, DesignLoadException, ImportException {
        return OpenedDesign.fromFile(load(file), file);
    }
}
