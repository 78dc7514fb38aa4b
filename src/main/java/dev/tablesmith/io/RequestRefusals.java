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

    /** A required member left out: "Value null at 'tableName' failed to satisfy constraint: Member must not be null". */
    static DynamoDbAnswer missing(String objectPointer, String field) {
        if (field.equals("KeyConditionExpression")) {
            return DynamoDbAnswer.validation(
                    "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
        }
        return DynamoDbAnswer.constraint("Value null at '" + memberPath(JsonPointers.child(objectPointer, field))
                + "' failed to satisfy constraint: Member must not be null");
    }

    /** A number under its minimum: "Value '0' at 'limit' ... Member must have value greater than or equal to 1". */
    static DynamoDbAnswer belowMinimum(String pointer, String valueText, long min) {
        return DynamoDbAnswer.constraint("Value '" + valueText + "' at '" + memberPath(pointer)
                + "' failed to satisfy constraint: Member must have value greater than or equal to " + min);
    }

    /** A value outside its enum: "Value 'ALL' at 'select' ... Member must satisfy enum value set: [...]". */
    static <E extends Enum<E>> DynamoDbAnswer notInEnum(String pointer, String value, Class<E> type) {
        String field = pointer.substring(pointer.lastIndexOf('/') + 1);
        String set = ENUM_SETS.get(field);
        if (set == null) {
            List<String> names = new ArrayList<>();
            for (E constant : type.getEnumConstants()) {
                names.add(constant.name());
            }
            set = names.toString();
        }
        return DynamoDbAnswer.constraint("Value '" + value + "' at '" + memberPath(pointer)
                + "' failed to satisfy constraint: Member must satisfy enum value set: " + set);
    }

    /**
     * What DynamoDB says about a table or index name: 3 to 255 characters, each a letter, digit, {@code _}, {@code -}
     * or {@code .}; one entry per broken rule, as DynamoDB lists them.
     */
    static List<DynamoDbAnswer> name(String pointer, String name) {
        List<DynamoDbAnswer> answers = new ArrayList<>();
        String at = "Value '" + name + "' at '" + memberPath(pointer) + "' failed to satisfy constraint: ";
        if (name.length() < 3) {
            answers.add(DynamoDbAnswer.constraint(at + "Member must have length greater than or equal to 3"));
        }
        if (name.length() > 255) {
            answers.add(DynamoDbAnswer.constraint(at + "Member must have length less than or equal to 255"));
        }
        if (!name.isEmpty() && !name.matches(NAME_PATTERN)) {
            answers.add(DynamoDbAnswer.constraint(at + "Member must satisfy regular expression pattern: "
                    + NAME_PATTERN));
        }
        return answers;
    }

    /**
     * The member path DynamoDB names in a constraint message: API members in lower camel case ({@code limit}),
     * a data key followed by {@code .member} ({@code requestItems.orders.member.keys}), a list element by its
     * 1-based position followed by {@code .member}.
     */
    static String memberPath(String pointer) {
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
                path.append(Character.toLowerCase(segment.charAt(0))).append(segment.substring(1));
            }
            previous = segment;
        }
        return path.toString();
    }
}
