package dev.tablesmith.ui.patterns;

import dev.tablesmith.model.AttributeType;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One input field of "Run on sample data": the value the caller supplies for an equality input or a range bound,
 * typed like the attribute it compares with, and the message when the typed text is no such value.
 */
public final class RunInput {
    private final String name;
    private final String label;
    private final AttributeType type;
    private final StringProperty value;
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    /**
     * @param name  the example-input name the planner reads (the attribute, or {@code from}/{@code to})
     * @param label what the field says, e.g. {@code orderedAt from}
     * @param type  the attribute's DynamoDB type
     * @param value the pre-filled text
     */
    RunInput(String name, String label, AttributeType type, String value) {
        this.name = name;
        this.label = label;
        this.type = type;
        this.value = new SimpleStringProperty(value);
    }

    public String name() {
        return name;
    }

    public String label() {
        return label;
    }

    public AttributeType type() {
        return type;
    }

    public StringProperty valueProperty() {
        return value;
    }

    /** Empty when the value is fine, else a one-line message for the field. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    void setError(String message) {
        error.set(message == null ? "" : message);
    }
}
