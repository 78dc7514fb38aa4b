package dev.tablesmith.review;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code native-multi-attribute-key}: a GSI whose key templates are composite strings made only of attributes the
 * item already has ({@code TOURNAMENT#{tournamentId}#REGION#{region}}) can use DynamoDB's multi-attribute keys
 * instead (up to 4 partition and 4 sort attributes, each typed; November 2025). See {@link NativeKeyShape} for when
 * the conversion keeps the index's meaning.
 *
 * <p>A GSI written by one entity gets a finding with the native key (applied by {@code edit.NativeKeyEdits}). An
 * overloaded GSI, written by several entities, cannot become native without splitting it, since one native key
 * names one set of attributes: the finding suggests one GSI per entity, and only when every entity's templates are
 * convertible and the table stays within DynamoDB's default quota of {@value #MAX_GSIS} GSIs.
 */
final class NativeKeyCheck implements ReviewCheck {
    /** DynamoDB's default quota of GSIs per table. */
    static final int MAX_GSIS = KeySchemaRules.MAX_GSIS;

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Table table = context.table();
        for (SecondaryIndex gsi : table.globalSecondaryIndexes()) {
            List<Entity> writers = NativeKeyShape.writers(table, gsi);
            if (writers.size() == 1) {
                NativeKeyShape.of(table, gsi, writers.get(0), new ArrayList<>())
                        .ifPresent(shape -> findings.add(single(context, gsi, shape)));
            } else if (writers.size() > 1) {
                split(context, gsi, writers).ifPresent(findings::add);
            }
        }
    }

    private static Finding single(ReviewContext context, SecondaryIndex gsi, NativeKeyShape shape) {
        String message = gsi.name() + " can use a native multi-attribute key (" + shape.describe() + ") instead of "
                + shape.entity() + "'s composite strings " + String.join(" and ", shape.templates());
        String pads = shape.droppedPads().isEmpty() ? "" : " The pad of " + String.join(", ", shape.droppedPads())
                + " is no longer needed: an N key attribute sorts as a number.";
        String explanation = "Since November 2025 a GSI key can be up to 4 partition and 4 sort attributes the item "
                + "already has, each with its own type: DynamoDB matches the partition attributes together and "
                + "compares the sort attributes left to right, numbers as numbers. Keyed by the attributes "
                + "themselves, " + gsi.name() + " needs no synthetic " + String.join(" and ",
                gsi.keySchema().attributeNames()) + " on every " + shape.entity() + " item (less storage and fewer "
                + "bytes per write), nothing to backfill when the index is created (DynamoDB indexes the existing "
                + "items itself), and no padding or separator that can mis-sort: a '#' inside a value or an "
                + "unpadded number. Queries name each partition attribute with an equality and the sort attributes "
                + "left to right, a range only on the last one used." + pads + " \"Preview and apply\" in the review "
                + "panel shows the change (membership, order of each item collection, storage, write cost) and "
                + "makes it as one undoable edit.";
        FindingLocation at = FindingLocation.at(context.indexPath(gsi.name()).toString()).withIndex(gsi.name())
                .withEntity(shape.entity());
        return Finding.of(ReviewRule.NATIVE_MULTI_ATTRIBUTE_KEY, at, message, explanation);
    }

    /** One GSI per entity, when each entity's templates are convertible and the quota allows. */
    private static Optional<Finding> split(ReviewContext context, SecondaryIndex gsi, List<Entity> writers) {
        Table table = context.table();
        List<NativeKeyShape> shapes = new ArrayList<>();
        for (Entity writer : writers) {
            Optional<NativeKeyShape> shape = NativeKeyShape.of(table, gsi, writer, new ArrayList<>());
            if (shape.isEmpty()) {
                return Optional.empty();
            }
            shapes.add(shape.get());
        }
        int after = table.globalSecondaryIndexes().size() - 1 + writers.size();
        if (after > MAX_GSIS) {
            return Optional.empty();
        }
        List<String> each = shapes.stream().map(s -> s.entity() + ": " + s.describe()).toList();
        String message = "Overloaded " + gsi.name() + " (" + String.join(", ", writers.stream().map(Entity::name)
                .toList()) + ") could be " + writers.size() + " GSIs with native multi-attribute keys, " + after
                + " of the " + MAX_GSIS + " GSIs DynamoDB allows by default";
        String explanation = "A native multi-attribute key names one set of typed attributes, so an index several "
                + "entities share through prefixed strings cannot become native as it is; split it, one GSI per "
                + "entity: " + String.join("; ", each) + ". AWS's guidance now prefers more single-purpose GSIs "
                + "over one overloaded index: each is queried by its own attributes, sorted by type, with nothing "
                + "synthetic to write. The price: one more index to create and pay for per entity (each pays only "
                + "for its own items' writes and storage) and fewer of the " + MAX_GSIS + " GSIs left. "
                + "Keep the overloaded index when the quota is near or the entities are read together.";
        FindingLocation at = FindingLocation.at(context.indexPath(gsi.name()).toString()).withIndex(gsi.name());
        return Optional.of(Finding.of(ReviewRule.NATIVE_MULTI_ATTRIBUTE_KEY, at, message, explanation));
    }
}
