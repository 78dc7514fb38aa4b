package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads DynamoDB-Toolbox tables and entities from a module's source text, in both of the library's forms:
 * <ul>
 *   <li>0.x: {@code new Table({name, partitionKey: 'pk', sortKey: 'sk', indexes: {GSI1: {partitionKey, sortKey}}})}
 *       and {@code new Entity({name, attributes: {id: {partitionKey: true, prefix: 'USER#'}, ...}, table})}. A key
 *       attribute is stored under the table's key name with its {@code prefix}/{@code suffix} concatenated; a
 *       composite key ({@code status: ['sk', 0]}) joins its parts with {@code #}. An index without a partition
 *       key is an LSI. Key types come from the entity attributes that are stored unprefixed.</li>
 *   <li>1.x and later: {@code new Table({name, partitionKey: {name, type}, sortKey, indexes: {byX: {type:
 *       'global'|'local', partitionKey, sortKey}}})} and {@code new Entity({name, table, schema: item({id:
 *       string().key().savedAs('PK'), ...}), computeKey})}. {@code .transform(prefix('USER'))} writes
 *       {@code USER#value}; a {@code computeKey} arrow that returns an object of template literals becomes the
 *       key templates, any other function natural keys with a warning.</li>
 * </ul>
 * Both forms write the entity name ({@code _et}) and, unless {@code timestamps: false}, {@code _ct}/{@code _md}
 * on every item; these are declared as attributes. An index's projection is not declared in the code and is read
 * as ALL.
 */
final class ToolboxReader {
    private static final Set<String> BUILDERS = Set.of("string", "number", "boolean", "binary", "list", "map",
            "set", "record", "anyOf", "any", "nul", "null");

    private final JsModuleScan scan;
    private final ImportWarnings warnings;

    ToolboxReader(JsModuleScan scan, ImportWarnings warnings) {
        this.scan = scan;
        this.warnings = warnings;
    }

    /** Whether {@code text} imports DynamoDB-Toolbox. */
    static boolean imports(String text) {
        return text.matches("(?s).*(?:from\\s*|require\\(\\s*)['\"]dynamodb-toolbox(?:/[^'\"]*)?['\"].*");
    }

    /** A key attribute of a table or one of its indexes: the index it belongs to ("" for the table) and its role. */
    private record KeyRole(String index, boolean partition) {
    }

    /** A table being read, with its key attributes by role. */
    private static final class ToolboxTable {
        final TableDraft draft;
        final boolean classic;
        final Map<KeyRole, String> keyNames = new LinkedHashMap<>();

        ToolboxTable(TableDraft draft, boolean classic) {
            this.draft = draft;
            this.classic = classic;
        }
    }

    List<TableDraft> read(String defaultTable) throws ImportException {
        List<JsModuleScan.Construct> found = scan.find(Set.of("Table", "Entity"), Set.of());
        Map<String, ToolboxTable> tables = new LinkedHashMap<>();
        for (JsModuleScan.Construct c : found) {
            if (c.simpleName().equals("Table")) {
                ToolboxTable table = table(c, defaultTable);
                if (table != null) {
                    tables.put(c.variable().isEmpty() ? "#" + tables.size() : c.variable(), table);
                }
            }
        }
        if (tables.isEmpty()) {
            throw ImportException.in(scan.sourceName(), "the DynamoDB-Toolbox module declares no Table with a"
                    + " partitionKey");
        }
        for (JsModuleScan.Construct c : found) {
            if (c.simpleName().equals("Entity")) {
                entity(c, tables);
            }
        }
        List<TableDraft> drafts = new ArrayList<>();
        tables.values().forEach(t -> drafts.add(t.draft));
        return drafts;
    }

    private ToolboxTable table(JsModuleScan.Construct c, String defaultTable) throws ImportException {
        JsonNode props = scan.resolve(c.args().path(0));
        if (!props.isObject() || JsModuleScan.isRuntime(props)) {
            warnings.add(c.at(), "Table " + JsModuleScan.source(props) + " is only known when the code runs;"
                    + " skipped");
            return null;
        }
        JsonNode pkNode = scan.resolve(props.path("partitionKey"));
        if (pkNode.isMissingNode()) {
            return null;
        }
        boolean classic = pkNode.isTextual();
        JsonNode nameNode = scan.resolve(props.path("name"));
        String name = JsModuleScan.text(nameNode);
        if (!name.matches("[A-Za-z0-9_.\\-]{3,255}")) {
            String fallback = c.variable().isEmpty() ? defaultTable : c.variable().replaceAll("^this\\.", "");
            warnings.add(scan.at(props, "name", c.at()), "table name " + (nameNode.isMissingNode() ? "is not given"
                    : JsModuleScan.source(nameNode) + " is only known when the code runs") + "; the table is named '"
                    + fallback + "'");
            name = fallback;
        }
        KeyAttribute pk = key(pkNode, scan.at(props, "partitionKey", c.at()));
        KeyAttribute sk = props.has("sortKey") ? key(scan.resolve(props.get("sortKey")),
                scan.at(props, "sortKey", c.at())) : null;
        ToolboxTable table = new ToolboxTable(new TableDraft(c.at(), name, KeySchema.of(pk, sk)), classic);
        table.keyNames.put(new KeyRole("", true), pk.name());
        if (sk != null) {
            table.keyNames.put(new KeyRole("", false), sk.name());
        }
        JsonNode indexes = scan.resolve(props.path("indexes"));
        for (var it = indexes.fields(); it.hasNext(); ) {
            var entry = it.next();
            JsonNode index = scan.resolve(entry.getValue());
            String where = scan.at(indexes, entry.getKey(), c.at());
            KeyAttribute ipk = index.has("partitionKey") ? key(scan.resolve(index.get("partitionKey")), where) : null;
            KeyAttribute isk = index.has("sortKey") ? key(scan.resolve(index.get("sortKey")), where) : null;
            boolean local = JsModuleScan.text(index.path("type")).equals("local") || (classic && ipk == null);
            if (local) {
                if (isk == null) {
                    warnings.add(where, "local index " + entry.getKey() + " has no sortKey; ignored");
                    continue;
                }
                table.draft.indexes.add(new SecondaryIndex(entry.getKey(), IndexKind.LSI,
                        new KeySchema(table.draft.keySchema.partitionKey(), List.of(isk)), Projection.all(), null));
            } else {
                if (ipk == null) {
                    warnings.add(where, "global index " + entry.getKey() + " has no partitionKey; ignored");
                    continue;
                }
                table.draft.indexes.add(new SecondaryIndex(entry.getKey(), IndexKind.GSI, KeySchema.of(ipk, isk),
                        Projection.all(), null));
                table.keyNames.put(new KeyRole(entry.getKey(), true), ipk.name());
            }
            if (isk != null) {
                table.keyNames.put(new KeyRole(entry.getKey(), false), isk.name());
            }
        }
        return table;
    }

    /** {@code 'pk'} (0.x) or {@code {name: 'PK', type: 'string'}} (1.x). */
    private KeyAttribute key(JsonNode node, String where) throws ImportException {
        if (node.isTextual()) {
            return new KeyAttribute(node.asText(), ScalarType.S);
        }
        String name = JsModuleScan.text(scan.resolve(node.path("name")));
        if (name.isEmpty()) {
            throw scan.error(where, "key name " + JsModuleScan.source(node) + " is only known when the code runs");
        }
        String type = JsModuleScan.text(node.path("type")).toLowerCase(Locale.ROOT);
        return new KeyAttribute(name, switch (type) {
            case "number" -> ScalarType.N;
            case "binary" -> ScalarType.B;
            default -> ScalarType.S;
        });
    }

    private void entity(JsModuleScan.Construct c, Map<String, ToolboxTable> tables) throws ImportException {
        JsonNode props = scan.resolve(c.args().path(0));
        if (!props.isObject() || JsModuleScan.isRuntime(props)) {
            warnings.add(c.at(), "Entity " + JsModuleScan.source(props) + " is only known when the code runs;"
                    + " skipped");
            return;
        }
        String name = JsModuleScan.text(scan.resolve(props.path("name")));
        if (name.isEmpty()) {
            warnings.add(c.at(), "Entity without a literal name; skipped");
            return;
        }
        JsonNode tableRef = props.path("table");
        ToolboxTable table = tables.get(JsModuleScan.source(tableRef));
        if (table == null) {
            table = tables.values().iterator().next();
            warnings.add(scan.at(props, "table", c.at()), "entity " + name + "'s table " + (tableRef.isMissingNode()
                    ? "is not given" : JsModuleScan.source(tableRef) + " is not a Table this module declares")
                    + "; read as table " + table.draft.name);
        }
        EntityDraft entity = new EntityDraft(name, c.at());
        Map<String, ScalarType> keyTypes = new LinkedHashMap<>();
        table.draft.keyAttributes().forEach(k -> keyTypes.put(k.name(), k.type()));
        if (props.has("attributes")) {
            classicAttributes(entity, scan.resolve(props.get("attributes")), table, keyTypes, c.at());
        } else if (props.has("schema")) {
            schemaAttributes(entity, props, table, keyTypes, c.at());
        } else {
            warnings.add(c.at(), "entity " + name + " has neither attributes nor schema; skipped");
            return;
        }
        boolean timestamps = !props.path("timestamps").isBoolean() || props.get("timestamps").asBoolean();
        String typeName = JsModuleScan.text(props.path(table.classic ? "typeAlias" : "entityAttributeSavedAs"));
        entity.attribute("_et", AttributeType.S, true, List.of(name));
        if (!typeName.isEmpty()) {
            warnings.add(scan.at(props, table.classic ? "typeAlias" : "entityAttributeSavedAs", c.at()),
                    "the entity name attribute is read under its stored name _et");
        }
        if (timestamps) {
            entity.attribute("_ct", AttributeType.S, true, List.of());
            entity.attribute("_md", AttributeType.S, true, List.of());
        }
        for (String unread : List.of("computed", "modifiedAlias", "createdAlias")) {
            if (props.has(unread)) {
                warnings.add(scan.at(props, unread, c.at()), "entity option '" + unread + "' is not represented;"
                        + " ignored");
            }
        }
        table.draft.addEntity(entity.build(keyTypes.keySet(), ""), c.at());
    }

    // ---- DynamoDB-Toolbox 0.x -------------------------------------------------------------------------------

    private void classicAttributes(EntityDraft entity, JsonNode attributes, ToolboxTable table,
                                   Map<String, ScalarType> keyTypes, String at) {
        Map<String, String[]> composites = new LinkedHashMap<>();
        Map<String, String[]> keyParts = new LinkedHashMap<>();
        for (var it = attributes.fields(); it.hasNext(); ) {
            var entry = it.next();
            String name = entry.getKey();
            JsonNode spec = entry.getValue();
            String where = scan.at(attributes, name, at);
            if (spec.isArray()) {
                String target = spec.path(0).asText();
                int position = spec.path(1).asInt();
                String[] parts = composites.computeIfAbsent(target, k -> new String[16]);
                if (position >= 0 && position < parts.length) {
                    parts[position] = name;
                }
                JsonNode options = spec.path(2);
                boolean save = !options.path("save").isBoolean() || options.get("save").asBoolean();
                AttributeType type = options.isTextual() ? classicType(options.asText(), "", where)
                        : classicType(JsModuleScan.text(options.path("type")), "", where);
                if (save) {
                    entity.attribute(name, type, false, List.of());
                }
                continue;
            }
            String typeText = spec.isTextual() ? spec.asText() : JsModuleScan.text(spec.path("type"));
            AttributeType type = classicType(typeText, JsModuleScan.text(spec.path("setType")), where);
            String stored = JsModuleScan.text(spec.has("map") ? spec.get("map") : spec.path("alias"));
            List<String> roles = new ArrayList<>();
            for (String flag : List.of("partitionKey", "sortKey")) {
                JsonNode value = spec.path(flag);
                if (value.isBoolean() && value.asBoolean()) {
                    roles.add(table.keyNames.get(new KeyRole("", flag.equals("partitionKey"))));
                } else if (value.isTextual()) {
                    roles.add(table.keyNames.get(new KeyRole(value.asText(), flag.equals("partitionKey"))));
                } else if (value.isArray()) {
                    value.forEach(v -> roles.add(table.keyNames.get(new KeyRole(v.asText(),
                            flag.equals("partitionKey")))));
                }
            }
            roles.removeIf(r -> r == null);
            String prefix = JsModuleScan.text(spec.path("prefix"));
            String suffix = JsModuleScan.text(spec.path("suffix"));
            if (roles.isEmpty()) {
                entity.attribute(stored.isEmpty() ? name : stored, type, spec.path("required").asBoolean(false),
                        List.of());
                if (!prefix.isEmpty() || !suffix.isEmpty()) {
                    warnings.add(where, entity.name() + " attribute '" + name + "' prefix/suffix of a non-key"
                            + " attribute is not represented; ignored");
                }
            } else {
                for (String keyName : roles) {
                    keyParts.put(keyName, new String[] {name, prefix, suffix, where});
                    JsonNode def = spec.path("default");
                    if (JsModuleScan.isRuntime(def)) {
                        warnings.add(scan.at(spec, "default", where), entity.name() + "'s " + keyName + " is computed"
                                + " by " + JsModuleScan.source(def) + ", only known when the code runs; read as a"
                                + " natural key the application supplies ({" + keyName + "})");
                        entity.naturalKey(keyName, keyTypes.getOrDefault(keyName, ScalarType.S));
                        keyParts.remove(keyName);
                    } else if (def.isTextual() && name.equals(keyName)) {
                        keyParts.put(keyName, new String[] {null, def.asText(), "", where});
                    } else if (!name.equals(keyName)) {
                        entity.attribute(name, scalar(type), true, List.of());
                    }
                }
            }
            warnOptions(entity, name, spec, where);
        }
        for (var part : keyParts.entrySet()) {
            String keyName = part.getKey();
            String[] p = part.getValue();
            String[] composite = composites.get(keyName);
            String template;
            if (p[0] == null) {
                template = escape(p[1]);
            } else if (composite != null) {
                List<String> names = new ArrayList<>();
                for (String n : composite) {
                    if (n != null) {
                        names.add("{" + n + "}");
                    }
                }
                template = escape(p[1]) + String.join("#", names) + escape(p[2]);
            } else if (p[0].equals(keyName) && p[1].isEmpty() && p[2].isEmpty()) {
                entity.naturalKey(keyName, keyTypes.getOrDefault(keyName, ScalarType.S));
                continue;
            } else {
                template = escape(p[1]) + "{" + p[0] + "}" + escape(p[2]);
            }
            entity.key(keyName, template, Map.of(), keyTypes, false, p[3], warnings);
        }
    }

    private static AttributeType scalar(AttributeType type) {
        return type == AttributeType.N || type == AttributeType.B ? type : AttributeType.S;
    }

    private AttributeType classicType(String type, String setType, String where) {
        switch (type.toLowerCase(Locale.ROOT)) {
            case "":
            case "string":
                return AttributeType.S;
            case "number":
                return AttributeType.N;
            case "boolean":
                return AttributeType.BOOL;
            case "list":
                return AttributeType.L;
            case "map":
                return AttributeType.M;
            case "binary":
                return AttributeType.B;
            case "set":
                return switch (setType.toLowerCase(Locale.ROOT)) {
                    case "number" -> AttributeType.NS;
                    case "binary" -> AttributeType.BS;
                    default -> AttributeType.SS;
                };
            default:
                warnings.add(where, "type '" + type + "' is not a DynamoDB-Toolbox type; read as S");
                return AttributeType.S;
        }
    }

    private void warnOptions(EntityDraft entity, String name, JsonNode spec, String where) {
        if (!spec.isObject()) {
            return;
        }
        List<String> unmapped = new ArrayList<>();
        spec.fieldNames().forEachRemaining(option -> {
            if (!Set.of("type", "partitionKey", "sortKey", "prefix", "suffix", "map", "alias", "required", "hidden",
                    "setType", "default").contains(option) || (option.equals("default")
                    && !spec.get(option).isTextual())) {
                unmapped.add(option);
            }
        });
        if (!unmapped.isEmpty()) {
            warnings.add(where, entity.name() + " attribute '" + name + "' options not represented in Tablesmith: "
                    + String.join(", ", unmapped));
        }
    }

    // ---- DynamoDB-Toolbox 1.x and later ---------------------------------------------------------------------

    private void schemaAttributes(EntityDraft entity, JsonNode props, ToolboxTable table,
                                  Map<String, ScalarType> keyTypes, String at) throws ImportException {
        JsonNode schema = scan.resolve(props.get("schema"));
        List<JsonNode> calls = JsModuleScan.calls(schema);
        JsonNode attributes = calls.isEmpty() ? schema : scan.resolve(calls.get(0).path("args").path(0));
        if (!attributes.isObject() || JsModuleScan.isRuntime(attributes)) {
            warnings.add(scan.at(props, "schema", at), "schema " + JsModuleScan.source(schema) + " is only known"
                    + " when the code runs; the entity has no attributes");
            return;
        }
        Set<String> written = new java.util.HashSet<>();
        for (var it = attributes.fields(); it.hasNext(); ) {
            var entry = it.next();
            String name = entry.getKey();
            String where = scan.at(attributes, name, at);
            List<JsonNode> chain = JsModuleScan.calls(entry.getValue());
            if (chain.isEmpty() || !BUILDERS.contains(chain.get(0).path("name").asText())) {
                warnings.add(where, entity.name() + " attribute '" + name + "' " + JsModuleScan.source(
                        entry.getValue()) + " is not a schema builder Tablesmith reads; read as S");
                entity.attribute(name, AttributeType.S, false, List.of());
                continue;
            }
            String builder = chain.get(0).path("name").asText();
            AttributeType type = schemaType(builder, chain.get(0).path("args"));
            String stored = name;
            String prefix = null;
            boolean optional = false;
            String constant = null;
            JsonNode computed = null;
            List<String> enumValues = new ArrayList<>();
            List<String> unmapped = new ArrayList<>();
            for (JsonNode call : chain.subList(1, chain.size())) {
                String modifier = call.path("name").asText();
                JsonNode args = call.path("args");
                switch (modifier) {
                    case "key", "hidden" -> { }
                    case "savedAs" -> stored = JsModuleScan.text(args.path(0)).isEmpty() ? stored
                            : args.path(0).asText();
                    case "optional" -> optional = true;
                    case "required" -> optional = JsModuleScan.text(args.path(0)).equals("never");
                    case "enum" -> args.forEach(a -> enumValues.add(a.asText()));
                    case "const" -> {
                        constant = JsModuleScan.text(args.path(0));
                        enumValues.add(constant);
                    }
                    case "default", "keyDefault", "putDefault" -> {
                        if (args.path(0).isTextual() || args.path(0).isNumber()) {
                            constant = args.path(0).asText();
                        } else {
                            computed = args.path(0);
                        }
                    }
                    case "link", "keyLink", "putLink" -> computed = args.path(0);
                    case "transform" -> {
                        List<JsonNode> t = JsModuleScan.calls(args.path(0));
                        if (!t.isEmpty() && t.get(0).path("name").asText().equals("prefix")) {
                            JsonNode options = t.get(0).path("args").path(1);
                            String delimiter = options.path("delimiter").isTextual()
                                    ? options.get("delimiter").asText() : "#";
                            prefix = JsModuleScan.text(t.get(0).path("args").path(0)) + delimiter;
                        } else {
                            unmapped.add("transform " + JsModuleScan.source(args.path(0)));
                        }
                    }
                    default -> unmapped.add(modifier);
                }
            }
            if (!unmapped.isEmpty()) {
                warnings.add(where, entity.name() + " attribute '" + name + "' options not represented in Tablesmith: "
                        + String.join(", ", unmapped));
            }
            if (keyTypes.containsKey(stored)) {
                written.add(stored);
                if (computed != null) {
                    warnings.add(JsModuleScan.at(computed, where), entity.name() + "'s " + stored + " is computed by "
                            + JsModuleScan.source(computed) + ", only known when the code runs; read as a natural"
                            + " key the application supplies ({" + stored + "})");
                    entity.naturalKey(stored, keyTypes.get(stored));
                } else if (stored.equals(name) && prefix == null && constant == null) {
                    entity.naturalKey(stored, keyTypes.get(stored), !optional);
                } else if (constant != null && (stored.equals(name) || prefix == null)) {
                    entity.key(stored, escape((prefix == null ? "" : prefix) + constant), Map.of(), keyTypes, false,
                            where, warnings);
                    if (!stored.equals(name)) {
                        entity.attribute(name, type, !optional, enumValues);
                    }
                } else {
                    entity.attribute(name, type, !optional, enumValues);
                    entity.key(stored, escape(prefix == null ? "" : prefix) + "{" + name + "}", Map.of(), keyTypes,
                            false, where, warnings);
                }
            } else {
                entity.attribute(stored, type, !optional, enumValues);
            }
        }
        if (props.has("computeKey")) {
            computeKey(entity, props.get("computeKey"), table, keyTypes, written, scan.at(props, "computeKey", at));
        }
    }

    /**
     * A {@code computeKey} that only returns an object of strings and template literals
     * ({@code ({id}) => ({PK: `USER#${id}`, SK: 'PROFILE'})}) gives those templates; any other function gives
     * natural keys for the table's key attributes, with a warning.
     */
    private void computeKey(EntityDraft entity, JsonNode function, ToolboxTable table,
                            Map<String, ScalarType> keyTypes, Set<String> written, String where) {
        String source = JsModuleScan.source(function);
        int arrow = source.indexOf("=>");
        String body = arrow < 0 ? "" : source.substring(arrow + 2).strip();
        if (body.startsWith("(") && body.endsWith(")")) {
            body = body.substring(1, body.length() - 1).strip();
        }
        JsonNode keys = null;
        if (body.startsWith("{")) {
            try {
                keys = JsObjectReader.read("export default " + body, scan.sourceName());
            } catch (ImportException notAnObject) {
                keys = null;
            }
        }
        boolean read = keys != null && keys.size() > 0;
        if (read) {
            for (var it = keys.fields(); it.hasNext(); ) {
                if (!it.next().getValue().isTextual()) {
                    read = false;
                }
            }
        }
        if (!read) {
            List<String> names = new ArrayList<>(table.draft.keySchema.attributeNames());
            names.removeAll(written);
            warnings.add(where, entity.name() + "'s computeKey " + DynamoJsonValues.abbreviate(source) + " is only known"
                    + " when the code runs; read as natural keys the application supplies ("
                    + String.join(", ", names.stream().map(n -> "{" + n + "}").toList()) + ")");
            for (String name : names) {
                entity.naturalKey(name, keyTypes.get(name));
            }
            return;
        }
        for (var it = keys.fields(); it.hasNext(); ) {
            var entry = it.next();
            if (!keyTypes.containsKey(entry.getKey())) {
                warnings.add(where, entity.name() + "'s computeKey writes " + entry.getKey() + ", which is not a key"
                        + " attribute; ignored");
                continue;
            }
            entity.key(entry.getKey(), entry.getValue().asText(), Map.of(), keyTypes, true, where, warnings);
        }
    }

    private AttributeType schemaType(String builder, JsonNode args) {
        return switch (builder) {
            case "number" -> AttributeType.N;
            case "boolean" -> AttributeType.BOOL;
            case "binary" -> AttributeType.B;
            case "list" -> AttributeType.L;
            case "map", "record" -> AttributeType.M;
            case "set" -> {
                List<JsonNode> element = JsModuleScan.calls(args.path(0));
                String of = element.isEmpty() ? "" : element.get(0).path("name").asText();
                yield of.equals("number") ? AttributeType.NS : of.equals("binary") ? AttributeType.BS
                        : AttributeType.SS;
            }
            default -> AttributeType.S;
        };
    }

    /** Literal key text as {@link TemplateConversion} reads it (it doubles literal braces itself). */
    private static String escape(String literal) {
        return literal;
    }
}
