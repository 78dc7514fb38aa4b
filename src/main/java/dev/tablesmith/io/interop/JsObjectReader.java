package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the object literal a JavaScript or TypeScript module exports ({@code export default {...}},
 * {@code module.exports = {...}}, or {@code export default NAME} with {@code const NAME = {...}}) into a JSON
 * tree, as a tolerant subset of JavaScript: unquoted and quoted keys, single, double and back-quoted strings,
 * trailing commas, line and block comments, numbers, {@code true false null undefined}. Values JSON cannot hold
 * are kept as their source text: a constructor or other identifier ({@code String}, {@code Match.ulid}), a regex
 * literal ({@code /^a+$/i}), a call ({@code new Date()}). A TypeScript {@code as const} after a value is skipped.
 * See docs/decisions/0008-tolerant-javascript-object-reader.md.
 */
final class JsObjectReader {
    private static final Pattern EXPORT = Pattern.compile("(?m)^\\s*(?:export\\s+default|module\\.exports\\s*=)\\s*");
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final String text;
    private final String sourceName;
    private int pos;

    private JsObjectReader(String text, String sourceName) {
        this.text = text;
        this.sourceName = sourceName;
    }

    /** Whether the text looks like a module that exports an object. */
    static boolean looksLikeModule(String text) {
        return EXPORT.matcher(text).find();
    }

    static JsonNode read(String text, String sourceName) throws ImportException {
        JsObjectReader reader = new JsObjectReader(text, sourceName);
        Matcher export = EXPORT.matcher(text);
        if (!export.find()) {
            throw ImportException.in(sourceName, "no 'export default' or 'module.exports =' found");
        }
        reader.pos = export.end();
        reader.skipSpace();
        if (reader.pos < text.length() && Character.isJavaIdentifierStart(text.charAt(reader.pos))) {
            String name = reader.identifier();
            Matcher definition = Pattern.compile("(?m)\\b(?:const|let|var)\\s+" + Pattern.quote(name)
                    + "\\s*(?::[^=]+)?=\\s*").matcher(text);
            if (!definition.find()) {
                throw reader.error("the module exports '" + name + "' but does not define it");
            }
            reader.pos = definition.end();
        }
        reader.skipSpace();
        if (reader.pos >= text.length() || reader.peek() != '{') {
            throw reader.error("the module does not export an object literal");
        }
        return reader.value();
    }

    private JsonNode value() throws ImportException {
        skipSpace();
        if (pos >= text.length()) {
            throw error("unexpected end of file: a value is missing");
        }
        char c = peek();
        JsonNode value;
        if (c == '{') {
            value = object();
        } else if (c == '[') {
            value = array();
        } else if (c == '\'' || c == '"' || c == '`') {
            value = NODES.textNode(string());
        } else if (c == '/') {
            value = NODES.textNode(regex());
        } else if (c == '-' || c == '+' || c == '.' || Character.isDigit(c)) {
            value = number();
        } else if (Character.isJavaIdentifierStart(c)) {
            value = word();
        } else {
            throw error("unexpected character '" + c + "'");
        }
        skipTypeAssertion();
        return value;
    }

    private ObjectNode object() throws ImportException {
        ObjectNode object = NODES.objectNode();
        pos++;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                throw error("unexpected end of file: '}' is missing");
            }
            if (peek() == '}') {
                pos++;
                return object;
            }
            if (text.startsWith("...", pos)) {
                throw error("spread ('...') is not supported in a schema object");
            }
            String key = key();
            skipSpace();
            if (pos < text.length() && (peek() == ',' || peek() == '}')) {
                object.put(key, key);
            } else {
                expect(':');
                object.set(key, value());
            }
            skipSpace();
            if (pos < text.length() && peek() == ',') {
                pos++;
            } else if (pos >= text.length() || peek() != '}') {
                throw error("expected ',' or '}' after the value of '" + key + "'");
            }
        }
    }

    private ArrayNode array() throws ImportException {
        ArrayNode array = NODES.arrayNode();
        pos++;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                throw error("unexpected end of file: ']' is missing");
            }
            if (peek() == ']') {
                pos++;
                return array;
            }
            array.add(value());
            skipSpace();
            if (pos < text.length() && peek() == ',') {
                pos++;
            } else if (pos >= text.length() || peek() != ']') {
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private String key() throws ImportException {
        char c = peek();
        if (c == '\'' || c == '"' || c == '`') {
            return string();
        }
        if (Character.isJavaIdentifierStart(c) || Character.isDigit(c)) {
            int start = pos;
            while (pos < text.length() && Character.isJavaIdentifierPart(peek())) {
                pos++;
            }
            return text.substring(start, pos);
        }
        throw error("expected a property name, found '" + c + "'");
    }

    private String string() throws ImportException {
        int start = pos;
        char quote = text.charAt(pos++);
        StringBuilder out = new StringBuilder();
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == quote) {
                return out.toString();
            }
            if (c == '\\' && pos < text.length()) {
                char e = text.charAt(pos++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'u' -> {
                        if (pos + 4 > text.length()) {
                            throw error("incomplete \\u escape");
                        }
                        out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    case '\n' -> { }
                    default -> out.append(e);
                }
            } else if (c == '\n' && quote != '`') {
                pos = start;
                throw error("string is not closed before the end of the line");
            } else {
                out.append(c);
            }
        }
        pos = start;
        throw error("string is not closed before the end of the file");
    }

    private String regex() throws ImportException {
        int start = pos++;
        boolean inClass = false;
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '\\') {
                pos++;
            } else if (c == '[') {
                inClass = true;
            } else if (c == ']') {
                inClass = false;
            } else if (c == '/' && !inClass) {
                while (pos < text.length() && Character.isLetter(peek())) {
                    pos++;
                }
                return text.substring(start, pos);
            } else if (c == '\n') {
                break;
            }
        }
        pos = start;
        throw error("regular expression is not closed");
    }

    private JsonNode number() throws ImportException {
        int start = pos;
        while (pos < text.length() && "+-.0123456789eExXabcdefABCDEF_".indexOf(peek()) >= 0) {
            pos++;
        }
        String literal = text.substring(start, pos).replace("_", "");
        try {
            if (literal.startsWith("0x") || literal.startsWith("0X")) {
                return NODES.numberNode(Long.parseLong(literal.substring(2), 16));
            }
            return NODES.numberNode(new BigDecimal(literal));
        } catch (NumberFormatException e) {
            pos = start;
            throw error("'" + literal + "' is not a number");
        }
    }

    /** A keyword, or an identifier path / call / constructor kept as its source text. */
    private JsonNode word() throws ImportException {
        int start = pos;
        String first = identifier();
        switch (first) {
            case "true":
                return NODES.booleanNode(true);
            case "false":
                return NODES.booleanNode(false);
            case "null":
            case "undefined":
                return NODES.nullNode();
            case "new":
                skipSpace();
                identifier();
                break;
            default:
                break;
        }
        while (pos < text.length() && peek() == '.') {
            pos++;
            identifier();
        }
        skipSpace();
        if (pos < text.length() && peek() == '(') {
            skipBalanced('(', ')');
        }
        String source = text.substring(start, pos).strip();
        skipSpace();
        if (text.startsWith("=>", pos)) {
            throw error("functions are not supported in a schema object");
        }
        return NODES.textNode(source);
    }

    private void skipBalanced(char open, char close) throws ImportException {
        int depth = 0;
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\'' || c == '"' || c == '`') {
                string();
                continue;
            }
            pos++;
            if (c == open) {
                depth++;
            } else if (c == close && --depth == 0) {
                return;
            }
        }
        pos = start;
        throw error("'" + open + "' is not closed");
    }

    private String identifier() throws ImportException {
        int start = pos;
        while (pos < text.length() && Character.isJavaIdentifierPart(peek())) {
            pos++;
        }
        if (start == pos) {
            throw error("expected a name");
        }
        return text.substring(start, pos);
    }

    /** TypeScript's {@code value as const} / {@code value satisfies Type}: the type is skipped. */
    private void skipTypeAssertion() throws ImportException {
        int save = pos;
        skipSpace();
        for (String keyword : new String[] {"as", "satisfies"}) {
            if (text.startsWith(keyword, pos) && pos + keyword.length() < text.length()
                    && Character.isWhitespace(text.charAt(pos + keyword.length()))) {
                pos += keyword.length();
                skipSpace();
                identifier();
                while (pos < text.length() && peek() == '.') {
                    pos++;
                    identifier();
                }
                return;
            }
        }
        pos = save;
    }

    private void expect(char c) throws ImportException {
        skipSpace();
        if (pos >= text.length() || peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private void skipSpace() throws ImportException {
        while (pos < text.length()) {
            char c = peek();
            if (Character.isWhitespace(c) || c == '\uFEFF') {
                pos++;
            } else if (text.startsWith("//", pos)) {
                int end = text.indexOf('\n', pos);
                pos = end < 0 ? text.length() : end + 1;
            } else if (text.startsWith("/*", pos)) {
                int end = text.indexOf("*/", pos + 2);
                if (end < 0) {
                    throw error("comment is not closed");
                }
                pos = end + 2;
            } else {
                return;
            }
        }
    }

    private char peek() {
        return text.charAt(pos);
    }

    private ImportException error(String what) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(pos, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return ImportException.at(sourceName, line, column, what);
    }
}
