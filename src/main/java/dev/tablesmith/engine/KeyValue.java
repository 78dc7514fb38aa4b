package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import java.util.List;
import java.util.Optional;

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

    /** DynamoDB's limit on a partition key value, in bytes (UTF-8 for S, raw for B). */
    public static final int MAX_PARTITION_KEY_BYTES = 2048;
    /** DynamoDB's limit on a sort key value, in bytes (UTF-8 for S, raw for B). */
    public static final int MAX_SORT_KEY_BYTES = 1024;

    /**
     * Why DynamoDB would refuse {@code value} as the value of key attribute {@code name}, in its words, on reads and
     * writes alike: an empty S or B ("One or more parameter values are not valid. The AttributeValue for a key
     * attribute cannot contain an empty string value. Key: pk", "... empty binary value. Key: pk"), a partition key
     * over {@value #MAX_PARTITION_KEY_BYTES} bytes ("... Size of hashkey has exceeded the maximum size limit
     * of2048 bytes", sic: no space) or a sort key over {@value #MAX_SORT_KEY_BYTES} ("... Aggregated size of all
     * range keys has exceeded the size limit of 1024 bytes"). Numbers have neither problem (at most 38 digits).
     * The value's type is not checked here.
     *
     * @param partition whether the attribute is the partition (hash) key rather than the sort (range) key
     */
    public static Optional<String> problem(String name, AttributeValue value, boolean partition) {
        long bytes;
        String kind;
        if (value instanceof AttributeValue.S s) {
            bytes = ItemSize.utf8Length(s.value());
            kind = "string";
        } else if (value instanceof AttributeValue.B b) {
            bytes = b.length();
            kind = "binary";
        } else {
            return Optional.empty();
        }
        if (bytes == 0) {
            return Optional.of("One or more parameter values are not valid. The AttributeValue for a key attribute "
                    + "cannot contain an empty " + kind + " value. Key: " + name);
        }
        if (partition && bytes > MAX_PARTITION_KEY_BYTES) {
            return Optional.of("One or more parameter values were invalid: Size of hashkey has exceeded the maximum "
                    + "size limit of" + MAX_PARTITION_KEY_BYTES + " bytes");
        }
        if (!partition && bytes > MAX_SORT_KEY_BYTES) {
            return Optional.of("One or more parameter values were invalid: Aggregated size of all range keys has "
                    + "exceeded the size limit of " + MAX_SORT_KEY_BYTES + " bytes");
        }
        return Optional.empty();
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
