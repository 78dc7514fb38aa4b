package dev.tablesmith.ui.start;

import dev.tablesmith.io.Example;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignLibrary;
import dev.tablesmith.ui.LoadFailure;
import dev.tablesmith.ui.OpenedDesign;
import dev.tablesmith.ui.TaskRunner;
import dev.tablesmith.ui.settings.UserSettings;
import dev.tablesmith.ui.settings.UserSettingsStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The start screen's state and commands: start a new design, open a file, reopen a recent file, open a bundled
 * example, or (on the Learn page, {@link #learn()}) begin a lesson or an exercise. All loading runs through the
 * {@link TaskRunner}; results arrive as an {@link OpenedDesign} or a {@link LoadFailure} for the view to show.
 */
public final class StartViewModel {
    static final String LOADING_EXAMPLES = "Loading examples…";
    static final String NO_EXAMPLES = "No examples are bundled with this build.";
    /** The name of a new, empty design. */
    public static final String NEW_DESIGN_NAME = dev.tablesmith.edit.NamingEdits.UNTITLED;

    private final DesignLibrary library;
    private final UserSettingsStore settings;
    private final TaskRunner tasks;
    private final Path home;

    private final ObservableList<Example> examples = FXCollections.observableArrayList();
    private final ObservableList<RecentFileRow> recentFiles = FXCollections.observableArrayList();
    // one read-only view each: an unmodifiable list listens to its source weakly, so a view made per call (and
    // the listeners added to it) could be garbage collected
    private final ObservableList<Example> examplesView = FXCollections.unmodifiableObservableList(examples);
    private final ObservableList<RecentFileRow> recentFilesView = FXCollections.unmodifiableObservableList(recentFiles);
    private final ReadOnlyStringWrapper galleryMessage = new ReadOnlyStringWrapper(this, "galleryMessage", "");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper learning = new ReadOnlyBooleanWrapper(this, "learning", false);
    private final LearnViewModel learn;

    private Consumer<OpenedDesign> onDesignOpened = design -> { };
    private Consumer<LoadFailure> onLoadFailed = failure -> { };

    /** A start screen for the current user, whose home folder is shown as {@code ~} in recent files. */
    public StartViewModel(DesignLibrary library, UserSettingsStore settings, TaskRunner tasks) {
        this(library, settings, tasks, Path.of(System.getProperty("user.home")));
    }

    public StartViewModel(DesignLibrary library, UserSettingsStore settings, TaskRunner tasks, Path home) {
        this.library = Objects.requireNonNull(library, "library");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        this.home = home.toAbsolutePath().normalize();
        this.learn = new LearnViewModel(library, tasks, failure -> onLoadFailed.accept(failure));
    }

    /** The lessons and exercises shown on the Learn page. */
    public LearnViewModel learn() {
        return learn;
    }

    /** True while the Learn page (lessons and exercises) is shown instead of the example gallery. */
    public ReadOnlyBooleanProperty learningProperty() {
        return learning.getReadOnlyProperty();
    }

    /** Shows the Learn page, reading the lessons and exercises the first time. */
    public void showLearn() {
        learning.set(true);
        learn.load();
    }

    /** Shows the example gallery again. */
    public void showExamples() {
        learning.set(false);
    }

    /** The example gallery, in gallery order; filled in the background by {@link #loadGallery()}. */
    public ObservableList<Example> examples() {
        return examplesView;
    }

    /** Recently opened design files, most recent first. */
    public ObservableList<RecentFileRow> recentFiles() {
        return recentFilesView;
    }

    /** What the gallery shows instead of cards: loading, empty, or why it failed; empty text when showing cards. */
    public ReadOnlyStringProperty galleryMessageProperty() {
        return galleryMessage.getReadOnlyProperty();
    }

    /** Whether the gallery's load has finished (showing cards, or why there are none) since {@link #start()}. */
    public boolean isGalleryLoaded() {
        return !LOADING_EXAMPLES.equals(galleryMessage.get());
    }

    /** A one-line note on what is going on, e.g. "Opening orders…"; empty when idle. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public void setOnDesignOpened(Consumer<OpenedDesign> handler) {
        onDesignOpened = Objects.requireNonNull(handler, "handler");
    }

    public void setOnLoadFailed(Consumer<LoadFailure> handler) {
        onLoadFailed = Objects.requireNonNull(handler, "handler");
    }

    /** Fills the gallery and the recent files. */
    public void start() {
        loadGallery();
        refreshRecentFiles();
    }

    public void loadGallery() {
        galleryMessage.set(LOADING_EXAMPLES);
        tasks.run(library::examples, loaded -> {
            examples.setAll(loaded);
            galleryMessage.set(loaded.isEmpty() ? NO_EXAMPLES : "");
        }, error -> {
            examples.clear();
            galleryMessage.set("The examples could not be loaded: " + LoadFailure.describe(error));
        });
    }

    /** Re-reads the recent files and checks which of them still exist. */
    public void refreshRecentFiles() {
        tasks.run(() -> rows(settings.load()), recentFiles::setAll,
                error -> status.set("Recent files could not be read."));
    }

    /** Opens a new, empty design: one table with a string partition key PK and sort key SK. */
    public void newDesign() {
        Table table = new Table(NEW_DESIGN_NAME, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(), null, List.of(), List.of(), List.of());
        onDesignOpened.accept(new OpenedDesign(Design.of(NEW_DESIGN_NAME, table), null, "New design, not saved yet"));
    }

    public void openExample(Example example) {
        status.set("Opening " + example.title() + "…");
        tasks.run(() -> library.loadExample(example), design -> {
            status.set("");
            onDesignOpened.accept(new OpenedDesign(design, null, "Example: " + example.title()));
        }, error -> failed(example.title(), error));
    }

    public void openFile(Path file) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        status.set("Opening " + name + "…");
        tasks.run(() -> library.open(file), opened -> {
            status.set("");
            onDesignOpened.accept(opened);
            if (!opened.isImported()) {
                remember(file);
            }
        }, error -> {
            failed(name, error);
            refreshRecentFiles(); // the file may have gone: show it as not found
        });
    }

    /** Opens a recent file; one that was not found is checked again, since it may be back. */
    public void openRecent(RecentFileRow row) {
        openFile(row.file());
    }

    /** Removes a file from the recent files (the file itself is not touched). */
    public void forgetRecent(RecentFileRow row) {
        tasks.run(() -> rows(settings.update(s -> s.withoutRecentFile(row.file()))), recentFiles::setAll,
                error -> status.set("Recent files could not be saved."));
    }

    /** Where an Open dialog should start: the folder of the most recent file that was found, if any. */
    public Optional<Path> suggestedOpenFolder() {
        return recentFiles.stream().filter(RecentFileRow::found).map(r -> r.file().getParent())
                .filter(Objects::nonNull).findFirst();
    }

    /** Adds {@code file} to the front of the recent files, e.g. after a design was saved to it. */
    public void remember(Path file) {
        tasks.run(() -> rows(settings.update(s -> s.withRecentFile(file))), recentFiles::setAll,
                error -> status.set("Recent files could not be saved."));
    }

    private void failed(String source, Throwable error) {
        status.set("");
        onLoadFailed.accept(LoadFailure.of(source, error));
    }

    /** Blocking: checks each recent file on disk. */
    private List<RecentFileRow> rows(UserSettings userSettings) {
        return userSettings.recentFiles().stream()
                .map(f -> RecentFileRow.of(f, Files.isRegularFile(f), home)).toList();
    }
}
