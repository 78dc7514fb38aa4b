package dev.tablesmith.classroom;

import java.util.Objects;

/**
 * One idea of a lesson: a title, the text, and the live view that shows it with what to select there.
 *
 * @param title   a short title
 * @param text    the step's text; paragraphs separated by blank lines
 * @param view    the designer view the step points at
 * @param entity  the entity to select, or null
 * @param pattern the access pattern id to select, or null
 * @param index   the index the step talks about ({@code table} or an index name), or null
 */
public record LessonStep(String title, String text, DesignerView view, String entity, String pattern,
                         String index) {
    public LessonStep {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(view, "view");
        text = text == null ? "" : text.strip();
    }
}
