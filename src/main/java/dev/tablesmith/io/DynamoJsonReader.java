package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.DynamoNumber;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads explicit items in DynamoDB JSON, exactly as {@code aws dynamodb put-item --item} takes them: every value is
 * an object with exactly one type descriptor ({@code {"S": "CUST#c1"}}, {@code {"N": "19.99"}}); N values are
 * strings kept exactly as written, B values base64, NULL is {@code true}.
 */
final class DynamoJsonReader {
    private static final String DESCRIPTORS = ReadContext.oneOf(
            Arrays.stream(AttributeType.values()).map(Enum::name).toList());
    private static final String NULL_NOT_TRUE_TEXT =
            "One or more parameter values were invalid: Null attribute value types must have the value of true";
    /** dynalite {@code test/getItem.js} "should return ValidationException for multiple datatypes in Key". */
    static final DynamoDbAnswer MORE_THAN_ONE_TYPE = DynamoDbAnswer.validation("Supplied AttributeValue has more than"
            + " one datatypes set, must contain exactly one of the supported datatypes");
    /**
     * dynalite {@code test/scan.js} "should return ValidationException for bad key type": a value with no type, or
     * only a member DynamoDB does not know (which it ignores), is empty.
     */
    static final DynamoDbAnswer EMPTY_VALUE = DynamoDbAnswer.validation(
            "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
    /**
     * The Parity Suite's capture {@code 2026-10-07-batch-empty-request-items.json} ({@code nullRoundTrip}, all 33
     * regions): {@code {"NULL": false}} is refused in the request-model phase. One region was seen accepting it on
     * 2026-06-08 (the suite's split row {@code put-item-null-false-attribute-value}); the refusal is the majority.
     * The same words in both forms of the phase (see {@link ValidationFramework}), so it leaves the form to the
     * request's other failures.
     */
    static final DynamoDbAnswer NULL_NOT_TRUE = DynamoDbAnswer.constraint(NULL_NOT_TRUE_TEXT, NULL_NOT_TRUE_TEXT);

    private final ReadContext context;

    DynamoJsonReader(ReadContext context) {
        this.context = context;
    }

    Optional<Item> item(JsonNode node, String pointer) {
        if (!node.isObject()) {
            context.wrongType(pointer, "an item object", node);
            return Optional.empty();
        }
        Map<String, AttributeValue> attributes = values(node, pointer);
        return attributes == null ? Optional.empty() : Optional.of(new Item(attributes));
    }

    /** The members of a map or item; null if any value is invalid. */
    private Map<String, AttributeValue> values(JsonNode object, String pointer) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        boolean valid = true;
        for (ObjectView.Member member : ObjectView.membersOf(object, pointer)) {
            AttributeValue value = value(member.node(), member.pointer());
            valid &= value != null;
            values.put(member.name(), value);
        }
        return valid ? values : null;
    }

    /** One DynamoDB JSON value, or null (with a problem reported). */
    AttributeValue value(JsonNode v, String at) {
        if (!v.isObject()) {
            context.problem(at, "expected a DynamoDB JSON value such as {\"S\": \"text\"}, found "
                    + ReadContext.describe(v));
            return null;
        }
        if (v.size() != 1) {
            List<String> names = ObjectView.membersOf(v, at).stream().map(ObjectView.Member::name).toList();
            context.problem(at, "a DynamoDB JSON value has exactly one type descriptor (" + DESCRIPTORS + "), found "
                    + (names.isEmpty() ? "none" : names.size() + ": " + String.join(", ", names)),
                    names.isEmpty() ? EMPTY_VALUE : MORE_THAN_ONE_TYPE);
            return null;
        }
        ObjectView.Member only = ObjectView.membersOf(v, at).get(0);
        AttributeType type = Arrays.stream(AttributeType.values())
                .filter(t -> t.name().equals(only.name())).findFirst().orElse(null);
        if (type == null) {
            context.fieldNameProblem(only.pointer(), "unknown type descriptor '" + only.name() + "' (use "
                    + DESCRIPTORS + ")", EMPTY_VALUE);
            return null;
        }
        return content(type, only.node(), only.pointer());
    }

    private AttributeValue content(AttributeType type, JsonNode c, String at) {
        switch (type) {
            case S:
                return string(c, at, type) ? new AttributeValue.S(c.textValue()) : null;
            case N:
                return number(c, at);
            case B:
                return binary(c, at);
            case BOOL:
                if (c.isBoolean()) {
                    return new AttributeValue.Bool(c.booleanValue());
                }
                wrong(at, type, "true or false", c);
                return null;
            case NULL:
                if (c.isBoolean() && c.booleanValue()) {
                    return new AttributeValue.Null();
                }
                if (c.isBoolean()) {
                    context.problem(at, "expected true for NULL, found false", NULL_NOT_TRUE);
                } else {
                    wrong(at, type, "true", c);
                }
                return null;
            case L:
                return list(c, at);
            case M:
                if (!c.isObject()) {
                    wrong(at, type, "an object", c);
                    return null;
                }
                Map<String, AttributeValue> values = values(c, at);
                return values == null ? null : new AttributeValue.M(values);
            default:
                return set(type, c, at);
        }
    }

    private AttributeValue list(JsonNode c, String at) {
        if (!c.isArray()) {
            wrong(at, AttributeType.L, "an array", c);
            return null;
        }
        List<AttributeValue> values = new ArrayList<>();
        for (int i = 0; i < c.size(); i++) {
            values.add(value(c.get(i), JsonPointers.child(at, i)));
        }
        return values.contains(null) ? null : new AttributeValue.L(values);
    }

    private AttributeValue set(AttributeType type, JsonNode c, String at) {
        if (!c.isArray()) {
            wrong(at, type, "an array of strings", c);
            return null;
        }
        List<AttributeValue> elements = new ArrayList<>();
        for (int i = 0; i < c.size(); i++) {
            String elementAt = JsonPointers.child(at, i);
            JsonNode element = c.get(i);
            AttributeValue value = switch (type) {
                case SS -> string(element, elementAt, type) ? new AttributeValue.S(element.textValue()) : null;
                case NS -> number(element, elementAt);
                default -> binary(element, elementAt);
            };
            elements.add(value);
        }
        if (elements.contains(null) || !SetRules.check(context, LazyPointer.of(at), type, elements)) {
            return null;
        }
        return SetRules.toSet(type, elements);
    }

    private boolean string(JsonNode c, String at, AttributeType type) {
        if (c.isTextual()) {
            return true;
        }
        wrong(at, type, "a string", c);
        return false;
    }

    private AttributeValue.N number(JsonNode c, String at) {
        if (c.isNumber()) {
            context.problem(at, "expected a string for N, found a number (DynamoDB JSON writes numbers as strings:"
                    + " \"" + context.numberText(at, c) + "\")");
            return null;
        }
        if (!string(c, at, AttributeType.N)) {
            return null;
        }
        String refusal = DynamoNumber.problem(c.textValue()).orElse(null);
        if (refusal != null) {
            context.problem(at, ReadContext.isNumber(c.textValue())
                    ? "N value '" + c.textValue() + "' is outside DynamoDB's numbers: " + refusal
                    : "N value '" + c.textValue() + "' is not a number", DynamoDbAnswer.validation(refusal));
            return null;
        }
        return new AttributeValue.N(c.textValue());
    }

    private AttributeValue.B binary(JsonNode c, String at) {
        if (!string(c, at, AttributeType.B)) {
            return null;
        }
        return ReadContext.base64(c.textValue()).map(AttributeValue.B::new).orElseGet(() -> {
            context.problem(at, "B value '" + c.textValue() + "' is not valid base64");
            return null;
        });
    }

    private void wrong(String at, AttributeType type, String expected, JsonNode found) {
        context.problem(at, "expected " + expected + " for " + type + ", found " + ReadContext.describe(found));
    }
}
