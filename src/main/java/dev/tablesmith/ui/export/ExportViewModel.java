package dev.tablesmith.ui.export;

import dev.tablesmith.export.Exporter;
import dev.tablesmith.export.MarkdownDocument;
import dev.tablesmith.export.MarkdownExporter;
import dev.tablesmith.io.export.DocumentImageRenderer;
import dev.tablesmith.io.export.ExportFiles;
import dev.tablesmith.io.export.MarkdownFiles;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.BackgroundWork;
import dev.tablesmith.ui.DesignSession;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
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
 * File &gt; Export: the formats to choose from, the chosen format's output (exported off the FX thread through the
 * session's background work, since exporting plans every access pattern), a preview of its first part, and Save,
 * which writes the previewed text atomically ({@link ExportFiles#write}) on a background thread. The Markdown
 * design document is saved with its pictures (entity chart, item collections) in a folder beside it
 * ({@link MarkdownFiles}), drawn on that background thread, which waits for the FX thread to draw each. A failure
 * is one line in {@link #messageProperty()}, never a stack trace.
 */
public final class ExportViewModel {
    /** How many lines of the output the preview shows. */
    public static final int PREVIEW_LINES = 300;

    private final DesignSession session;
    private final ObservableList<ExportFormat> formats;
    private final ReadOnlyObjectWrapper<ExportFormat> selected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper preview = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper ready = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper saving = new ReadOnlyBooleanWrapper();
    private final DocumentImageRenderer images;
    private String output;
    private Design exported;
    private BackgroundWork exporting;

    /** The dialog's state for {@code session}'s design, offering {@code exporters}; documents without pictures. */
    public ExportViewModel(DesignSession session, List<Exporter> exporters) {
        this(session, exporters, null);
    }

    /**
     * The dialog's state for {@code session}'s design, offering {@code exporters} in their order; a saved Markdown
     * document gets the pictures {@code images} draws (none when it is null).
     */
    public ExportViewModel(DesignSession session, List<Exporter> exporters, DocumentImageRenderer images) {
        this.images = images;
        this.session = Objects.requireNonNull(session, "session");
        this.formats = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(
                exporters.stream().map(ExportFormat::of).toList()));
    }

    public ObservableList<ExportFormat> formats() {
        return formats;
    }

    public ReadOnlyObjectProperty<ExportFormat> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** The first {@link #PREVIEW_LINES} lines of the output, and how many more the file holds. */
    public ReadOnlyStringProperty previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** What happened last: "Saved …", or a one-line error. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Whether {@link #messageProperty()} reports a failure. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** Whether the chosen format's output is ready to save or copy. */
    public ReadOnlyBooleanProperty readyProperty() {
        return ready.getReadOnlyProperty();
    }

    /** Whether a save is being written. */
    public ReadOnlyBooleanProperty savingProperty() {
        return saving.getReadOnlyProperty();
    }

    /** The whole output of the chosen format, once {@link #readyProperty()} is true; else empty. */
    public String output() {
        return output == null ? "" : output;
    }

    /** Chooses {@code format} and exports the design to it in the background; an earlier export is cancelled. */
    public void select(ExportFormat format) {
        Objects.requireNonNull(format, "format");
        if (exporting != null) {
            session.cancel(exporting);
        }
        selected.set(format);
        output = null;
        ready.set(false);
        preview.set("Exporting…");
        clearMessage();
        var design = session.design();
        exporting = session.runWork("Exporting to " + format.title() + "…", false,
                work -> format.exporter().export(design), text -> {
                    exporting = null;
                    if (format.equals(selected.get())) {
                        output = text;
                        exported = design;
                        preview.set(previewOf(text));
                        ready.set(true);
                    }
                }, failure -> {
                    exporting = null;
                    if (format.equals(selected.get())) {
                        preview.set("");
                        fail("cannot export to " + format.title() + ": " + reason(failure));
                    }
                });
    }

    /** Chooses the format with this id (see {@link ExportFormat#id()}), if there is one. */
    public void select(String formatId) {
        formats.stream().filter(f -> f.id().equals(formatId)).findFirst().ifPresent(this::select);
    }

    /** A file name for the output: the design's name with the format's extension, e.g. {@code commerce-main.md}. */
    public String suggestedFileName() {
        ExportFormat format = selected.get();
        String base = session.design().name().replaceAll("[\\\\/:*?\"<>|]", "-").strip();
        base = base.isEmpty() ? "design" : base;
        return format == null ? base : base + "." + format.fileExtension();
    }

    /** Writes the output to {@code target} atomically, off the FX thread; reports the outcome in one line. */
    public void save(Path target) {
        Objects.requireNonNull(target, "target");
        if (!ready.get()) {
            return;
        }
        String text = output;
        Design design = exported;
        Exporter exporter = selected.get().exporter();
        saving.set(true);
        clearMessage();
        session.runWork("Saving " + target.getFileName() + "…", false, work -> {
            try {
                if (exporter instanceof MarkdownExporter markdown && images != null) {
                    MarkdownDocument document = new MarkdownFiles(markdown, images).write(design, target);
                    return document.images().isEmpty() ? target.toString() : target + " and "
                            + document.images().size() + " pictures in " + document.imageFolder() + "/";
                }
                ExportFiles.write(target, text);
                return target.toString();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, written -> {
            saving.set(false);
            message.set("Saved " + written);
        }, failure -> {
            saving.set(false);
            fail(reason(failure));
        });
    }

    /** Reports that the output was put on the clipboard. */
    public void copied() {
        clearMessage();
        message.set("Copied " + selected.get().title() + " to the clipboard");
    }

    private void clearMessage() {
        failed.set(false);
        message.set("");
    }

    private void fail(String line) {
        failed.set(true);
        message.set(line);
    }

    static String previewOf(String text) {
        String[] lines = text.split("\n", -1);
        int count = text.endsWith("\n") ? lines.length - 1 : lines.length;
        if (count <= PREVIEW_LINES) {
            return text;
        }
        return String.join("\n", List.of(lines).subList(0, PREVIEW_LINES))
                + "\n… " + (count - PREVIEW_LINES) + " more lines in the file\n";
    }

    private static String reason(Throwable failure) {
        Throwable cause = failure instanceof UncheckedIOException && failure.getCause() != null
                ? failure.getCause() : failure;
        String text = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return text.lines().findFirst().orElse(text);
    }
}
