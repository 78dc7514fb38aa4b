package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import java.util.Collection;
import java.util.List;
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
        return parse(filterExpression, projectionExpression, names, values, List.of(), List.of());
    }

    /**
     * As {@link #parse(String, String, Map, Map)}, then refuses a projection path, then a filter path, that reads
     * into a key attribute of the table or of any of its indexes (see {@link #requireScalarKeys}).
     *
     * @param tableKeys the table's key attributes
     * @param indexKeys the key attributes of the table's secondary indexes
     */
    public static ScanExpressions parse(String filterExpression, String projectionExpression,
                                        Map<String, String> names, Map<String, AttributeValue> values,
                                        Collection<String> tableKeys, Collection<String> indexKeys) {
        ScanExpressions scan = parseExpressions(filterExpression, projectionExpression, names, values);
        scan.projection().ifPresent(p -> requireScalarKeys(p.paths(), tableKeys, indexKeys));
        scan.filter().ifPresent(f -> requireScalarKeys(f.paths(), tableKeys, indexKeys));
        return scan;
    }

    /**
     * Refuses a path that reads into a key attribute ({@code PK.b}, {@code PK[0]}): key attributes are scalars.
     * Table keys are checked first, then index keys, each in schema order (dynalite test/scan.js "non-scalar key
     * access", test/query.js "non-scalar index access", test/getItem.js, recorded against DynamoDB).
     *
     * @throws ExpressionException "Key attributes must be scalars; list random access '[]' and map lookup '.' are
     *                             not allowed: Key: PK", or "... IndexKey: GSI1PK" for an index's key
     */
    public static void requireScalarKeys(List<DocumentPath> paths, Collection<String> tableKeys,
                                         Collection<String> indexKeys) {
        for (String key : tableKeys) {
            requireScalar(paths, key, "Key");
        }
        for (String key : indexKeys) {
            if (!tableKeys.contains(key)) {
                requireScalar(paths, key, "IndexKey");
            }
        }
    }

    private static void requireScalar(List<DocumentPath> paths, String key, String label) {
        for (DocumentPath path : paths) {
            if (!path.isTopLevel() && path.topLevelName().equals(key)) {
                throw new ExpressionException("Key attributes must be scalars; list random access '[]' and map "
                        + "lookup '.' are not allowed: " + label + ": " + key);
            }
        }
    }

    private static ScanExpressions parseExpressions(String filterExpression, String projectionExpression,
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
