package dev.tablesmith.ui.compare;

import dev.tablesmith.export.diff.DesignDiff;
import dev.tablesmith.export.diff.DesignDiffer;
import dev.tablesmith.export.diff.DiffMarkdown;
import dev.tablesmith.io.DesignFileProblem;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.io.diff.DesignSource;
import dev.tablesmith.io.diff.DesignSources;
import dev.tablesmith.io.diff.GitShow;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * File &gt; Compare with…: the open design (with its unsaved edits) as the newer side, compared with a design file
 * or with the open design's own file at a git revision as the older side. Loading and diffing run through the
 * session's task runner, off the FX thread; the result, or a one-line reason it failed, comes back as properties.
 */
public final class CompareViewModel {
    private final DesignSession session;
    private final DesignSources sources;
    private final StringProperty revision = new SimpleStringProperty("HEAD");
    private final ReadOnlyObjectWrapper<DesignDiff> diff = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(
            "Choose a design file, or enter a git revision of this design's file.");
    private final ReadOnlyStringWrapper failure = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();

    public CompareViewModel(DesignSession session) {
        this(session, new DesignSources());
    }

    public CompareViewModel(DesignSession session, DesignSources sources) {
        this.session = session;
        this.sources = sources;
    }

    /** The git revision to compare with, {@code HEAD} at first. */
    public StringProperty revisionProperty() {
        return revision;
    }

    /** The last diff shown, null before the first comparison. */
    public ReadOnlyObjectProperty<DesignDiff> diffProperty() {
        return diff.getReadOnlyProperty();
    }

    /** What is compared with what, or what to do. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Why the last comparison failed, in one line; empty when it did not. */
    public ReadOnlyStringProperty failureProperty() {
        return failure.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Whether a revision can be compared: the design has a file (which must be in a git work tree). */
    public boolean canCompareWithRevision() {
        return session.fileProperty().get() != null;
    }

    /** Compares the open design with {@code file} as the older version. */
    public void compareWithFile(Path file) {
        String label = Optional.ofNullable(file.getFileName()).map(Path::toString).orElse(file.toString());
        run(label, () -> sources.load(DesignSource.file(file), Path.of("")));
    }

    /** Compares the open design with its own file at the revision in {@link #revisionProperty()}. */
    public void compareWithRevision() {
        Path file = session.fileProperty().get();
        String rev = revision.get() == null ? "" : revision.get().strip();
        if (file == null) {
            fail("This design has no file yet: save it inside a git work tree to compare with a revision.");
            return;
        }
        if (rev.isEmpty()) {
            fail("Enter a git revision, for example HEAD, HEAD~1, main or a commit id.");
            return;
        }
        run(file.getFileName() + " at " + rev, () -> sources.loadAtRevision(file, rev));
    }

    /** The shown diff as Markdown, for the clipboard; empty before a comparison. */
    public String markdown() {
        return diff.get() == null ? "" : DiffMarkdown.render(diff.get());
    }

    private interface Loader {
        Design load() throws Exception;
    }

    private void run(String label, Loader loader) {
        Design current = session.design();
        running.set(true);
        failure.set("");
        status.set("Comparing with " + label + "…");
        session.tasks().run(() -> new DesignDiffer().diff(loader.load(), current), result -> {
            running.set(false);
            diff.set(result);
            int changes = result.changes().size();
            status.set(label + " → this design: " + (result.isEmpty() ? "no differences"
                    : changes + (changes == 1 ? " change" : " changes")));
        }, error -> {
            running.set(false);
            fail(describe(label, error));
        });
    }

    private void fail(String message) {
        failure.set(message);
        status.set("Could not compare.");
    }

    static String describe(String label, Throwable error) {
        if (error instanceof GitShow.GitException || error instanceof ImportException) {
            return error.getMessage();
        }
        if (error instanceof DesignLoadException load) {
            return load.problems().isEmpty() ? label + ": " + load.getMessage()
                    : load.problems().stream().findFirst().map(DesignFileProblem::toString).orElse(label)
                    + (load.problems().size() > 1 ? " (and " + (load.problems().size() - 1) + " more)" : "");
        }
        if (error instanceof NoSuchFileException) {
            return "No such file: " + error.getMessage();
        }
        return "Cannot read " + label + ": " + (error.getMessage() == null ? error.getClass().getSimpleName()
                : error.getMessage());
    }
}
