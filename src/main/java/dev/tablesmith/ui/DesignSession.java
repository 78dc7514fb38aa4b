package dev.tablesmith.ui;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.CommandStack;
import dev.tablesmith.engine.ViewTotals;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One open design in the app: the design with its undo history, the file it belongs to, the background task
 * runner, and the selection the views share (the selected entity and access pattern: selecting a pattern in the
 * patterns view marks its read slice in the collections view). View models observe {@link #designProperty()} and
 * re-read the design when it changes. Call its methods on the FX thread.
 */
public final class DesignSession {
    private final CommandStack commands;
    private final ReadOnlyObjectWrapper<Design> design;
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(false);
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final ObjectProperty<String> selectedEntity = new SimpleObjectProperty<>();
    private final ObjectProperty<String> selectedPattern = new SimpleObjectProperty<>();
    private final ObjectProperty<DesignerTab> shownTab = new SimpleObjectProperty<>();
    private final TaskRunner tasks;
    private final ObservableList<BackgroundWork> work = FXCollections.observableArrayList();
    private final ObservableList<BackgroundWork> workView = FXCollections.unmodifiableObservableList(work);
    private boolean unsavedSinceOpen;
    /** The whole views of a larger design whose table here holds only a window of its sample data, by view. */
    private final Map<String, ViewTotals> windowTotals = new HashMap<>();
    /** The table {@link #windowTotals} describe a window of; they mean nothing after an edit. */
    private Table windowTable;

    public DesignSession(Design design, Path file, TaskRunner tasks) {
        this(design, file, tasks, false);
    }

    /**
     * A session whose design differs from {@code file} from the start when {@code unsaved} is true: a design
     * recovered after a crash opens dirty with its original file, and stays dirty (even after undoing) until saved.
     */
    public DesignSession(Design design, Path file, TaskRunner tasks, boolean unsaved) {
        this.commands = new CommandStack(design);
        this.design = new ReadOnlyObjectWrapper<>(design);
        this.file.set(file);
        this.tasks = tasks;
        this.unsavedSinceOpen = unsaved;
        dirty.set(unsaved);
        commands.addListener(next -> {
            this.design.set(next);
            dirty.set(unsavedSinceOpen || commands.isDirty());
        });
    }

    /**
     * Tells the views that the session's table holds only a window of a larger design's sample data (the first
     * entries of one view, {@link dev.tablesmith.engine.ViewWindow}), and what the whole view holds: the collections
     * view then shows the whole view's counts and sizes. Used for the pictures of a design with a million records;
     * the totals hold only while the table is unedited. Call before the views are built.
     */
    public void showWindowOf(ViewTotals totals) {
        if (windowTable != table()) {
            windowTotals.clear();
            windowTable = table();
        }
        windowTotals.put(totals.view(), totals);
    }

    /** The whole of view {@code view} when the table holds only a window of it ({@link #showWindowOf}). */
    public Optional<ViewTotals> windowTotals(String view) {
        return windowTable == table() ? Optional.ofNullable(windowTotals.get(view))
                : Optional.empty();
    }

    public ReadOnlyObjectProperty<Design> designProperty() {
        return design.getReadOnlyProperty();
    }

    public Design design() {
        return design.get();
    }

    /** The design's (first) table: single-table design. */
    public Table table() {
        return design.get().table();
    }

    /** Applies an edit; returns the user-facing reason when the edit is refused (the design is unchanged). */
    public Optional<String> push(Command command) {
        try {
            commands.push(command);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    public void undo() {
        commands.undo();
    }

    public void redo() {
        commands.redo();
    }

    public CommandStack commands() {
        return commands;
    }

    /** Records a save: the design is no longer dirty. */
    public void saved(Path to) {
        file.set(to);
        commands.markSaved();
        unsavedSinceOpen = false;
        dirty.set(false);
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    /** The file the design was opened from or saved to; null for a new design or an example. */
    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    public ObjectProperty<String> selectedEntityProperty() {
        return selectedEntity;
    }

    public ObjectProperty<String> selectedPatternProperty() {
        return selectedPattern;
    }

    /**
     * The designer view shown in this session's window, or null (the default) when there is no window and every
     * view counts as shown; see {@link RefreshWhenShown}.
     */
    public ObjectProperty<DesignerTab> shownTabProperty() {
        return shownTab;
    }

    public TaskRunner tasks() {
        return tasks;
    }

    /**
     * Background work in progress, oldest first; the status bar shows the newest with a progress indicator (and
     * Cancel when it is cancellable). Changes on the FX thread.
     */
    public ObservableList<BackgroundWork> work() {
        return workView;
    }

    /**
     * Runs {@code work} on {@link #tasks()} and shows {@code description} in the status bar until it finishes.
     * When {@code cancellable}, the status bar offers Cancel: the work should check
     * {@link BackgroundWork#isCancelled()} between steps, and after a cancel neither callback is called. Call on
     * the FX thread; the callbacks run on it.
     *
     * @return the running work (to cancel it from code)
     */
    public <T> BackgroundWork runWork(String description, boolean cancellable, Function<BackgroundWork, T> work,
            Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        return run(new BackgroundWork(description, cancellable), work, onSuccess, onFailure);
    }

    /**
     * Runs one of the analyses a view redoes after each edit (planning, the review, building item collections) on
     * {@link #tasks()}, as {@link BackgroundWork#isQuiet() quiet} work: the status bar names it only when it lasts
     * long enough to notice. Call on the FX thread; the callbacks run on it.
     */
    public <T> void analyse(String description, Supplier<T> work, Consumer<? super T> onSuccess,
            Consumer<? super Throwable> onFailure) {
        run(new BackgroundWork(description, false, true), w -> work.get(), onSuccess, onFailure);
    }

    private <T> BackgroundWork run(BackgroundWork running, Function<BackgroundWork, T> work,
            Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        this.work.add(running);
        Callable<T> call = () -> work.apply(running);
        tasks.run(call, result -> {
            this.work.remove(running);
            if (!running.isCancelled()) {
                onSuccess.accept(result);
            }
        }, failure -> {
            this.work.remove(running);
            if (!running.isCancelled()) {
                onFailure.accept(failure);
            }
        });
        return running;
    }

    /** Cancels {@code running} (see {@link BackgroundWork#cancel()}) and drops it from {@link #work()} at once. */
    public void cancel(BackgroundWork running) {
        running.cancel();
        work.remove(running);
    }
}
