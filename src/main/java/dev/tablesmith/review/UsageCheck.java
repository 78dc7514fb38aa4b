package dev.tablesmith.review;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.planner.AccessPatternPlan;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the access-pattern list does not use.
 *
 * <ul>
 *   <li>{@code unused-index}: a secondary index the planner chose for no read pattern. Every write to an item in
 *       it still costs write units on the index, and its entries cost storage.</li>
 *   <li>{@code unread-entity}: an entity no read pattern reads. It may be written for a stream consumer or an
 *       export, or the access-pattern list is missing the question it answers.</li>
 * </ul>
 */
final class UsageCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Set<String> usedIndexes = new HashSet<>();
        Set<String> readEntities = new HashSet<>();
        for (AccessPatternPlan plan : context.plans()) {
            if (plan.pattern().kind() == PatternKind.READ) {
                plan.index().ifPresent(usedIndexes::add);
                readEntities.addAll(plan.pattern().entities());
            }
        }
        for (SecondaryIndex index : context.table().indexes()) {
            if (!usedIndexes.contains(index.name())) {
                findings.add(unusedIndex(context, index));
            }
        }
        for (Entity entity : context.table().entities()) {
            if (!readEntities.contains(entity.name())) {
                findings.add(unreadEntity(context, entity));
            }
        }
    }

    private static Finding unusedIndex(ReviewContext context, SecondaryIndex index) {
        List<String> writers = context.table().entities().stream()
                .filter(e -> index.keySchema().attributes().stream().map(KeyAttribute::name)
                        .allMatch(k -> e.key(k).isPresent()))
                .map(Entity::name).toList();
        String message = index.name() + " serves no access pattern" + (writers.isEmpty()
                ? " and no entity writes its keys" : ", yet every write of " + String.join(", ", writers)
                + " items also writes it");
        String explanation = "Each index is a second copy of the items it holds, maintained by DynamoDB on every"
                + " write whose indexed keys change: it costs write units and storage, and a table may have only 20"
                + " GSIs (5 LSIs, which can never be removed). An index no pattern queries pays those costs for"
                + " nothing. Either the access-pattern list is missing the question it was built for (add the"
                + " pattern, and Tablesmith will plan it), or the index can go.";
        FindingLocation at = FindingLocation.at(context.indexPath(index.name()).toString()).withIndex(index.name());
        return Finding.of(ReviewRule.UNUSED_INDEX, at, message, explanation);
    }

    private static Finding unreadEntity(ReviewContext context, Entity entity) {
        boolean written = context.table().accessPatterns().stream()
                .anyMatch(p -> p.kind() == PatternKind.WRITE && p.entities().contains(entity.name()));
        String message = "no read pattern reads " + entity.name() + (written ? " (write patterns write it)" : "");
        String explanation = "Single-table design starts from the access-pattern list: every item type exists to"
                + " answer some question, and the keys are shaped for those questions. An entity no pattern reads is"
                + " either written for something outside the list (a stream consumer, an export, an audit trail),"
                + " or the list is missing the question it answers. Add that pattern so the planner can check that"
                + " the keys serve it, or drop the entity. Patterns listed after launch cost more: a new index and"
                + " a backfill at best, a migration at worst.";
        FindingLocation at = FindingLocation.at(context.entityPath(entity).toString()).withEntity(entity.name());
        return Finding.of(ReviewRule.UNREAD_ENTITY, at, message, explanation);
    }
}
