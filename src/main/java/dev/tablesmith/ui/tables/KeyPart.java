package dev.tablesmith.ui.tables;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;

/**
 * One attribute of a key as typed into a form: its name and its type (S, N or B, the only types DynamoDB allows
 * for a key attribute).
 */
public record KeyPart(String name, ScalarType type) {
    public KeyPart {
        name = name == null ? "" : name.strip();
        type = type == null ? ScalarType.S : type;
    }

    static KeyPart of(KeyAttribute attribute) {
        return new KeyPart(attribute.name(), attribute.type());
    }

    KeyAttribute toAttribute() {
        return new KeyAttribute(name, type);
    }

    boolean isBlank() {
        return name.isEmpty();
    }
}
