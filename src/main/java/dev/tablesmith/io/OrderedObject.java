package dev.tablesmith.io;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A JSON object under construction for the canonical writer: its fields must come from its {@link FieldSet} and
 * in that set's order, so the writer cannot drift from the documented field order.
 */
final class OrderedObject {
    private final FieldSet fields;
    private final Map<String, Object> members = new LinkedHashMap<>();
    private int lastPosition = -1;

    OrderedObject(FieldSet fields) {
        this.fields = fields;
    }

    OrderedObject put(String field, Object value) {
        int position = fields.fields().indexOf(field);
        if (position < 0) {
            throw new IllegalStateException("'" + field + "' is not a field of " + fields.kind());
        }
        if (position <= lastPosition) {
            throw new IllegalStateException("'" + field + "' is out of order in " + fields.kind());
        }
        lastPosition = position;
        members.put(field, value);
        return this;
    }

    /** Puts the field only when {@code present}; optional fields holding their default are left out. */
    OrderedObject putIf(boolean present, String field, Object value) {
        return present ? put(field, value) : this;
    }

    Map<String, Object> toMap() {
        return members;
    }
}
