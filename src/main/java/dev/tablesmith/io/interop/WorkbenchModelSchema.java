package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * The {@code ModelSchema} block that web modelers add to a Workbench table: OneTable {@code indexes} and
 * {@code models}. The table's own {@code KeyAttributes} and {@code GlobalSecondaryIndexes} stay authoritative: an
 * index the block declares differently, or that the table does not have, is reported. Its models become the
 * entities when the table has no facets; its {@code queries} are listed in a warning.
 */
final class WorkbenchModelSchema {
    private final ImportWarnings warnings;

    WorkbenchModelSchema(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    void read(JsonNode schema, String path, TableDraft draft, Map<String, ScalarType> keyTypes, boolean hasFacets) {
        warnings.unknownFields(schema, path, Set.of("indexes", "models", "queries"), "ModelSchema");
        Set<String> missingIndexKeys = new HashSet<>();
        JsonNode indexes = schema.path("indexes");
        for (Iterator<Map.Entry<String, JsonNode>> it = indexes.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            compare(entry.getKey(), entry.getValue(), Pointers.child(path + "/indexes", entry.getKey()), draft,
                    missingIndexKeys);
        }
        JsonNode queries = schema.path("queries");
        if (queries.size() > 0) {
            warnings.add(path + "/queries", queries.size() + " ModelSchema queries are not represented; ignored");
        }
        if (hasFacets) {
            if (schema.path("models").size() > 0) {
                warnings.add(path + "/models", "the table has facets, which give its entities; ModelSchema models"
                        + " ignored");
            }
            return;
        }
        OneTableModels.read(schema.path("models"), path + "/models", draft, keyTypes, missingIndexKeys, warnings);
    }

    private void compare(String name, JsonNode spec, String path, TableDraft draft, Set<String> missingIndexKeys) {
        String hash = spec.path("hash").asText("");
        String sort = spec.path("sort").asText("");
        String declared = hash + (sort.isEmpty() ? "" : "/" + sort);
        String actual;
        if (name.equals("primary")) {
            actual = String.join("/", draft.keySchema.attributeNames());
        } else {
            SecondaryIndex index = draft.indexes.stream().filter(i -> i.name().equals(name)).findFirst()
                    .orElse(null);
            if (index == null) {
                warnings.add(path, "ModelSchema declares index " + name + " (" + declared + "), which the table's"
                        + " GlobalSecondaryIndexes do not have; ignored");
                if (!hash.isEmpty()) {
                    missingIndexKeys.add(hash);
                }
                if (!sort.isEmpty()) {
                    missingIndexKeys.add(sort);
                }
                return;
            }
            actual = String.join("/", index.keySchema().attributeNames());
        }
        if (!actual.equals(declared)) {
            warnings.add(path, "ModelSchema declares index " + name + " as " + declared + " but the table's"
                    + " definition is " + actual + "; the table's definition is used");
        }
    }
}
