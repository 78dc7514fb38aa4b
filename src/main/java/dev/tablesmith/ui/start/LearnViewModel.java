package dev.tablesmith.ui.start;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.io.Example;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignLibrary;
import dev.tablesmith.ui.LoadFailure;
import dev.tablesmith.ui.OpenedDesign;
import dev.tablesmith.ui.TaskRunner;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The start screen's way into classroom mode: the bundled lessons and exercises (read in the background the first
 * time they are asked for), and the two ways to begin. A lesson opens its bundled example as a new, unsaved design
 * with the lesson at its first step; an exercise opens its starting design, unsaved (what {@code tablesmith
 * exercise start} writes to a file), with its checks beside it.
 */
public final class LearnViewModel {
    static final String LOADING = "Loading the lessons and exercises…";

    private final DesignLibrary library;
    private final TaskRunner tasks;
    private final Consumer<LoadFailure> onLoadFailed;
    private final ObservableList<Lesson> lessons = FXCollections.observableArrayList();
    private final ObservableList<Exercise> exercises = FXCollections.observableArrayList();
    private final ObservableList<Lesson> lessonsView = FXCollections.unmodifiableObservableList(lessons);
    private final ObservableList<Exercise> exercisesView = FXCollections.unmodifiableObservableList(exercises);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private boolean requested;
    private BiConsumer<OpenedDesign, Lesson> onLessonOpened = (design, lesson) -> { };
    private BiConsumer<OpenedDesign, Exercise> onExerciseStarted = (design, exercise) -> { };

    /**
     * @param onLoadFailed told when a lesson's example cannot be loaded (the start screen shows it in a dialog)
     */
    public LearnViewModel(DesignLibrary library, TaskRunner tasks, Consumer<LoadFailure> onLoadFailed) {
        this.library = Objects.requireNonNull(library, "library");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        this.onLoadFailed = Objects.requireNonNull(onLoadFailed, "onLoadFailed");
    }

    /** The lessons, in teaching order; empty until {@link #load()} has read them. */
    public ObservableList<Lesson> lessons() {
        return lessonsView;
    }

    /** The exercises, in order of rising difficulty; empty until {@link #load()} has read them. */
    public ObservableList<Exercise> exercises() {
        return exercisesView;
    }

    /** Loading, opening, or why the lessons could not be read; empty when there is nothing to say. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Called with a lesson's example design and the lesson, to open them in a designer window. */
    public void setOnLessonOpened(BiConsumer<OpenedDesign, Lesson> handler) {
        onLessonOpened = Objects.requireNonNull(handler, "handler");
    }

    /** Called with an exercise's starting design and the exercise, to open them in a designer window. */
    public void setOnExerciseStarted(BiConsumer<OpenedDesign, Exercise> handler) {
        onExerciseStarted = Objects.requireNonNull(handler, "handler");
    }

    /** Reads the lessons and exercises in the background, once; after a failure, the next call tries again. */
    public void load() {
        if (requested) {
            return;
        }
        requested = true;
        message.set(LOADING);
        tasks.run(() -> new Catalog(library.lessons(), library.exercises()), catalog -> {
            lessons.setAll(catalog.lessons());
            exercises.setAll(catalog.exercises());
            message.set("");
        }, failure -> {
            requested = false;
            message.set("The lessons and exercises could not be read: " + LoadFailure.describe(failure));
        });
    }

    /** Opens {@code lesson}'s example (loaded in the background) with the lesson at its first step. */
    public void openLesson(Lesson lesson) {
        message.set("Opening " + lesson.title() + "…");
        tasks.run(() -> example(lesson.example()), design -> {
            message.set("");
            onLessonOpened.accept(new OpenedDesign(design, null, "Lesson: " + lesson.title()), lesson);
        }, failure -> {
            message.set("");
            onLoadFailed.accept(LoadFailure.of(lesson.example(), failure));
        });
    }

    /** Opens {@code exercise}'s starting design, not saved to any file yet, with the exercise beside it. */
    public void startExercise(Exercise exercise) {
        onExerciseStarted.accept(new OpenedDesign(exercise.start(), null, "Exercise: " + exercise.title()),
                exercise);
    }

    /** Blocking: the bundled example named {@code name}. */
    private Design example(String name) throws Exception {
        Example example = library.examples().stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no bundled example is named " + name));
        return library.loadExample(example);
    }

    private record Catalog(List<Lesson> lessons, List<Exercise> exercises) {
    }
}
