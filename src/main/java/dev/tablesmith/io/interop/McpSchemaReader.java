package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads the {@code schema.json} that the AWS DynamoDB MCP server's {@code dynamodb_data_model_schema_converter}
 * writes and its repository generator reads: {@code tables[]}, each with {@code table_config} (name, partition
 * key, optional sort key), {@code gsi_list} (keys of one to four attributes, projection) and {@code entities}
 * (fields, {@code pk_template}/{@code sk_template}, {@code gsi_mappings}, access patterns, see
 * {@link McpAccessPatterns}).
 *
 * <p>The format gives no key attribute a type. The MCP code generator writes a key whose template is one
 * placeholder of an {@code integer} or {@code decimal} field as that number, and every other key as the text of
 * an f-string; the same rule types the key attributes here (N or S). Entities that disagree make it S, with a
 * warning.
 */
final class McpSchemaReader {
    private static final Set<String> ROOT = Set.of("tables", "cross_table_access_patterns");
    private static final Set<String> TABLE = Set.of("table_config", "gsi_list", "entities");
    private static final Set<String> CONFIG = Set.of("table_name", "partition_key", "sort_key");
    private static final Set<String> GSI = Set.of("name", "partition_key", "sort_key", "projection",
            "included_attributes");
    private static final Set<String> ENTITY = Set.of("entity_type", "pk_template", "sk_template", "gsi_mappings",
            "fields", "access_patterns");

    private final ImportWarnings warnings;

    McpSchemaReader(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    /** Whether {@code root} is such a schema: {@code tables} whose first element has a {@code table_config}. */
    static boolean recognises(JsonNode root) {
        return root.path("tables").isArray() && root.path("tables").path(0).has("table_config");
    }

    List<TableDraft> read(JsonNode root) {
        warnings.unknownFields(root, "", ROOT, "schema.json");
        List<TableDraft> drafts = new ArrayList<>();
        JsonNode tables = root.path("tables");
        for (int t = 0; t < tables.size(); t++) {
            drafts.add(table(tables.get(t), "/tables/" + t));
        }
        JsonNode cross = root.path("cross_table_access_patterns");
        for (int i = 0; i < cross.size(); i++) {
            warnings.add("/cross_table_access_patterns/" + i, "cross-table pattern '"
                    + cross.get(i).path("name").asText("?") + "' (" + cross.get(i).path("operation").asText("?")
                    + ") is not represented: a Tablesmith access pattern belongs to one table; ignored");
        }
        return drafts;
    }

    private TableDraft table(JsonNode table, String path) {
        warnings.unknownFields(table, path, TABLE, "table");
        JsonNode config = table.path("table_config");
        String configPath = path + "/table_config";
        warnings.unknownFields(config, configPath, CONFIG, "table_config");
        JsonNode entities = table.path("entities");
        List<JsonNode> gsis = new ArrayList<>();
        table.path("gsi_list").forEach(gsis::add);
        Map<String, ScalarType> types = keyTypes(entities, gsis, config, path);
        String pk = config.path("partition_key").asText("");
        KeyAttribute sk = config.hasNonNull("sort_key") && !config.get("sort_key").asText().isEmpty()
                ? key(config.get("sort_key").asText(), types) : null;
        TableDraft draft = new TableDraft(path, config.path("table_name").asText("table" + path.substring(8)),
                KeySchema.of(key(pk.isEmpty() ? "pk" : pk, types), sk));
        if (pk.isEmpty()) {
            warnings.add(configPath, "table_config has no partition_key; read as 'pk'");
        }
        for (int g = 0; g < gsis.size(); g++) {
            draft.indexes.add(gsi(gsis.get(g), path + "/gsi_list/" + g, types));
        }
        Map<String, ScalarType> keyTypes = new LinkedHashMap<>();
        draft.keyAttributes().forEach(k -> keyTypes.put(k.name(), k.type()));
        List<McpEntity> all = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = entities.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entity = it.next();
            String entityPath = Pointers.child(path + "/entities", entity.getKey());
            warnings.unknownFields(entity.getValue(), entityPath, ENTITY, "entity");
            McpEntity read = new McpEntity(entity.getKey(), entity.getValue(), entityPath, warnings);
            draft.addEntity(read.build(draft, keyTypes), entityPath);
            all.add(read);
        }
        for (McpEntity entity : all) {
            new McpAccessPatterns(warnings, all).read(entity.node().path("access_patterns"),
                    entity.path() + "/access_patterns", entity, draft);
        }
        return draft;
    }

    private SecondaryIndex gsi(JsonNode gsi, String path, Map<String, ScalarType> types) {
        warnings.unknownFields(gsi, path, GSI, "GSI");
        List<KeyAttribute> pk = names(gsi.path("partition_key")).stream().map(n -> key(n, types)).toList();
        List<KeyAttribute> sk = names(gsi.path("sort_key")).stream().map(n -> key(n, types)).toList();
        String projection = gsi.path("projection").asText("ALL").toUpperCase(Locale.ROOT);
        Projection p = switch (projection) {
            case "KEYS_ONLY" -> Projection.keysOnly();
            case "INCLUDE" -> {
                List<String> included = new ArrayList<>();
                gsi.path("included_attributes").forEach(a -> included.add(a.asText()));
                yield Projection.include(included);
            }
            case "ALL" -> Projection.all();
            default -> {
                warnings.add(path + "/projection", "unknown projection '" + projection + "'; read as ALL");
                yield Projection.all();
            }
        };
        return SecondaryIndex.gsi(gsi.path("name").asText(path), new KeySchema(pk, sk), p);
    }

    /** A key given as one attribute name or as an array of one to four (a multi-attribute GSI key). */
    static List<String> names(JsonNode key) {
        List<String> names = new ArrayList<>();
        if (key.isTextual() && !key.asText().isEmpty()) {
            names.add(key.asText());
        } else if (key.isArray()) {
            key.forEach(n -> names.add(n.asText()));
        }
        return names;
    }

    private static KeyAttribute key(String name, Map<String, ScalarType> types) {
        return new KeyAttribute(name, types.getOrDefault(name, ScalarType.S));
    }

    /**
     * The type of every key attribute an entity writes: N where each template is exactly one placeholder of a
     * number field, else S.
     */
    private Map<String, ScalarType> keyTypes(JsonNode entities, List<JsonNode> gsis, JsonNode config, String path) {
        Map<String, ScalarType> types = new LinkedHashMap<>();
        Map<String, String> first = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = entities.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entity = it.next();
            Map<String, AttributeType> fields = McpEntity.fieldTypes(entity.getValue());
            Map<String, String> templates = McpEntity.templates(entity.getValue(), config, gsis);
            for (Map.Entry<String, String> t : templates.entrySet()) {
                ScalarType type = McpEntity.keyType(t.getValue(), fields);
                ScalarType earlier = types.putIfAbsent(t.getKey(), type);
                first.putIfAbsent(t.getKey(), entity.getKey());
                if (earlier != null && earlier != type) {
                    types.put(t.getKey(), ScalarType.S);
                    warnings.add(Pointers.child(path + "/entities", entity.getKey()), "entities "
                            + first.get(t.getKey()) + " and " + entity.getKey() + " write key attribute " + t.getKey()
                            + " as different types (" + earlier + " and " + type + "); read as S");
                }
            }
        }
        return types;
    }
}
