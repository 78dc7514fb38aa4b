package dev.tablesmith.ui.items;

import dev.tablesmith.io.DynamoJsonItems;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import java.util.Base64;
import java.util.Locale;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One attribute of the item being edited: name, DynamoDB type and value as typed. S, N and B values are typed as
 * they are (B in base64), BOOL as {@code true} or {@code false}, NULL has no value, and SS, NS, BS, L and M take
 * the DynamoDB JSON of their content ({@code ["a", "b"]}, {@code [{"S": "x"}, {"N": "1"}]},
 * {@code {"city": {"S": "Oslo"}}}).
 */
public final class AttributeRow {
    private final StringProperty name = new SimpleStringProperty("");
    private final ObjectProperty<AttributeType> type = new SimpleObjectProperty<>(AttributeType.S);
    private final StringProperty value = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");

    public AttributeRow(String name, AttributeType type, String value) {
        this.name.set(name);
        this.type.set(type);
        this.value.set(value);
    }

    /** A row showing an existing value. */
    static AttributeRow of(String name, AttributeValue value) {
        return new AttributeRow(name, value.type(), text(value));
    }

    /** A value as this row types it. */
    static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        if (value instanceof AttributeValue.B b) {
            return Base64.getEncoder().encodeToString(b.value());
        }
        if (value instanceof AttributeValue.Bool bool) {
            return Boolean.toString(bool.value());
        }
        if (value instanceof AttributeValue.Null) {
            return "";
        }
        return DynamoJsonItems.writeContent(value);
    }

    /**
     * The value typed, as a value of the row's type.
     *
     * @throws IllegalArgumentException saying why the text is not one
     */
    AttributeValue read() {
        String text = value.get() == null ? "" : value.get();
        AttributeType t = type.get();
        switch (t) {
            case S:
                return AttributeValue.s(text);
            case N:
                return AttributeValue.n(text.strip());
            case B:
                try {
                    return AttributeValue.b(Base64.getDecoder().decode(text.strip()));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("a B value is typed in base64 ('aGVsbG8=' for the bytes of "
                            + "hello); '" + text.strip() + "' is not base64");
                }
            case BOOL:
                String bool = text.strip().toLowerCase(Locale.ROOT);
                if (!bool.equals("true") && !bool.equals("false")) {
                    throw new IllegalArgumentException("a BOOL value is true or false, not '" + text.strip() + "'");
                }
                return AttributeValue.bool(Boolean.parseBoolean(bool));
            case NULL:
                return AttributeValue.nul();
            default:
                return DynamoJsonItems.readValue(t, text);
        }
    }

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<AttributeType> typeProperty() {
        return type;
    }

    public StringProperty valueProperty() {
        return value;
    }

    /** Why this row cannot be stored as typed, or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    void setProblem(String text) {
        problem.set(text == null ? "" : text);
    }

    String name() {
        return name.get() == null ? "" : name.get().strip();
    }
}
