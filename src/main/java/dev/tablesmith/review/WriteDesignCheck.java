package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.planner.WriteActionPlan;
import dev.tablesmith.planner.WriteCosts;
import dev.tablesmith.planner.WritePlan;
import dev.tablesmith.planner.WritePlanner;
import java.util.List;
import java.util.Optional;

/**
 * The write side of a design: {@code write-key-unknown} (an UpdateItem, DeleteItem or ConditionCheck must give the
 * full primary key, so the pattern must know every attribute of the entity's table key templates),
 * {@code live-copy-unmaintained} (a live copy that no write pattern updates drifts from its source for ever) and
 * {@code unique-without-transaction} (a unique value's guard item must be written in the same TransactWriteItems as
 * the entity, or a taken value is detected too late).
 */
final class WriteDesignCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        WritePlanner planner = new WritePlanner(context.table(), context.pricing(), context.sample());
        for (AccessPattern pattern : context.table().accessPatterns()) {
            Optional<WritePlan> plan = planner.plan(pattern);
            if (plan.isEmpty()) {
                continue;
            }
            // Without explicit actions a pattern naming several entities does not say which one the operation keys.
            boolean keyed = !pattern.write().actions().isEmpty() || pattern.entities().size() == 1;
            for (WriteActionPlan action : plan.get().actions()) {
                if (keyed && !action.missingInputs().isEmpty()) {
                    findings.add(unknownKey(context, pattern, action));
                }
                Entity entity = context.table().entity(action.action().entity()).orElseThrow();
                if (action.action().kind() == TransactActionKind.PUT && !entity.uniqueValues().isEmpty()
                        && !plan.get().transaction()) {
                    findings.add(uniqueOutsideTransaction(context, pattern, entity));
                }
            }
        }
        for (Entity entity : context.table().entities()) {
            for (DenormalizedCopy copy : entity.copies()) {
                if (copy.mode() == CopyMode.LIVE && !maintained(context, entity, copy)) {
                    findings.add(unmaintained(context, entity, copy));
                }
            }
        }
    }

    /** Whether some write pattern updates the copy: an Update of the holder that sets the copied attribute. */
    private static boolean maintained(ReviewContext context, Entity holder, DenormalizedCopy copy) {
        for (AccessPattern pattern : context.table().accessPatterns()) {
            if (pattern.kind() != PatternKind.WRITE || pattern.write() == null || pattern.entities().isEmpty()) {
                continue;
            }
            for (TransactAction action : pattern.write().actionsOn(pattern.entities().get(0))) {
                if (action.kind() == TransactActionKind.UPDATE && action.entity().equals(holder.name())
                        && (copy.wholeItem()
                        || WriteCosts.targets(action.updateExpression()).contains(copy.attribute()))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Finding unknownKey(ReviewContext context, AccessPattern pattern, WriteActionPlan action) {
        String verb = switch (action.action().kind()) {
            case UPDATE -> "UpdateItem";
            case DELETE -> "DeleteItem";
            case CONDITION_CHECK -> "ConditionCheck";
            case PUT -> "PutItem";
        };
        String message = pattern.id() + " \"" + pattern.name() + "\": the " + verb + " of "
                + action.action().entity() + " needs " + String.join(", ", action.missingInputs())
                + " for its primary key, which the pattern does not know";
        String explanation = "UpdateItem, DeleteItem and a transaction's ConditionCheck name exactly one item by its"
                + " full primary key; there is no 'update where'. Every attribute the entity's PK and SK templates"
                + " are built from must be an input of the pattern (an equality or an example input). If the"
                + " caller only knows something else, the write needs a read first (a Query that finds the key),"
                + " which belongs in the pattern list and in the cost; or change the key templates so the known"
                + " values build the key.";
        return Finding.of(ReviewRule.WRITE_KEY_UNKNOWN, FindingLocation.at(context.patternPath(pattern).toString())
                .withPattern(pattern.id()).withEntity(action.action().entity()), message, explanation);
    }

    private static Finding uniqueOutsideTransaction(ReviewContext context, AccessPattern pattern, Entity entity) {
        String values = String.join(", ", entity.uniqueValues().stream().map(u -> u.attribute()).toList());
        String message = pattern.id() + " \"" + pattern.name() + "\" puts " + entity.name() + ", whose " + values
                + " must be unique, outside a transaction";
        String explanation = "DynamoDB enforces uniqueness only on the primary key. A unique attribute gets a second"
                + " item whose key is the value (EMAIL#{email}), put with attribute_not_exists(PK) in the same"
                + " TransactWriteItems as the entity: if the value is taken the whole transaction is cancelled and"
                + " nothing is written. Two separate PutItem calls can leave the entity without its guard (or the"
                + " guard without the entity) when the second fails. Make the pattern a transaction with both puts;"
                + " each costs twice its write units.";
        return Finding.of(ReviewRule.UNIQUE_WITHOUT_TRANSACTION, FindingLocation.at(
                context.patternPath(pattern).toString()).withPattern(pattern.id()).withEntity(entity.name()),
                message, explanation);
    }

    private static Finding unmaintained(ReviewContext context, Entity holder, DenormalizedCopy copy) {
        String target = copy.wholeItem() ? "the " + holder.name() + " item" : holder.name() + "." + copy.attribute();
        String message = target + " is a live copy of " + copy.sourceText()
                + ", but no write pattern updates it";
        String explanation = "A denormalized copy saves a join at read time and costs a write whenever its source"
                + " changes. A SNAPSHOT copy is frozen on purpose (the customer's name as it was on the invoice); a"
                + " LIVE copy must follow its source, so some write pattern has to update it: in the same"
                + " TransactWriteItems as the source when the two must never disagree, or from the table's stream"
                + " (eventually consistent, and the fan-out to every copy is paid for there). Add that write pattern,"
                + " so its cost is counted, or declare the copy a snapshot.";
        return Finding.of(ReviewRule.LIVE_COPY_UNMAINTAINED,
                FindingLocation.at(context.entityPath(holder).child("copies").toString()).withEntity(holder.name()),
                message, explanation);
    }
}
