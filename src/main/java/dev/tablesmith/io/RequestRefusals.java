package dev.tablesmith.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * DynamoDB's words for the request-model constraints a request file can break, located by the member path DynamoDB
 * names ({@code limit}, {@code tableName}, {@code requestItems.orders.member.keys}).
 *
 * <p>Sources (messages compared whole there): dynalite's {@code test/scan.js} "should return ValidationException for
 * incorrect attributes", which lists nine failures of one request as "9 validation errors detected: Value '-1' at
 * 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1; Value 'hi' at
 * 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE];
 * ...; Value null at 'scanFilter.a.member.comparisonOperator' failed to satisfy constraint: Member must not be null"
 * (the enum sets in DynamoDB's order, a map value's members under {@code NAME.member}); the table name rules (3 to
 * 255 characters of {@code [a-zA-Z0-9_.-]}) from the same file; {@code ReturnValues}' set as the Parity Suite
 * records it for older regions ({@code [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]}).
 *
 * <p>Each answer carries both forms of the request-model phase where DynamoDB's 2026 validation framework has taken
 * the check over ("Value at 'TableName' ...", no value echoed); {@link ValidationFramework} says which, and which
 * form an operation's answer takes.
 */
final class RequestRefusals {
    /** The members whose own members are data (attribute names, table names), not API members. */
    private static final Set<String> DATA_MAPS = Set.of("RequestItems", "Key", "Item", "ExclusiveStartKey",
            "ExpressionAttributeValues", "ExpressionAttributeNames");
    /** Each enum's values in the order DynamoDB lists them in "Member must satisfy enum value set: [...]". */
    private static final Map<String, String> ENUM_SETS = Map.of(
            "Select", "[SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]",
            "ReturnConsumedCapacity", "[INDEXES, TOTAL, NONE]",
            "ReturnValues", "[ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]",
            "ReturnValuesOnConditionCheckFailure", "[ALL_OLD, NONE]",
            "ReturnItemCollectionMetrics", "[SIZE, NONE]");
    private static final String NAME_PATTERN = "[a-zA-Z0-9_.-]+";

    private RequestRefusals() {
    }

    /**
     * A required member left out: "Value null at 'tableName' failed to satisfy constraint: Member must not be null",
     * the older form in every region (Parity Suite putItem.test.ts, validation-ordering/updateItem.test.ts).
     */
    static DynamoDbAnswer missing(String objectPointer, String field) {
        if (field.equals("KeyConditionExpression")) {
            return DynamoDbAnswer.validation(
                    "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
        }
        return DynamoDbAnswer.constraint("Value null at '" + memberPath(JsonPointers.child(objectPointer, field))
                + "' failed to satisfy constraint: Member must not be null");
    }

    /**
     * A number under its minimum: "Value '0' at 'limit' ... Member must have value greater than or equal to 1";
     * in the framework's form "Value at 'Limit' ..." (Query).
     */
    static DynamoDbAnswer belowMinimum(String pointer, String valueText, long min, String operation) {
        String rule = "Member must have value greater than or equal to " + min;
        return DynamoDbAnswer.constraint(older(pointer, valueText, rule),
                framework(operation, ValidationFramework.Check.MIN_VALUE, pointer, rule));
    }

    /**
     * A value outside its enum: "Value 'ALL' at 'select' ... Member must satisfy enum value set: [...]"; in the
     * framework's form "Failed to satisfy constraint: Member must satisfy enum value set: [...]".
     */
    static <E extends Enum<E>> DynamoDbAnswer notInEnum(String pointer, String value, Class<E> type,
                                                        String operation) {
        String field = pointer.substring(pointer.lastIndexOf('/') + 1);
        String set = ENUM_SETS.get(field);
        if (set == null) {
            List<String> names = new ArrayList<>();
            for (E constant : type.getEnumConstants()) {
                names.add(constant.name());
            }
            set = names.toString();
        }
        String frameworkSet = field.equals("ReturnValues") ? ValidationFramework.RETURN_VALUES_SET : set;
        return DynamoDbAnswer.constraint(older(pointer, value, "Member must satisfy enum value set: " + set),
                ValidationFramework.covers(operation, ValidationFramework.Check.ENUM)
                        ? ValidationFramework.enumEntry(frameworkSet) : null);
    }

    /**
     * What DynamoDB says about a table or index name: not empty (the framework's "Value at 'TableName' ... Member
     * must have length greater than or equal to 1", the older "Value '' at 'tableName' ..."), then 3 to 255
     * characters, each a letter, digit, {@code _}, {@code -} or {@code .}, in the older form in every region; one
     * entry per broken rule, as DynamoDB lists them.
     */
    static List<DynamoDbAnswer> name(String pointer, String name, String operation) {
        List<DynamoDbAnswer> answers = new ArrayList<>();
        if (name.isEmpty()) {
            answers.add(tooShort(pointer, "''", operation));
            return answers;
        }
        if (name.length() < 3) {
            answers.add(DynamoDbAnswer.constraint(older(pointer, name,
                    "Member must have length greater than or equal to 3")));
        }
        if (name.length() > 255) {
            answers.add(DynamoDbAnswer.constraint(older(pointer, name,
                    "Member must have length less than or equal to 255")));
        }
        if (!name.matches(NAME_PATTERN)) {
            answers.add(DynamoDbAnswer.constraint(older(pointer, name,
                    "Member must satisfy regular expression pattern: " + NAME_PATTERN)));
        }
        return answers;
    }

    /**
     * An empty string, list or map where the API model asks for at least one: "Value '[]' at
     * 'requestItems.t.member.keys' ... Member must have length greater than or equal to 1" in the older form, "Value
     * at 'RequestItems.t.member.Keys' ..." in the framework's.
     *
     * @param valueText the value as the older form echoes it, quoted ({@code ''}, {@code '[]'})
     */
    static DynamoDbAnswer tooShort(String pointer, String valueText, String operation) {
        String rule = "Member must have length greater than or equal to 1";
        return DynamoDbAnswer.constraint("Value " + valueText + " at '" + memberPath(pointer)
                + "' failed to satisfy constraint: " + rule,
                framework(operation, ValidationFramework.Check.MIN_LENGTH, pointer, rule));
    }

    /**
     * BatchGetItem's {@code RequestItems: {}}: "The requestItems parameter is required for BatchGetItem" in the
     * older regions, "Value at 'RequestItems' ... Member must have length greater than or equal to 1" in the
     * framework's (32 of 33 regions, Parity Suite split {@code batch-get-item-empty-request-items-message}).
     */
    static DynamoDbAnswer noTables(String pointer, String operation) {
        return DynamoDbAnswer.validation("The requestItems parameter is required for " + operation,
                framework(operation, ValidationFramework.Check.MIN_LENGTH, pointer,
                        "Member must have length greater than or equal to 1"));
    }

    private static String older(String pointer, String valueText, String rule) {
        return "Value '" + valueText + "' at '" + memberPath(pointer) + "' failed to satisfy constraint: " + rule;
    }

    private static String framework(String operation, ValidationFramework.Check check, String pointer, String rule) {
        return ValidationFramework.covers(operation, check) ? ValidationFramework.entry(pointer, rule) : null;
    }

    /**
     * The member path the older form names: API members in lower camel case ({@code limit}), a data key followed
     * by {@code .member} ({@code requestItems.orders.member.keys}), a list element by its 1-based position followed
     * by {@code .member}.
     */
    static String memberPath(String pointer) {
        return path(pointer, true);
    }

    /** A member path, API members in lower camel case or as the API spells them. */
    static String path(String pointer, boolean lowerCamel) {
        StringBuilder path = new StringBuilder();
        String previous = null;
        for (String raw : pointer.isEmpty() ? new String[0] : pointer.substring(1).split("/", -1)) {
            String segment = raw.replace("~1", "/").replace("~0", "~");
            if (path.length() > 0) {
                path.append('.');
            }
            if (previous != null && DATA_MAPS.contains(previous)) {
                path.append(segment).append(".member");
            } else if (segment.matches("\\d+")) {
                path.append(Integer.parseInt(segment) + 1).append(".member");
            } else if (!segment.isEmpty()) {
                path.append(lowerCamel ? Character.toLowerCase(segment.charAt(0)) + segment.substring(1) : segment);
            }
            previous = segment;
        }
        return path.toString();
    }
}
