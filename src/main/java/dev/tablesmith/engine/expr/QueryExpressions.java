package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.AttributeValue;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The expressions of one Query request, parsed and checked together as DynamoDB checks a request: placeholder
 * definitions, then KeyConditionExpression, FilterExpression and ProjectionExpression, then placeholders nothing
 * uses, then a filter on the queried index's key attributes ("Filter Expression can only contain non-primary key
 * attributes: Primary key attribute: SK"; on a GSI the base table's keys may be filtered on).
 *
 * @param keyCondition the key condition
 * @param filter       the filter, if the request has one
 * @param projection   the projection, if the request has one
 */
public record QueryExpressions(KeyCondition keyCondition, Optional<ConditionExpression> filter,
                               Optional<ProjectionExpression> projection) {

    /**
     * @param index                the table or index queried
     * @param keyConditionExpression the KeyConditionExpression (required)
     * @param filterExpression     the FilterExpression, or null
     * @param projectionExpression the ProjectionExpression, or null
     * @param names                ExpressionAttributeNames, may be null
     * @param values               ExpressionAttributeValues, may be null
     * @throws ExpressionException with DynamoDB's message for the first problem
     */
    public static QueryExpressions parse(IndexSpec index, String keyConditionExpression, String filterExpression,
                                         String projectionExpression, Map<String, String> names,
                                         Map<String, AttributeValue> values) {
        return parse(index, List.of(), keyConditionExpression, filterExpression, projectionExpression, names,
                values);
    }

    /**
     * As {@link #parse(IndexSpec, String, String, String, Map, Map)}, refusing paths into key attributes in
     * dynalite's order: the projection's, then the filter's key attributes of the queried index, then the filter's
     * paths into any key attribute (see {@link ScanExpressions#requireScalarKeys}).
     *
     * @param indexKeys the key attributes of all the table's secondary indexes
     */
    public static QueryExpressions parse(IndexSpec index, Collection<String> indexKeys, String keyConditionExpression,
                                         String filterExpression, String projectionExpression,
                                         Map<String, String> names, Map<String, AttributeValue> values) {
        Placeholders.check(names, values);
        KeyCondition key = KeyConditionExpression.parse(keyConditionExpression, names, values, index);
        Optional<ConditionExpression> filter = Optional.ofNullable(filterExpression)
                .map(f -> ConditionExpression.parseFilter(f, names, values));
        Optional<ProjectionExpression> projection = Optional.ofNullable(projectionExpression)
                .map(p -> ProjectionExpression.parse(p, names));
        QueryExpressions query = new QueryExpressions(key, filter, projection);
        query.placeholders().requireAllUsed(names, values);
        List<String> tableKeys = index.tableKeys().attributeNames();
        projection.ifPresent(p -> ScanExpressions.requireScalarKeys(p.paths(), tableKeys, indexKeys));
        filter.ifPresent(f -> requireNonKeyFilter(f, index));
        filter.ifPresent(f -> ScanExpressions.requireScalarKeys(f.paths(), tableKeys, indexKeys));
        return query;
    }

    /**
     * Refuses placeholder maps with no expression to serve, or empty, before anything else about the request is
     * checked (see {@code Placeholders.checkGiven}).
     *
     * @throws ExpressionException e.g. "ExpressionAttributeValues can only be specified when using expressions:
     *                             FilterExpression and KeyConditionExpression are null"
     */
    public static void checkMapsGiven(String keyConditionExpression, String filterExpression,
                                      String projectionExpression, Map<String, String> names,
                                      Map<String, AttributeValue> values) {
        boolean takesValues = keyConditionExpression != null || filterExpression != null;
        Placeholders.checkGiven(names, values, takesValues || projectionExpression != null, takesValues,
                "FilterExpression and KeyConditionExpression are null");
    }

    /** The placeholders used by all three expressions. */
    public PlaceholderUsage placeholders() {
        PlaceholderUsage all = keyCondition.placeholders();
        if (filter.isPresent()) {
            all = all.plus(filter.get().placeholders());
        }
        if (projection.isPresent()) {
            all = all.plus(projection.get().placeholders());
        }
        return all;
    }

    /**
     * Refuses a filter that reads a key attribute of the queried table or index.
     *
     * @throws ExpressionException "Filter Expression can only contain non-primary key attributes: Primary key
     *                             attribute: SK"
     */
    public static void requireNonKeyFilter(ConditionExpression filter, IndexSpec index) {
        List<String> keys = index.keySchema().attributeNames();
        for (String name : filter.attributeNames()) {
            if (keys.contains(name)) {
                throw new ExpressionException("Filter Expression can only contain non-primary key attributes: "
                        + "Primary key attribute: " + name, ExpressionKind.FILTER, -1);
            }
        }
    }
}
