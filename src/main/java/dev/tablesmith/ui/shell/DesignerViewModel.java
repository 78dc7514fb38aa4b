package dev.tablesmith.ui.shell;

import dev.tablesmith.edit.NamingEdits;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.Plurals;
import dev.tablesmith.ui.shell.NavigatorNode.Kind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The designer window's state without any controls: window title with its unsaved marker, the status-bar
 * counts, the Undo/Redo menu texts, the navigator tree, and saving. Saving writes the file atomically on the
 * session's task runner (off the FX thread) and then marks the session saved; the first save of an untitled design
 * names it, and its untitled table, after the file ({@link NamingEdits#nameUntitledAfter}), as an undoable edit.
 */
public final class DesignerViewModel {
    /** What the window title ends with. */
    public static final String APP = "Tablesmith";

    private final DesignSession session;
    private final JsonDesignStore store;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper counts = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper saving = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<NavigatorNode> navigator = new ReadOnlyObjectWrapper<>();

    public DesignerViewModel(DesignSession session, JsonDesignStore store) {
        this.session = session;
        this.store = store;
        session.designProperty().addListener((obs, old, design) -> refresh());
        session.dirtyProperty().addListener((obs, old, dirty) -> refresh());
        refresh();
    }

    public DesignSession session() {
        return session;
    }

    /** "NAME — Tablesmith", with "*" after the name while there are unsaved changes. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** "4 entities · 6 access patterns · 12 items". */
    public ReadOnlyStringProperty countsProperty() {
        return counts.getReadOnlyProperty();
    }

    /** "Undo Set Order SK to ...", or "Undo" when there is nothing to undo. */
    public ReadOnlyStringProperty undoTextProperty() {
        return undoText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoTextProperty() {
        return redoText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** True while a save is being written. */
    public ReadOnlyBooleanProperty savingProperty() {
        return saving.getReadOnlyProperty();
    }

    /** The navigator tree's root (the design). */
    public ReadOnlyObjectProperty<NavigatorNode> navigatorProperty() {
        return navigator.getReadOnlyProperty();
    }

    public boolean isDirty() {
        return session.dirtyProperty().get();
    }

    public void undo() {
        session.undo();
    }

    public void redo() {
        session.redo();
    }

    /** The file Save writes to, or null when Save must ask (Save As) first. */
    public Path file() {
        return session.fileProperty().get();
    }

    /** The file name Save As suggests: the design name with the design-file suffix. */
    public String suggestedFileName() {
        String safe = session.design().name().replaceAll("[^A-Za-z0-9._-]+", "-");
        return (safe.isBlank() ? "design" : safe) + JsonDesignStore.DESIGN_FILE_SUFFIX;
    }

    /**
     * Saves the current design to {@code target} in the background. On success the session is marked saved (unless
     * it changed while the file was written) and {@code onSaved} runs; on failure {@code onFailed} gets a one-line
     * message naming the file.
     */
    public void save(Path target, Runnable onSaved, Consumer<String> onFailed) {
        NamingEdits.nameUntitledAfter(session.design(), baseName(target)).ifPresent(session::push);
        Design design = session.design();
        long revision = session.commands().revision();
        saving.set(true);
        String name = target.getFileName() == null ? target.toString() : target.getFileName().toString();
        session.runWork("Saving " + name + "…", false, work -> {
            try {
                store.save(design, target);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e.getMessage(), e);
            }
            return target;
        }, saved -> {
            saving.set(false);
            if (session.commands().revision() == revision) {
                session.saved(saved);
            } else {
                session.fileProperty().set(saved);
            }
            onSaved.run();
        }, failure -> {
            saving.set(false);
            onFailed.accept(saveFailure(target, failure instanceof java.io.UncheckedIOException unchecked
                    ? unchecked.getCause() : failure));
        });
    }

    /** "blog" for {@code blog.tablesmith.json}, "model" for {@code model.json}. */
    static String baseName(Path file) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        if (name.endsWith(JsonDesignStore.DESIGN_FILE_SUFFIX)) {
            return name.substring(0, name.length() - JsonDesignStore.DESIGN_FILE_SUFFIX.length());
        }
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    static String saveFailure(Path target, Throwable failure) {
        String message = failure.getMessage();
        if (message == null || message.isBlank()) {
            message = failure.getClass().getSimpleName();
        }
        String line = message.lines().findFirst().orElse(message);
        return line.contains(target.getFileName().toString()) ? "Could not save: " + line
                : "Could not save " + target + ": " + line;
    }

    private void refresh() {
        Design design = session.design();
        title.set(design.name() + (isDirty() ? "*" : "") + " — " + APP);
        Table table = session.table();
        long items = table.items().size() + table.entities().stream().mapToLong(e -> e.records().size()).sum();
        counts.set(Plurals.count(table.entities().size(), "entity") + " · "
                + Plurals.count(table.accessPatterns().size(), "access pattern") + " · "
                + Plurals.count(items, "item"));
        var commands = session.commands();
        canUndo.set(commands.canUndo());
        canRedo.set(commands.canRedo());
        undoText.set(commands.undoDescription().map(d -> "Undo " + d).orElse("Undo"));
        redoText.set(commands.redoDescription().map(d -> "Redo " + d).orElse("Redo"));
        navigator.set(tree(design, table));
    }

    private static NavigatorNode tree(Design design, Table table) {
        List<NavigatorNode> tableChildren = new ArrayList<>();
        tableChildren.add(NavigatorNode.leaf("Primary key: " + keys(table.keySchema().attributes()), Kind.INDEX,
                null));
        for (SecondaryIndex index : table.indexes()) {
            tableChildren.add(NavigatorNode.leaf(index.name() + " (" + index.kind() + "): "
                    + keys(index.keySchema().attributes()), Kind.INDEX, index.name()));
        }
        NavigatorNode tableNode = new NavigatorNode("Table " + table.name(), Kind.TABLE, table.name(), tableChildren);
        NavigatorNode entities = new NavigatorNode("Entities (" + table.entities().size() + ")", Kind.GROUP, null,
                table.entities().stream().map(Entity::name).map(n -> NavigatorNode.leaf(n, Kind.ENTITY, n)).toList());
        NavigatorNode patterns = new NavigatorNode("Access patterns (" + table.accessPatterns().size() + ")",
                Kind.GROUP, null, table.accessPatterns().stream()
                .map(p -> NavigatorNode.leaf(p.id() + " " + p.name(), Kind.PATTERN, p.id())).toList());
        return new NavigatorNode(design.name(), Kind.DESIGN, null, List.of(tableNode, entities, patterns));
    }

    private static String keys(List<KeyAttribute> attributes) {
        return attributes.stream().map(KeyAttribute::name).collect(Collectors.joining(" + "));
    }
}
