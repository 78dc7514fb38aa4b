package dev.tablesmith.model;

import java.util.Objects;

/**
 * A pre-computed value on an entity's item, derived from other items (orders per customer, revenue, stock): DynamoDB
 * has no COUNT or SUM at read time, so the value is written whenever a source item changes.
 *
 * @param attribute       the attribute of the owning entity holding the value, e.g. {@code orderCount}
 * @param sourceEntity    the entity whose items it counts or sums, e.g. {@code Order}
 * @param rule            COUNT or SUM
 * @param sourceAttribute for SUM, the summed attribute of the source; null for COUNT
 * @param maintainedBy    the stream (eventually consistent) or the writing transaction (immediately)
 */
public record Aggregate(String attribute, String sourceEntity, AggregateRule rule, String sourceAttribute,
                        MaintainedBy maintainedBy) {
    public Aggregate {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(sourceEntity, "sourceEntity");
        rule = rule == null ? AggregateRule.COUNT : rule;
        maintainedBy = maintainedBy == null ? MaintainedBy.STREAM : maintainedBy;
    }

    /**
     * The stream view type a stream consumer needs to keep this aggregate: a COUNT reads which source item was
     * inserted (and whose it is) from the new image; a SUM must add the difference between the new and the old value
     * when a source item changes, which only NEW_AND_OLD_IMAGES carries.
     */
    public StreamViewType requiredViewType() {
        return rule == AggregateRule.SUM ? StreamViewType.NEW_AND_OLD_IMAGES : StreamViewType.NEW_IMAGE;
    }

    /** Whether a stream of {@code viewType} carries what this aggregate needs. */
    public boolean computableFrom(StreamViewType viewType) {
        if (viewType == null) {
            return false;
        }
        return viewType == StreamViewType.NEW_AND_OLD_IMAGES || viewType == requiredViewType();
    }
}
