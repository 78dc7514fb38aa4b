package dev.tablesmith.ui;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.classroom.LessonLibrary;
import dev.tablesmith.io.ExerciseFile;
import dev.tablesmith.io.ExerciseFileException;
import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The {@link DesignLibrary} backed by {@code dev.tablesmith.io}: the same loading the CLI uses. */
public final class IoDesignLibrary implements DesignLibrary {
    private final JsonDesignStore store;
    private final ExampleGallery gallery;

    public IoDesignLibrary(JsonDesignStore store, ExampleGallery gallery) {
        this.store = store;
        this.gallery = gallery;
    }

    public IoDesignLibrary() {
        this(new JsonDesignStore(), new ExampleGallery());
    }

    @Override
    public List<Example> examples() throws IOException {
        return gallery.list();
    }

    @Override
    public Design loadExample(Example example) throws IOException, DesignLoadException {
        return gallery.load(example);
    }

    @Override
    public List<Lesson> lessons() {
        return LessonLibrary.bundled().lessons();
    }

    @Override
    public List<Exercise> exercises() throws ExerciseFileException {
        return new ExerciseFiles().bundled().stream().map(ExerciseFile::exercise).toList();
    }

    @Override
    public Design load(Path file) throws IOException, DesignLoadException {
        return store.load(file);
    }

    /**
     * Opens a design file, or imports a NoSQL Workbench model, OneTable schema or CloudFormation table definition:
     * which one is decided from the file's content, not its name. Anything that is not an importable format is
     * loaded as a design file, so its problems are reported the way {@code tablesmith validate} reports them.
     */
    @Override
    public OpenedDesign open(Path file) throws IOException, DesignLoadException, ImportException {
        String name = file.getFileName().toString();
        DesignFiles.Opened opened = new DesignFiles(store).open(file, file.toString());
        if (opened.imported().isEmpty()) {
            OpenedDesign design = OpenedDesign.fromFile(opened.design(), file);
            return opened.secretWarning().isEmpty() ? design : new OpenedDesign(design.design(), design.file(),
                    design.origin(), opened.secretWarning().stream().toList());
        }
        ImportResult result = opened.imported().get();
        return OpenedDesign.imported(result.design(), file, result.format().label(), java.util.stream.Stream.concat(
                opened.secretWarning().stream(), result.warnings().stream().map(w -> w.format(name))).toList());
    }
}
