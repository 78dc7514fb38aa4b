package dev.tablesmith.ui.classroom;

/**
 * One check of the exercise panel, as last evaluated.
 *
 * @param description the check in words
 * @param passed      whether the current design meets it
 * @param detail      what the design does now
 */
public record CheckRow(String description, boolean passed, String detail) {
}
