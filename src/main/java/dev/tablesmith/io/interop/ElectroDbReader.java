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
 * Reads ElectroDB entities ({@code new Entity({model, attributes, indexes}, {table})}, and the older form with
 * {@code service}/{@code entity}/{@code version}/{@code table} at the top of the schema) from a module's source
 * text. Entities that name the same table share one table of the design; the index without {@code index:} is the
 * table's primary key, every other index a GSI (an LSI when its partition key field is the table's).
 *
 * <p>Keys become Tablesmith templates exactly as ElectroDB builds them (checked against ElectroDB itself by
 * {@code ElectroDbKeysAgainstElectroDbTest}): a partition key is {@code $SERVICE} then {@code #LABEL_VALUE} for
 * each composite attribute, a sort key {@code $ENTITY_VERSION} (after {@code $COLLECTION#} when the index has a
 * collection) then the same {@code #LABEL_VALUE} parts, where LABEL is the attribute's {@code label} or name; a
 * {@code template} replaces all of it. The whole key is lower-cased unless the key's {@code casing} says
 * {@code upper} or {@code none}: literal text is cased here, and each string value through Tablesmith's
 * {@code lower}/{@code upper} filter. Numbers and booleans are written as JavaScript prints them.
 */
final class ElectroDbReader {
    private static final Set<String> ATTRIBUTE_OPTIONS = Set.of("type", "required", "field", "label", "items",
            "default", "readOnly", "hidden");

    private final JsModuleScan scan;
    private final ImportWarnings warnings;

    ElectroDbReader(JsModuleScan scan, ImportWarnings warnings) {
        this.scan = scan;
        this.warnings = warnings;
    }

    /**
     * Whether {@code text} imports ElectroDB, or (ElectroDB's own examples import it by a relative path) declares
     * an {@code Entity} with a {@code model} and {@code indexes} whose keys have {@code composite}/{@code facets}.
     */
    static boolean imports(String text) {
        return text.matches("(?s).*(?:from\\s*|require\\(\\s*)['\"]electrodb['\"].*")
                || (text.contains("new Entity") && text.matches("(?s).*\\bmodel\\s*:\\s*\\{.*")
                && text.contains("indexes") && (text.contains("composite") || text.contains("facets")));
    }

    /** One ElectroDB attribute: its stored name, the name its keys use, and its type. */
    private record Attr(String field, String label, AttributeType type) {
    }

    /** One key of one index, with what its default format needs. */
    private record KeySpec(JsonNode key, boolean partition, String collection, String where) {
    }

    List<TableDraft> read(String defaultTable) throws ImportException {
        List<JsModuleScan.Construct> found = scan.find(Set.of("Entity", "Service"), Set.of());
        String serviceTable = null;
        for (JsModuleScan.Construct c : found) {
            if (c.simpleName().equals("Service")) {
                JsonNode config = scan.resolve(c.args().path(1));
                JsonNode first = scan.resolve(c.args().path(0));
                JsonNode table = config.has("table") ? config.get("table") : first.path("table");
                if (table.isTextual() && serviceTable == null) {
                    serviceTable = literalTable(table, c.at());
                }
            }
        }
        Map<String, TableDraft> tables = new LinkedHashMap<>();
        for (JsModuleScan.Construct c : found) {
            if (c.simpleName().equals("Entity")) {
                entity(c, tables, serviceTable, defaultTable);
            }
        }
        if (tables.isEmpty()) {
            throw ImportException.in(scan.sourceName(), "the ElectroDB module declares no Entity with a model and"
                    + " indexes");
        }
        return new ArrayList<>(tables.values());
    }

    private String literalTable(JsonNode table, String at) {
        JsonNode resolved;
        try {
            resolved = scan.resolve(table);
        } catch (ImportException e) {
            return null;
        }
        String name = JsModuleScan.text(resolved);
        return name.matches("[A-Za-z0-9_.\\-]{3,255}") ? name : null;
    }

    private void entity(JsModuleScan.Construct c, Map<String, TableDraft> tables, String serviceTable,
                        String defaultTable) throws ImportException {
        JsonNode schema = scan.resolve(c.args().path(0));
        if (!schema.isObject() || JsModuleScan.isRuntime(schema)) {
            warnings.add(c.at(), "Entity schema " + JsModuleScan.source(schema) + " is only known when the code"
                    + " runs; skipped");
            return;
        }
        JsonNode model = schema.has("model") ? scan.resolve(schema.get("model")) : schema;
        String entityName = JsModuleScan.text(scan.resolve(model.path("entity")));
        String version = JsModuleScan.source(scan.resolve(model.path("version")));
        String service = JsModuleScan.text(scan.resolve(model.path("service")));
        String at = c.at();
        if (entityName.isEmpty() || service.isEmpty()) {
            warnings.add(at, "Entity without a literal model.entity and model.service; skipped");
            return;
        }
        JsonNode config = scan.resolve(c.args().path(1));
        JsonNode tableNode = config.has("table") ? config.get("table") : schema.path("table");
        String tableName = tableNode.isMissingNode() ? null : literalTable(tableNode, at);
        if (tableName == null) {
            tableName = serviceTable != null ? serviceTable : defaultTable;
            warnings.add(tableNode.isMissingNode() ? at : scan.at(config.has("table") ? config : schema, "table",
                    at), "entity " + entityName + "'s table " + (tableNode.isMissingNode() ? "is not given"
                    : JsModuleScan.source(tableNode) + " is only known when the code runs") + "; read as '"
                    + tableName + "'");
        }
        for (String ignored : List.of("collection", "type")) {
            if (model.has(ignored)) {
                warnings.add(scan.at(model, ignored, at), "model." + ignored + " is not represented; ignored");
            }
        }
        EntityDraft entity = new EntityDraft(entityName, at);
        Map<String, Attr> attrs = attributes(schema.path("attributes"), entity, entityName, at);
        warnings.add(at, "ElectroDB also writes __edb_e__ ('" + entityName + "') and __edb_v__ ('" + version
                + "') on every " + entityName + " item; these identifiers are not represented");
        JsonNode indexes = scan.resolve(schema.path("indexes"));
        String indexesAt = scan.at(schema, "indexes", at);
        TableDraft draft = null;
        List<KeySpec> keys = new ArrayList<>();
        // the primary index first: it creates (or must match) the table
        for (var it = indexes.fields(); it.hasNext(); ) {
            var entry = it.next();
            JsonNode index = scan.resolve(entry.getValue());
            if (!index.has("index")) {
                String pkField = field(index.path("pk"));
                String skField = index.path("sk").isObject() ? field(index.path("sk")) : null;
                if (pkField.isEmpty()) {
                    throw scan.error(scan.at(indexes, entry.getKey(), indexesAt), "index '" + entry.getKey()
                            + "' has no pk.field");
                }
                draft = tables.get(tableName);
                KeySchema keySchema = KeySchema.of(new KeyAttribute(pkField, ScalarType.S),
                        skField == null ? null : new KeyAttribute(skField, ScalarType.S));
                if (draft == null) {
                    draft = new TableDraft(at, tableName, keySchema);
                    tables.put(tableName, draft);
                } else if (!draft.keySchema.equals(keySchema)) {
                    warnings.add(scan.at(indexes, entry.getKey(), indexesAt), "entity " + entityName
                            + "'s primary index (" + pkField + ", " + skField + ") does not match table " + tableName
                            + "'s key " + draft.keySchema.attributeNames() + "; the entity is skipped");
                    return;
                }
            }
        }
        if (draft == null) {
            throw scan.error(indexesAt, "entity " + entityName + " has no primary index (one without 'index:')");
        }
        for (var it = indexes.fields(); it.hasNext(); ) {
            var entry = it.next();
            JsonNode index = scan.resolve(entry.getValue());
            String where = scan.at(indexes, entry.getKey(), indexesAt);
            for (String unread : List.of("collection", "type", "condition", "scope")) {
                if (index.has(unread)) {
                    JsonNode value = index.get(unread);
                    String what = unread.equals("type") && JsModuleScan.text(value).equals("clustered")
                            ? "type 'clustered' (ElectroDB orders a clustered index's sort key differently) is not"
                            + " represented; keys are read as an isolated index's"
                            : unread.equals("collection") ? "collection " + (value.isTextual() ? "'"
                            + value.asText() + "'" : JsModuleScan.source(value))
                            + " is not represented (its name is kept in the sort key prefix)"
                            : unread + " " + JsModuleScan.source(value) + " is not represented; ignored";
                    warnings.add(scan.at(index, unread, where), "index '" + entry.getKey() + "': " + what);
                }
            }
            String collection = collection(index.path("collection"));
            if (index.has("index")) {
                if (!addIndex(draft, entry.getKey(), index, where)) {
                    continue;
                }
            }
            keys.add(new KeySpec(index.path("pk"), true, null, where));
            if (index.path("sk").isObject()) {
                keys.add(new KeySpec(index.path("sk"), false, collection, where));
            }
        }
        Map<String, ScalarType> keyTypes = new LinkedHashMap<>();
        draft.keyAttributes().forEach(k -> keyTypes.put(k.name(), k.type()));
        Map<String, String> written = new LinkedHashMap<>();
        for (KeySpec k : keys) {
            String field = field(k.key());
            if (written.containsKey(field)) {
                continue;
            }
            written.put(field, k.where());
            key(entity, k.key(), k.partition(), attrs, service, entityName, version, k.collection(), keyTypes,
                    k.where());
        }
        draft.addEntity(entity.build(keyTypes.keySet(), ""), at);
    }

    private String collection(JsonNode node) {
        if (node.isTextual()) {
            return node.asText();
        }
        if (node.isArray() && node.size() > 0) {
            return node.get(0).asText();
        }
        return null;
    }

    private boolean addIndex(TableDraft draft, String accessPattern, JsonNode index, String where) {
        JsonNode name = index.get("index");
        if (!name.isTextual()) {
            warnings.add(scan.at(index, "index", where), "index name " + JsModuleScan.source(name) + " is only known"
                    + " when the code runs; access pattern '" + accessPattern + "' is ignored");
            return false;
        }
        String pkField = field(index.path("pk"));
        String skField = index.path("sk").isObject() ? field(index.path("sk")) : null;
        if (pkField.isEmpty()) {
            warnings.add(where, "index '" + accessPattern + "' has no pk.field; ignored");
            return false;
        }
        boolean local = pkField.equals(draft.keySchema.partitionKeyAttribute().name()) && skField != null;
        KeySchema keys = KeySchema.of(new KeyAttribute(pkField, ScalarType.S),
                skField == null ? null : new KeyAttribute(skField, ScalarType.S));
        for (SecondaryIndex existing : draft.indexes) {
            if (existing.name().equals(name.asText())) {
                if (!existing.keySchema().equals(keys)) {
                    warnings.add(where, "index " + name.asText() + " is declared with other key fields by another"
                            + " entity; the first declaration is kept and access pattern '" + accessPattern
                            + "' is ignored");
                    return false;
                }
                return true;
            }
        }
        draft.indexes.add(new SecondaryIndex(name.asText(), local ? IndexKind.LSI : IndexKind.GSI, keys,
                Projection.all(), null));
        return true;
    }

    private static String field(JsonNode key) {
        return JsModuleScan.text(key.path("field"));
    }

    private Map<String, Attr> attributes(JsonNode attributes, EntityDraft entity, String entityName, String at)
            throws ImportException {
        Map<String, Attr> attrs = new LinkedHashMap<>();
        JsonNode resolved = scan.resolve(attributes);
        for (var it = resolved.fields(); it.hasNext(); ) {
            var entry = it.next();
            String name = entry.getKey();
            JsonNode spec = scan.resolve(entry.getValue());
            String where = scan.at(resolved, name, at);
            JsonNode typeNode = spec.isObject() && !JsModuleScan.isRuntime(spec) ? spec.path("type") : spec;
            List<String> enumValues = new ArrayList<>();
            AttributeType type;
            if (typeNode.isArray()) {
                typeNode.forEach(v -> enumValues.add(v.asText()));
                type = AttributeType.S;
            } else {
                type = type(JsModuleScan.text(typeNode), spec.path("items"), where);
            }
            String field = spec.path("field").isTextual() ? spec.get("field").asText() : name;
            String label = spec.path("label").isTextual() ? spec.get("label").asText() : name;
            attrs.put(name, new Attr(field, label, type));
            entity.attribute(field, type, spec.path("required").asBoolean(false), enumValues);
            List<String> unmapped = new ArrayList<>();
            if (spec.isObject()) {
                spec.fieldNames().forEachRemaining(option -> {
                    if (!ATTRIBUTE_OPTIONS.contains(option)) {
                        unmapped.add(option);
                    }
                });
                if (spec.has("default")) {
                    unmapped.add("default");
                }
            }
            if (!unmapped.isEmpty()) {
                warnings.add(where, entityName + " attribute '" + name + "' options not represented in Tablesmith: "
                        + String.join(", ", unmapped));
            }
        }
        return attrs;
    }

    private AttributeType type(String name, JsonNode items, String where) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "string":
                return AttributeType.S;
            case "number":
                return AttributeType.N;
            case "boolean":
                return AttributeType.BOOL;
            case "map":
                return AttributeType.M;
            case "list":
                return AttributeType.L;
            case "set":
                String item = JsModuleScan.text(items).toLowerCase(Locale.ROOT);
                return item.equals("number") ? AttributeType.NS : AttributeType.SS;
            default:
                warnings.add(where, "type '" + name + "' is not one Tablesmith represents (string, number, boolean,"
                        + " map, list, set or an enum array); read as S");
                return AttributeType.S;
        }
    }

    /** Builds the template ElectroDB writes into one key field and gives it to the entity. */
    private void key(EntityDraft entity, JsonNode key, boolean partition, Map<String, Attr> attrs, String service,
                     String entityName, String version, String collection, Map<String, ScalarType> keyTypes,
                     String where) {
        String field = field(key);
        String casing = JsModuleScan.text(key.path("casing")).toLowerCase(Locale.ROOT);
        if (casing.isEmpty() || casing.equals("default")) {
            casing = "lower";
        }
        JsonNode composite = key.has("composite") ? key.get("composite") : key.path("facets");
        StringBuilder template = new StringBuilder();
        JsonNode customTemplate = key.path("template");
        if (customTemplate.isTextual() || composite.isTextual()) {
            String source = customTemplate.isTextual() ? customTemplate.asText() : composite.asText();
            int i = 0;
            while (i < source.length()) {
                if (source.startsWith("${", i) && source.indexOf('}', i) > 0) {
                    int close = source.indexOf('}', i);
                    String name = source.substring(i + 2, close).strip();
                    if (!placeholder(template, name, attrs, casing, entity, where)) {
                        return;
                    }
                    i = close + 1;
                } else {
                    literal(template, String.valueOf(source.charAt(i)), casing);
                    i++;
                }
            }
        } else {
            if (partition) {
                literal(template, "$" + service, casing);
            } else {
                literal(template, "$" + (collection == null ? "" : collection + "#") + entityName + "_" + version,
                        casing);
            }
            for (JsonNode part : composite) {
                String name = part.asText();
                Attr attr = attrs.get(name);
                if (attr == null) {
                    warnings.add(where, entityName + "'s key " + field + " is composed of '" + name + "', which is not"
                            + " an attribute; the template is dropped");
                    return;
                }
                literal(template, "#" + attr.label() + "_", casing);
                if (!placeholder(template, name, attrs, casing, entity, where)) {
                    return;
                }
            }
        }
        entity.key(field, template.toString(), Map.of(), keyTypes, false, where, warnings);
    }

    private boolean placeholder(StringBuilder template, String name, Map<String, Attr> attrs, String casing,
                                EntityDraft entity, String where) {
        Attr attr = attrs.get(name);
        if (attr == null) {
            warnings.add(where, entity.name() + "'s key template uses '" + name + "', which is not an attribute;"
                    + " the template is dropped");
            return false;
        }
        template.append('{').append(attr.field());
        if (attr.type() == AttributeType.S && !casing.equals("none")) {
            template.append('|').append(casing.equals("upper") ? "upper" : "lower");
        }
        template.append('}');
        return true;
    }

    private static void literal(StringBuilder template, String text, String casing) {
        String cased = switch (casing) {
            case "upper" -> text.toUpperCase(Locale.ROOT);
            case "none" -> text;
            default -> text.toLowerCase(Locale.ROOT);
        };
        template.append(cased);
    }
}
