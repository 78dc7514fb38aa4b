package dev.tablesmith.edit;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.ChangeCost;
import dev.tablesmith.planner.Fix;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Applies the planner's cheapest {@link Fix} for an access pattern as one undoable command.
 *
 * <ul>
 *   <li>Level 1, an existing index already serves it: the pattern is pinned to that index.</li>
 *   <li>Level 2, a key template: when the index does not exist yet it is added as a GSI whose partition key is the
 *       fix's first template attribute and whose sort key is its second, both of type S (a template renders a
 *       string) and projecting ALL attributes, so the pattern reads every attribute it did before; then the
 *       pattern's entity writes each template into its key attribute. DynamoDB puts an item into a GSI only when
 *       it has every key attribute of that index, so the existing items of the entity need the new attributes
 *       written (the backfill the fix counts).</li>
 *   <li>Level 3, a migration, and a level-2 fix without a template (one constant partition key value): not applied,
 *       since they need a decision the planner cannot make (a new item type, a copy, the constant's value).</li>
 * </ul>
 * The change is refused, with the first problem's message, when it would break a rule the validator holds the
 * table to (see {@link IndexEdits}), for instance DynamoDB's default quota of 20 GSIs per table.
 */
public final class FixEdits {
    private FixEdits() {
    }

    /** Whether {@code fix} can be made by {@link #apply}; a migration cannot. */
    public static boolean applicable(Fix fix) {
        return fix.index() != null && (fix.cost() == ChangeCost.EXISTING_INDEX
                || fix.cost() == ChangeCost.NEW_INDEX_OR_TEMPLATE && !fix.templates().isEmpty());
    }

    /** Why {@code fix} cannot be applied, or "" when it can. */
    public static String whyNotApplicable(Fix fix) {
        if (applicable(fix)) {
            return "";
        }
        return fix.cost() == ChangeCost.MIGRATION
                ? "This fix is a migration (a new key shape for existing items): make it by hand in the entity chart."
                : "This fix needs a constant partition key value you choose: set it in the entity chart.";
    }

    /** Makes {@code fix} for pattern {@code patternId} as one command ("Apply fix to AP16: add GSI3"). */
    public static Command apply(String tableName, String patternId, Fix fix) {
        return IndexEdits.checked(tableName, description(patternId, fix), table -> plan(table, patternId, fix));
    }

    /** What applying {@code fix} to pattern {@code patternId} does: the table afterwards and each effect in words. */
    public static SchemaChange plan(Table table, String patternId, Fix fix) {
        if (!applicable(fix)) {
            throw new IllegalArgumentException(whyNotApplicable(fix));
        }
        AccessPattern pattern = table.accessPattern(patternId).orElseThrow(() ->
                new IllegalArgumentException("no access pattern " + patternId));
        if (fix.cost() == ChangeCost.EXISTING_INDEX) {
            if (table.index(fix.index()).isEmpty() && !"table".equals(fix.index())) {
                throw new IllegalArgumentException("no index named " + fix.index());
            }
            Table after = table.withAccessPatterns(table.accessPatterns().stream()
                    .map(p -> p.id().equals(patternId) ? p.withIndex(fix.index()) : p).toList());
            return new SchemaChange(after, List.of(patternId + ": pinned to " + fix.index()
                    + (pattern.index() == null ? "" : " instead of " + pattern.index())));
        }
        if (pattern.entities().size() != 1) {
            throw new IllegalArgumentException(patternId + " reads " + pattern.entities().size()
                    + " entities; a key template fix is for a pattern of one entity");
        }
        String entityName = pattern.entities().get(0);
        table.entity(entityName).orElseThrow(() -> new IllegalArgumentException("no entity " + entityName));
        List<String> effects = new ArrayList<>();
        Table after = table;
        if (table.index(fix.index()).isEmpty()) {
            SecondaryIndex index = newIndex(fix);
            SchemaChange added = IndexEdits.planAdd(table, index);
            after = added.table();
            effects.add("Add GSI " + fix.index() + ": " + (fix.keySchema() == null ? keyText(index.keySchema())
                    : nativeKeyText(index.keySchema())) + ", projection ALL");
            effects.addAll(added.effects());
        }
        for (Map.Entry<String, String> template : fix.templates().entrySet()) {
            after = withKey(after, entityName, template.getKey(), template.getValue());
            effects.add(entityName + " writes " + template.getKey() + " = " + template.getValue());
        }
        long backfill = fix.backfillItems();
        if (fix.keySchema() != null) {
            effects.add("No backfill: " + entityName + "'s items already have " + String.join(", ",
                    fix.keySchema().attributeNames()) + "; DynamoDB indexes them itself as it creates " + fix.index());
            return new SchemaChange(after, effects);
        }
        effects.add("Backfill: the " + String.format(Locale.ROOT, "%,d", backfill) + " existing " + entityName
                + " item" + (backfill == 1 ? "" : "s") + " need " + String.join(" and ", fix.templates().keySet())
                + " written; until then they are not in " + fix.index());
        return new SchemaChange(after, effects);
    }

    private static String description(String patternId, Fix fix) {
        if (fix.cost() == ChangeCost.EXISTING_INDEX) {
            return "Apply fix to " + patternId + ": use " + fix.index();
        }
        return "Apply fix to " + patternId + ": " + String.join(" and ", fix.templates().keySet()) + " on "
                + fix.index();
    }

    /** A GSI keyed by the fix's template attributes (partition key first, then sort key), strings, projecting ALL. */
    private static SecondaryIndex newIndex(Fix fix) {
        if (fix.keySchema() != null) {
            return SecondaryIndex.gsi(fix.index(), fix.keySchema(), Projection.all());
        }
        List<KeyAttribute> keys = fix.templates().keySet().stream().map(KeyAttribute::s).toList();
        return SecondaryIndex.gsi(fix.index(), new KeySchema(keys.subList(0, 1), keys.subList(1, keys.size())),
                Projection.all());
    }

    /** A native multi-attribute key: {@code partition key [carrier (S)], sort key [orderedAt (S)]}. */
    private static String nativeKeyText(KeySchema schema) {
        return "partition key " + parts(schema.partitionKey()) + (schema.hasSortKey() ? ", sort key "
                + parts(schema.sortKey()) : "");
    }

    private static String parts(List<KeyAttribute> keys) {
        return keys.stream().map(k -> k.name() + " (" + k.type() + ")").toList().toString();
    }

    private static String keyText(KeySchema schema) {
        return "partition key " + schema.partitionKeyAttribute().name() + " (S)" + schema.sortKeyAttribute()
                .map(k -> ", sort key " + k.name() + " (S)").orElse("");
    }

    /** The entity with {@code template} in key attribute {@code attribute}, keys in the table's key order. */
    private static Table withKey(Table table, String entityName, String attribute, String template) {
        return table.withEntities(table.entities().stream().map(e -> e.name().equals(entityName)
                ? e.withKeys(keys(table, e, attribute, template)) : e).toList());
    }

    private static List<EntityKey> keys(Table table, Entity entity, String attribute, String template) {
        List<EntityKey> keys = new ArrayList<>();
        for (KeyAttribute key : table.keyAttributes()) {
            if (key.name().equals(attribute)) {
                keys.add(EntityKey.of(attribute, template));
            } else {
                entity.key(key.name()).ifPresent(keys::add);
            }
        }
        entity.keys().stream().filter(k -> keys.stream().noneMatch(x -> x.attribute().equals(k.attribute())))
                .forEach(keys::add);
        return keys;
    }
}
