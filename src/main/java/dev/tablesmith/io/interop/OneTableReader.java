package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.export.MultiAttributeKeyNotes;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads a OneTable schema ({@code onetable:1.0.0} and {@code 1.1.0}, and the format-less JSON variant web modelers
 * write) into one table: {@code indexes.primary} is the table's key, every other index a GSI (an LSI with
 * {@code type: 'local'}), {@code project}/{@code projection} the projection, {@code models} the entities (see
 * {@link OneTableModels}) and a {@code data} array of plain items the sample items. A OneTable schema does not
 * name its table, so the table takes the design's name.
 */
final class OneTableReader {
    private static final Set<String> ROOT = Set.of("format", "version", "indexes", "models", "params", "data",
            "queries", "notes");
    /** Params that only restate what a Tablesmith design means: the type attribute, no automatic timestamps. */
    private static final Set<String> KEPT_PARAMS = Set.of("typeField", "timestamps");
    private static final Set<String> INDEX = Set.of("hash", "sort", "project", "projection", "type");

    private final ImportWarnings warnings;

    OneTableReader(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    TableDraft read(JsonNode root, String tableName) {
        warnings.unknownFields(root, "", ROOT, "OneTable schema");
        String format = root.path("format").asText("");
        if (format.isEmpty()) {
            warnings.add("", "the schema has no 'format' (OneTable writes onetable:1.0.0 or onetable:1.1.0); read"
                    + " as OneTable 1.1");
        } else if (!format.startsWith("onetable:1.")) {
            warnings.add("/format", "unknown schema format '" + format + "'; read as OneTable 1.1");
        }
        if (root.path("params").size() > 0) {
            List<String> names = new ArrayList<>();
            root.get("params").fields().forEachRemaining(p -> {
                boolean restated = KEPT_PARAMS.contains(p.getKey())
                        && !(p.getKey().equals("timestamps") && !p.getValue().asText().equals("false"));
                if (!restated) {
                    names.add(p.getKey());
                }
            });
            if (!names.isEmpty()) {
                warnings.add("/params", "schema params (" + String.join(", ", names) + ") are not represented;"
                        + " ignored");
            }
        }
        JsonNode notes = root.path("notes");
        StringBuilder noted = new StringBuilder();
        for (int i = 0; i < notes.size(); i++) {
            warnings.add("/notes/" + i, "the schema notes: " + notes.get(i).asText());
            noted.append(notes.get(i).asText()).append('\n');
        }
        if (root.path("queries").size() > 0) {
            warnings.add("/queries", root.get("queries").size() + " queries are not represented; ignored");
        }
        JsonNode indexes = root.path("indexes");
        JsonNode models = root.path("models");
        Map<String, ScalarType> declaredKeyTypes = keyTypesFromModels(models);
        JsonNode primary = indexes.path("primary");
        KeyAttribute pk = key(primary.path("hash").asText("pk"), declaredKeyTypes);
        KeyAttribute sk = primary.hasNonNull("sort") ? key(primary.get("sort").asText(), declaredKeyTypes) : null;
        TableDraft draft = new TableDraft("", tableName, KeySchema.of(pk, sk));
        warnings.add("/indexes", "a OneTable schema does not name its table; the table is named '" + tableName + "'");
        for (Iterator<Map.Entry<String, JsonNode>> it = indexes.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            if (!entry.getKey().equals("primary")) {
                index(entry.getKey(), entry.getValue(), Pointers.child("/indexes", entry.getKey()), draft,
                        declaredKeyTypes);
            }
        }
        // A multi-attribute GSI the export wrote as its first attributes, with its full key in a note.
        Map<String, KeySchema> multiAttributeKeys = MultiAttributeKeyNotes.keys(noted.toString());
        draft.indexes.replaceAll(index -> MultiAttributeKeyNotes.restore(index, multiAttributeKeys));
        Map<String, ScalarType> keyTypes = new LinkedHashMap<>();
        draft.keyAttributes().forEach(k -> keyTypes.put(k.name(), k.type()));
        OneTableModels.read(models, "/models", draft, keyTypes, Set.of(), warnings);
        JsonNode data = root.path("data");
        for (int i = 0; i < data.size(); i++) {
            draft.addItem(PlainJsonValues.item(data.get(i)), "/data/" + i, warnings);
        }
        return draft;
    }

    private void index(String name, JsonNode spec, String path, TableDraft draft, Map<String, ScalarType> types) {
        warnings.unknownFields(spec, path, INDEX, "index");
        boolean local = spec.path("type").asText("").equalsIgnoreCase("local");
        KeyAttribute sort = spec.hasNonNull("sort") ? key(spec.get("sort").asText(), types) : null;
        Set<String> keyNames = new HashSet<>(draft.keySchema.attributeNames());
        KeySchema schema;
        if (local) {
            schema = new KeySchema(draft.keySchema.partitionKey(), sort == null ? List.of() : List.of(sort));
        } else {
            schema = KeySchema.of(key(spec.path("hash").asText(""), types), sort);
        }
        keyNames.addAll(schema.attributeNames());
        Projection projection = projection(spec, path, keyNames);
        draft.indexes.add(new SecondaryIndex(name, local ? IndexKind.LSI : IndexKind.GSI, schema, projection, null));
    }

    /**
     * OneTable's {@code project: 'all' | 'keys' | [names]} (or the modelers' {@code projection: "ALL"}): a list is
     * an INCLUDE projection of the names that are not key attributes (KEYS_ONLY when there are none).
     */
    private Projection projection(JsonNode spec, String path, Set<String> keyNames) {
        JsonNode project = spec.has("project") ? spec.get("project") : spec.path("projection");
        if (project.isArray()) {
            List<String> nonKey = new ArrayList<>();
            project.forEach(n -> {
                if (!keyNames.contains(n.asText())) {
                    nonKey.add(n.asText());
                }
            });
            return nonKey.isEmpty() ? Projection.keysOnly() : Projection.include(nonKey);
        }
        String type = project.asText("all").toLowerCase(Locale.ROOT);
        return switch (type) {
            case "all" -> Projection.all();
            case "keys", "keys_only" -> Projection.keysOnly();
            default -> {
                warnings.add(path, "unknown projection '" + type + "'; read as ALL");
                yield Projection.all();
            }
        };
    }

    private static KeyAttribute key(String name, Map<String, ScalarType> types) {
        return new KeyAttribute(name, types.getOrDefault(name, ScalarType.S));
    }

    /** Key attributes a model declares as Number or Buffer hold N or B; all others are S. */
    private static Map<String, ScalarType> keyTypesFromModels(JsonNode models) {
        Map<String, ScalarType> types = new LinkedHashMap<>();
        models.forEach(model -> model.fields().forEachRemaining(field -> {
            String type = field.getValue().path("type").asText("").toLowerCase(Locale.ROOT);
            if (type.equals("number")) {
                types.putIfAbsent(field.getKey(), ScalarType.N);
            } else if (type.equals("buffer") || type.equals("binary")) {
                types.putIfAbsent(field.getKey(), ScalarType.B);
            }
        }));
        return types;
    }
}
