package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;

/**
 * Reads Terraform's native syntax (HCL2) into a tree shaped like Terraform's JSON syntax, so that one reader serves
 * {@code .tf} and {@code .tf.json} files: an argument {@code name = value} becomes a field; a block
 * {@code type "label" "label" { ... }} becomes {@code type -> label -> label -> [body, ...]} (every block body sits
 * in an array, since a block type may repeat). Literal strings, numbers, booleans, {@code null}, lists and objects
 * become JSON values. Anything only known when Terraform plans (a reference such as {@code var.name}, a function
 * call, a conditional, a {@code for} expression) becomes the text {@code ${expression}}, and a string template keeps
 * its {@code ${...}} parts as written: exactly how the JSON syntax writes expressions. Comments ({@code #},
 * {@code //}, {@code /* *}{@code /}) and heredocs ({@code <<EOF}, {@code <<-EOF}) are read.
 *
 * <p>A malformed file fails with {@code FILE:LINE:COL: message}. Blocks, brackets and template interpolations nested
 * more than {@value #MAX_DEPTH} levels deep are refused, so a hostile file cannot overflow the stack.
 */
final class HclReader extends HclScanner {
    /** The deepest nesting of blocks, brackets and interpolations read. */
    static final int MAX_DEPTH = 64;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private HclReader(String text, String sourceName) {
        super(text, sourceName);
    }

    /** Reads a whole file: its top-level body. */
    static ObjectNode read(String text, String sourceName) throws ImportException {
        HclReader reader = new HclReader(text.startsWith("\uFEFF") ? text.substring(1) : text, sourceName);
        return reader.body(0);
    }

    private ObjectNode body(int depth) throws ImportException {
        ObjectNode body = NODES.objectNode();
        while (true) {
            skipSpace(true);
            if (pos >= text.length()) {
                if (depth > 0) {
                    throw error(pos, "the block is not closed: '}' expected");
                }
                return body;
            }
            if (peek() == '}') {
                if (depth == 0) {
                    throw error(pos, "'}' without a block to close");
                }
                return body;
            }
            int start = pos;
            if (!identifierStart(peek())) {
                throw error(pos, "an argument or block name expected, found " + describe(pos));
            }
            String name = identifier();
            skipSpace(false);
            if (peek() == '=' && peek(1) != '=') {
                pos++;
                skipSpace(false);
                JsonNode value = expression(depth);
                if (body.has(name)) {
                    throw error(start, "'" + name + "' is set twice in the same block");
                }
                body.set(name, value);
                endOfArgument();
            } else {
                block(body, name, start, depth);
            }
        }
    }

    private void block(ObjectNode body, String type, int start, int depth) throws ImportException {
        java.util.List<String> labels = new java.util.ArrayList<>();
        while (peek() == '"' || identifierStart(peek())) {
            if (peek() == '"') {
                int at = pos;
                Template label = quoted(depth);
                if (label.interpolated()) {
                    throw error(at, "a block label cannot hold an interpolation");
                }
                labels.add(label.value());
            } else {
                labels.add(identifier());
            }
            skipSpace(false);
        }
        if (peek() != '{') {
            throw error(pos, "'=' or '{' expected after '" + type + "', found " + describe(pos));
        }
        if (depth + 1 > MAX_DEPTH) {
            throw error(pos, "blocks nested more than " + MAX_DEPTH + " levels deep");
        }
        pos++;
        ObjectNode content = body(depth + 1);
        pos++; // the '}' that body() stopped at
        endOfArgument();
        ObjectNode parent = body;
        String key = type;
        for (String label : labels) {
            JsonNode existing = parent.get(key);
            if (existing == null) {
                existing = parent.putObject(key);
            } else if (!existing.isObject()) {
                throw error(start, "'" + key + "' is both an argument and a block");
            }
            parent = (ObjectNode) existing;
            key = label;
        }
        JsonNode list = parent.get(key);
        if (list == null) {
            list = parent.putArray(key);
        } else if (!list.isArray()) {
            throw error(start, "'" + key + "' is both an argument and a block");
        }
        ((ArrayNode) list).add(content);
    }

    /** After an argument or a block: a newline, the end of the file, or the '}' of a one-line block. */
    private void endOfArgument() throws ImportException {
        skipSpace(false);
        if (pos < text.length() && peek() != '\n' && peek() != '\r' && peek() != '}') {
            throw error(pos, "a new line expected, found " + describe(pos));
        }
    }

    /** An expression: a literal value, or {@code ${source text}} for anything Terraform only knows at plan time. */
    private JsonNode expression(int depth) throws ImportException {
        int start = pos;
        JsonNode literal = literal(depth);
        if (literal != null) {
            int end = pos;
            skipSpace(false);
            if (atExpressionEnd()) {
                return literal;
            }
            pos = end;
        }
        pos = start;
        skipOpaque(depth);
        return NODES.textNode("${" + text.substring(start, pos).strip().replace("\r\n", "\n") + "}");
    }

    private boolean atExpressionEnd() {
        if (pos >= text.length()) {
            return true;
        }
        char c = peek();
        return c == '\n' || c == '\r' || c == ',' || c == '}' || c == ']' || c == ')' || c == '#'
                || (c == '/' && (peek(1) == '/' || peek(1) == '*'));
    }

    /** A literal value, or null (position anywhere) when the expression is not one. */
    private JsonNode literal(int depth) throws ImportException {
        if (pos >= text.length()) {
            throw error(pos, "a value expected at the end of the file");
        }
        char c = peek();
        if (c == '"') {
            Template template = quoted(depth);
            return NODES.textNode(template.value());
        }
        if (c == '<' && peek(1) == '<') {
            return NODES.textNode(heredoc());
        }
        if (Character.isDigit(c)) {
            return number();
        }
        if (c == '[') {
            return list(depth);
        }
        if (c == '{') {
            return object(depth);
        }
        if (identifierStart(c)) {
            String word = identifier();
            return switch (word) {
                case "true" -> NODES.booleanNode(true);
                case "false" -> NODES.booleanNode(false);
                case "null" -> NODES.nullNode();
                default -> null;
            };
        }
        return null;
    }

    private JsonNode number() {
        int start = pos;
        while (pos < text.length() && (Character.isDigit(peek()) || peek() == '.' || peek() == 'e' || peek() == 'E'
                || ((peek() == '+' || peek() == '-') && "eE".indexOf(text.charAt(pos - 1)) >= 0))) {
            pos++;
        }
        try {
            BigDecimal value = new BigDecimal(text.substring(start, pos));
            return value.scale() <= 0 && value.abs().compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) < 0
                    ? NODES.numberNode(value.longValueExact()) : NODES.numberNode(value);
        } catch (NumberFormatException | ArithmeticException e) {
            return null;
        }
    }

    private JsonNode list(int depth) throws ImportException {
        int open = pos;
        nest(depth, open);
        pos++;
        ArrayNode list = NODES.arrayNode();
        skipSpace(true);
        if (startsWord("for")) {
            return null;
        }
        while (true) {
            skipSpace(true);
            if (pos >= text.length()) {
                throw error(open, "'[' is never closed");
            }
            if (peek() == ']') {
                pos++;
                return list;
            }
            list.add(expression(depth + 1));
            skipSpace(true);
            if (peek() == ',') {
                pos++;
            } else if (peek() != ']') {
                throw error(pos, "',' or ']' expected in the list, found " + describe(pos));
            }
        }
    }

    private JsonNode object(int depth) throws ImportException {
        int open = pos;
        nest(depth, open);
        pos++;
        ObjectNode object = NODES.objectNode();
        skipSpace(true);
        if (startsWord("for")) {
            return null;
        }
        while (true) {
            skipSpace(true);
            if (pos >= text.length()) {
                throw error(open, "'{' is never closed");
            }
            if (peek() == '}') {
                pos++;
                return object;
            }
            String key;
            if (peek() == '"') {
                Template quotedKey = quoted(depth + 1);
                if (quotedKey.interpolated()) {
                    return null;
                }
                key = quotedKey.value();
            } else if (identifierStart(peek())) {
                key = identifier();
            } else {
                return null;
            }
            skipSpace(false);
            if (peek() != '=' && peek() != ':') {
                return null;
            }
            pos++;
            skipSpace(true);
            object.set(key, expression(depth + 1));
            skipSpace(false);
            if (peek() == ',') {
                pos++;
            }
        }
    }

    /** Skips an expression Terraform evaluates at plan time, up to the end of its line or its enclosing bracket. */
    private void skipOpaque(int depth) throws ImportException {
        int nesting = 0;
        int start = pos;
        while (pos < text.length()) {
            char c = peek();
            if (nesting == 0 && (c == '\n' || c == '\r' || c == ',' || c == ')' || c == ']' || c == '}'
                    || c == '#' || (c == '/' && (peek(1) == '/' || peek(1) == '*')))) {
                break;
            }
            if (nesting == 0 && c == '=' && "=!<>".indexOf(text.charAt(pos - 1)) < 0 && peek(1) != '='
                    && peek(1) != '>') {
                int name = pos;
                while (name > start && (text.charAt(name - 1) == ' ' || text.charAt(name - 1) == '\t')) {
                    name--;
                }
                while (name > start && identifierPart(text.charAt(name - 1))) {
                    name--;
                }
                throw error(name, "a new line expected before the next argument");
            }
            if (c == '"') {
                quoted(depth + nesting);
            } else if (c == '<' && peek(1) == '<') {
                heredoc();
            } else if (c == '#' || (c == '/' && (peek(1) == '/' || peek(1) == '*'))) {
                skipSpace(true);
            } else if (c == '(' || c == '[' || c == '{') {
                nest(depth + nesting, pos);
                nesting++;
                pos++;
            } else if (c == ')' || c == ']' || c == '}') {
                nesting--;
                pos++;
            } else {
                pos++;
            }
        }
        if (nesting > 0) {
            throw error(start, "a bracket in this expression is never closed");
        }
        if (pos == start) {
            throw error(pos, "a value expected, found " + describe(pos));
        }
    }
}
