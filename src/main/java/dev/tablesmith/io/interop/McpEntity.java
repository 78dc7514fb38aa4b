package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.ScalarType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One entity of an MCP {@code schema.json}: its {@code fields} become attributes, its {@code pk_template},
 * {@code sk_template} and {@code gsi_mappings} the templates it writes into the table's and the GSIs' key
 * attributes. A template that is exactly its key attribute's own field ({@code "pk_template": "{game_id}"} for
 * partition key {@code game_id}) is a natural key: the item stores the field under the key's name. A field named
 * like a GSI key attribute that the entity gives no mapping is a natural key too, because DynamoDB indexes the
 * item by that attribute all the same; if the field is optional, the index is sparse.
 */
final class McpEntity {
    private static final Pattern SINGLE = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_]*)}");

    private final String name;
    private final JsonNode node;
    private final String path;
    private final ImportWarnings warnings;
    private final Map<String, AttributeType> fieldTypes;
    private final Map<String, Boolean> required = new LinkedHashMap<>();
    private final Map<String, String> converted = new LinkedHashMap<>();

    McpEntity(String name, JsonNode node, String path, ImportWarnings warnings) {
        this.name = name;
        this.node = node;
        this.path = path;
        this.warnings = warnings;
        this.fieldTypes = new LinkedHashMap<>();
        JsonNode fields = node.path("fields");
        for (int i = 0; i < fields.size(); i++) {
            JsonNode field = fields.get(i);
            String fieldName = field.path("name").asText("");
            if (fieldName.isEmpty()) {
                warnings.add(path + "/fields/" + i, "field without a name; skipped");
                continue;
            }
            fieldTypes.put(fieldName, type(field, path + "/fields/" + i, warnings));
            required.put(fieldName, field.path("required").asBoolean(false));
        }
    }

    String name() {
        return name;
    }

    JsonNode node() {
        return node;
    }

    String path() {
        return path;
    }

    /** Whether the entity declares (or, through a natural key, stores) an attribute of this name. */
    boolean hasField(String field) {
        return fieldTypes.containsKey(field);
    }

    /** Whether one of the entity's key templates is built from {@code field}. */
    boolean isKeyInput(String field) {
        return converted.values().stream()
                .anyMatch(t -> t.contains("{" + field + "}") || t.contains("{" + field + "|"));
    }

    /** The Tablesmith template the entity writes into {@code keyAttribute}, if any. */
    String template(String keyAttribute) {
        return converted.get(keyAttribute);
    }

    Entity build(TableDraft draft, Map<String, ScalarType> keyTypes) {
        EntityDraft entity = new EntityDraft(name, path);
        for (Map.Entry<String, AttributeType> field : fieldTypes.entrySet()) {
            if (!keyTypes.containsKey(field.getKey())) {
                entity.attribute(field.getKey(), field.getValue(), required.get(field.getKey()), List.of());
            }
        }
        Map<String, String> templates = templates(node, path, draft, warnings);
        Map<String, String> built = new LinkedHashMap<>();
        for (Map.Entry<String, String> t : templates.entrySet()) {
            String template = McpTemplates.convert(t.getValue(), fieldTypes, t.getKey().equals("") ? path
                    : templatePath(t.getKey(), draft), warnings);
            converted.put(t.getKey(), template);
            if (template.equals("{" + t.getKey() + "}") && fieldTypes.containsKey(t.getKey())) {
                boolean tableKey = draft.keySchema.attributeNames().contains(t.getKey());
                entity.naturalKey(t.getKey(), keyTypes.get(t.getKey()), tableKey || required.get(t.getKey()));
            } else {
                built.put(t.getKey(), template);
            }
        }
        // Fields named like a GSI key attribute first: a built template may read one (PLAYER#{playerId} where
        // playerId is part of a multi-attribute GSI key the entity does not write whole).
        for (Map.Entry<String, AttributeType> field : fieldTypes.entrySet()) {
            String key = field.getKey();
            if (keyTypes.containsKey(key) && !templates.containsKey(key)) {
                if (field.getValue().isKeyType()) {
                    entity.naturalKey(key, keyTypes.get(key), draft.keySchema.attributeNames().contains(key)
                            || required.get(key));
                    converted.put(key, "{" + key + "}");
                } else {
                    entity.attribute(key, field.getValue(), required.get(key), List.of());
                }
            }
        }
        for (Map.Entry<String, String> t : built.entrySet()) {
            if (fieldTypes.containsKey(t.getKey())) {
                warnings.add(templatePath(t.getKey(), draft), name + " declares a field '" + t.getKey() + "' and"
                        + " writes key attribute " + t.getKey() + " from template '" + t.getValue() + "'; DynamoDB"
                        + " stores one attribute of that name, so the field is read as the key's template");
            }
            entity.key(t.getKey(), t.getValue(), Map.of(), keyTypes, true, templatePath(t.getKey(), draft),
                    warnings);
        }
        String type = node.path("entity_type").asText("");
        if (!type.isEmpty() && !type.equals(name.toUpperCase(Locale.ROOT))) {
            warnings.add(path + "/entity_type", "entity_type '" + type + "' is not represented (Tablesmith names"
                    + " the entity " + name + "); ignored");
        }
        return entity.build(keyTypes.keySet(), "");
    }

    private String templatePath(String keyAttribute, TableDraft draft) {
        if (draft.keySchema.partitionKeyAttribute().name().equals(keyAttribute)) {
            return path + "/pk_template";
        }
        if (draft.keySchema.sortKeyAttribute().map(k -> k.name().equals(keyAttribute)).orElse(false)) {
            return path + "/sk_template";
        }
        return path + "/gsi_mappings";
    }

    /** The MCP templates of {@code entity}, by the key attribute each is written into (table keys first). */
    private static Map<String, String> templates(JsonNode entity, String path, TableDraft draft,
                                                 ImportWarnings warnings) {
        Map<String, String> out = new LinkedHashMap<>();
        if (entity.path("pk_template").isTextual()) {
            out.put(draft.keySchema.partitionKeyAttribute().name(), entity.get("pk_template").asText());
        }
        if (entity.path("sk_template").isTextual()) {
            draft.keySchema.sortKeyAttribute().ifPresentOrElse(
                    sk -> out.put(sk.name(), entity.get("sk_template").asText()),
                    () -> warnings.add(path + "/sk_template", "the table has no sort key; sk_template ignored"));
        }
        JsonNode mappings = entity.path("gsi_mappings");
        for (int m = 0; m < mappings.size(); m++) {
            JsonNode mapping = mappings.get(m);
            String at = path + "/gsi_mappings/" + m;
            String index = mapping.path("name").asText("");
            var gsi = draft.indexes.stream().filter(i -> i.name().equals(index)).findFirst();
            if (gsi.isEmpty()) {
                warnings.add(at, "GSI mapping names '" + index + "', which is not in the table's gsi_list; ignored");
                continue;
            }
            pair(gsi.get().keySchema().partitionKey().stream().map(k -> k.name()).toList(),
                    mapping.path("pk_template"), at + "/pk_template", out, warnings);
            pair(gsi.get().keySchema().sortKey().stream().map(k -> k.name()).toList(),
                    mapping.path("sk_template"), at + "/sk_template", out, warnings);
        }
        return out;
    }

    /** The same, without warnings, before the table's keys are known (to type the key attributes). */
    static Map<String, String> templates(JsonNode entity, JsonNode config, List<JsonNode> gsis) {
        Map<String, String> out = new LinkedHashMap<>();
        if (entity.path("pk_template").isTextual()) {
            out.put(config.path("partition_key").asText(""), entity.get("pk_template").asText());
        }
        if (entity.path("sk_template").isTextual() && config.path("sort_key").isTextual()) {
            out.put(config.get("sort_key").asText(), entity.get("sk_template").asText());
        }
        for (JsonNode mapping : entity.path("gsi_mappings")) {
            for (JsonNode gsi : gsis) {
                if (gsi.path("name").asText("").equals(mapping.path("name").asText())) {
                    pair(McpSchemaReader.names(gsi.path("partition_key")), mapping.path("pk_template"), "", out,
                            null);
                    pair(McpSchemaReader.names(gsi.path("sort_key")), mapping.path("sk_template"), "", out, null);
                }
            }
        }
        return out;
    }

    /** Pairs a key's attribute names with its template (a string, or an array for a multi-attribute key). */
    private static void pair(List<String> keyNames, JsonNode template, String at, Map<String, String> out,
                             ImportWarnings warnings) {
        if (template.isMissingNode() || template.isNull() || keyNames.isEmpty()) {
            return;
        }
        if (template.isTextual() && keyNames.size() == 1) {
            out.putIfAbsent(keyNames.get(0), template.asText());
        } else if (template.isArray() && template.size() == keyNames.size()) {
            for (int i = 0; i < keyNames.size(); i++) {
                out.putIfAbsent(keyNames.get(i), template.get(i).asText());
            }
        } else if (warnings != null) {
            warnings.add(at, "template " + template + " does not match the key's " + keyNames.size()
                    + " attribute(s) " + keyNames + "; ignored");
        }
    }

    /** N for a template that is exactly one placeholder of a number field (written as a number), else S. */
    static ScalarType keyType(String template, Map<String, AttributeType> fields) {
        Matcher m = SINGLE.matcher(template);
        return m.matches() && fields.get(m.group(1)) == AttributeType.N ? ScalarType.N : ScalarType.S;
    }

    static Map<String, AttributeType> fieldTypes(JsonNode entity) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        entity.path("fields").forEach(f -> types.put(f.path("name").asText(""), type(f, "", null)));
        return types;
    }

    /** The MCP field types as DynamoDB types: integer and decimal are N, array L, object M, uuid S. */
    private static AttributeType type(JsonNode field, String path, ImportWarnings warnings) {
        String type = field.path("type").asText("string").toLowerCase(Locale.ROOT);
        return switch (type) {
            case "string", "uuid" -> AttributeType.S;
            case "integer", "decimal" -> AttributeType.N;
            case "boolean" -> AttributeType.BOOL;
            case "array" -> AttributeType.L;
            case "object" -> AttributeType.M;
            default -> {
                if (warnings != null) {
                    warnings.add(path + "/type", "unknown field type '" + type + "'; read as S");
                }
                yield AttributeType.S;
            }
        };
    }
}
