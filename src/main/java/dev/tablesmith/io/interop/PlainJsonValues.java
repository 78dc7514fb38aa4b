package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads plain (unmarshalled) items, as OneTable's {@code data} arrays hold them, the way the AWS SDKs' document
 * clients marshal them: a string becomes {@code S}, a number {@code N}, a boolean {@code BOOL}, {@code null}
 * {@code NULL}, an array {@code L} and an object {@code M}.
 */
final class PlainJsonValues {
    private PlainJsonValues() {
    }

    static Item item(JsonNode node) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            attributes.put(field.getKey(), value(field.getValue()));
        }
        return new Item(attributes);
    }

    static AttributeValue value(JsonNode node) {
        if (node.isTextual()) {
            return new AttributeValue.S(node.asText());
        }
        if (node.isNumber()) {
            return new AttributeValue.N(node.asText());
        }
        if (node.isBoolean()) {
            return new AttributeValue.Bool(node.booleanValue());
        }
        if (node.isArray()) {
            List<AttributeValue> values = new ArrayList<>();
            node.forEach(n -> values.add(value(n)));
            return new AttributeValue.L(values);
        }
        if (node.isObject()) {
            return new AttributeValue.M(item(node).attributes());
        }
        return new AttributeValue.Null();
    }
}
