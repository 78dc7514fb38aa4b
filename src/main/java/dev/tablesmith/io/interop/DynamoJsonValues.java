package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads sample items written in DynamoDB JSON ({@code {"PK": {"S": "USER#1"}, "n": {"N": "5"}}}), as NoSQL
 * Workbench stores them, tolerating what hand-edited files contain: a number written as a JSON number, a boolean
 * written as a string. A value that cannot be read is dropped with a warning naming it; a {@code B} value that is
 * not valid base64 is kept as the {@code S} text it is, with a warning.
 */
final class DynamoJsonValues {
    private DynamoJsonValues() {
    }

    static Item item(JsonNode node, String path, ImportWarnings warnings) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        if (!node.isObject()) {
            warnings.add(path, "item is not a JSON object; dropped");
            return new Item(attributes);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            String where = Pointers.child(path, field.getKey());
            value(field.getValue(), where, warnings).ifPresent(v -> attributes.put(field.getKey(), v));
        }
        return new Item(attributes);
    }

    static Optional<AttributeValue> value(JsonNode node, String path, ImportWarnings warnings) {
        if (!node.isObject() || node.size() != 1) {
            warnings.add(path, "not a DynamoDB JSON value (an object with one type descriptor such as \"S\");"
                    + " dropped");
            return Optional.empty();
        }
        String type = node.fieldNames().next();
        JsonNode v = node.get(type);
        String where = Pointers.child(path, type);
        switch (type) {
            case "S":
                return Optional.of(new AttributeValue.S(v.isTextual() ? v.asText() : v.toString()));
            case "N":
                return Optional.of(new AttributeValue.N(v.asText()));
            case "B":
                return Optional.of(binary(v.asText(), where, warnings));
            case "BOOL":
                return Optional.of(new AttributeValue.Bool(v.isBoolean() ? v.booleanValue()
                        : Boolean.parseBoolean(v.asText())));
            case "NULL":
                return Optional.of(new AttributeValue.Null());
            case "L": {
                List<AttributeValue> values = new ArrayList<>();
                for (int i = 0; i < v.size(); i++) {
                    value(v.get(i), Pointers.child(where, i), warnings).ifPresent(values::add);
                }
                return Optional.of(new AttributeValue.L(values));
            }
            case "M": {
                Map<String, AttributeValue> values = new LinkedHashMap<>();
                for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    value(e.getValue(), Pointers.child(where, e.getKey()), warnings)
                            .ifPresent(x -> values.put(e.getKey(), x));
                }
                return Optional.of(new AttributeValue.M(values));
            }
            case "SS":
                return Optional.of(new AttributeValue.SS(texts(v)));
            case "NS":
                return Optional.of(new AttributeValue.NS(texts(v)));
            case "BS": {
                List<AttributeValue.B> values = new ArrayList<>();
                for (int i = 0; i < v.size(); i++) {
                    Optional<byte[]> bytes = decode(v.get(i).asText());
                    if (bytes.isPresent()) {
                        values.add(new AttributeValue.B(bytes.get()));
                    } else {
                        warnings.add(Pointers.child(where, i), "'" + v.get(i).asText() + "' is not valid base64;"
                                + " dropped from the binary set");
                    }
                }
                return Optional.of(new AttributeValue.BS(values));
            }
            default:
                warnings.add(path, "unknown DynamoDB type descriptor '" + type + "'; value dropped");
                return Optional.empty();
        }
    }

    private static AttributeValue binary(String text, String path, ImportWarnings warnings) {
        Optional<byte[]> bytes = decode(text);
        if (bytes.isPresent()) {
            return new AttributeValue.B(bytes.get());
        }
        warnings.add(path, "binary value '" + abbreviate(text) + "' is not valid base64; kept as an S value");
        return new AttributeValue.S(text);
    }

    static Optional<byte[]> decode(String text) {
        try {
            return Optional.of(Base64.getDecoder().decode(text.strip()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(n -> values.add(n.asText()));
        return values;
    }

    static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }
}
