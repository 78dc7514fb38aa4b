/**
 * Edits as undoable commands: every change to a design goes through {@link dev.tablesmith.edit.CommandStack}, which
 * keeps the undo and redo stacks and a revision counter. Pure Java: view models re-read the design when the
 * revision changes.
 */
package dev.tablesmith.edit;
