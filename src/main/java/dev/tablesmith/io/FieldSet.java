package dev.tablesmith.io;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The fields one kind of JSON object in a {@code .tablesmith.json} file may hold, in the order the canonical
 * writer emits them, and which of them are required.
 *
 * <p>The reader reports any other field as "unknown field", the writer follows {@link #fields()} for its order, and
 * a test compares these sets with the JSON Schema so that the three cannot drift apart.
 *
 * @param kind     what the object is, in words ("table", "entity"); also the schema's {@code $defs} name
 * @param fields   every accepted field, in canonical order
 * @param required the fields that must be present
 */
record FieldSet(String kind, List<String> fields, Set<String> required) {
    FieldSet {
        fields = List.copyOf(fields);
        required = Set.copyOf(required);
        if (!fields.containsAll(required)) {
            throw new IllegalArgumentException("required fields of " + kind + " must be accepted fields");
        }
    }

    static FieldSet of(String kind, List<String> fields, String... required) {
        return new FieldSet(kind, fields, new LinkedHashSet<>(List.of(required)));
    }

    boolean accepts(String field) {
        return fields.contains(field);
    }
}
