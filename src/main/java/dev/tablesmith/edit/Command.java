package dev.tablesmith.edit;

import dev.tablesmith.model.Design;

/**
 * One undoable change to a design. Designs are immutable, so a command is a pure function from the design before to
 * the design after; undo restores the design the command was applied to.
 */
public interface Command {
    /** The design after this change. Throws {@link IllegalArgumentException} with a user-facing message if invalid. */
    Design apply(Design design);

    /** What the change does, for the Edit menu: "Rename entity Order to Purchase". */
    String description();
}
