package dev.tablesmith.export;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Optional;

/**
 * A OneTable schema ({@code format: onetable:1.1.0}) of the design's first table: {@code params} (the
 * {@code typeField} OneTable stores each model's name in, no automatic timestamps), {@code indexes} (the primary
 * key, each GSI with its projection, each LSI as {@code type: local}) and one model per entity whose key fields
 * carry {@code value} templates ({@code CUST#${customerId}}, {@code LINE#${lineNo:3:0}} for {@code pad:3}) and
 * whose attributes carry their types, {@code required} and {@code enum}.
 *
 * <p>Where OneTable cannot write exactly the key the design renders ({@link OneTableKeyValue}: {@code upper},
 * {@code pad} with decimals, a sparse condition on another attribute's value) the schema's {@code notes} say so,
 * one line per key, naming the access patterns that use it. JSON has no comments, and OneTable ignores members it
 * does not know.
 */
public final class OneTableSchema implements DocumentExporter {
    @Override
    public String id() {
        return "onetable";
    }

    @Override
    public String title() {
        return "OneTable schema";
    }

    @Override
    public DocObject document(Design design) {
        Table table = design.table();
        Optional<String> typeAttribute = OneTableTypeField.find(table);
        OneTableNotes notes = new OneTableNotes(design, table);
        DocObject models = DocObject.object();
        table.entities().forEach(e -> models.put(e.name(), model(table, e, notes)));
        table.globalSecondaryIndexes().stream().filter(MultiAttributeKeyNotes::multiAttribute)
                .forEach(index -> notes.add(MultiAttributeKeyNotes.note(index)));
        if (typeAttribute.isEmpty()) {
            notes.add("OneTable stores each model's name in '" + OneTableTypeField.DEFAULT + "' on every item it"
                    + " writes; no attribute of the design holds the entity name, so items carry that one attribute"
                    + " more");
        }
        return DocObject.object()
                .put("format", "onetable:1.1.0")
                .put("version", "0.0.1")
                .put("params", DocObject.object()
                        .put("typeField", typeAttribute.orElse(OneTableTypeField.DEFAULT))
                        .put("timestamps", false))
                .put("indexes", indexes(table))
                .put("models", models)
                .putIfPresent("notes", notes.lines());
    }

    private static DocObject indexes(Table table) {
        DocObject indexes = DocObject.object().put("primary", keys(table.keySchema(), false));
        for (SecondaryIndex index : table.indexes()) {
            DocObject out = index.isGlobal() ? keys(index.keySchema(), false) : keys(index.keySchema(), true);
            out.put("project", project(index.projection()));
            indexes.put(index.name(), out);
        }
        return indexes;
    }

    private static DocObject keys(KeySchema schema, boolean local) {
        DocObject out = DocObject.object();
        if (local) {
            out.put("type", "local");
        } else {
            out.put("hash", schema.partitionKeyAttribute().name());
        }
        schema.sortKeyAttribute().ifPresent(k -> out.put("sort", k.name()));
        return out;
    }

    private static Object project(Projection projection) {
        return switch (projection.type()) {
            case ALL -> "all";
            case KEYS_ONLY -> "keys";
            case INCLUDE -> List.copyOf(projection.nonKeyAttributes());
        };
    }

    private static DocObject model(Table table, Entity entity, OneTableNotes notes) {
        DocObject fields = DocObject.object();
        for (EntityKey key : entity.keys()) {
            ScalarType type = table.keyAttributes().stream().filter(k -> k.name().equals(key.attribute()))
                    .map(KeyAttribute::type).filter(t -> t != null).findFirst().orElse(ScalarType.S);
            DocObject field = DocObject.object().put("type", typeName(type.asAttributeType()));
            OneTableKeyValue value = OneTableKeyValue.of(key);
            field.put("value", value.value());
            notes.addKey(entity, key, value);
            fields.put(key.attribute(), field);
        }
        for (Attribute attribute : entity.attributes()) {
            DocObject field = DocObject.object().put("type", typeName(attribute.type()));
            if (attribute.required()) {
                field.put("required", true);
            }
            field.putIfPresent("enum", List.copyOf(attribute.enumValues()));
            if (attribute.name().equals(table.settings().ttlAttribute())) {
                field.put("ttl", true);
            }
            fields.put(attribute.name(), field);
        }
        return fields;
    }

    /** OneTable's type names for DynamoDB types. */
    static String typeName(AttributeType type) {
        return switch (type) {
            case S -> "string";
            case N -> "number";
            case B -> "binary";
            case BOOL -> "boolean";
            case L -> "array";
            case M, NULL -> "object";
            case SS, NS, BS -> "set";
        };
    }
}
