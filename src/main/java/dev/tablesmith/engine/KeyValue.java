package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import java.util.List;

/**
 * The value of a (possibly multi-attribute) partition key, normalised so that equal keys are equal objects:
 * DynamoDB treats {@code 100} and {@code 1E2} as the same number, so numbers are held in canonical form.
 */
public record KeyValue(List<AttributeValue> parts) {
    public KeyValue {
        boolean numbers = false;
        for (AttributeValue part : parts) {
            numbers |= part instanceof AttributeValue.N;
        }
        parts = numbers ? parts.stream().map(KeyValue::normalise).toList() : List.copyOf(parts);
    }

    public static KeyValue of(AttributeValue... parts) {
        return new KeyValue(List.of(parts));
    }

    static AttributeValue normalise(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            return AttributeValue.n(DynamoNumber.canonical(n.value()));
        }
        return value;
    }

    /** Compares part by part in DynamoDB key order. */
    public int compareTo(KeyValue other) {
        int n = Math.min(parts.size(), other.parts.size());
        for (int i = 0; i < n; i++) {
            int c = KeyOrder.compare(parts.get(i), other.parts.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(parts.size(), other.parts.size());
    }

    /** The value as a user reads it: parts joined with " | ". */
    public String display() {
        StringBuilder sb = new StringBuilder();
        for (AttributeValue p : parts) {
            if (sb.length() > 0) {
                sb.append(" | ");
            }
            sb.append(AttributeValues.display(p));
        }
        return sb.toString();
    }
}
