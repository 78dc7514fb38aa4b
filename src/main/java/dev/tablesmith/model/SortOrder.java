package dev.tablesmith.model;

import java.util.Objects;

/** The order an access pattern wants its results in: by an attribute, ascending or descending. */
public record SortOrder(String attribute, SortDirection direction) {
    public SortOrder {
        Objects.requireNonNull(attribute, "attribute");
        direction = direction == null ? SortDirection.ASC : direction;
    }
}
