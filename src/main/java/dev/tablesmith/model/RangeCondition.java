package dev.tablesmith.model;

import java.util.Objects;

/**
 * The one range condition an access pattern may have, on one attribute (e.g. {@code orderDate BETWEEN :a AND :b}).
 * A Query allows at most one condition on the sort key, so a pattern has at most one range.
 */
public record RangeCondition(String attribute, RangeOperator operator) {
    public RangeCondition {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(operator, "operator");
    }
}
