package dev.tablesmith.ui.classroom;

import dev.tablesmith.edit.Command;
import dev.tablesmith.model.Design;
import java.util.Objects;

/**
 * Replaces the whole design with another (a lesson's example, an exercise's starting design), as one undoable
 * command: Undo brings the design before back.
 */
final class ReplaceDesign implements Command {
    private final Design replacement;
    private final String description;

    ReplaceDesign(Design replacement, String description) {
        this.replacement = Objects.requireNonNull(replacement, "replacement");
        this.description = description;
    }

    @Override
    public Design apply(Design design) {
        return replacement;
    }

    @Override
    public String description() {
        return description;
    }
}
