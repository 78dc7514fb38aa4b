package dev.tablesmith.review;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.SecondaryIndex;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Whether an entity writes whole keys.
 *
 * <ul>
 *   <li>Table: an entity that writes any key writes every attribute of the table's primary key; PutItem rejects
 *       an item without the full primary key.</li>
 *   <li>GSI: DynamoDB indexes an item only when it has <em>all</em> of the index's key attributes. An entity
 *       that writes a GSI's sort key but not its partition key, or (for an index with a sort key) its partition
 *       key but not its sort key, never appears in that index: the written attribute is wasted, and the pattern
 *       it was meant for finds nothing. A key attribute that is also one of the table's own key attributes
 *       (an inverted index's partition key, or a GSI sorted by the table's SK) is written for the table, so it
 *       alone does not count as writing for the index: leaving such an entity out of the index is how a
 *       sparse index works. Likewise, on a multi-attribute GSI, an attribute the entity writes as itself
 *       ({@code {playerId}}, a natural key) is the item's own data: a Player with a playerId but no score is
 *       simply not in a leaderboard keyed by [tournamentId, region] and [score, playerId].</li>
 *   <li>LSI: its partition key is the table's, which every entity writes; an entity without the LSI's sort key
 *       is simply not in the LSI, which is how LSIs are meant to be sparse.</li>
 * </ul>
 */
final class IndexMembershipRules implements TableRule {

    @Override
    public void check(TableContext context, List<Problem> problems) {
        List<Entity> entities = context.table().entities();
        for (int e = 0; e < entities.size(); e++) {
            Entity entity = entities.get(e);
            if (entity.keys().isEmpty()) {
                continue;
            }
            Set<String> written = entity.keys().stream().map(EntityKey::attribute).collect(Collectors.toSet());
            JsonPointer keysPath = context.entityPath(e).child("keys");
            checkTableKey(context, entity, written, keysPath, problems);
            for (SecondaryIndex index : context.table().indexes()) {
                if (index.isGlobal()) {
                    checkGsi(context, entity, index, written, keysPath, problems);
                }
            }
        }
    }

    private static void checkTableKey(TableContext context, Entity entity, Set<String> written,
                                      JsonPointer keysPath, List<Problem> problems) {
        KeySchema schema = context.table().keySchema();
        List<String> all = schema.attributeNames();
        for (KeyAttribute attribute : schema.attributes()) {
            if (!written.contains(attribute.name())) {
                String part = schema.partitionKey().contains(attribute) ? "partition" : "sort";
                problems.add(Problem.at(keysPath.toString(), entity.name() + " does not write the table's " + part
                        + " key '" + attribute.name() + "'; every item needs the table's full primary key ("
                        + keyNames(all, attribute.name(), part) + ")"));
            }
        }
    }

    private static void checkGsi(TableContext context, Entity entity, SecondaryIndex index, Set<String> written,
                                 JsonPointer keysPath, List<Problem> problems) {
        List<String> partition = names(index.keySchema().partitionKey());
        List<String> sort = names(index.keySchema().sortKey());
        List<String> missingPartition = partition.stream().filter(n -> !written.contains(n)).toList();
        List<String> missingSort = sort.stream().filter(n -> !written.contains(n)).toList();
        boolean multiAttribute = partition.size() > 1 || sort.size() > 1;
        List<String> writtenSort = sort.stream().filter(written::contains)
                .filter(n -> !context.isTableKeyAttribute(n))
                .filter(n -> !(multiAttribute && isNaturalKey(entity, n))).toList();
        List<String> writtenPartition = partition.stream().filter(written::contains)
                .filter(n -> !context.isTableKeyAttribute(n))
                .filter(n -> !(multiAttribute && isNaturalKey(entity, n))).toList();
        if (!writtenSort.isEmpty() && !missingPartition.isEmpty()) {
            problems.add(Problem.at(keysPath.child(writtenSort.get(0)).toString(),
                    notInIndex(entity, index, writtenSort, missingPartition)));
        } else if (!writtenPartition.isEmpty() && (!missingPartition.isEmpty() || !missingSort.isEmpty())) {
            List<String> missing = missingPartition.isEmpty() ? missingSort : missingPartition;
            problems.add(Problem.at(keysPath.child(writtenPartition.get(0)).toString(),
                    notInIndex(entity, index, writtenPartition, missing)));
        }
    }

    private static String notInIndex(Entity entity, SecondaryIndex index, List<String> written,
                                     List<String> missing) {
        return entity.name() + " writes " + String.join(", ", written) + " but not " + String.join(", ", missing)
                + ", so its items never appear in " + index.name() + ": DynamoDB indexes an item only when it has"
                + " all of the index's key attributes";
    }

    /** The table's key attribute names, the one already quoted in full only when short (values echo once). */
    private static String keyNames(List<String> all, String quoted, String part) {
        return String.join(", ", all.stream().map(n -> n.equals(quoted) && n.length() > Echo.LIMIT
                ? "the " + part + " key above" : Echo.cap(n)).toList());
    }

    /** Whether the entity writes {@code attribute} as itself ({@code {attribute}}), as its own data. */
    private static boolean isNaturalKey(Entity entity, String attribute) {
        return entity.key(attribute).map(k -> EntityRules.isIdentity(k.template(), attribute)).orElse(false);
    }

    private static List<String> names(List<KeyAttribute> attributes) {
        return attributes.stream().map(KeyAttribute::name).toList();
    }
}
