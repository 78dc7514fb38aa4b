package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.TransactAction;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Aggregates and expiry: {@code aggregate-stream} (a stream-maintained aggregate needs a stream whose records carry
 * what its rule reads), {@code invariant-by-stream} (a value a write's condition relies on, like stock, cannot be
 * kept by an asynchronous stream) and {@code ttl-attribute} (DynamoDB's TTL acts only on the table's one TTL
 * attribute, holding a number of epoch seconds).
 */
final class DerivedDataCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        StreamViewType stream = context.table().settings().streamViewType();
        for (Entity entity : context.table().entities()) {
            for (Aggregate aggregate : entity.aggregates()) {
                if (aggregate.maintainedBy() != MaintainedBy.STREAM) {
                    continue;
                }
                if (!aggregate.computableFrom(stream)) {
                    findings.add(streamFinding(context, entity, aggregate, stream));
                }
                List<String> guards = conditionsOn(context, aggregate.attribute());
                if (!guards.isEmpty()) {
                    findings.add(invariant(context, entity, aggregate, guards));
                }
            }
            if (entity.ttlAttribute() != null) {
                ttl(context, entity).ifPresent(findings::add);
            }
        }
    }

    /** The ids of the write patterns whose ConditionExpressions read {@code attribute}. */
    private static List<String> conditionsOn(ReviewContext context, String attribute) {
        Pattern name = Pattern.compile("(?<![A-Za-z0-9_:.])#?" + Pattern.quote(attribute) + "(?![A-Za-z0-9_])");
        List<String> ids = new ArrayList<>();
        for (AccessPattern pattern : context.table().accessPatterns()) {
            if (pattern.write() == null) {
                continue;
            }
            List<String> conditions = new ArrayList<>();
            conditions.add(pattern.write().conditionExpression());
            pattern.write().actions().stream().map(TransactAction::conditionExpression).forEach(conditions::add);
            if (conditions.stream().anyMatch(c -> c != null && name.matcher(c).find())) {
                ids.add(pattern.id());
            }
        }
        return ids;
    }

    private static Finding streamFinding(ReviewContext context, Entity entity, Aggregate aggregate,
                                         StreamViewType stream) {
        String message = entity.name() + "." + aggregate.attribute() + " (" + aggregate.rule() + " of "
                + aggregate.sourceEntity() + ") is kept by a stream, but " + (stream == null
                ? "the table has no stream" : "the stream's view type " + stream + " cannot compute it (needs "
                + aggregate.requiredViewType() + ")");
        String explanation = "A stream consumer (usually a Lambda) sees one record per item change and updates the"
                + " aggregate. The record carries what the table's StreamViewType says: KEYS_ONLY only the key,"
                + " NEW_IMAGE the item after, OLD_IMAGE the item before, NEW_AND_OLD_IMAGES both. A count of inserted"
                + " items needs the new image (whose count to add to); a sum must add the difference between the"
                + " new and the old value when a source item changes, which only NEW_AND_OLD_IMAGES carries."
                + " Enable the stream with the view type the aggregate needs (NEW_AND_OLD_IMAGES serves every rule),"
                + " or maintain the aggregate in the writing transaction.";
        return Finding.of(ReviewRule.AGGREGATE_STREAM, FindingLocation.at(
                context.entityPath(entity).child("aggregates").toString()).withEntity(entity.name()), message,
                explanation);
    }

    private static Finding invariant(ReviewContext context, Entity entity, Aggregate aggregate,
                                     List<String> patterns) {
        String message = entity.name() + "." + aggregate.attribute() + " is kept by a stream, but "
                + String.join(", ", patterns) + " check" + (patterns.size() == 1 ? "s" : "") + " it in a condition,"
                + " so the check reads a value that may be stale";
        String explanation = "Streams are asynchronous: the consumer applies a change some time (usually under a"
                + " second, longer when it lags) after the write. That is right for a dashboard counter and wrong for"
                + " an invariant a write must see immediately, like 'never sell more than the stock': two orders"
                + " placed before the stream catches up both pass stock >= :qty. Maintain such a value in the same"
                + " TransactWriteItems that checks it (Update stock = stock - :qty with ConditionExpression"
                + " stock >= :qty), so the check and the change are one all-or-nothing step.";
        return Finding.of(ReviewRule.INVARIANT_BY_STREAM, FindingLocation.at(
                context.entityPath(entity).child("aggregates").toString()).withEntity(entity.name()), message,
                explanation);
    }

    private static java.util.Optional<Finding> ttl(ReviewContext context, Entity entity) {
        String tableTtl = context.table().settings().ttlAttribute();
        String attribute = entity.ttlAttribute();
        String problem;
        if (tableTtl == null) {
            problem = "the table has no TTL attribute, so its items never expire";
        } else if (!tableTtl.equals(attribute)) {
            problem = "the table's TTL attribute is " + tableTtl + ", so TTL never reads " + attribute;
        } else if (entity.attribute(attribute).map(a -> a.type() != AttributeType.N).orElse(false)) {
            problem = "it is declared " + entity.attribute(attribute).get().type()
                    + ", and TTL skips items whose attribute is not a number";
        } else {
            return java.util.Optional.empty();
        }
        String message = entity.name() + " expires by " + attribute + ", but " + problem;
        String explanation = "DynamoDB's Time to Live is one attribute per table (UpdateTimeToLive): an item whose"
                + " value of that attribute is a Number of epoch seconds in the past is deleted by a background"
                + " process, usually within a few days and at no write cost, and the deletion appears in the stream."
                + " Items where the attribute is missing or not a Number never expire. Give every expiring entity"
                + " the table's TTL attribute, as N epoch seconds; reads should still filter out expired items that"
                + " are not deleted yet.";
        return java.util.Optional.of(Finding.of(ReviewRule.TTL_ATTRIBUTE, FindingLocation.at(
                context.entityPath(entity).child("ttlAttribute").toString()).withEntity(entity.name()), message,
                explanation));
    }
}
