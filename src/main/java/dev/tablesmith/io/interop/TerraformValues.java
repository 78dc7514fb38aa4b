package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Literal values in a Terraform configuration tree (see {@link HclReader}; the JSON syntax has the same shape). A
 * string holding {@code ${...}} or {@code %{...}} is a template or reference ({@code var.env}, {@code local.name},
 * {@code module.x.y}) that Terraform resolves only when it plans, so it has no literal value here.
 */
final class TerraformValues {
    private static final Pattern TEMPLATE = Pattern.compile("(?<![$%])[$%]\\{");

    private TerraformValues() {
    }

    /** A node located in the source: the node and its JSON Pointer. */
    record Located(JsonNode node, String path) {
    }

    /** Whether {@code node} is only known at plan time (a reference, a function call, a template). */
    static boolean planTime(JsonNode node) {
        return node != null && node.isTextual() && TEMPLATE.matcher(node.asText()).find();
    }

    /** The value as the source writes it, for messages: {@code var.name} rather than {@code ${var.name}}. */
    static String shown(JsonNode node) {
        if (node.isTextual()) {
            String text = node.asText();
            return text.startsWith("${") && text.endsWith("}") && text.indexOf("${", 2) < 0
                    ? text.substring(2, text.length() - 1) : "\"" + text + "\"";
        }
        return node.toString();
    }

    static Optional<String> string(JsonNode node) {
        if (node == null || node.isMissingNode() || node.isNull() || planTime(node)) {
            return Optional.empty();
        }
        return node.isValueNode() ? Optional.of(node.asText()) : Optional.empty();
    }

    static Optional<Long> number(JsonNode node) {
        if (node == null || node.isNumber()) {
            return node == null ? Optional.empty() : Optional.of(node.asLong());
        }
        try {
            return string(node).map(s -> Long.parseLong(s.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static Optional<Boolean> bool(JsonNode node) {
        if (node == null || node.isBoolean()) {
            return node == null ? Optional.empty() : Optional.of(node.asBoolean());
        }
        return string(node).filter(s -> s.equals("true") || s.equals("false")).map(Boolean::valueOf);
    }

    /**
     * The bodies of a block: the JSON syntax writes one block as an object and several as an array of objects;
     * {@link HclReader} always writes an array.
     */
    static List<Located> blocks(JsonNode node, String path) {
        List<Located> blocks = new ArrayList<>();
        if (node == null || node.isMissingNode()) {
            return blocks;
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                if (node.get(i).isObject()) {
                    blocks.add(new Located(node.get(i), Pointers.child(path, i)));
                }
            }
        } else if (node.isObject()) {
            blocks.add(new Located(node, path));
        }
        return blocks;
    }

    /** The string items of a literal list (or one literal string); empty when any item is only known at plan time. */
    static Optional<List<String>> strings(JsonNode node) {
        if (node == null || node.isMissingNode() || node.isNull()) {
            return Optional.of(List.of());
        }
        if (!node.isArray()) {
            return string(node).map(List::of);
        }
        List<String> values = new ArrayList<>();
        for (JsonNode item : node) {
            Optional<String> value = string(item);
            if (value.isEmpty()) {
                return Optional.empty();
            }
            values.add(value.get());
        }
        return Optional.of(values);
    }
}
