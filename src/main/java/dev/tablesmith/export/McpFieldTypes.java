package dev.tablesmith.export;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;

/**
 * DynamoDB attribute types as the MCP server's field types ({@code string, integer, decimal, boolean, array,
 * object, uuid}). N is {@code decimal} when an example value has a fraction or exponent and {@code integer}
 * otherwise; a set or list is an {@code array} whose {@code item_type} is the element type (lists are read as
 * strings). B, BS and NULL have no counterpart and are written as {@code string}.
 */
final class McpFieldTypes {
    private McpFieldTypes() {
    }

    static DocObject field(Attribute attribute) {
        DocObject out = DocObject.object().put("name", attribute.name()).put("type", type(attribute))
                .put("required", attribute.required());
        switch (attribute.type()) {
            case L, SS, BS -> out.put("item_type", "string");
            case NS -> out.put("item_type", "integer");
            default -> {
            }
        }
        return out;
    }

    static DocObject stringField(String name) {
        return DocObject.object().put("name", name).put("type", "string").put("required", true);
    }

    static String type(Attribute attribute) {
        return switch (attribute.type()) {
            case N -> attribute.examples().stream().anyMatch(e -> e.matches(".*[.eE].*")) ? "decimal" : "integer";
            case BOOL -> "boolean";
            case M -> "object";
            case L, SS, NS, BS -> "array";
            default -> "string";
        };
    }

    /** An access-pattern parameter's type: the format allows string, integer and boolean. */
    static String parameterType(AttributeType type) {
        return switch (type) {
            case N -> "integer";
            case BOOL -> "boolean";
            default -> "string";
        };
    }
}
