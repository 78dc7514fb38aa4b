package dev.tablesmith.io;

import dev.tablesmith.engine.expr.ValueValidation;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * DynamoDB's rules for set values (SS, NS, BS): a set is never empty ("An string set may not be empty") and holds
 * each value once ("Input collection contains duplicates"). Numbers are compared as written.
 */
final class SetRules {
    private SetRules() {
    }

    /** Reports and returns false when {@code elements} break a set rule. */
    static boolean check(ReadContext context, LazyPointer pointer, AttributeType type,
                         List<AttributeValue> elements) {
        if (elements.isEmpty()) {
            context.problem(pointer.toString(), "a " + setName(type) + " cannot be empty (DynamoDB rejects empty sets)",
                    answer(type, elements));
            return false;
        }
        Set<Object> seen = new HashSet<>();
        for (int i = 0; i < elements.size(); i++) {
            if (!seen.add(elements.get(i))) {
                context.problem(pointer.child(i).toString(), "duplicate value " + text(elements.get(i))
                        + ": a " + setName(type) + " holds each value once", answer(type, elements));
                return false;
            }
        }
        return true;
    }

    /** What DynamoDB answers to the set in a request: the engine's texts for an attribute value it is given. */
    private static DynamoDbAnswer answer(AttributeType type, List<AttributeValue> elements) {
        String problem = ValueValidation.problem(toSet(type, elements));
        return problem == null ? null : DynamoDbAnswer.validation(problem);
    }

    /** "string set (SS)", "number set (NS)", "binary set (BS)". */
    static String setName(AttributeType type) {
        return switch (type) {
            case SS -> "string set (SS)";
            case NS -> "number set (NS)";
            default -> "binary set (BS)";
        };
    }

    static AttributeValue toSet(AttributeType type, List<AttributeValue> elements) {
        return switch (type) {
            case SS -> new AttributeValue.SS(elements.stream().map(e -> ((AttributeValue.S) e).value()).toList());
            case NS -> new AttributeValue.NS(elements.stream().map(e -> ((AttributeValue.N) e).value()).toList());
            case BS -> new AttributeValue.BS(elements.stream().map(e -> (AttributeValue.B) e).toList());
            default -> throw new IllegalArgumentException(type + " is not a set type");
        };
    }

    private static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return "'" + s.value() + "'";
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        return "'" + ((AttributeValue.B) value).base64() + "'";
    }
}
