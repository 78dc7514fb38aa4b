package dev.tablesmith.engine;

import dev.tablesmith.model.Item;
import java.util.Optional;

/**
 * An item of the design's sample data, with where it came from.
 *
 * @param item        the item as DynamoDB would store it (key attributes rendered, then the record's attributes)
 * @param entity      the entity it belongs to, or null for an explicit item no entity's templates match
 * @param origin      rendered from an entity record, or given explicitly in DynamoDB JSON
 * @param sourceIndex the position of the record within its entity's records, or of the item within the table's
 *                    explicit items
 */
public record SampleItem(Item item, String entity, Origin origin, int sourceIndex) {

    /** Where a sample item came from. */
    public enum Origin {
        RECORD, EXPLICIT
    }

    public Optional<String> entityName() {
        return Optional.ofNullable(entity);
    }

    /** The entity name, or "unknown entity" for an explicit item no entity's templates match. */
    public String entityLabel() {
        return entity == null ? "unknown entity" : entity;
    }
}
