package dev.tablesmith.model;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * One DynamoDB table of a design with everything designed around it.
 *
 * @param name           the table name
 * @param keySchema      the primary key: one partition key attribute and an optional sort key attribute
 * @param indexes        GSIs and LSIs, in display order
 * @param settings       billing, TTL, streams
 * @param entities       the entity chart
 * @param accessPatterns the access-pattern list
 * @param items          explicit sample items in addition to those rendered from entity records
 */
public record Table(String name, KeySchema keySchema, List<SecondaryIndex> indexes, TableSettings settings,
                    List<Entity> entities, List<AccessPattern> accessPatterns, List<Item> items) {
    public Table {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(keySchema, "keySchema");
        indexes = indexes == null ? List.of() : List.copyOf(indexes);
        settings = settings == null ? TableSettings.onDemand() : settings;
        entities = entities == null ? List.of() : List.copyOf(entities);
        accessPatterns = accessPatterns == null ? List.of() : List.copyOf(accessPatterns);
        items = items == null ? List.of() : List.copyOf(items);
    }

    public List<SecondaryIndex> globalSecondaryIndexes() {
        return indexes.stream().filter(SecondaryIndex::isGlobal).toList();
    }

    public List<SecondaryIndex> localSecondaryIndexes() {
        return indexes.stream().filter(i -> !i.isGlobal()).toList();
    }

    public Optional<SecondaryIndex> index(String indexName) {
        return indexes.stream().filter(i -> i.name().equals(indexName)).findFirst();
    }

    public Optional<Entity> entity(String entityName) {
        return entities.stream().filter(e -> e.name().equals(entityName)).findFirst();
    }

    public Optional<AccessPattern> accessPattern(String id) {
        return accessPatterns.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /**
     * Every key attribute of the table and its indexes, in order (table keys, then each index's keys), without
     * repeats. These are the columns of the entity chart and DynamoDB's {@code AttributeDefinitions}.
     */
    public List<KeyAttribute> keyAttributes() {
        return Stream.concat(keySchema.attributes().stream(),
                        indexes.stream().flatMap(i -> i.keySchema().attributes().stream()))
                .filter(distinctByName())
                .toList();
    }

    private static Predicate<KeyAttribute> distinctByName() {
        Set<String> seen = new HashSet<>();
        return a -> seen.add(a.name());
    }

    public Table withEntities(List<Entity> newEntities) {
        return new Table(name, keySchema, indexes, settings, newEntities, accessPatterns, items);
    }

    public Table withIndexes(List<SecondaryIndex> newIndexes) {
        return new Table(name, keySchema, newIndexes, settings, entities, accessPatterns, items);
    }

    public Table withAccessPatterns(List<AccessPattern> newPatterns) {
        return new Table(name, keySchema, indexes, settings, entities, newPatterns, items);
    }

    public Table withItems(List<Item> newItems) {
        return new Table(name, keySchema, indexes, settings, entities, accessPatterns, newItems);
    }

    public Table withSettings(TableSettings newSettings) {
        return new Table(name, keySchema, indexes, newSettings, entities, accessPatterns, items);
    }
}
