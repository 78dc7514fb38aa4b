package dev.tablesmith.ui.classroom;

import dev.tablesmith.classroom.DesignerView;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.classroom.LessonLibrary;
import dev.tablesmith.classroom.LessonStep;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.ui.DesignSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The lesson panel's state: the chosen lesson and step, and what showing a step does to the designer. Showing a
 * step switches the designer to the view the step names (through {@code showView}, the designer's
 * {@code selectView(int)}) and selects the step's entity and access pattern through the session's shared
 * selection, so the live view shows what the text talks about. A lesson is taught on its bundled example: while
 * the session holds another design, {@link #needsExampleProperty()} is true and {@link #openExample()} loads it
 * (off the FX thread) as one undoable edit.
 */
public final class LessonViewModel {
    private final DesignSession session;
    private final IntConsumer showView;
    private final List<Lesson> lessons;
    private final ReadOnlyObjectWrapper<Lesson> lesson = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyStringWrapper stepTitle = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper progress = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper pointer = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canBack = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canNext = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper needsExample = new ReadOnlyBooleanWrapper(false);

    public LessonViewModel(DesignSession session, IntConsumer showView) {
        this(session, showView, LessonLibrary.bundled().lessons());
    }

    public LessonViewModel(DesignSession session, IntConsumer showView, List<Lesson> lessons) {
        this.session = Objects.requireNonNull(session, "session");
        this.showView = Objects.requireNonNull(showView, "showView");
        this.lessons = List.copyOf(lessons);
        session.designProperty().addListener((obs, old, design) -> updateExampleNotice());
        select(this.lessons.get(0));
    }

    public List<Lesson> lessons() {
        return lessons;
    }

    public ReadOnlyObjectProperty<Lesson> lessonProperty() {
        return lesson.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty stepTitleProperty() {
        return stepTitle.getReadOnlyProperty();
    }

    /** The step's text, paragraphs separated by blank lines. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** "Step 2 of 4". */
    public ReadOnlyStringProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Where the step points: "Look at: Item collections · entity OrderItem · pattern AP3". */
    public ReadOnlyStringProperty pointerProperty() {
        return pointer.getReadOnlyProperty();
    }

    /** A problem loading the example, or empty. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canBackProperty() {
        return canBack.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canNextProperty() {
        return canNext.getReadOnlyProperty();
    }

    /** True while the session's design is not the lesson's example. */
    public ReadOnlyBooleanProperty needsExampleProperty() {
        return needsExample.getReadOnlyProperty();
    }

    /** Starts {@code chosen} at its first step. */
    public void select(Lesson chosen) {
        lesson.set(Objects.requireNonNull(chosen, "chosen"));
        updateExampleNotice();
        goTo(0);
    }

    public void next() {
        goTo(step.get() + 1);
    }

    public void back() {
        goTo(step.get() - 1);
    }

    /** Shows step {@code index} (ignored outside the lesson) and points the designer at what it shows. */
    public void goTo(int index) {
        Lesson current = lesson.get();
        if (index < 0 || index >= current.steps().size()) {
            return;
        }
        step.set(index);
        LessonStep shown = current.steps().get(index);
        stepTitle.set(shown.title());
        text.set(shown.text());
        progress.set("Step " + (index + 1) + " of " + current.steps().size());
        pointer.set(pointerText(shown));
        canBack.set(index > 0);
        canNext.set(index < current.steps().size() - 1);
        showInDesigner(shown);
    }

    /** Loads the lesson's example into the session (one undoable edit), then shows the current step again. */
    public void openExample() {
        String example = lesson.get().example();
        message.set("");
        session.tasks().run(() -> {
            ExampleGallery gallery = new ExampleGallery();
            return gallery.load(gallery.find(example).orElseThrow(() ->
                    new IllegalStateException("no bundled example " + example)));
        }, design -> {
            session.push(new ReplaceDesign(design, "Open lesson example " + example));
            goTo(step.get());
        }, failure -> message.set("Cannot open the example " + example + ": " + failure.getMessage()));
    }

    private void showInDesigner(LessonStep shown) {
        showView.accept(shown.view().tabIndex());
        if (needsExample.get()) {
            return;
        }
        if (shown.entity() != null) {
            session.selectedEntityProperty().set(shown.entity());
        }
        if (shown.pattern() != null) {
            session.selectedPatternProperty().set(shown.pattern());
        }
    }

    private void updateExampleNotice() {
        Lesson current = lesson.get();
        needsExample.set(current != null && !session.design().name().equals(current.example()));
    }

    static String pointerText(LessonStep step) {
        List<String> parts = new ArrayList<>();
        parts.add(viewTitle(step.view()));
        if (step.entity() != null) {
            parts.add("entity " + step.entity());
        }
        if (step.pattern() != null) {
            parts.add("pattern " + step.pattern());
        }
        if (step.index() != null) {
            parts.add(step.index().equals("table") ? "the base table" : "index " + step.index());
        }
        return "Look at: " + String.join(" · ", parts);
    }

    private static String viewTitle(DesignerView view) {
        return switch (view) {
            case ENTITY_CHART -> "Entity chart";
            case ACCESS_PATTERNS -> "Access patterns";
            case ITEM_COLLECTIONS -> "Item collections";
            case TABLE_AND_INDEXES -> "Table and indexes";
        };
    }
}
