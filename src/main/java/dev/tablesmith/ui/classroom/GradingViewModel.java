package dev.tablesmith.ui.classroom;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.GradedFile;
import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.GradeReports;
import dev.tablesmith.io.Submissions;
import dev.tablesmith.ui.TaskRunner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Learn &gt; Grade submissions: a teacher picks the folder of a class's submitted designs and the exercise, grades
 * them all (in the background, one file never stopping the others) and saves the grades as CSV and JSON for a
 * gradebook, the same files {@code tablesmith exercise check FOLDER --csv --json} writes.
 */
public final class GradingViewModel {
    /** The exercise choice that grades each file against the exercise its description names. */
    public static final String AS_NAMED = "As named in each design";

    private final TaskRunner tasks;
    private final ObjectProperty<Path> folder = new SimpleObjectProperty<>();
    private final ObservableList<Object> exerciseChoices = FXCollections.observableArrayList();
    private final ObjectProperty<Object> exercise = new SimpleObjectProperty<>(AS_NAMED);
    private final ObservableList<GradedFile> results = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("Choose the folder of submissions.");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();

    public GradingViewModel(TaskRunner tasks, List<Exercise> bundled) {
        this.tasks = tasks;
        exerciseChoices.add(AS_NAMED);
        exerciseChoices.addAll(bundled);
    }

    /** The folder of submissions; grading reads every .json file in it and its subfolders. */
    public ObjectProperty<Path> folderProperty() {
        return folder;
    }

    /** {@link #AS_NAMED} and the bundled exercises. */
    public ObservableList<Object> exerciseChoices() {
        return exerciseChoices;
    }

    /** The chosen exercise: an {@link Exercise}, or {@link #AS_NAMED}. */
    public ObjectProperty<Object> exerciseProperty() {
        return exercise;
    }

    /** The graded files of the last run, in path order. */
    public ObservableList<GradedFile> results() {
        return results;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Whether grading or saving runs now. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Whether the last message reports a failure. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** Grades every submission in the folder against the chosen exercise, off the FX thread. */
    public void grade() {
        Path chosen = folder.get();
        if (chosen == null || busy.get()) {
            return;
        }
        Optional<Exercise> given = exercise.get() instanceof Exercise e ? Optional.of(e) : Optional.empty();
        busy.set(true);
        say("Grading the submissions in " + chosen + "…", false);
        tasks.run(() -> gradeAll(chosen, given), graded -> {
            busy.set(false);
            results.setAll(graded);
            if (graded.isEmpty()) {
                say("No .json files in " + chosen + ".", true);
                return;
            }
            long passed = graded.stream().filter(g -> "passed".equals(g.status())).count();
            long ungraded = graded.stream().filter(g -> g.grade().isEmpty()).count();
            say(graded.size() + (graded.size() == 1 ? " file" : " files") + " graded: " + passed + " passed"
                    + (ungraded == 0 ? "" : ", " + ungraded + " not gradable") + ".", false);
        }, error -> {
            busy.set(false);
            results.clear();
            say("Cannot read " + chosen + ": " + (error instanceof IOException io ? AtomicFiles.reason(io)
                    : String.valueOf(error.getMessage())), true);
        });
    }

    private static List<GradedFile> gradeAll(Path folder, Optional<Exercise> given) throws IOException {
        Submissions submissions = new Submissions();
        List<GradedFile> graded = new ArrayList<>();
        for (Path file : Submissions.inFolder(folder)) {
            graded.add(submissions.grade(file, folder.relativize(file).toString(), given));
        }
        return graded;
    }

    /** Writes the grades as CSV ({@code json} false) or JSON to {@code target}, atomically, off the FX thread. */
    public void save(Path target, boolean json) {
        List<GradedFile> graded = List.copyOf(results);
        if (graded.isEmpty() || busy.get()) {
            return;
        }
        busy.set(true);
        tasks.run(() -> {
            AtomicFiles.write(target, GradeReports.bytes(json ? GradeReports.json(graded) : GradeReports.csv(graded)));
            return target;
        }, written -> {
            busy.set(false);
            say("Saved " + written + ".", false);
        }, error -> {
            busy.set(false);
            say("Cannot save " + target + ": " + (error instanceof IOException io ? AtomicFiles.reason(io)
                    : String.valueOf(error.getMessage())), true);
        });
    }

    private void say(String text, boolean failure) {
        message.set(text);
        failed.set(failure);
    }
}
