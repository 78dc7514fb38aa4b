package dev.tablesmith.ui;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.CommandStack;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;

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
    private final TaskRunner tasks;

    public DesignSession(Design design, Path file, TaskRunner tasks) {
        this.commands = new CommandStack(design);
        this.design = new ReadOnlyObjectWrapper<>(design);
        this.file.set(file);
        this.tasks = tasks;
        commands.addListener(next -> {
            this.design.set(next);
            dirty.set(commands.isDirty());
        });
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

    public TaskRunner tasks() {
        return tasks;
    }
}
