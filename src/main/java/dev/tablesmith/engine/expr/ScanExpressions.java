package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;
import java.util.Optional;

/**
 * The expressions of one Scan (or GetItem, with a projection only) request, checked together: placeholder
 * definitions, FilterExpression, ProjectionExpression, then placeholders nothing uses. A Scan may filter on key
 * attributes.
 *
 * @param filter     the filter, if the request has one
 * @param projection the projection, if the request has one
 */
public record ScanExpressions(Optional<ConditionExpression> filter, Optional<ProjectionExpression> projection) {

    /**
     * @param filterExpression     the FilterExpression, or null
     * @param projectionExpression the ProjectionExpression, or null
     * @throws ExpressionException with DynamoDB's message for the first problem
     */
    public static ScanExpressions parse(String filterExpression, String projectionExpression,
                                        Map<String, String> names, Map<String, AttributeValue> values) {
        Placeholders.check(names, values);
        Optional<ConditionExpression> filter = Optional.ofNullable(filterExpression)
                .map(f -> ConditionExpression.parseFilter(f, names, values));
        Optional<ProjectionExpression> projection = Optional.ofNullable(projectionExpression)
                .map(p -> ProjectionExpression.parse(p, names));
        ScanExpressions scan = new ScanExpressions(filter, projection);
        scan.placeholders().requireAllUsed(names, values);
        return scan;
    }

    /**
     * Refuses placeholder maps with no expression to serve, or empty (see {@code Placeholders.checkGiven}).
     *
     * @throws ExpressionException e.g. "ExpressionAttributeValues can only be specified when using expressions:
     *                             FilterExpression is null"
     */
    public static void checkMapsGiven(String filterExpression, String projectionExpression,
                                      Map<String, String> names, Map<String, AttributeValue> values) {
        Placeholders.checkGiven(names, values, filterExpression != null || projectionExpression != null,
                filterExpression != null, "FilterExpression is null");
    }

    /** The placeholders used by both expressions. */
    public PlaceholderUsage placeholders() {
        PlaceholderUsage all = PlaceholderUsage.NONE;
        if (filter.isPresent()) {
            all = all.plus(filter.get().placeholders());
        }
        if (projection.isPresent()) {
            all = all.plus(projection.get().placeholders());
        }
        return all;
    }
}
