package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Items, values and one-call updates for the UpdateExpression fidelity tests. */
final class UpdateFixtures {
    /** DynamoDB's text for a REMOVE, DELETE or SET through a path whose parent is missing or not a document. */
    static final String INVALID_PATH =
            "The document path provided in the update expression is invalid for update";

    private UpdateFixtures() {
    }

    static AttributeValue s(String v) {
        return AttributeValue.s(v);
    }

    static AttributeValue n(String v) {
        return AttributeValue.n(v);
    }

    /** A list of the values; a value that is not an AttributeValue is a number. */
    static AttributeValue list(Object... values) {
        List<AttributeValue> l = new ArrayList<>();
        for (Object v : values) {
            l.add(v instanceof AttributeValue a ? a : n(String.valueOf(v)));
        }
        return new AttributeValue.L(l);
    }

    /** An item of name, value pairs. */
    static Item item(Object... pairs) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], (AttributeValue) pairs[i + 1]);
        }
        return new Item(m);
    }

    static Map<String, AttributeValue> values(Object... pairs) {
        return item(pairs).attributes();
    }

    /** {@code before} after the update expression {@code text} with the placeholder {@code values}. */
    static Item apply(Item before, String text, Map<String, AttributeValue> values) {
        return UpdateExpression.parse(text, null, values).apply(before);
    }
}
