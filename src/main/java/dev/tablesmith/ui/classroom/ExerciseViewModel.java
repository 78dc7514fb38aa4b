package dev.tablesmith.ui.classroom;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.Grade;
import dev.tablesmith.io.ExerciseFile;
import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The exercise panel's state: the bundled exercises (read off the FX thread), the chosen one, and its checks
 * evaluated on the session's design after every edit. Grading plans every pattern and reviews the design, so it
 * runs on the session's task runner; a result that arrives after a newer edit is dropped.
 */
public final class ExerciseViewModel {
    private final DesignSession session;
    private final ObservableList<ExerciseFile> exercises = FXCollections.observableArrayList();
    private final ObservableList<CheckRow> checks = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<Exercise> exercise = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hints = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper solved = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper moreHints = new ReadOnlyBooleanWrapper(false);
    private long generation;
    private int hintsShown;

    public ExerciseViewModel(DesignSession session) {
        this.session = Objects.requireNonNull(session, "session");
        session.designProperty().addListener((obs, old, design) -> evaluate());
        session.tasks().run(() -> new ExerciseFiles().bundled(), loaded -> {
            exercises.setAll(loaded);
            if (exercise.get() == null && !loaded.isEmpty()) {
                select(loaded.get(0).exercise());
            }
        }, failure -> message.set("Cannot read the exercises: " + failure.getMessage()));
    }

    /** The bundled exercises, in order of rising difficulty (empty until they are read). */
    public ObservableList<ExerciseFile> exercises() {
        return exercises;
    }

    /** The chosen exercise's checks, as last evaluated on the session's design. */
    public ObservableList<CheckRow> checks() {
        return checks;
    }

    public ReadOnlyObjectProperty<Exercise> exerciseProperty() {
        return exercise.getReadOnlyProperty();
    }

    /** "2 of 3 checks pass", or "Solved: every check passes". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** The hints shown so far, one a line. */
    public ReadOnlyStringProperty hintsProperty() {
        return hints.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty solvedProperty() {
        return solved.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty moreHintsProperty() {
        return moreHints.getReadOnlyProperty();
    }

    /** Chooses {@code chosen}: its checks are evaluated on the current design. */
    public void select(Exercise chosen) {
        exercise.set(Objects.requireNonNull(chosen, "chosen"));
        hintsShown = 0;
        hints.set("");
        moreHints.set(!chosen.hints().isEmpty());
        checks.setAll(chosen.checks().stream().map(c -> new CheckRow(c.describe(), false, "checking…")).toList());
        evaluate();
    }

    /** Replaces the session's design with the exercise's starting design, as one undoable edit. */
    public void start() {
        Exercise chosen = exercise.get();
        if (chosen != null) {
            session.push(new ReplaceDesign(chosen.start(), "Start exercise " + chosen.title()));
        }
    }

    /** Shows the next hint. */
    public void nextHint() {
        Exercise chosen = exercise.get();
        if (chosen == null || hintsShown >= chosen.hints().size()) {
            return;
        }
        hintsShown++;
        hints.set(String.join("\n", chosen.hints().subList(0, hintsShown)));
        moreHints.set(hintsShown < chosen.hints().size());
    }

    private void evaluate() {
        Exercise chosen = exercise.get();
        if (chosen == null) {
            return;
        }
        long asked = ++generation;
        Design design = session.design();
        session.tasks().run(() -> chosen.grade(design), grade -> {
            if (asked == generation) {
                show(grade);
            }
        }, failure -> message.set("Cannot check the design: " + failure.getMessage()));
    }

    private void show(Grade grade) {
        List<CheckRow> rows = grade.results().stream()
                .map(r -> new CheckRow(r.check().describe(), r.passed(), r.detail())).toList();
        checks.setAll(rows);
        solved.set(grade.passed());
        summary.set(grade.passed() ? "Solved: every check passes"
                : grade.passedCount() + " of " + rows.size() + " checks pass");
    }
}
