package dev.tablesmith.ui.items;

import dev.tablesmith.io.items.ItemFileException;
import dev.tablesmith.io.items.ItemImport;
import dev.tablesmith.io.items.ItemImportCommand;
import dev.tablesmith.io.items.ItemImportResult;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.BackgroundWork;
import dev.tablesmith.ui.DesignSession;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * "Import items…": adds the items of DynamoDB JSON files (scan/query and get-item output, batch-write-item request
 * files, S3 export data files) to the design's sample data. The files are read in the background
 * ({@link DesignSession#runWork}, cancellable); the result is applied as one undoable edit
 * ({@link ItemImportCommand}) and reported: a line per file and per table written, and each refused write with its
 * location and DynamoDB's reason.
 */
public final class ImportItemsViewModel {
    private final DesignSession session;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ObservableList<String> report = FXCollections.observableArrayList();
    private final ObservableList<String> refused = FXCollections.observableArrayList();
    private BackgroundWork work;

    public ImportItemsViewModel(DesignSession session) {
        this.session = session;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Whether the last import failed as a whole (a file that cannot be read, or the design changed meanwhile). */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** One sentence on the last import: what is being read, what was done, or why nothing was. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** One line per file read and per table written. */
    public ObservableList<String> report() {
        return report;
    }

    /** Each refused write: {@code FILE: /pointer: reason} or {@code FILE:LINE: reason}. */
    public ObservableList<String> refused() {
        return refused;
    }

    /**
     * Reads {@code files} in order into the design's tables: batch-write requests into the tables they name, other
     * items into the design's table (in a design of several, the one shown). Call on the FX thread.
     */
    public void importFiles(List<Path> files) {
        if (files.isEmpty() || running.get()) {
            return;
        }
        Design read = session.design();
        String table = read.tables().size() > 1 ? session.table().name() : null;
        running.set(true);
        failed.set(false);
        report.clear();
        refused.clear();
        String names = String.join(", ", files.stream().map(f -> String.valueOf(f.getFileName())).toList());
        message.set("Reading " + names + "…");
        work = session.runWork("Importing items from " + names, true, w -> read(read, table, files, w),
                result -> finished(read, result), this::failed);
    }

    /** Stops a running import; the design is left as it was. */
    public void cancel() {
        if (work != null && running.get()) {
            session.cancel(work);
            running.set(false);
            message.set("Import cancelled; the design is unchanged.");
        }
    }

    private static ItemImportResult read(Design design, String table, List<Path> files, BackgroundWork work) {
        ItemImport run = new ItemImport(design, table);
        for (Path file : files) {
            try {
                run.read(file, String.valueOf(file.getFileName()), work::isCancelled);
            } catch (ItemFileException e) {
                throw new UnreadableFile(e.getMessage());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return run.result();
    }

    private void finished(Design read, ItemImportResult result) {
        running.set(false);
        List<String> lines = result.lines();
        int firstRefusal = lines.size() - result.refused().size() - 1;
        report.setAll(lines.subList(0, firstRefusal));
        refused.setAll(result.refused().stream().map(ItemImportResult.Refusal::toString).toList());
        if (result.unchanged()) {
            message.set("Nothing imported" + (result.refused().isEmpty() ? "." : ": every write was refused."));
            return;
        }
        Optional<String> refusal = session.push(new ItemImportCommand(read, result));
        if (refusal.isPresent()) {
            failed.set(true);
            message.set("Not imported: " + refusal.get());
            return;
        }
        message.set("Imported: " + result.added() + " added, " + result.replaced() + " replaced, " + result.deleted()
                + " deleted" + (result.refused().isEmpty() ? "" : "; " + result.refused().size() + " refused")
                + ". Edit > Undo takes it back.");
    }

    private void failed(Throwable failure) {
        running.set(false);
        failed.set(true);
        if (failure instanceof UnreadableFile unreadable) {
            message.set("Nothing imported. " + unreadable.getMessage());
        } else if (failure instanceof UncheckedIOException io) {
            message.set("Nothing imported: cannot read the file (" + io.getCause().getMessage() + ").");
        } else {
            message.set("Nothing imported: " + failure.getMessage());
        }
    }

    /** A file that is not sample data, carried out of the background work; its message is one located line. */
    private static final class UnreadableFile extends RuntimeException {
        UnreadableFile(String message) {
            super(message, null, false, false);
        }
    }
}
