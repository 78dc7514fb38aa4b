package dev.tablesmith.ui;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.ExerciseFileException;
import dev.tablesmith.io.Example;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A {@link DesignLibrary} holding designs in memory, so UI tests do not depend on the io package. */
public final class FakeDesignLibrary implements DesignLibrary {
    private final List<Example> examples = new ArrayList<>();
    private final Map<String, Design> exampleDesigns = new HashMap<>();
    private final Map<Path, Design> files = new HashMap<>();
    private final Map<Path, Exception> failingFiles = new HashMap<>();
    private final Map<Path, OpenedDesign> imports = new HashMap<>();
    private IOException galleryFailure;
    private final List<Lesson> lessons = new ArrayList<>();
    private final List<Exercise> exercises = new ArrayList<>();
    private ExerciseFileException exerciseFailure;

    /** A design with one table named like it, keyed PK/SK. */
    public static Design design(String name) {
        return Design.of(name, new Table(name, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(), null, List.of(), List.of(), List.of()));
    }

    public FakeDesignLibrary withExample(String name, String title, String description) {
        examples.add(new Example(name, title, description, "/examples/" + name + ".tablesmith.json"));
        exampleDesigns.put(name, design(name));
        return this;
    }

    public FakeDesignLibrary withFile(Path file, Design design) {
        files.put(file, design);
        return this;
    }

    /** A file that opens as an imported (unsaved) design. */
    public FakeDesignLibrary withImport(Path file, OpenedDesign imported) {
        imports.put(file, imported);
        return this;
    }

    @Override
    public OpenedDesign open(Path file) throws IOException, DesignLoadException {
        OpenedDesign imported = imports.get(file);
        return imported != null ? imported : OpenedDesign.fromFile(load(file), file);
    }

    public FakeDesignLibrary withFailingFile(Path file, Exception failure) {
        failingFiles.put(file, failure);
        return this;
    }

    public FakeDesignLibrary withLesson(Lesson lesson) {
        lessons.add(lesson);
        return this;
    }

    public FakeDesignLibrary withExercise(Exercise exercise) {
        exercises.add(exercise);
        return this;
    }

    public FakeDesignLibrary withExerciseFailure(ExerciseFileException failure) {
        exerciseFailure = failure;
        return this;
    }

    @Override
    public List<Lesson> lessons() {
        return List.copyOf(lessons);
    }

    @Override
    public List<Exercise> exercises() throws ExerciseFileException {
        if (exerciseFailure != null) {
            throw exerciseFailure;
        }
        return List.copyOf(exercises);
    }

    public FakeDesignLibrary withGalleryFailure(IOException failure) {
        galleryFailure = failure;
        return this;
    }

    @Override
    public List<Example> examples() throws IOException {
        if (galleryFailure != null) {
            throw galleryFailure;
        }
        return List.copyOf(examples);
    }

    @Override
    public Design loadExample(Example example) {
        return exampleDesigns.get(example.name());
    }

    @Override
    public Design load(Path file) throws IOException, DesignLoadException {
        Exception failure = failingFiles.get(file);
        if (failure instanceof DesignLoadException load) {
            throw load;
        }
        if (failure instanceof IOException io) {
            throw io;
        }
        Design design = files.get(file);
        if (design == null) {
            throw new NoSuchFileException(file.toString());
        }
        return design;
    }
}
