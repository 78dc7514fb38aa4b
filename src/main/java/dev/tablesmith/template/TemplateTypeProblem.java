package dev.tablesmith.template;

import java.util.Objects;

/**
 * A placeholder whose attribute type does not suit the template, found without any item at hand: for example
 * {@code pad:7.2 needs an N attribute, 'status' is S}.
 *
 * @param column    1-based column in the template text (of the filter, or of the placeholder's brace)
 * @param attribute the placeholder's attribute
 * @param message   one line for the user
 */
public record TemplateTypeProblem(int column, String attribute, String message) {
    public TemplateTypeProblem {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(message, "message");
    }
}
