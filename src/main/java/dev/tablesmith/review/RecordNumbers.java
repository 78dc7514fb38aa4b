package dev.tablesmith.review;

import dev.tablesmith.engine.DynamoNumber;
import dev.tablesmith.model.AttributeValue;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The numbers inside one record value, checked as PutItem checks them: every N value, every member of an NS set
 * and every number nested in an L or M must be a DynamoDB Number, that is at most 38 significant digits with a
 * magnitude between 1E-130 and 9.9999999999999999999999999999999999999E+125 (DynamoDB Developer Guide, "Data
 * types", Number). DynamoDB refuses the whole item otherwise, with "Number overflow. Attempting to store a number
 * with magnitude larger than supported range", "Number underflow. ..." or "Attempting to store more than 38
 * significant digits in a Number" ({@link DynamoNumber}).
 */
final class RecordNumbers {
    /** Where inside the value (a JSON Pointer suffix such as {@code /2} or {@code /address/zip}) and why. */
    record Refusal(JsonPointer at, String message) {
    }

    private RecordNumbers() {
    }

    /** The first number DynamoDB refuses inside {@code value}, if any; {@code at} is the value's own pointer. */
    static Optional<Refusal> firstRefused(AttributeValue value, JsonPointer at) {
        if (value instanceof AttributeValue.N n) {
            return refusal(n.value(), at);
        }
        if (value instanceof AttributeValue.NS set) {
            return firstInList(set.values(), at);
        }
        if (value instanceof AttributeValue.L list) {
            List<AttributeValue> values = list.values();
            for (int i = 0; i < values.size(); i++) {
                Optional<Refusal> found = firstRefused(values.get(i), at.child(i));
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        if (value instanceof AttributeValue.M map) {
            for (Map.Entry<String, AttributeValue> member : map.values().entrySet()) {
                Optional<Refusal> found = firstRefused(member.getValue(), at.child(member.getKey()));
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Refusal> firstInList(List<String> numbers, JsonPointer at) {
        for (int i = 0; i < numbers.size(); i++) {
            Optional<Refusal> found = refusal(numbers.get(i), at.child(i));
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<Refusal> refusal(String text, JsonPointer at) {
        if (text.length() <= DynamoNumber.MAX_SIGNIFICANT_DIGITS && RecordRules.isPlainDecimal(text)) {
            return Optional.empty(); // at most 38 digits, no exponent: always in range
        }
        try {
            DynamoNumber.parse(text);
            return Optional.empty();
        } catch (NumberFormatException refused) {
            String why = refused.getMessage().startsWith("The parameter cannot be converted")
                    ? "it is not a number" : refused.getMessage();
            return Optional.of(new Refusal(at, "DynamoDB refuses the number " + Echo.quote(text) + ": " + why));
        }
    }
}
