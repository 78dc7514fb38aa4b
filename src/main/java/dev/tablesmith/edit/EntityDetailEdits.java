package dev.tablesmith.edit;

import dev.tablesmith.model.Entity;
import java.util.Locale;

/**
 * Commands on an entity's own facts: the attribute its items expire by (DynamoDB's TTL deletes an item some time
 * after the epoch-seconds Number in the table's TTL attribute has passed), how many items of it the table is
 * expected to hold (the review's size and partition-heat estimates read it), and its description.
 */
public final class EntityDetailEdits {
    private EntityDetailEdits() {
    }

    /** Sets the attribute {@code entity}'s items expire by; null means they never expire. */
    public static Command setTtlAttribute(String tableName, String entity, String attribute) {
        String ttl = attribute == null || attribute.isBlank() ? null : attribute.strip();
        String description = ttl == null ? "Remove expiry of " + entity : "Set expiry of " + entity + " to " + ttl;
        return DesignEdits.onTable(tableName, description, table -> {
            EntityRelationRules.ttlAttribute(table, entity, ttl).ifPresent(r -> {
                throw new IllegalArgumentException(r.message());
            });
            return EntityRelationEdits.change(table, entity, e -> e.withWriteRules(e.copies(), e.aggregates(),
                    e.uniqueValues(), ttl));
        });
    }

    /** Sets how many items of {@code entity} the table is expected to hold; refuses a negative count. */
    public static Command setEstimatedItemCount(String tableName, String entity, long count) {
        return DesignEdits.onTable(tableName, "Set estimated items of " + entity + " to "
                + String.format(Locale.ROOT, "%,d", count), table -> {
                    if (count < 0) {
                        throw new IllegalArgumentException("the estimated number of items cannot be negative");
                    }
                    return EntityRelationEdits.change(table, entity, e -> copy(e, e.description(), count));
                });
    }

    /** Replaces {@code entity}'s description (blank clears it). */
    public static Command setDescription(String tableName, String entity, String description) {
        String text = description == null ? "" : description.strip();
        return DesignEdits.onTable(tableName, "Edit description of " + entity, table ->
                EntityRelationEdits.change(table, entity, e -> copy(e, text, e.estimatedItemCount())));
    }

    private static Entity copy(Entity e, String description, long estimatedItemCount) {
        return new Entity(e.name(), description, e.colour(), e.attributes(), e.keys(), estimatedItemCount,
                e.records(), e.copies(), e.aggregates(), e.uniqueValues(), e.ttlAttribute());
    }
}
