package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
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
 *
 * <p>In expression mode (used by {@link JsModuleScan} for CDK, ElectroDB and DynamoDB-Toolbox modules) a call or
 * constructor chain becomes an object {@code {"$expr": source, "$at": "LINE:COL", "$calls": [{"name", "args"}]}}
 * whose arguments are read too ({@code Billing.provisioned({...})}, {@code string().key()}), a function (arrow,
 * {@code function}, method shorthand) becomes {@code {"$function": source, "$at"}}, and any other expression
 * ({@code process.env.TABLE ?? 'x'}, {@code 'a' + b}, a template literal with {@code ${...}}) becomes
 * {@code {"$expr": source, "$at"}}, and a name ({@code ordersTable}, {@code AttributeType.STRING}, a shorthand
 * property) {@code {"$ref": name, "$at"}}: values only known when the code runs, which the importer resolves
 * (a name defined in the module) or warns about at their location.
 *
 * <p>Nesting (objects, arrays, call arguments) deeper than {@link #MAX_DEPTH} levels is refused with a located
 * message rather than overflowing the stack.
 */
final class JsObjectReader {
    private static final Pattern EXPORT = Pattern.compile("(?m)^\\s*(?:export\\s+default|module\\.exports\\s*=)\\s*");
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** The deepest nesting of objects, arrays and call arguments the reader accepts. */
    static final int MAX_DEPTH = 200;

    private final String text;
    private final String sourceName;
    private final boolean expressions;
    private final IdentityHashMap<JsonNode, Map<String, String>> locations;
    private int pos;
    private int depth;

    private JsObjectReader(String text, String sourceName) {
        this(text, sourceName, false);
    }

    JsObjectReader(String text, String sourceName, boolean expressions) {
        this(text, sourceName, expressions, new IdentityHashMap<>());
    }

    /**
     * @param locations filled with {@code LINE:COL} of every property of every object read, by object (identity)
     *                  and property name
     */
    JsObjectReader(String text, String sourceName, boolean expressions,
                   IdentityHashMap<JsonNode, Map<String, String>> locations) {
        this.text = text;
        this.sourceName = sourceName;
        this.expressions = expressions;
        this.locations = locations;
    }

    /** Reads one value starting at {@code start}; {@link #position()} is then just after it. */
    JsonNode valueAt(int start) throws ImportException {
        pos = start;
        return value();
    }

    /**
     * Reads a parenthesised argument list starting at the {@code (} at {@code start}; {@link #position()} is then
     * just after the {@code )}.
     */
    ArrayNode argumentsAt(int start) throws ImportException {
        pos = start;
        return arguments();
    }

    int position() {
        return pos;
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
        if (++depth > MAX_DEPTH) {
            throw error("nesting deeper than " + MAX_DEPTH + " levels is not supported");
        }
        try {
            JsonNode value = expressions ? expression() : primary();
            skipTypeAssertion();
            return value;
        } finally {
            depth--;
        }
    }

    /** A value, then (in expression mode) any operator tail that makes it a run-time expression. */
    private JsonNode expression() throws ImportException {
        int start = pos;
        JsonNode value = functionAhead() ? function(start) : primary();
        skipTypeAssertion();
        int save = pos;
        skipSpace();
        if (pos < text.length() && "+-*/%?|&<>=!".indexOf(peek()) >= 0 && !text.startsWith("=>", pos)) {
            skipExpression();
            return runtime(start, "$expr");
        }
        pos = save;
        return value;
    }

    private JsonNode primary() throws ImportException {
        char c = peek();
        JsonNode value;
        if (c == '(' && expressions) {
            int start = pos;
            skipBalanced('(', ')');
            skipExpression();
            value = runtime(start, "$expr");
        } else if (c == '{') {
            value = object();
        } else if (c == '[') {
            value = array();
        } else if (c == '`' && expressions) {
            int start = pos;
            String literal = string();
            value = text.substring(start, pos).contains("${") ? runtime(start, "$expr") : NODES.textNode(literal);
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
        return value;
    }

    /** Whether an arrow function, {@code function} or {@code async} function starts here. */
    private boolean functionAhead() {
        int save = pos;
        try {
            if (text.startsWith("async", pos) && pos + 5 < text.length()
                    && !Character.isJavaIdentifierPart(text.charAt(pos + 5))) {
                return true;
            }
            if (text.startsWith("function", pos) && pos + 8 < text.length()
                    && !Character.isJavaIdentifierPart(text.charAt(pos + 8))) {
                return true;
            }
            if (peek() == '(') {
                skipBalanced('(', ')');
            } else if (Character.isJavaIdentifierStart(peek())) {
                identifier();
            } else {
                return false;
            }
            skipSpace();
            if (pos < text.length() && peek() == ':') {
                skipTypeAnnotation();
            }
            return text.startsWith("=>", pos);
        } catch (ImportException e) {
            return false;
        } finally {
            pos = save;
        }
    }

    /** Skips a function (arrow, {@code function}, {@code async}) and keeps its source text. */
    private JsonNode function(int start) throws ImportException {
        if (text.startsWith("async", pos)) {
            pos += 5;
            skipSpace();
        }
        if (text.startsWith("function", pos)) {
            pos += 8;
            skipSpace();
            if (pos < text.length() && Character.isJavaIdentifierStart(peek())) {
                identifier();
            }
            skipSpace();
            skipBalanced('(', ')');
            skipSpace();
            if (pos < text.length() && peek() == ':') {
                skipTypeAnnotation();
            }
            skipSpace();
            skipBalanced('{', '}');
            return runtime(start, "$function");
        }
        if (peek() == '(') {
            skipBalanced('(', ')');
        } else {
            identifier();
        }
        skipSpace();
        if (peek() == ':') {
            skipTypeAnnotation();
        }
        expect('=');
        pos++;
        skipSpace();
        if (pos < text.length() && peek() == '{') {
            skipBalanced('{', '}');
        } else {
            skipExpression();
        }
        return runtime(start, "$function");
    }

    /** A TypeScript return or parameter type after ':' up to '=>' or '{'. */
    private void skipTypeAnnotation() throws ImportException {
        pos++;
        while (pos < text.length() && !text.startsWith("=>", pos) && peek() != '{') {
            char c = peek();
            if (c == '(' || c == '<' || c == '[') {
                skipBalanced(c, c == '(' ? ')' : c == '<' ? '>' : ']');
            } else {
                pos++;
            }
        }
    }

    /** Skips to the end of the current expression: a ',' or closing bracket at depth 0, or a ';'. */
    private void skipExpression() throws ImportException {
        while (pos < text.length()) {
            char c = peek();
            if (c == '\'' || c == '"' || c == '`') {
                string();
            } else if (c == '(' || c == '[' || c == '{') {
                skipBalanced(c, c == '(' ? ')' : c == '[' ? ']' : '}');
            } else if (c == ',' || c == ')' || c == ']' || c == '}' || c == ';') {
                return;
            } else if (text.startsWith("//", pos) || text.startsWith("/*", pos)) {
                skipSpace();
            } else {
                pos++;
            }
        }
    }

    /** A value only known when the code runs: its source text and where it starts. */
    private ObjectNode runtime(int start, String kind) {
        ObjectNode node = NODES.objectNode();
        node.put(kind, text.substring(start, pos).strip());
        node.put("$at", location(start));
        return node;
    }

    /** {@code LINE:COL} of {@code offset}. */
    String location(int offset) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(offset, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return line + ":" + column;
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
                if (!expressions) {
                    throw error("spread ('...') is not supported in a schema object");
                }
                int start = pos;
                skipExpression();
                object.set("..." + object.size(), runtime(start, "$expr"));
            } else {
                member(object);
            }
            skipSpace();
            if (pos < text.length() && peek() == ',') {
                pos++;
            } else if (pos >= text.length() || peek() != '}') {
                throw error("expected ',' or '}' after a property");
            }
        }
    }

    private void member(ObjectNode object) throws ImportException {
        int start = pos;
        if (expressions && text.startsWith("async ", pos)) {
            pos += 6;
            skipSpace();
        }
        int keyStart = pos;
        String key = key();
        if (expressions) {
            locations.computeIfAbsent(object, o -> new HashMap<>()).put(key, location(keyStart));
        }
        skipSpace();
        if (expressions && pos < text.length() && peek() == '(') {
            skipBalanced('(', ')');
            skipSpace();
            if (pos < text.length() && peek() == ':') {
                skipTypeAnnotation();
            }
            skipSpace();
            skipBalanced('{', '}');
            object.set(key, runtime(start, "$function"));
            return;
        }
        if (pos < text.length() && (peek() == ',' || peek() == '}')) {
            if (expressions) {
                ObjectNode ref = NODES.objectNode();
                ref.put("$ref", key);
                ref.put("$at", location(keyStart));
                object.set(key, ref);
            } else {
                object.put(key, key);
            }
        } else {
            expect(':');
            object.set(key, value());
            skipSpace();
            if (pos < text.length() && peek() != ',' && peek() != '}') {
                throw error("expected ',' or '}' after the value of '" + key + "'");
            }
        }
    }

    private ArrayNode arguments() throws ImportException {
        return list(')', "an argument list");
    }

    private ArrayNode array() throws ImportException {
        return list(']', "an array");
    }

    /** The comma-separated values from the opening bracket at {@code pos} up to {@code close}, which is consumed. */
    private ArrayNode list(char close, String what) throws ImportException {
        ArrayNode values = NODES.arrayNode();
        pos++;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                throw error("unexpected end of file: '" + close + "' is missing");
            }
            if (peek() == close) {
                pos++;
                return values;
            }
            values.add(value());
            skipSpace();
            if (pos < text.length() && peek() == ',') {
                pos++;
            } else if (pos >= text.length() || peek() != close) {
                throw error("expected ',' or '" + close + "' in " + what);
            }
        }
    }

    private String key() throws ImportException {
        char c = peek();
        if (c == '\'' || c == '"' || c == '`') {
            return string();
        }
        if (c == '[' && expressions) {
            int start = pos;
            skipBalanced('[', ']');
            return text.substring(start, pos);
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
            if (quote == '`' && c == '$' && pos < text.length() && peek() == '{') {
                int from = pos - 1;
                skipBalanced('{', '}');
                out.append(text, from, pos);
                continue;
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
        if (expressions) {
            return chain(start);
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

    /**
     * An identifier path with calls ({@code Billing.provisioned({...})}, {@code string().key()},
     * {@code new dynamodb.Table(this, 'T', {...})}): plain text when there is no call, else an expression node
     * with each call's name and read arguments.
     */
    private JsonNode chain(int start) throws ImportException {
        ArrayNode calls = NODES.arrayNode();
        int nameStart = start;
        while (true) {
            while (pos < text.length() && (peek() == '.' || text.startsWith("!.", pos) || text.startsWith("?.", pos))) {
                pos += peek() == '.' ? 1 : 2;
                skipSpace();
                identifier();
            }
            int nameEnd = pos;
            int save = pos;
            skipSpace();
            if (pos < text.length() && peek() == '<' && genericCallAhead()) {
                skipBalanced('<', '>');
                skipSpace();
            }
            if (pos >= text.length() || peek() != '(') {
                pos = save;
                break;
            }
            ObjectNode call = calls.addObject();
            call.put("name", text.substring(nameStart, nameEnd).replaceAll("\\s+", " ").strip());
            call.set("args", arguments());
            int after = pos;
            skipSpace();
            if (pos < text.length() && peek() == '.') {
                nameStart = pos + 1;
                continue;
            }
            pos = after;
            break;
        }
        String source = text.substring(start, pos).strip();
        if (calls.isEmpty()) {
            return runtime(start, "$ref");
        }
        ObjectNode node = runtime(start, "$expr");
        node.set("$calls", calls);
        return node;
    }

    /** Whether the {@code <} here opens TypeScript type arguments followed by a call. */
    private boolean genericCallAhead() {
        int save = pos;
        try {
            skipBalanced('<', '>');
            skipSpace();
            return pos < text.length() && peek() == '(';
        } catch (ImportException e) {
            return false;
        } finally {
            pos = save;
        }
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
            if (text.startsWith("//", pos) || text.startsWith("/*", pos)) {
                skipSpace();
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

    ImportException error(String what) {
        return errorAt(pos, what);
    }

    ImportException errorAt(int offset, String what) {
        String[] at = location(offset).split(":");
        return ImportException.at(sourceName, Integer.parseInt(at[0]), Integer.parseInt(at[1]), what);
    }
}
