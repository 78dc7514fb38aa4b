package dev.tablesmith.ui.classroom;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.LessonLink;
import dev.tablesmith.ui.DesignSession;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javafx.scene.Node;

/**
 * The classroom panels of one designer window, shown one at a time at its right side: the lesson panel or the
 * exercise panel, each created the first time it is asked for. Asking for the panel already shown hides it.
 */
public final class ClassroomSide {
    private final DesignSession session;
    private final IntConsumer selectView;
    private final Consumer<Node> setSide;
    private LessonPanel lessons;
    private ExercisePanel exercises;
    private Node shown;

    /**
     * @param session    the designer's session
     * @param selectView shows the designer's view at a tab index (the designer's {@code selectView})
     * @param setSide    puts a node at the window's side (null removes it)
     */
    public ClassroomSide(DesignSession session, IntConsumer selectView, Consumer<Node> setSide) {
        this.session = Objects.requireNonNull(session, "session");
        this.selectView = Objects.requireNonNull(selectView, "selectView");
        this.setSide = Objects.requireNonNull(setSide, "setSide");
    }

    /** Shows the lesson panel (or hides it when it is shown). */
    public void toggleLessons() {
        if (lessons == null) {
            lessons = new LessonPanel(new LessonViewModel(session, selectView));
        }
        toggle(lessons.root());
    }

    /** Shows the exercise panel (or hides it when it is shown). */
    public void toggleExercises() {
        if (exercises == null) {
            exercises = new ExercisePanel(new ExerciseViewModel(session));
        }
        toggle(exercises.root());
    }

    /**
     * Shows the lesson panel at the step {@code link} names ("Learn why" from a review finding or a planner verdict,
     * see {@code classroom.Explanations}); an unknown lesson or step shows the panel where it was.
     */
    public void showLesson(LessonLink link) {
        if (lessons == null || shown != lessons.root()) {
            toggleLessons();
        }
        LessonViewModel viewModel = lessons.viewModel();
        viewModel.lessons().stream().filter(l -> l.id().equals(link.lessonId())).findFirst().ifPresent(lesson -> {
            viewModel.select(lesson);
            viewModel.goTo(link.step());
        });
    }

    /** Shows the exercise panel with {@code exercise} chosen, its checks evaluated on the session's design. */
    public void showExercise(Exercise exercise) {
        if (exercises == null || shown != exercises.root()) {
            toggleExercises();
        }
        exercises.viewModel().select(exercise);
    }

    public Optional<LessonPanel> lessons() {
        return Optional.ofNullable(lessons);
    }

    public Optional<ExercisePanel> exercises() {
        return Optional.ofNullable(exercises);
    }

    private void toggle(Node panel) {
        shown = shown == panel ? null : panel;
        setSide.accept(shown);
    }
}
