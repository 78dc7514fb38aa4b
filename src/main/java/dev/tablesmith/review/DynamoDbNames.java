package dev.tablesmith.review;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * DynamoDB's naming rules for tables and indexes: 3 to 255 characters of {@code a-z A-Z 0-9 _ - .}
 * (CreateTable rejects anything else with a ValidationException).
 */
public final class DynamoDbNames {
    /** The shortest table or index name DynamoDB accepts. */
    public static final int MIN_LENGTH = 3;
    /** The longest table or index name DynamoDB accepts. */
    public static final int MAX_LENGTH = 255;
    private static final Pattern ALLOWED = Pattern.compile("[a-zA-Z0-9_.-]*");

    private DynamoDbNames() {
    }

    /**
     * Why {@code name} is not a valid table or index name, if it is not.
     *
     * @param what {@code table} or {@code index}, for the message
     */
    public static Optional<String> problem(String what, String name) {
        if (name.isEmpty()) {
            return Optional.of(what + " has no name");
        }
        if (name.length() < MIN_LENGTH || name.length() > MAX_LENGTH) {
            return Optional.of(what + " name '" + abbreviate(name) + "' must be " + MIN_LENGTH + " to " + MAX_LENGTH
                    + " characters long, not " + name.length());
        }
        if (!ALLOWED.matcher(name).matches()) {
            return Optional.of(what + " name '" + abbreviate(name)
                    + "' may contain only letters, digits, '_', '-' and '.'");
        }
        return Optional.empty();
    }

    private static String abbreviate(String name) {
        return name.length() <= 40 ? name : name.substring(0, 37) + "...";
    }
}
