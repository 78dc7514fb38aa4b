package dev.tablesmith.io;

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
 * <p>The records arrive already read, untyped ({@link RecordStreamer}): a JSON string is an S, a number an N with
 * its exact text, and so on. Typing keeps a value whose JSON type is its declared type as it is, and a record all of
 * whose values fit is kept whole, so that only records that need a change cost a new item.
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
     * values are spelled out only to report a problem.
     */
    Optional<Item> record(RecordStreamer.RawRecord raw, LazyPointer pointer) {
        if (raw.values() == null) {
            context.wrongType(pointer.toString(), "an object", raw.notAnObject());
            return Optional.empty();
        }
        Item untyped = raw.values();
        Map<String, AttributeValue> changed = null;
        int seen = 0;
        for (Map.Entry<String, AttributeValue> member : untyped.attributes().entrySet()) {
            String name = member.getKey();
            AttributeValue value = member.getValue();
            Optional<AttributeType> type = declared.get(name);
            AttributeValue typed;
            if (type == null) {
                context.fieldNameProblem(pointer.child(name).toString(), undeclared(name));
                typed = null;
            } else {
                typed = type.isPresent() ? typed(value, pointer, name, type.get()) : value;
            }
            if (typed != value && changed == null) {
                changed = firstMembers(untyped, seen);
            }
            if (changed != null && typed != null) {
                changed.put(name, typed);
            }
            seen++;
        }
        return Optional.of(changed == null ? untyped : new Item(changed));
    }

    /** The first {@code count} members of {@code item}, which typing left as they were. */
    private static Map<String, AttributeValue> firstMembers(Item item, int count) {
        Map<String, AttributeValue> members = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> member : item.attributes().entrySet()) {
            if (members.size() == count) {
                break;
            }
            members.put(member.getKey(), member.getValue());
        }
        return members;
    }

    private String undeclared(String name) {
        if (tableKeyNames.contains(name)) {
            return "'" + name + "' is a key attribute: records hold attribute values only, key values are rendered"
                    + " from the entity's 'keys' templates";
        }
        return "attribute '" + name + "' is not declared by entity '" + entityName + "'"
                + Suggestions.didYouMean(name, declared.keySet());
    }

    /**
     * The value (member {@code name} of the record at {@code record}) as the declared type: itself when its JSON
     * type is that type; otherwise converted (a numeric string to N, base64 to B, an array to a set), or null with a
     * problem reported when it does not fit.
     */
    private AttributeValue typed(AttributeValue v, LazyPointer record, String name, AttributeType type) {
        if (v.type() == type) {
            return v;
        }
        String declaredAs = "'" + name + "' is declared " + type + ": ";
        LazyPointer at = record.child(name);
        switch (type) {
            case N:
                return number(v, at, declaredAs);
            case B:
                return binary(v, at, declaredAs);
            case SS, NS, BS:
                return set(v, at, type, declaredAs);
            default:
                context.problem(at.toString(), declaredAs + "expected " + expected(type) + ", found "
                        + describe(v));
                return null;
        }
    }

    /** What a JSON value read untyped was, in the words of {@link ReadContext#describe}. */
    private static String describe(AttributeValue value) {
        return switch (value.type()) {
            case S -> "a string";
            case N -> "a number";
            case BOOL -> ((AttributeValue.Bool) value).value() ? "true" : "false";
            case NULL -> "null";
            case L -> "an array";
            case M -> "an object";
            default -> throw new IllegalArgumentException(value.type() + " is not read from plain JSON");
        };
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

    private AttributeValue.N number(AttributeValue v, LazyPointer at, String declaredAs) {
        if (v instanceof AttributeValue.N n) {
            return n;
        }
        if (v instanceof AttributeValue.S s) {
            if (ReadContext.isNumber(s.value())) {
                return new AttributeValue.N(s.value());
            }
            context.problem(at.toString(), declaredAs + "'" + s.value() + "' is not a number");
            return null;
        }
        context.problem(at.toString(), declaredAs + "expected a number, found " + describe(v));
        return null;
    }

    private AttributeValue.B binary(AttributeValue v, LazyPointer at, String declaredAs) {
        if (!(v instanceof AttributeValue.S s)) {
            context.problem(at.toString(), declaredAs + "expected a base64 string, found " + describe(v));
            return null;
        }
        Optional<byte[]> bytes = ReadContext.base64(s.value());
        if (bytes.isEmpty()) {
            context.problem(at.toString(), declaredAs + "'" + s.value() + "' is not valid base64");
            return null;
        }
        return new AttributeValue.B(bytes.get());
    }

    private AttributeValue set(AttributeValue v, LazyPointer at, AttributeType type, String declaredAs) {
        if (!(v instanceof AttributeValue.L list)) {
            context.problem(at.toString(), declaredAs + "expected an array, found " + describe(v));
            return null;
        }
        List<AttributeValue> elements = new ArrayList<>();
        for (int i = 0; i < list.values().size(); i++) {
            LazyPointer elementAt = at.child(i);
            AttributeValue element = list.values().get(i);
            AttributeValue value = switch (type) {
                case SS -> element instanceof AttributeValue.S ? element : null;
                case NS -> number(element, elementAt, declaredAs);
                default -> binary(element, elementAt, declaredAs);
            };
            if (type == AttributeType.SS && value == null) {
                context.problem(elementAt.toString(), declaredAs + "expected a string, found " + describe(element));
            }
            if (value != null) {
                elements.add(value);
            }
        }
        if (elements.size() < list.values().size() || !SetRules.check(context, at, type, elements)) {
            return null;
        }
        return SetRules.toSet(type, elements);
    }
}
