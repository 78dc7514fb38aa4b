package dev.tablesmith.edit;

import dev.tablesmith.model.Design;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The current design with its undo and redo history. {@link #push(Command)} applies a command and clears the redo
 * stack; {@link #undo()} and {@link #redo()} move through the history. {@link #revision()} counts every change, and
 * {@link #isDirty()} says whether the design differs from the last saved revision. A command must not push another
 * command while it runs ({@link IllegalStateException}).
 */
public final class CommandStack {
    private record Entry(Command command, Design before, Design after) {
    }

    private final Deque<Entry> undo = new ArrayDeque<>();
    private final Deque<Entry> redo = new ArrayDeque<>();
    private final List<Consumer<Design>> listeners = new ArrayList<>();
    private Design design;
    private long revision;
    private Design saved;
    private boolean running;

    public CommandStack(Design design) {
        this.design = Objects.requireNonNull(design, "design");
        this.saved = design;
    }

    public Design design() {
        return design;
    }

    /** Applies the command; the design is unchanged (and nothing is recorded) if it throws. */
    public void push(Command command) {
        if (running) {
            throw new IllegalStateException("a command pushed another command: " + command.description());
        }
        running = true;
        Design after;
        try {
            after = command.apply(design);
        } finally {
            running = false;
        }
        if (after.equals(design)) {
            return;
        }
        undo.push(new Entry(command, design, after));
        redo.clear();
        change(after);
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** "Undo Rename entity Order to Purchase", or empty. */
    public Optional<String> undoDescription() {
        return Optional.ofNullable(undo.peek()).map(e -> e.command().description());
    }

    public Optional<String> redoDescription() {
        return Optional.ofNullable(redo.peek()).map(e -> e.command().description());
    }

    public void undo() {
        Entry entry = undo.poll();
        if (entry != null) {
            redo.push(entry);
            change(entry.before());
        }
    }

    public void redo() {
        Entry entry = redo.poll();
        if (entry != null) {
            undo.push(entry);
            change(entry.after());
        }
    }

    /** Counts changes (commands, undos and redos); view models refresh when it moves. */
    public long revision() {
        return revision;
    }

    /** Records that the current design has been saved. */
    public void markSaved() {
        saved = design;
    }

    /** Whether the design differs from the one loaded or last saved (undoing back to it makes it clean again). */
    public boolean isDirty() {
        return !design.equals(saved);
    }

    /** Called with the new design after every change. */
    public void addListener(Consumer<Design> listener) {
        listeners.add(listener);
    }

    private void change(Design next) {
        design = next;
        revision++;
        listeners.forEach(l -> l.accept(next));
    }
}
