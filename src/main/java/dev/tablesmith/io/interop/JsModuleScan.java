package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds, in a JavaScript or TypeScript module read as text (never run), the constructor calls
 * ({@code new dynamodb.Table(this, 'Orders', {...})}, {@code new Entity({...}, {table})}) and the method calls
 * ({@code orders.addGlobalSecondaryIndex({...})}) that declare DynamoDB tables, with their arguments read by
 * {@link JsObjectReader} in expression mode and the variable each result is assigned to. Strings, template
 * literals, comments and regular expressions are skipped, so a {@code new Table(} inside them is not a
 * declaration. A name used as a value ({@code table: ordersTable}, {@code new Entity(schema)}) is resolved to
 * its {@code const}/{@code let}/{@code var} definition in the same module by {@link #resolve}.
 */
final class JsModuleScan {
    private static final Pattern ASSIGNED = Pattern.compile(
            "(?:(?:const|let|var)\\s+([A-Za-z_$][\\w$]*)(?:\\s*:[^=;]+)?|([A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*))"
                    + "\\s*(?<![=!<>])=\\s*$");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_$][\\w$]*");
    private static final String REGEX_BEFORE = "(,=:[!&|?{};";
    private static final int MAX_RESOLVE = 8;

    /**
     * One declaration.
     *
     * @param callee   what is constructed or called, as written ({@code dynamodb.Table}, {@code table.addGlobalSecondaryIndex})
     * @param isNew    a constructor call ({@code new})
     * @param variable the variable the result is assigned to, or the receiver of a method call; empty if none
     * @param args     the arguments, as {@link JsObjectReader} reads them in expression mode
     * @param at       {@code LINE:COL} of the declaration
     */
    record Construct(String callee, boolean isNew, String variable, ArrayNode args, String at) {
        /** The last segment of the callee: {@code Table} for {@code dynamodb.Table}. */
        String simpleName() {
            int dot = callee.lastIndexOf('.');
            return dot < 0 ? callee : callee.substring(dot + 1);
        }
    }

    private final String text;
    private final String sourceName;
    private final Map<String, JsonNode> definitions = new HashMap<>();
    private final IdentityHashMap<JsonNode, Map<String, String>> locations = new IdentityHashMap<>();
    private final String fallback;

    JsModuleScan(String text, String sourceName) {
        this.text = text;
        this.sourceName = sourceName;
        this.fallback = "1:1";
    }

    /**
     * Where property {@code key} of {@code object} is written ({@code LINE:COL}), else where {@code object} itself
     * is, else {@code orElse}.
     */
    String at(JsonNode object, String key, String orElse) {
        Map<String, String> keys = locations.get(object);
        if (keys != null && keys.containsKey(key)) {
            return keys.get(key);
        }
        return orElse == null ? fallback : orElse;
    }

    /**
     * Every {@code new C(...)} whose simple name is in {@code constructors} and every {@code x.m(...)} whose method
     * name is in {@code methods}, in source order.
     */
    List<Construct> find(Set<String> constructors, Set<String> methods) throws ImportException {
        List<Construct> found = new ArrayList<>();
        JsObjectReader reader = new JsObjectReader(text, sourceName, true, locations);
        char before = ';';
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (text.startsWith("//", i)) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end + 1;
                continue;
            }
            if (text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                if (end < 0) {
                    throw reader.errorAt(i, "comment is not closed");
                }
                i = end + 2;
                continue;
            }
            if (c == '\'' || c == '"' || c == '`' || (c == '/' && REGEX_BEFORE.indexOf(before) >= 0)) {
                reader.valueAt(i);
                i = Math.max(reader.position(), i + 1);
                before = 'x';
                continue;
            }
            if (Character.isJavaIdentifierStart(c) && (i == 0 || !Character.isJavaIdentifierPart(text.charAt(i - 1)))) {
                int end = pathEnd(i);
                String path = text.substring(i, end).replaceAll("\\s+", "");
                if (path.equals("new")) {
                    int calleeStart = skipSpace(end);
                    int calleeEnd = pathEnd(calleeStart);
                    String callee = text.substring(calleeStart, calleeEnd).replaceAll("\\s+", "");
                    String simple = callee.substring(callee.lastIndexOf('.') + 1);
                    if (constructors.contains(simple)) {
                        int open = skipTypeArguments(skipSpace(calleeEnd));
                        if (open < text.length() && text.charAt(open) == '(') {
                            ArrayNode args = reader.argumentsAt(open);
                            found.add(new Construct(callee, true, assignedTo(i), args, reader.location(i)));
                            i = reader.position();
                            before = ')';
                            continue;
                        }
                    }
                    i = end;
                    before = 'w';
                    continue;
                }
                int dot = path.lastIndexOf('.');
                int open = skipSpace(end);
                if (dot > 0 && methods.contains(path.substring(dot + 1)) && open < text.length()
                        && text.charAt(open) == '(') {
                    ArrayNode args = reader.argumentsAt(open);
                    found.add(new Construct(path, false, path.substring(0, dot), args, reader.location(i)));
                    i = reader.position();
                    before = ')';
                    continue;
                }
                i = end;
                before = 'w';
                continue;
            }
            before = c;
            i++;
        }
        return found;
    }

    /**
     * {@code node} itself, or when it is a name ({@code schema}, {@code ordersTable}) the value of that
     * name's {@code const}/{@code let}/{@code var} definition in this module (followed up to 8 names deep); a name
     * the module does not define stays as it is.
     */
    JsonNode resolve(JsonNode node) throws ImportException {
        JsonNode current = node;
        for (int hops = 0; hops < MAX_RESOLVE && current != null && current.has("$ref")
                && NAME.matcher(current.get("$ref").asText()).matches(); hops++) {
            String name = current.get("$ref").asText();
            if (!definitions.containsKey(name)) {
                definitions.put(name, definition(name));
            }
            JsonNode defined = definitions.get(name);
            if (defined == null) {
                return current;
            }
            current = defined;
        }
        return current;
    }

    private JsonNode definition(String name) throws ImportException {
        Matcher m = Pattern.compile("\\b(?:const|let|var)\\s+" + Pattern.quote(name)
                + "(?:\\s*:\\s*[^=;]+)?\\s*=(?![=>])\\s*").matcher(text);
        if (!m.find()) {
            return null;
        }
        return new JsObjectReader(text, sourceName, true, locations).valueAt(m.end());
    }

    String sourceName() {
        return sourceName;
    }

    /** A located failure at {@code at} ({@code LINE:COL}): {@code FILE:LINE:COL: what}. */
    ImportException error(String at, String what) {
        String[] lc = at.split(":");
        return ImportException.at(sourceName, Integer.parseInt(lc[0]), Integer.parseInt(lc[1]), what);
    }

    /** The variable (or {@code this.field}) the expression starting at {@code start} is assigned to. */
    private String assignedTo(int start) {
        String head = text.substring(Math.max(0, start - 300), start);
        Matcher m = ASSIGNED.matcher(head);
        if (!m.find()) {
            return "";
        }
        return m.group(1) != null ? m.group(1) : m.group(2);
    }

    /** The end of an identifier path ({@code a.b.c}, also {@code a?.b} and {@code a!.b}) starting at {@code i}. */
    private int pathEnd(int i) {
        int j = i;
        while (j < text.length() && Character.isJavaIdentifierPart(text.charAt(j))) {
            j++;
        }
        while (true) {
            int k = j;
            if (text.startsWith("?.", k) || text.startsWith("!.", k)) {
                k++;
            }
            if (k < text.length() && text.charAt(k) == '.') {
                int n = skipSpace(k + 1);
                if (n < text.length() && Character.isJavaIdentifierStart(text.charAt(n))) {
                    j = n;
                    while (j < text.length() && Character.isJavaIdentifierPart(text.charAt(j))) {
                        j++;
                    }
                    continue;
                }
            }
            return j;
        }
    }

    private int skipSpace(int i) {
        int j = i;
        while (j < text.length() && Character.isWhitespace(text.charAt(j))) {
            j++;
        }
        return j;
    }

    /** Skips TypeScript type arguments ({@code new Entity<Schema>(}) when they are followed by a call. */
    private int skipTypeArguments(int i) {
        if (i >= text.length() || text.charAt(i) != '<') {
            return i;
        }
        int depth = 0;
        for (int j = i; j < text.length(); j++) {
            char c = text.charAt(j);
            if (c == '<') {
                depth++;
            } else if (c == '>' && --depth == 0) {
                return skipSpace(j + 1);
            } else if (c == ';' || c == '{' && depth == 0) {
                return i;
            }
        }
        return i;
    }

    /** A string, or empty when {@code node} is not literal text (a run-time value or missing). */
    static String text(JsonNode node) {
        return node != null && node.isTextual() ? node.asText() : "";
    }

    /** Whether {@code node} is a value only known when the code runs (a call, function or expression). */
    static boolean isRuntime(JsonNode node) {
        return node != null && node.isObject() && (node.has("$expr") || node.has("$function") || node.has("$ref"));
    }

    /** The calls of an expression node ({@code Billing.onDemand()}: one call named {@code Billing.onDemand}). */
    static List<JsonNode> calls(JsonNode node) {
        List<JsonNode> calls = new ArrayList<>();
        if (node != null && node.has("$calls")) {
            node.get("$calls").forEach(calls::add);
        }
        return calls;
    }

    /** The source text of a value, for messages. */
    static String source(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "";
        }
        if (node.has("$expr")) {
            return node.get("$expr").asText();
        }
        if (node.has("$function")) {
            return node.get("$function").asText();
        }
        if (node.has("$ref")) {
            return node.get("$ref").asText();
        }
        return node.isTextual() ? node.asText() : node.toString();
    }

    /** Where a run-time value starts ({@code LINE:COL}), or {@code fallback}. */
    static String at(JsonNode node, String fallback) {
        return node != null && node.has("$at") ? node.get("$at").asText() : fallback;
    }
}
