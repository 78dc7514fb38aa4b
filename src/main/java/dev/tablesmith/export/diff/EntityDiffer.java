package dev.tablesmith.export.diff;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Entities, their key templates and sparse conditions, and their attributes.
 *
 * <p>DynamoDB facts behind the impacts: an item's primary key cannot be updated, so a changed table key template
 * means every item of the entity is written again under the new key and the old item deleted (a migration); a GSI
 * key attribute is an ordinary attribute of the item, so a changed, added or removed index key template or sparse
 * condition is an UpdateItem per item, and DynamoDB moves the item's index entry itself. Non-key attributes have no
 * schema in DynamoDB, so adding or removing one changes no stored item by itself.
 */
final class EntityDiffer {
    private final ChangeList out;
    private final ItemCounts oldCounts;
    private final ItemCounts newCounts;

    EntityDiffer(ChangeList out, ItemCounts oldCounts, ItemCounts newCounts) {
        this.out = out;
        this.oldCounts = oldCounts;
        this.newCounts = newCounts;
    }

    void diff(Table before, Table after) {
        List<String> tableKeys = after.keySchema().attributeNames();
        for (Entity entity : after.entities()) {
            Optional<Entity> old = before.entity(entity.name());
            if (old.isEmpty()) {
                out.add(DiffSection.ENTITIES, ChangeKind.ADDED, entity.name(), keysSummary(entity), Impact.NONE,
                        "A new kind of item: nothing stored changes until the application writes "
                                + entity.name() + " items.");
            } else {
                keys(old.get(), entity, tableKeys);
                attributes(old.get(), entity);
                if (old.get().estimatedItemCount() != entity.estimatedItemCount()) {
                    out.add(DiffSection.ENTITIES, ChangeKind.CHANGED, entity.name() + " item estimate",
                            Counts.items(old.get().estimatedItemCount()) + " -> "
                                    + Counts.items(entity.estimatedItemCount()), Impact.NONE,
                            "An estimate for cost and capacity figures; the table is not touched.");
                }
            }
        }
        for (Entity entity : before.entities()) {
            if (after.entity(entity.name()).isEmpty()) {
                long items = oldCounts.items(entity);
                out.add(DiffSection.ENTITIES, ChangeKind.REMOVED, entity.name(), keysSummary(entity),
                        Impact.ITEM_UPDATE, "The " + Counts.items(items) + " already stored stay in the table (and"
                                + " its indexes) until deleted: DeleteItem each, or let Time to Live expire them.",
                        items);
            }
        }
    }

    private void keys(Entity before, Entity after, List<String> tableKeys) {
        for (EntityKey key : after.keys()) {
            Optional<EntityKey> old = before.key(key.attribute());
            String subject = after.name() + " " + key.attribute();
            boolean tableKey = tableKeys.contains(key.attribute());
            if (old.isEmpty()) {
                long items = Math.round(newCounts.items(after) * newCounts.share(after, List.of(key.attribute())));
                out.add(DiffSection.ENTITIES, ChangeKind.ADDED, subject, describe(key), Impact.ITEM_UPDATE,
                        "UpdateItem SET " + key.attribute() + " on " + Counts.items(items) + " of " + after.name()
                                + " so they carry the new key attribute.", items);
            } else if (!old.get().template().equals(key.template())) {
                templateChanged(after, old.get(), key, tableKey, subject);
            } else if (!Objects.equals(old.get().when(), key.when())) {
                long items = newCounts.items(after);
                out.add(DiffSection.ENTITIES, ChangeKind.CHANGED, subject + " condition",
                        orAlways(old.get().when()) + " -> " + orAlways(key.when()), Impact.ITEM_UPDATE,
                        "Each of the " + Counts.items(items) + " of " + after.name() + " is checked: SET "
                                + key.attribute() + " where the new condition holds, REMOVE it where it no longer"
                                + " does, so index membership follows the condition.", items);
            }
        }
        for (EntityKey key : before.keys()) {
            if (after.key(key.attribute()).isEmpty()) {
                long items = Math.round(oldCounts.items(before)
                        * oldCounts.share(before, List.of(key.attribute())));
                out.add(DiffSection.ENTITIES, ChangeKind.REMOVED, after.name() + " " + key.attribute(),
                        describe(key), Impact.ITEM_UPDATE, "UpdateItem REMOVE " + key.attribute() + " on "
                                + Counts.items(items) + " of " + after.name() + "; they leave the indexes keyed on it.",
                        items);
            }
        }
    }

    private void templateChanged(Entity entity, EntityKey before, EntityKey after, boolean tableKey,
                                 String subject) {
        String summary = before.template() + " -> " + after.template();
        if (tableKey) {
            long items = newCounts.items(entity);
            out.add(DiffSection.ENTITIES, ChangeKind.CHANGED, subject, summary, Impact.MIGRATION,
                    "Primary keys are immutable: every one of the " + Counts.items(items) + " of " + entity.name()
                            + " is written again under its new key (PutItem) and the old item deleted (DeleteItem),"
                            + " while readers and writers cope with both forms.", items);
            return;
        }
        long items = Math.round(newCounts.items(entity) * newCounts.share(entity, List.of(after.attribute())));
        out.add(DiffSection.ENTITIES, ChangeKind.CHANGED, subject, summary, Impact.ITEM_UPDATE,
                "UpdateItem SET " + after.attribute() + " on " + Counts.items(items) + " of " + entity.name()
                        + "; DynamoDB moves each index entry (an index write per item).", items);
    }

    private void attributes(Entity before, Entity after) {
        for (Attribute attribute : after.attributes()) {
            Optional<Attribute> old = before.attribute(attribute.name());
            String subject = after.name() + "." + attribute.name();
            if (old.isEmpty()) {
                attributeAdded(after, attribute, subject);
            } else if (old.get().type() != attribute.type()) {
                long items = newCounts.items(after);
                out.add(DiffSection.ENTITIES, ChangeKind.CHANGED, subject, "type " + old.get().type() + " -> "
                                + attribute.type(), Impact.ITEM_UPDATE, "The " + Counts.items(items)
                                + " stored hold the old type: rewrite the value on each, or readers must accept both.",
                        items);
            } else if (old.get().required() != attribute.required()) {
                out.add(DiffSection.ENTITIES, ChangeKind.CHANGED, subject, attribute.required()
                                ? "optional -> required" : "required -> optional", Impact.NONE,
                        attribute.required() ? "Items written before may lack it; readers must still allow it"
                                + " missing until they are backfilled."
                                : "A rule for writers; no stored item changes.");
            }
        }
        for (Attribute attribute : before.attributes()) {
            if (after.attribute(attribute.name()).isEmpty()) {
                out.add(DiffSection.ENTITIES, ChangeKind.REMOVED, after.name() + "." + attribute.name(),
                        attribute.type().toString(), Impact.NONE, "Stored items keep the attribute until they are"
                                + " rewritten; DynamoDB has no schema for non-key attributes.");
            }
        }
    }

    private void attributeAdded(Entity entity, Attribute attribute, String subject) {
        if (attribute.required()) {
            long items = newCounts.items(entity);
            out.add(DiffSection.ENTITIES, ChangeKind.ADDED, subject, attribute.type() + ", required",
                    Impact.ITEM_UPDATE, "The " + Counts.items(items) + " of " + entity.name() + " already stored lack"
                            + " it: backfill a value with UpdateItem, or let readers allow it missing.", items);
        } else {
            out.add(DiffSection.ENTITIES, ChangeKind.ADDED, subject, attribute.type() + ", optional", Impact.NONE,
                    "Non-key attributes have no schema in DynamoDB; stored items simply do not have it yet.");
        }
    }

    private static String keysSummary(Entity entity) {
        return String.join(", ", entity.keys().stream().map(EntityKey::attribute).map(a -> a + " "
                + entity.key(a).map(EntityKey::template).orElse("")).toList());
    }

    private static String describe(EntityKey key) {
        return key.template() + (key.isSparse() ? " when " + key.when() : "");
    }

    private static String orAlways(String when) {
        return when == null ? "always" : when;
    }
}
