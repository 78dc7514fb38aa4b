package dev.tablesmith.ui;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.classroom.LessonLink;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.recovery.Autosave;
import dev.tablesmith.ui.recovery.RecoveryFile;
import dev.tablesmith.ui.recovery.RecoveryStore;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * One designer window per opened design. Opening a file that is already open brings its window to the front
 * instead of showing the same design twice; a window whose design is saved to a new file (Save As, or the first
 * save of an example or a new design) is found under that file from then on. Each window autosaves to its own
 * recovery file while it has unsaved changes.
 */
public final class DesignWindows {
    private final Map<Path, Stage> byFile = new HashMap<>();
    private boolean quitting;
    private final Map<Stage, DesignSession> sessions = new HashMap<>();
    private final TaskRunner tasks;
    private final RecoveryStore recovery;
    private final Duration autosaveInterval;
    private final ExecutorService recoveryIo = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "tablesmith-autosave");
        thread.setDaemon(true);
        return thread;
    });
    private Runnable onNewDesign = () -> { };
    private Consumer<Path> onOpenFile = file -> { };
    private Consumer<Path> onSaved = file -> { };
    private Supplier<List<Path>> recentFiles = List::of;
    private Runnable onQuit = () -> { };
    private Runnable onLastClosed = () -> { };
    private Runnable onOpened = () -> { };
    private final Map<Stage, DesignerWindow> designers = new LinkedHashMap<>();
    private DesignerWindow.SaveAsChooser saveAsChooser;

    /** Windows whose background work (saving) runs on a task runner of their own. */
    public DesignWindows() {
        this(new FxTaskRunner());
    }

    /** Windows whose background work runs on {@code tasks}, autosaving to the current user's recovery folder. */
    public DesignWindows(TaskRunner tasks) {
        this(tasks, RecoveryStore.forCurrentUser(), Autosave.DEFAULT_INTERVAL);
    }

    /** Windows that autosave to {@code recovery} every {@code autosaveInterval} while a design is dirty. */
    public DesignWindows(TaskRunner tasks, RecoveryStore recovery, Duration autosaveInterval) {
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        this.recovery = Objects.requireNonNull(recovery, "recovery");
        this.autosaveInterval = Objects.requireNonNull(autosaveInterval, "autosaveInterval");
    }

    /** What File &gt; New design does in every designer window. */
    public void setOnNewDesign(Runnable handler) {
        onNewDesign = Objects.requireNonNull(handler, "handler");
    }

    /** What File &gt; Open does with the chosen file in every designer window. */
    public void setOnOpenFile(Consumer<Path> handler) {
        onOpenFile = Objects.requireNonNull(handler, "handler");
    }

    /** Called after every successful save, with the file written (to add it to the recent files). */
    public void setOnSaved(Consumer<Path> handler) {
        onSaved = Objects.requireNonNull(handler, "handler");
    }

    /** What every designer window's File &gt; Open recent lists, most recent first. */
    public void setRecentFiles(Supplier<List<Path>> files) {
        recentFiles = Objects.requireNonNull(files, "files");
    }

    /** What runs once File &gt; Quit has closed every designer window (exit the app). */
    public void setOnQuit(Runnable handler) {
        onQuit = Objects.requireNonNull(handler, "handler");
    }

    /** What runs when the last designer window closes other than by Quit (show the start screen again). */
    public void setOnLastClosed(Runnable handler) {
        onLastClosed = Objects.requireNonNull(handler, "handler");
    }

    /** What runs after each designer window is shown (hide the start screen). */
    public void setOnOpened(Runnable handler) {
        onOpened = Objects.requireNonNull(handler, "handler");
    }

    /** How many designer windows are open. */
    public int openCount() {
        return designers.size();
    }

    /**
     * File &gt; Quit: closes the designer windows one by one, each asking about its unsaved changes, then runs the
     * quit handler. A window answered Save closes once its file is written, and quitting goes on from there (no
     * second Quit needed); a window whose question was cancelled, whose Save As was cancelled or whose save failed
     * stays open and stops the quit.
     *
     * @return whether every window closed at once and the app quit (false while a chosen Save is being written)
     */
    public boolean quit() {
        if (quitting) {
            return false; // a second Quit while a window's Save is being written: the first one goes on
        }
        quitting = true;
        boolean[] quit = {false};
        closeNext(new ArrayDeque<>(designers.values()), () -> quit[0] = true);
        return quit[0];
    }

    /** Closes {@code left} in turn; when none is left, runs the quit handler. */
    private void closeNext(Deque<DesignerWindow> left, Runnable quitNow) {
        DesignerWindow next = left.poll();
        if (next == null) {
            quitting = false;
            quitNow.run();
            onQuit.run();
            return;
        }
        next.requestClose(() -> closeNext(left, quitNow), () -> quitting = false);
    }

    /** Where every designer window's Save As asks for the file (null: the file chooser). */
    public void setSaveAsChooser(DesignerWindow.SaveAsChooser chooser) {
        saveAsChooser = chooser;
    }

    /**
     * Shows {@code opened} in a designer window of its own; an imported design opens with unsaved changes (Close
     * asks to save it) and its warnings are shown in a dialog beside it.
     */
    public Stage open(OpenedDesign opened) {
        Path key = key(opened.file());
        Stage existing = key == null ? null : byFile.get(key);
        if (existing != null) {
            existing.toFront();
            existing.requestFocus();
            return existing;
        }
        // An imported design exists in no Tablesmith file yet: it is unsaved from the start, so closing asks.
        Stage stage = show(new DesignSession(opened.design(), opened.file(), tasks, opened.isImported()),
                Autosave.newId(),
                designer -> { });
        if (!opened.warnings().isEmpty()) {
            ImportWarningsDialog.create(stage, opened).show();
        }
        return stage;
    }

    /**
     * Shows a lesson's example (unsaved, in a window of its own) with the lesson panel beside it at the lesson's
     * first step, which switches the designer to the view that step names.
     */
    public Stage openLesson(OpenedDesign example, Lesson lesson) {
        return show(new DesignSession(example.design(), null, tasks), Autosave.newId(),
                designer -> designer.classroom().showLesson(new LessonLink(lesson.id(), 0)));
    }

    /**
     * Shows an exercise's starting design (unsaved, in a window of its own) with the exercise panel beside it,
     * its checks evaluated on the design as it is edited.
     */
    public Stage startExercise(OpenedDesign start, Exercise exercise) {
        return show(new DesignSession(start.design(), null, tasks), Autosave.newId(),
                designer -> designer.classroom().showExercise(exercise));
    }

    /**
     * Shows a design recovered after a crash: dirty, with its original file (Save writes there), autosaving to the
     * same recovery file until it is saved or closed.
     */
    public Stage openRecovered(RecoveryFile recovered) {
        return show(new DesignSession(recovered.design(), recovered.originalFile(), tasks, true), recovered.id(),
                designer -> { });
    }

    /** Shows {@code session} in a new designer window; {@code then} runs once the window is shown. */
    private Stage show(DesignSession session, String recoveryId, Consumer<DesignerWindow> then) {
        Autosave autosave = new Autosave(session, recovery, recoveryId, recoveryIo, Platform::runLater,
                Clock.systemDefaultZone(), autosaveInterval);
        DesignerWindow designer = new DesignerWindow(session, new JsonDesignStore(), autosave);
        designer.setOnNewDesign(() -> onNewDesign.run());
        designer.setOnOpenFile(file -> onOpenFile.accept(file));
        designer.setOnSaved(file -> onSaved.accept(file));
        designer.setRecentFiles(() -> recentFiles.get());
        designer.setOnQuit(this::quit);
        if (saveAsChooser != null) {
            designer.setSaveAsChooser(saveAsChooser);
        }
        Stage stage = new Stage();
        register(key(session.fileProperty().get()), stage);
        session.fileProperty().addListener((obs, old, file) -> {
            byFile.remove(key(old), stage);
            register(key(file), stage);
        });
        sessions.put(stage, session);
        designers.put(stage, designer);
        stage.setOnHidden(event -> {
            byFile.values().removeIf(s -> s == stage);
            sessions.remove(stage);
            designers.remove(stage);
            if (designers.isEmpty() && !quitting) {
                onLastClosed.run();
            }
        });
        designer.show(stage);
        then.accept(designer);
        onOpened.run();
        return stage;
    }

    /** The design session shown in {@code window}, while it is open. */
    public java.util.Optional<DesignSession> sessionOf(Stage window) {
        return java.util.Optional.ofNullable(sessions.get(window));
    }

    /** The window showing {@code file}, if one is open. */
    public java.util.Optional<Stage> windowOf(Path file) {
        return java.util.Optional.ofNullable(byFile.get(key(file)));
    }

    private void register(Path key, Stage stage) {
        if (key != null) {
            byFile.put(key, stage);
        }
    }

    private static Path key(Path file) {
        return file == null ? null : file.toAbsolutePath().normalize();
    }
}
