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
final class HclReader {
    /** The deepest nesting of blocks, brackets and interpolations read. */
    static final int MAX_DEPTH = 64;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final String text;
    private final String sourceName;
    private int pos;

    private HclReader(String text, String sourceName) {
        this.text = text;
        this.sourceName = sourceName;
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
                if (label.interpolated) {
                    throw error(at, "a block label cannot hold an interpolation");
                }
                labels.add(label.value);
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
        return NODES.textNode("${" + text.substring(start, pos).strip() + "}");
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
            return NODES.textNode(template.value);
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
                if (quotedKey.interpolated) {
                    return null;
                }
                key = quotedKey.value;
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

    private void nest(int depth, int at) throws ImportException {
        if (depth + 1 > MAX_DEPTH) {
            throw error(at, "values nested more than " + MAX_DEPTH + " levels deep");
        }
    }

    private record Template(String value, boolean interpolated) {
    }

    /**
     * A quoted string: escapes resolved; {@code ${...}} and {@code %{...}} kept as written (the string is then a
     * template); {@code $${} and {@code %%{} give a literal {@code ${} and {@code %{} in a string without a template.
     */
    private Template quoted(int depth) throws ImportException {
        int open = pos;
        pos++;
        StringBuilder value = new StringBuilder();
        boolean interpolated = false;
        while (true) {
            if (pos >= text.length() || peek() == '\n' || peek() == '\r') {
                throw error(open, "the string is not closed on its line");
            }
            char c = peek();
            if (c == '"') {
                pos++;
                break;
            }
            if (c == '\\') {
                value.append(escape());
            } else if ((c == '$' || c == '%') && peek(1) == c && peek(2) == '{') {
                value.append(c).append(c).append('{');
                pos += 3;
            } else if ((c == '$' || c == '%') && peek(1) == '{') {
                int start = pos;
                skipInterpolation(depth);
                value.append(text, start, pos);
                interpolated = true;
            } else {
                value.append(c);
                pos++;
            }
        }
        String result = value.toString();
        return new Template(interpolated ? result : result.replace("$${", "${").replace("%%{", "%{"), interpolated);
    }

    private String escape() throws ImportException {
        int at = pos;
        char next = peek(1);
        pos += 2;
        switch (next) {
            case 'n':
                return "\n";
            case 'r':
                return "\r";
            case 't':
                return "\t";
            case '"':
                return "\"";
            case '\\':
                return "\\";
            case 'u':
            case 'U':
                int digits = next == 'u' ? 4 : 8;
                if (pos + digits > text.length()) {
                    throw error(at, "an incomplete \\" + next + " escape");
                }
                try {
                    int code = Integer.parseInt(text.substring(pos, pos + digits), 16);
                    pos += digits;
                    return new String(Character.toChars(code));
                } catch (IllegalArgumentException e) {
                    throw error(at, "an invalid \\" + next + " escape");
                }
            default:
                throw error(at, "an unknown escape \\" + next + " in the string");
        }
    }

    /** Skips {@code ${ ... }} (or {@code %{ ... }}), with any nested strings and braces. */
    private void skipInterpolation(int depth) throws ImportException {
        int open = pos;
        nest(depth, open);
        pos += 2;
        int braces = 1;
        while (braces > 0) {
            if (pos >= text.length()) {
                throw error(open, "the interpolation is never closed with '}'");
            }
            char c = peek();
            if (c == '"') {
                quoted(depth + 1);
                continue;
            }
            if (c == '{') {
                braces++;
            } else if (c == '}') {
                braces--;
            }
            pos++;
        }
    }

    /** A heredoc: {@code <<ID} (or {@code <<-ID}, which removes the lines' common indent) up to a line {@code ID}. */
    private String heredoc() throws ImportException {
        int open = pos;
        pos += 2;
        boolean indented = peek() == '-';
        if (indented) {
            pos++;
        }
        if (!identifierStart(peek())) {
            throw error(open, "a heredoc needs a marker name after '<<'");
        }
        String marker = identifier();
        skipSpace(false);
        if (pos < text.length() && peek() == '\r') {
            pos++;
        }
        if (pos >= text.length() || peek() != '\n') {
            throw error(pos, "a new line expected after the heredoc marker <<" + marker);
        }
        pos++;
        java.util.List<String> lines = new java.util.ArrayList<>();
        while (true) {
            if (pos >= text.length()) {
                throw error(open, "the heredoc <<" + marker + " is never closed by a line '" + marker + "'");
            }
            int end = text.indexOf('\n', pos);
            String line = text.substring(pos, end < 0 ? text.length() : end);
            pos = end < 0 ? text.length() : end;
            if (line.strip().equals(marker)) {
                pos = pos - line.length() + line.indexOf(marker) + marker.length();
                break;
            }
            pos = end < 0 ? text.length() : end + 1;
            lines.add(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
        }
        if (indented) {
            int indent = lines.stream().filter(l -> !l.isBlank())
                    .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
            lines.replaceAll(l -> l.length() >= indent ? l.substring(indent) : l.stripLeading());
        }
        StringBuilder value = new StringBuilder();
        lines.forEach(l -> value.append(l).append('\n'));
        return value.toString();
    }

    private boolean startsWord(String word) {
        return text.startsWith(word, pos) && (pos + word.length() >= text.length()
                || !identifierPart(text.charAt(pos + word.length())));
    }

    private String identifier() {
        int start = pos;
        while (pos < text.length() && identifierPart(peek())) {
            pos++;
        }
        return text.substring(start, pos);
    }

    private static boolean identifierStart(char c) {
        return Character.isLetter(c) || c == '_';
    }

    private static boolean identifierPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-';
    }

    /** Skips spaces and comments, and newlines when {@code newlines}; a line comment stops before its newline. */
    private void skipSpace(boolean newlines) throws ImportException {
        while (pos < text.length()) {
            char c = peek();
            if (c == ' ' || c == '\t' || (newlines && (c == '\n' || c == '\r'))) {
                pos++;
            } else if (c == '#' || (c == '/' && peek(1) == '/')) {
                while (pos < text.length() && peek() != '\n') {
                    pos++;
                }
            } else if (c == '/' && peek(1) == '*') {
                int end = text.indexOf("*/", pos + 2);
                if (end < 0) {
                    throw error(pos, "the comment '/*' is never closed");
                }
                pos = end + 2;
            } else {
                return;
            }
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private char peek(int ahead) {
        return pos + ahead < text.length() ? text.charAt(pos + ahead) : '\0';
    }

    private String describe(int at) {
        if (at >= text.length()) {
            return "the end of the file";
        }
        char c = text.charAt(at);
        return c == '\n' || c == '\r' ? "the end of the line" : "'" + c + "'";
    }

    private ImportException error(int at, String message) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return ImportException.at(sourceName, line, column, message);
    }
}
