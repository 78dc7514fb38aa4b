package dev.tablesmith.review;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a review finding is: the design elements it is about and a JSON Pointer into the {@code .tablesmith.json}
 * layout (the same kind of path as a validator {@link Problem}), so that the io layer can turn it into a line
 * and column.
 *
 * @param path     JSON Pointer, e.g. {@code /tables/0/entities/1/keys/SK/template}
 * @param column   1-based column inside the text value at {@code path} (a key template), or 0
 * @param entity   the entity it is about, or null
 * @param template the key template text it is about, or null
 * @param index    the index it is about ({@code table} for the base table), or null
 * @param pattern  the access pattern id it is about, or null
 */
public record FindingLocation(String path, int column, String entity, String template, String index,
                              String pattern) {
    public FindingLocation {
        Objects.requireNonNull(path, "path");
        if (column < 0) {
            throw new IllegalArgumentException("column cannot be negative");
        }
    }

    /** A location with only a path. */
    public static FindingLocation at(String path) {
        return new FindingLocation(path, 0, null, null, null, null);
    }

    public FindingLocation withEntity(String name) {
        return new FindingLocation(path, column, name, template, index, pattern);
    }

    public FindingLocation withTemplate(String text, int columnInText) {
        return new FindingLocation(path, columnInText, entity, text, index, pattern);
    }

    public FindingLocation withIndex(String name) {
        return new FindingLocation(path, column, entity, template, name, pattern);
    }

    public FindingLocation withPattern(String id) {
        return new FindingLocation(path, column, entity, template, index, id);
    }

    public Optional<String> entityName() {
        return Optional.ofNullable(entity);
    }

    public Optional<String> indexName() {
        return Optional.ofNullable(index);
    }

    public Optional<String> patternId() {
        return Optional.ofNullable(pattern);
    }

    public Optional<String> templateText() {
        return Optional.ofNullable(template);
    }

    /** The design elements in words, e.g. {@code pattern AP16, entity Order, index GSI1}. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        append(text, "pattern", pattern);
        append(text, "entity", entity);
        append(text, "index", index);
        append(text, "template", template);
        return text.toString();
    }

    private static void append(StringBuilder text, String what, String value) {
        if (value != null) {
            text.append(text.length() == 0 ? "" : ", ").append(what).append(' ').append(value);
        }
    }
}
