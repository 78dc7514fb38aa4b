package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.review.Echo;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One JSON object of the file, read against its {@link FieldSet}: creating the view reports unknown fields
 * ("did you mean ...?") and missing required fields; the typed getters report wrong JSON types and values out of
 * range. Every getter returns a fallback or empty instead of throwing, so reading goes on and collects every
 * problem.
 */
final class ObjectView {
    /** A value inside an array or object, with its JSON Pointer. */
    record Element(JsonNode node, String pointer) {
    }

    /** A member of an object whose field names are data (entity keys, example inputs, item attributes). */
    record Member(String name, JsonNode node, String pointer) {
    }

    private final JsonNode node;
    private final String pointer;
    private final ReadContext context;

    private ObjectView(JsonNode node, String pointer, ReadContext context) {
        this.node = node;
        this.pointer = pointer;
        this.context = context;
    }

    /**
     * The object at {@code pointer}, checked against {@code fields}; empty (with a problem reported) when the value
     * is not an object.
     */
    static Optional<ObjectView> of(JsonNode node, String pointer, FieldSet fields, ReadContext context) {
        if (!node.isObject()) {
            context.wrongType(pointer, "an object", node);
            return Optional.empty();
        }
        for (Map.Entry<String, JsonNode> member : node.properties()) {
            String name = member.getKey();
            if (!fields.accepts(name)) {
                context.fieldNameProblem(JsonPointers.child(pointer, name), unknownField(fields, name));
            }
        }
        for (String required : fields.fields()) {
            if (fields.required().contains(required) && !node.has(required)) {
                context.problem(pointer, missingField(fields, required, node),
                        context.readsRequest() ? RequestRefusals.missing(pointer, required) : null);
            }
        }
        return Optional.of(new ObjectView(node, pointer, context));
    }

    private static String unknownField(FieldSet fields, String name) {
        if (fields == FormatFields.LOCAL_INDEX && name.equals("partitionKey")) {
            return "unknown field 'partitionKey' (a local secondary index always uses the table's partition key)";
        }
        return "unknown field '" + name + "'" + Suggestions.didYouMean(name, fields.fields());
    }

    private static String missingField(FieldSet fields, String field, JsonNode object) {
        if (fields == FormatFields.KEY_ATTRIBUTE && field.equals("type")) {
            JsonNode name = object.get("name");
            String which = name != null && name.isTextual() ? "'" + name.textValue() + "' " : "";
            return "key attribute " + which + "has no type (use S, N or B)";
        }
        if (fields == FormatFields.DESIGN && field.equals("format")) {
            return "missing required field 'format' (a design file starts with \"format\": \""
                    + FormatFields.FORMAT_VERSION + "\")";
        }
        return "missing required field '" + field + "'";
    }

    String pointer() {
        return pointer;
    }

    /** The pointer of one of this object's fields. */
    String pointer(String field) {
        return JsonPointers.child(pointer, field);
    }

    boolean has(String field) {
        return node.has(field);
    }

    /** A string field; {@code fallback} when absent or not a string. */
    String string(String field, String fallback) {
        JsonNode value = node.get(field);
        if (value == null) {
            return fallback;
        }
        if (!value.isTextual()) {
            context.wrongType(pointer(field), "a string", value);
            return fallback;
        }
        return value.textValue();
    }

    /** An optional string field; null when absent or not a string. */
    String optionalString(String field) {
        return string(field, null);
    }

    /** A boolean field; {@code fallback} when absent or not a boolean. */
    boolean bool(String field, boolean fallback) {
        JsonNode value = node.get(field);
        if (value == null) {
            return fallback;
        }
        if (!value.isBoolean()) {
            context.wrongType(pointer(field), "true or false", value);
            return fallback;
        }
        return value.booleanValue();
    }

    /**
     * A whole-number field of at least {@code min}; null when absent or invalid. Like JSON Schema's
     * {@code integer}, any number without a fractional part counts ({@code 1e3}, {@code 2.0}).
     */
    Long wholeNumber(String field, long min) {
        return wholeNumber(field, min, Long.MAX_VALUE);
    }

    /**
     * A whole-number field between {@code min} and {@code max}; null when absent or invalid. A number whose
     * exponent is beyond any decimal ({@code 1E+2147483648}) is reported as too large, never thrown.
     */
    Long wholeNumber(String field, long min, long max) {
        JsonNode value = node.get(field);
        if (value == null) {
            return null;
        }
        String at = pointer(field);
        if (!value.isNumber()) {
            context.wrongType(at, "a whole number", value);
            return null;
        }
        String text = context.numberText(at, value);
        BigDecimal exact = NumberTexts.decimal(text);
        if (exact == null) { // an exponent beyond 32 bits
            if (NumberTexts.hasNegativeExponent(text)) {
                context.problem(at, "expected a whole number, found " + Echo.cap(text));
            } else if (text.startsWith("-")) {
                atLeast(at, Double.NEGATIVE_INFINITY, min, text);
            } else {
                tooLarge(at, text, max);
            }
            return null;
        }
        if (exact.signum() != 0 && exact.stripTrailingZeros().scale() > 0) {
            context.problem(at, "expected a whole number, found " + Echo.cap(text));
            return null;
        }
        if ((long) exact.precision() - exact.scale() > 19 || exact.toBigInteger().bitLength() > 63) {
            if (exact.signum() < 0) {
                atLeast(at, Double.NEGATIVE_INFINITY, min, text);
            } else {
                tooLarge(at, text, max);
            }
            return null;
        }
        long number = exact.longValue();
        if (!atLeast(at, number, min, text)) {
            return null;
        }
        if (number > max) {
            tooLarge(at, text, max);
            return null;
        }
        return number;
    }

    /** A number field of at least {@code min}; null when absent or invalid. */
    Double number(String field, double min) {
        return number(field, min, Double.MAX_VALUE);
    }

    /** A number field between {@code min} and {@code max}; null when absent or invalid. */
    Double number(String field, double min, double max) {
        JsonNode value = node.get(field);
        if (value == null) {
            return null;
        }
        String at = pointer(field);
        if (!value.isNumber()) {
            context.wrongType(at, "a number", value);
            return null;
        }
        double number = value.doubleValue();
        String text = context.numberText(at, value);
        if (!atLeast(at, number, min, text)) {
            return null;
        }
        if (Double.isNaN(number) || number > max) {
            tooLarge(at, text, max);
            return null;
        }
        return number;
    }

    private void tooLarge(String at, String text, double max) {
        context.problem(at, "number " + Echo.cap(text) + " is too large"
                + (max < Long.MAX_VALUE ? " (at most " + NumberTexts.bound(max) + ")" : ""));
    }

    private boolean atLeast(String at, double value, double min, String text) {
        if (value >= min) {
            return true;
        }
        context.problem(at, min == 0 ? "cannot be negative" : "must be at least " + (long) min,
                context.readsRequest() ? RequestRefusals.belowMinimum(at, text, (long) min, context.operation())
                        : null);
        return false;
    }

    /** An enum field ("unknown NOUN 'X' (use A, B or C)"); {@code fallback} when absent or invalid. */
    <E extends Enum<E>> E choice(String field, Class<E> type, String noun, E fallback) {
        JsonNode value = node.get(field);
        if (value == null) {
            return fallback;
        }
        return context.choice(pointer(field), value, type, noun).orElse(fallback);
    }

    /** An array of strings; empty when absent or invalid (each wrong element reported). */
    List<String> strings(String field) {
        List<String> result = new ArrayList<>();
        for (Element element : array(field)) {
            if (element.node().isTextual()) {
                result.add(element.node().textValue());
            } else {
                context.wrongType(element.pointer(), "a string", element.node());
            }
        }
        return result;
    }

    /** The elements of an array field; empty when absent or not an array. */
    List<Element> array(String field) {
        JsonNode value = node.get(field);
        if (value == null) {
            return List.of();
        }
        if (!value.isArray()) {
            context.wrongType(pointer(field), "an array", value);
            return List.of();
        }
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            elements.add(new Element(value.get(i), JsonPointers.child(pointer(field), i)));
        }
        return elements;
    }

    /** A nested object field, checked against its own field set; empty when absent or not an object. */
    Optional<ObjectView> object(String field, FieldSet fields) {
        JsonNode value = node.get(field);
        return value == null ? Optional.empty() : of(value, pointer(field), fields, context);
    }

    /** The members of an object field whose names are data; empty when absent or not an object. */
    List<Member> members(String field) {
        JsonNode value = node.get(field);
        if (value == null) {
            return List.of();
        }
        if (!value.isObject()) {
            context.wrongType(pointer(field), "an object", value);
            return List.of();
        }
        return membersOf(value, pointer(field));
    }

    /** The members of {@code object} (which must be an object node), in file order. */
    static List<Member> membersOf(JsonNode object, String pointer) {
        List<Member> members = new ArrayList<>();
        for (Map.Entry<String, JsonNode> entry : object.properties()) {
            members.add(new Member(entry.getKey(), entry.getValue(), JsonPointers.child(pointer, entry.getKey())));
        }
        return members;
    }

    /** The raw value of a field, or null. */
    JsonNode raw(String field) {
        return node.get(field);
    }
}
