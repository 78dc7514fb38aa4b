package dev.tablesmith.infer;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Hand-built items for inference tests: strings are S, numbers N, booleans BOOL. */
final class Items {
    static final KeySchema PK_SK = KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK"));

    private Items() {
    }

    static Item item(Object... namesAndValues) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            attributes.put((String) namesAndValues[i], value(namesAndValues[i + 1]));
        }
        return new Item(attributes);
    }

    static AttributeValue value(Object value) {
        if (value instanceof AttributeValue v) {
            return v;
        }
        if (value instanceof String s) {
            return AttributeValue.s(s);
        }
        if (value instanceof Boolean b) {
            return AttributeValue.bool(b);
        }
        return AttributeValue.n(value.toString());
    }

    /** A description of a PK/SK table without indexes. */
    static TableDescription pkSk(String name) {
        return new TableDescription(name, PK_SK, List.of(), null, -1);
    }

    /** The description DescribeTable would give for a design's table. */
    static TableDescription describe(Table table) {
        return new TableDescription(table.name(), table.keySchema(), table.indexes(), table.settings(), -1);
    }
}
