package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads an entity's sample records: plain JSON objects typed by the entity's attribute declarations.
 *
 * <p>{@code S} a string; {@code N} a JSON number or a numeric string, kept exactly as written; {@code B} a base64
 * string; {@code BOOL} true or false; {@code NULL} null; {@code SS}, {@code NS}, {@code BS} arrays (non-empty and
 * without repeats, as DynamoDB requires of sets); {@code L} an array and {@code M} an object, whose contents are
 * untyped: strings become S, numbers N, booleans BOOL, null NULL, arrays L and objects M.
 */
final class RecordReader {
    private final ReadContext context;
    private final String entityName;
    private final Map<String, Optional<AttributeType>> declared;
    private final Set<String> tableKeyNames;

    /**
     * @param declared the entity's attribute names with their type, empty when the declaration itself is broken
     *                 (its values are then read untyped, to avoid a second report of the same mistake)
     */
    RecordReader(ReadContext context, String entityName, Map<String, Optional<AttributeType>> declared,
                 Set<String> tableKeyNames) {
        this.context = context;
        this.entityName = entityName;
        this.declared = declared;
        this.tableKeyNames = tableKeyNames;
    }

    /**
     * The record at {@code pointer}; empty (with a problem reported) when it is not an object. Pointers of its
     * values are spelled out only for the values that need one (a problem, a number's recorded text).
     */
    Optional<Item> record(JsonNode node, LazyPointer pointer) {
        if (!node.isObject()) {
            context.wrongType(pointer.toString(), "an object", node);
            return Optional.empty();
        }
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> member : node.properties()) {
            String name = member.getKey();
            LazyPointer at = pointer.child(name);
            Optional<AttributeType> type = declared.get(name);
            if (type == null) {
                context.fieldNameProblem(at.toString(), undeclared(name));
                continue;
            }
            AttributeValue value = type.isPresent()
                    ? typed(member.getValue(), at, name, type.get())
                    : untyped(member.getValue(), at);
            if (value != null) {
                values.put(name, value);
            }
        }
        return Optional.of(new Item(values));
    }

    private String undeclared(String name) {
        if (tableKeyNames.contains(name)) {
            return "'" + name + "' is a key attribute: records hold attribute values only, key values are rendered"
                    + " from the entity's 'keys' templates";
        }
        return "attribute '" + name + "' is not declared by entity '" + entityName + "'"
                + Suggestions.didYouMean(name, declared.keySet());
    }

    /** The value as the declared type, or null (with a problem reported) when it does not fit. */
    private AttributeValue typed(JsonNode v, LazyPointer at, String name, AttributeType type) {
        String declaredAs = "'" + name + "' is declared " + type + ": ";
        switch (type) {
            case S:
                if (v.isTextual()) {
                    return new AttributeValue.S(v.textValue());
                }
                break;
            case N:
                return number(v, at, declaredAs);
            case B:
                return binary(v, at, declaredAs);
            case BOOL:
                if (v.isBoolean()) {
                    return new AttributeValue.Bool(v.booleanValue());
                }
                break;
            case NULL:
                if (v.isNull()) {
                    return new AttributeValue.Null();
                }
                break;
            case L:
                if (v.isArray()) {
                    return untyped(v, at);
                }
                break;
            case M:
                if (v.isObject()) {
                    return untyped(v, at);
                }
                break;
            case SS, NS, BS:
                return set(v, at, type, declaredAs);
            default:
                throw new IllegalStateException("unhandled type " + type);
        }
        context.problem(at.toString(), declaredAs + "expected " + expected(type) + ", found "
                + ReadContext.describe(v));
        return null;
    }

    private static String expected(AttributeType type) {
        return switch (type) {
            case S -> "a string";
            case BOOL -> "true or false";
            case NULL -> "null";
            case L -> "an array";
            case M -> "an object";
            default -> "a " + type + " value";
        };
    }

    private AttributeValue.N number(JsonNode v, LazyPointer at, String declaredAs) {
        if (v.isNumber()) {
            return new AttributeValue.N(context.numberText(at, v));
        }
        if (v.isTextual()) {
            if (ReadContext.isNumber(v.textValue())) {
                return new AttributeValue.N(v.textValue());
            }
            context.problem(at.toString(), declaredAs + "'" + v.textValue() + "' is not a number");
            return null;
        }
        context.problem(at.toString(), declaredAs + "expected a number, found " + ReadContext.describe(v));
        return null;
    }

    private AttributeValue.B binary(JsonNode v, LazyPointer at, String declaredAs) {
        if (!v.isTextual()) {
            context.problem(at.toString(), declaredAs + "expected a base64 string, found "
                    + ReadContext.describe(v));
            return null;
        }
        Optional<byte[]> bytes = ReadContext.base64(v.textValue());
        if (bytes.isEmpty()) {
            context.problem(at.toString(), declaredAs + "'" + v.textValue() + "' is not valid base64");
            return null;
        }
        return new AttributeValue.B(bytes.get());
    }

    private AttributeValue set(JsonNode v, LazyPointer at, AttributeType type, String declaredAs) {
        if (!v.isArray()) {
            context.problem(at.toString(), declaredAs + "expected an array, found " + ReadContext.describe(v));
            return null;
        }
        List<AttributeValue> elements = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            LazyPointer elementAt = at.child(i);
            JsonNode element = v.get(i);
            AttributeValue value = switch (type) {
                case SS -> element.isTextual() ? new AttributeValue.S(element.textValue()) : null;
                case NS -> number(element, elementAt, declaredAs);
                default -> binary(element, elementAt, declaredAs);
            };
            if (type == AttributeType.SS && value == null) {
                context.problem(elementAt.toString(), declaredAs + "expected a string, found "
                        + ReadContext.describe(element));
            }
            if (value != null) {
                elements.add(value);
            }
        }
        if (elements.size() < v.size() || !SetRules.check(context, at, type, elements)) {
            return null;
        }
        return SetRules.toSet(type, elements);
    }

    /** Plain JSON read without a declared type (inside L and M). */
    private AttributeValue untyped(JsonNode v, LazyPointer at) {
        if (v.isTextual()) {
            return new AttributeValue.S(v.textValue());
        }
        if (v.isNumber()) {
            return new AttributeValue.N(context.numberText(at, v));
        }
        if (v.isBoolean()) {
            return new AttributeValue.Bool(v.booleanValue());
        }
        if (v.isArray()) {
            List<AttributeValue> values = new ArrayList<>();
            for (int i = 0; i < v.size(); i++) {
                values.add(untyped(v.get(i), at.child(i)));
            }
            return new AttributeValue.L(values);
        }
        if (v.isObject()) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> member : v.properties()) {
                values.put(member.getKey(), untyped(member.getValue(), at.child(member.getKey())));
            }
            return new AttributeValue.M(values);
        }
        return new AttributeValue.Null();
    }
}
