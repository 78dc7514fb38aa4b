package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.export.MultiAttributeKeyNotes;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a NoSQL Workbench data model (every version seen: 1.0, 2.0, 3.0 and files without a version): each
 * {@code DataModel} entry is a table, each facet an entity (its key aliases become templates where they look like
 * templates), facet-level and table-level {@code TableData} become sample items. A {@code ModelSchema} block
 * (OneTable models some modelers add) supplies the entities when there are no facets; a {@code SavedQuery}
 * becomes an access pattern. Everything else is listed in a warning.
 */
final class WorkbenchReader {
    private static final Set<String> ROOT = Set.of("ModelName", "ModelMetadata", "DataModel");
    private static final Set<String> METADATA = Set.of("Author", "DateCreated", "DateLastModified", "Description",
            "AWSService", "Version");
    private static final Set<String> TABLE = Set.of("TableName", "KeyAttributes", "NonKeyAttributes",
            "TableFacets", "GlobalSecondaryIndexes", "TableData", "DataAccess", "BillingMode",
            "ProvisionedCapacitySettings", "ModelSchema", "SavedQuery", "SampleDataFormats",
            "LocalSecondaryIndexes");
    private static final Set<String> FACET = Set.of("FacetName", "KeyAttributeAlias", "TableData",
            "NonKeyAttributes", "DataAccess");

    private final ImportWarnings warnings;

    WorkbenchReader(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    /** The parsed model. */
    record Model(String name, String description, List<TableDraft> tables) {
    }

    Model read(JsonNode root, String fallbackName) {
        warnings.unknownFields(root, "", ROOT, "Workbench model");
        JsonNode metadata = root.path("ModelMetadata");
        warnings.unknownFields(metadata, "/ModelMetadata", METADATA, "ModelMetadata");
        if (!metadata.has("Version") || !metadata.has("AWSService")) {
            warnings.add("/ModelMetadata", "ModelMetadata has no " + (metadata.has("Version") ? "AWSService"
                    : "Version") + " (NoSQL Workbench 3.x refuses such files); read as an early Workbench model");
        }
        String name = root.path("ModelName").asText("").isBlank() ? fallbackName : root.get("ModelName").asText();
        String written = metadata.path("Description").asText("");
        Map<String, KeySchema> multiAttributeKeys = MultiAttributeKeyNotes.keys(written);
        String description = MultiAttributeKeyNotes.withoutNotes(written);
        JsonNode model = root.path("DataModel");
        List<TableDraft> tables = new ArrayList<>();
        for (int t = 0; t < model.size(); t++) {
            tables.add(table(model.get(t), "/DataModel/" + t, multiAttributeKeys));
        }
        return new Model(name, description, tables);
    }

    private TableDraft table(JsonNode node, String path, Map<String, KeySchema> multiAttributeKeys) {
        warnings.unknownFields(node, path, TABLE, "table");
        JsonNode keys = node.path("KeyAttributes");
        KeyAttribute pk = WorkbenchIndexes.keyAttribute(keys.path("PartitionKey"));
        KeyAttribute sk = keys.has("SortKey") ? WorkbenchIndexes.keyAttribute(keys.get("SortKey")) : null;
        TableDraft draft = new TableDraft(path, node.path("TableName").asText(""), KeySchema.of(pk, sk));
        WorkbenchIndexes indexes = new WorkbenchIndexes(warnings);
        indexes.readIndexes(node, path, draft);
        restoreMultiAttributeKeys(draft, multiAttributeKeys);
        draft.settings = indexes.settings(node, path);
        Map<String, ScalarType> keyTypes = new LinkedHashMap<>();
        draft.keyAttributes().forEach(k -> keyTypes.put(k.name(), k.type() == null ? ScalarType.S
                : k.type()));
        Map<String, AttributeType> declared = declaredTypes(node.path("NonKeyAttributes"));
        JsonNode facets = node.path("TableFacets");
        for (int f = 0; f < facets.size(); f++) {
            facet(facets.get(f), path + "/TableFacets/" + f, draft, keyTypes, declared);
        }
        items(node.path("TableData"), path + "/TableData", draft);
        if (node.has("ModelSchema")) {
            new WorkbenchModelSchema(warnings).read(node.get("ModelSchema"), path + "/ModelSchema", draft, keyTypes,
                    facets.size() > 0);
        }
        if (draft.entities.isEmpty() && node.path("NonKeyAttributes").size() > 0) {
            tableEntity(node, path, draft, keyTypes, declared);
        }
        if (node.has("SavedQuery")) {
            new SavedQueries(warnings).read(node.get("SavedQuery"), path + "/SavedQuery", draft);
        }
        dataAccess(node.path("DataAccess"), path + "/DataAccess");
        if (node.path("SampleDataFormats").size() > 0) {
            warnings.add(path + "/SampleDataFormats", "sample-data formats for " + node.get("SampleDataFormats")
                    .size() + " attributes are not represented (Tablesmith's generator infers value shapes from"
                    + " attribute names and examples); ignored");
        }
        return draft;
    }

    /** Each GSI the description's notes give a multi-attribute key gets it back ({@link MultiAttributeKeyNotes}). */
    private static void restoreMultiAttributeKeys(TableDraft draft, Map<String, KeySchema> keys) {
        draft.indexes.replaceAll(index -> MultiAttributeKeyNotes.restore(index, keys));
    }

    private void facet(JsonNode facet, String path, TableDraft draft, Map<String, ScalarType> keyTypes,
                       Map<String, AttributeType> declared) {
        warnings.unknownFields(facet, path, FACET, "facet");
        String name = facet.path("FacetName").asText("facet" + path.substring(path.lastIndexOf('/') + 1));
        EntityDraft entity = new EntityDraft(name, path);
        List<String> indexKeys = new ArrayList<>();
        Set<String> listed = new HashSet<>(declared.keySet());
        JsonNode nonKey = facet.path("NonKeyAttributes");
        for (int a = 0; a < nonKey.size(); a++) {
            JsonNode attribute = nonKey.get(a);
            String attributeName = attribute.isObject() ? attribute.path("AttributeName").asText()
                    : attribute.asText();
            if (attributeName.isEmpty()) {
                continue;
            }
            listed.add(attributeName);
            if (keyTypes.containsKey(attributeName)) {
                indexKeys.add(attributeName);
                continue;
            }
            AttributeType type = attribute.has("AttributeType")
                    ? WorkbenchIndexes.attributeType(attribute.get("AttributeType").asText())
                    : declared.getOrDefault(attributeName, AttributeType.S);
            entity.attribute(attributeName, type, false, List.of());
        }
        JsonNode alias = facet.path("KeyAttributeAlias");
        KeySchema keySchema = draft.keySchema;
        // Index key attributes first: a table key template may read one ({TOURNAMENT#{tournamentId}}).
        indexKeys.forEach(k -> entity.naturalKey(k, keyTypes.get(k), false));
        alias(entity, keySchema.partitionKeyAttribute().name(), alias.path("PartitionKeyAlias"),
                path + "/KeyAttributeAlias/PartitionKeyAlias", keyTypes, listed);
        keySchema.sortKeyAttribute().ifPresent(sk -> alias(entity, sk.name(), alias.path("SortKeyAlias"),
                path + "/KeyAttributeAlias/SortKeyAlias", keyTypes, listed));
        draft.addEntity(entity.build(keyTypes.keySet(), ""), path);
        facetItems(facet.path("TableData"), path + "/TableData", draft);
        dataAccess(facet.path("DataAccess"), path + "/DataAccess");
    }

    /**
     * A table without facets (or ModelSchema models) still declares its attributes in {@code NonKeyAttributes}:
     * they become one entity named after the table, which writes the table's keys as natural keys, so the
     * declarations are not lost and the entity chart has a row to start from.
     */
    private void tableEntity(JsonNode node, String path, TableDraft draft, Map<String, ScalarType> keyTypes,
                             Map<String, AttributeType> declared) {
        EntityDraft entity = new EntityDraft(draft.name, path + "/NonKeyAttributes");
        declared.forEach((attribute, type) -> {
            if (!keyTypes.containsKey(attribute)) {
                entity.attribute(attribute, type, false, List.of());
            }
        });
        draft.keySchema.attributes().forEach(k -> entity.naturalKey(k.name(), keyTypes.get(k.name())));
        keyTypes.forEach((k, type) -> entity.naturalKey(k, type, false));
        draft.addEntity(entity.build(keyTypes.keySet(), "Every item of table " + draft.name + " (the model has no"
                + " facets)."), path + "/NonKeyAttributes");
        warnings.add(path + "/NonKeyAttributes", "the table has no facets; its NonKeyAttributes became one entity,"
                + " '" + draft.name + "', which writes every key attribute as a natural key (index keys optional)");
    }

    /**
     * A key alias names what the facet keeps in a key attribute. {@code USER#<id>}, {@code ${id}} or {@code {id}}
     * is a template; a bare name other than the key attribute's own ({@code OrderId}) is the one attribute the
     * key holds, unless it is written in capitals and no attribute has that name ({@code META}, {@code PROFILE}):
     * then it is the constant value every item of the facet has, as single-table designs write fixed sort keys
     * (and as Tablesmith exports a constant template); the key attribute's own name says nothing. AWS's sample
     * models' {@code FRIENDS#playerID} convention is read by {@link HashSeparatedAlias}.
     */
    private void alias(EntityDraft entity, String keyAttribute, JsonNode alias, String path,
                       Map<String, ScalarType> keyTypes, Set<String> attributes) {
        String text = alias.asText("").strip();
        if (text.isEmpty()) {
            return;
        }
        if (text.equals(keyAttribute)) {
            entity.naturalKey(keyAttribute, keyTypes.get(keyAttribute));
            return;
        }
        if (HashSeparatedAlias.applies(text)) {
            Optional<String> converted = HashSeparatedAlias.template(text, attributes, keyTypes.keySet());
            if (converted.isPresent()) {
                entity.key(keyAttribute, converted.get(), Map.of(), keyTypes, false, path, warnings);
            } else {
                warnings.add(path, "key alias '" + text + "' names no non-key attribute of the facet or table in"
                        + " any '#'-separated part and is not a constant in capitals; " + entity.name()
                        + " writes no template for " + keyAttribute);
            }
            return;
        }
        boolean template = text.contains("{") || text.contains("<");
        boolean bareName = text.matches("[A-Za-z_][A-Za-z0-9_.\\-]*");
        if (!template && !bareName) {
            warnings.add(path, "key alias '" + text + "' is neither a template nor an attribute name; "
                    + entity.name() + " writes no template for " + keyAttribute);
            return;
        }
        boolean constant = !template && text.matches("[A-Z][A-Z0-9_.\\-]*") && !attributes.contains(text);
        String source = template || constant ? text : "{" + text + "}";
        if (!template && !constant && keyTypes.containsKey(text)) {
            warnings.add(path, "key alias '" + text + "' names another key attribute; " + entity.name()
                    + " writes no template for " + keyAttribute);
            return;
        }
        entity.key(keyAttribute, source, Map.of(), keyTypes, false, path, warnings);
    }

    private void items(JsonNode data, String path, TableDraft draft) {
        for (int i = 0; i < data.size(); i++) {
            String itemPath = path + "/" + i;
            Item item = DynamoJsonValues.item(data.get(i), itemPath, warnings);
            draft.addItem(item, itemPath, warnings);
        }
    }

    /**
     * The facet's own sample items become records of its entity where they are exactly what the entity renders, so
     * each keeps the facet it came from (see {@link FacetRecords}); the others are kept as explicit items.
     */
    private void facetItems(JsonNode data, String path, TableDraft draft) {
        int last = draft.entities.size() - 1;
        Entity entity = draft.entities.get(last);
        FacetRecords records = new FacetRecords(draft.toTable());
        List<Item> kept = new ArrayList<>();
        for (int i = 0; i < data.size(); i++) {
            String itemPath = path + "/" + i;
            Item item = DynamoJsonValues.item(data.get(i), itemPath, warnings);
            if (draft.accepts(item, itemPath, warnings)) {
                records.record(entity, item).ifPresentOrElse(kept::add, () -> draft.items.add(item));
            }
        }
        if (!kept.isEmpty()) {
            draft.entities.set(last, entity.withRecords(kept));
        }
    }

    private void dataAccess(JsonNode access, String path) {
        if (access.isObject()) {
            access.fields().forEachRemaining(e -> {
                if (!e.getValue().isEmpty()) {
                    warnings.add(Pointers.child(path, e.getKey()), "DataAccess integration '" + e.getKey()
                            + "' is not represented in Tablesmith; ignored");
                }
            });
        }
    }

    private static Map<String, AttributeType> declaredTypes(JsonNode nonKey) {
        Map<String, AttributeType> types = new HashMap<>();
        for (JsonNode attribute : nonKey) {
            if (attribute.isObject() && attribute.has("AttributeName")) {
                types.putIfAbsent(attribute.get("AttributeName").asText(),
                        WorkbenchIndexes.attributeType(attribute.path("AttributeType").asText("S")));
            }
        }
        return types;
    }
}
