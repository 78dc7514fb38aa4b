package dev.tablesmith.edit;

import java.util.Objects;

/**
 * Why a value typed into one field of a form cannot be written, and which field it is about, so a form can mark that
 * field and say what is wrong there.
 *
 * @param field   the field, named as in the {@code .tablesmith.json} format ({@code sourceEntity},
 *                {@code sourceAttribute}, {@code keyTemplate}, {@code ttlAttribute}, ...)
 * @param message one line in the user's words
 */
public record FieldRefusal(String field, String message) {
    public FieldRefusal {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(message, "message");
    }
}
