package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What checking an entity's records needs from its declarations, worked out once per entity instead of once per
 * record: attributes by name, the required ones, and each key's template and sparse condition parsed. An entity
 * with a hundred thousand sample records is then checked with map lookups, not by parsing the same templates a
 * hundred thousand times.
 */
final class RecordShape {
    /**
     * A key the entity writes, ready to render: its key type and parsed template, when it is written, and whether
     * it is one of the table's own keys.
     */
    record KeyToRender(EntityKey key, ScalarType type, KeyTemplate template, SparseCondition condition,
                       boolean tableKey, boolean filtered, List<String> attributes) {
        KeyToRender(EntityKey key, ScalarType type, KeyTemplate template, SparseCondition condition,
                    boolean tableKey) {
            this(key, type, template, condition, tableKey,
                    template.placeholders().stream().anyMatch(p -> !p.filters().isEmpty()),
                    template.attributeNames());
        }

        /** Whether the key is written for this record: always, or when its condition holds. */
        boolean appliesTo(Item record) {
            return condition == null || condition.test(record::get);
        }

        /**
         * Whether rendering this key for {@code record} could give a failure that the record rules report. Without
         * filters, a render fails only for a missing attribute or for reasons other rules report (a value type a
         * key cannot hold, a template an N or B key cannot use); the pad, date and datetime failures come from
         * filters. A missing attribute is reported only for a table key. So a filterless key needs rendering only
         * when it is a table key and the record lacks one of its attributes: a hundred thousand records then
         * render only the keys that can fail.
         */
        boolean mayFailFor(Item record) {
            if (filtered) {
                return true;
            }
            if (!tableKey) {
                return false;
            }
            for (String attribute : attributes) {
                if (!record.has(attribute)) {
                    return true;
                }
            }
            return false;
        }
    }

    private final Entity entity;
    private final List<String> declaredNames;
    private final Map<String, Attribute> byName = new HashMap<>();
    private final List<Attribute> required = new ArrayList<>();
    private final List<KeyToRender> keys = new ArrayList<>();

    RecordShape(TableContext context, Entity entity) {
        this.entity = entity;
        this.declaredNames = entity.attributes().stream().map(Attribute::name).toList();
        for (Attribute attribute : entity.attributes()) {
            byName.putIfAbsent(attribute.name(), attribute);
            if (attribute.required()) {
                required.add(attribute);
            }
        }
        for (EntityKey key : entity.keys()) {
            ScalarType type = context.keyType(key.attribute()).orElse(null);
            KeyTemplate template = parse(key.template());
            if (type == null || template == null) {
                continue;
            }
            SparseCondition condition = null;
            if (key.when() != null) {
                try {
                    condition = SparseCondition.parse(key.when());
                } catch (TemplateSyntaxException invalid) {
                    continue; // an invalid condition writes the key for no record; SparseConditionRules reports it
                }
            }
            keys.add(new KeyToRender(key, type, template, condition, context.isTableKeyAttribute(key.attribute())));
        }
    }

    Entity entity() {
        return entity;
    }

    /** Every declared attribute name, in declaration order (for "did you mean"). */
    List<String> declaredNames() {
        return declaredNames;
    }

    /** The first declaration of that name, or null: as {@link Entity#attribute(String)}, by hash lookup. */
    Attribute attribute(String name) {
        return byName.get(name);
    }

    /** The required attributes, in declaration order. */
    List<Attribute> required() {
        return required;
    }

    /** The keys whose key type is known and whose template and condition (if any) parse, in the entity's order. */
    List<KeyToRender> keys() {
        return keys;
    }

    private static KeyTemplate parse(String text) {
        try {
            return KeyTemplate.parse(text);
        } catch (TemplateSyntaxException invalid) {
            return null;
        }
    }
}
