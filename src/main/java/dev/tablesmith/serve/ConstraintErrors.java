package dev.tablesmith.serve;

import dev.tablesmith.engine.request.DynamoDbError;
import java.util.ArrayList;
import java.util.List;

/**
 * DynamoDB's request-shape errors, gathered and reported together as it reports them: "1 validation error
 * detected: Value 'a;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern:
 * [a-zA-Z0-9_.-]+", or "3 validation errors detected: ...; ...; ..." (dynalite {@code test/listTables.js} "should
 * return ValidationExceptions in order", {@code test/createTable.js} "null attributes").
 */
final class ConstraintErrors {
    /** DynamoDB's pattern for table and index names. */
    static final String NAME_PATTERN = "[a-zA-Z0-9_.-]+";

    private final List<String> errors = new ArrayList<>();

    /** "Value null at 'path' failed to satisfy constraint: Member must not be null". */
    void missing(String path) {
        errors.add("Value null at '" + path + "' failed to satisfy constraint: Member must not be null");
    }

    /** "Value 'value' at 'path' failed to satisfy constraint: constraint". */
    void invalid(String value, String path, String constraint) {
        errors.add("Value '" + value + "' at '" + path + "' failed to satisfy constraint: " + constraint);
    }

    /** Name rules for a table or index name at {@code path}: the pattern, then 3 to 255 characters. */
    void name(String name, String path) {
        if (!name.matches(NAME_PATTERN)) {
            invalid(name, path, "Member must satisfy regular expression pattern: " + NAME_PATTERN);
        }
        if (name.length() < 3) {
            invalid(name, path, "Member must have length greater than or equal to 3");
        }
        if (name.length() > 255) {
            invalid(name, path, "Member must have length less than or equal to 255");
        }
    }

    /** A capacity value that must be at least 1 ("Member must have value greater than or equal to 1"). */
    void capacity(long value, String path) {
        if (value < 1) {
            invalid(Long.toString(value), path, "Member must have value greater than or equal to 1");
        }
    }

    /** An enum member: "Member must satisfy enum value set: [B, N, S]". */
    void enumValue(String value, String path, String valueSet) {
        invalid(value, path, "Member must satisfy enum value set: " + valueSet);
    }

    boolean isEmpty() {
        return errors.isEmpty();
    }

    /** Throws the gathered errors as one ValidationException, if there are any. */
    void throwIfAny() {
        if (errors.isEmpty()) {
            return;
        }
        String head = errors.size() == 1 ? "1 validation error detected: "
                : errors.size() + " validation errors detected: ";
        throw DynamoDbError.validation(head + String.join("; ", errors));
    }
}
