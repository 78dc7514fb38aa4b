package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.expr.ScanExpressions;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.KeysAndAttributes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The ProjectionExpression and ExpressionAttributeNames of a GetItem, or of one table's KeysAndAttributes in a
 * BatchGetItem, checked the way DynamoDB checks them (dynalite test/getItem.js, recorded against DynamoDB; the
 * Parity Suite's tests/tier3/error-messages/batchGetItem.test.ts for BatchGetItem), the same checks Query and Scan
 * make:
 * <ol>
 *   <li>before the table is looked up: names without a ProjectionExpression ("ExpressionAttributeNames can only be
 *       specified when using expressions"), an empty map ("ExpressionAttributeNames must not be empty"), invalid
 *       name keys, the expression itself (a placeholder it uses but the map lacks: "Invalid ProjectionExpression: An
 *       expression attribute name used in the document path is not defined; attribute name: #a"; overlapping
 *       paths), then names it does not use ("Value provided in ExpressionAttributeNames unused in expressions:
 *       keys: {#a, #b}");</li>
 *   <li>after the key is checked against the table: a path into a key attribute of the table ("Key attributes must
 *       be scalars; list random access '[]' and map lookup '.' are not allowed: Key: a") or of an index
 *       ("... IndexKey: d").</li>
 * </ol>
 */
public final class KeyReadExpressions {
    /** DynamoDB's limit on the keys of one BatchGetItem, per table and across its tables. */
    public static final int MAX_BATCH_KEYS = 100;

    private KeyReadExpressions() {
    }

    /** The first group of checks: the placeholder map and the expression, before the table is known. */
    static ScanExpressions parse(String projectionExpression, Map<String, String> names) {
        ScanExpressions.checkMapsGiven(null, projectionExpression, names, null);
        return ScanExpressions.parse(null, projectionExpression, names, null);
    }

    /**
     * Checks a BatchGetItem's RequestItems before any table is looked up, in DynamoDB's order, and parses each
     * table's expressions:
     * <ol>
     *   <li>the request's shape (the Parity Suite's tests/tier3/error-messages/batchGetItem.test.ts, AWS captures):
     *       no table at all ("1 validation error detected: Value at 'RequestItems' failed to satisfy constraint:
     *       Member must have length greater than or equal to 1", eu-west-2's text since 2026-08), a table with no
     *       key or with more than 100 ("... Value at 'RequestItems.t.member.Keys' failed to satisfy constraint:
     *       Member must have length greater than or equal to 1" / "less than or equal to 100");</li>
     *   <li>each table's expressions ({@link #parse});</li>
     *   <li>more than 100 keys across the tables: "Too many items requested for the BatchGetItem call" (dynalite
     *       test/batchGetItem.js "more than 100 keys over multiple tables").</li>
     * </ol>
     *
     * @return each table's parsed expressions, in the request's order
     * @throws DynamoDbError ValidationException with DynamoDB's text
     */
    public static Map<String, ScanExpressions> checkBatch(Map<String, KeysAndAttributes> requestItems) {
        if (requestItems == null || requestItems.isEmpty()) {
            throw DynamoDbError.validation("1 validation error detected: Value at 'RequestItems' failed to satisfy "
                    + "constraint: Member must have length greater than or equal to 1");
        }
        int total = 0;
        for (Map.Entry<String, KeysAndAttributes> e : requestItems.entrySet()) {
            List<?> keys = e.getValue().keys() == null ? List.of() : e.getValue().keys();
            if (keys.isEmpty() || keys.size() > MAX_BATCH_KEYS) {
                throw DynamoDbError.validation("1 validation error detected: Value at 'RequestItems." + e.getKey()
                        + ".member.Keys' failed to satisfy constraint: Member must have length "
                        + (keys.isEmpty() ? "greater than or equal to 1" : "less than or equal to 100"));
            }
            total += keys.size();
        }
        Map<String, ScanExpressions> parsed = new LinkedHashMap<>();
        try {
            requestItems.forEach((name, k) -> parsed.put(name, parse(k.projectionExpression(),
                    k.expressionAttributeNames())));
        } catch (ExpressionException e) {
            throw DynamoDbError.validation(e.getMessage());
        }
        if (total > MAX_BATCH_KEYS) {
            throw DynamoDbError.validation("Too many items requested for the BatchGetItem call");
        }
        return parsed;
    }

    /** The second group: no projected path reads into a key attribute of the table or of its indexes. */
    static void requireScalarKeys(ScanExpressions expressions, SimulatedTable table) {
        expressions.projection().ifPresent(p -> ScanExpressions.requireScalarKeys(p.paths(),
                table.table().keySchema().attributeNames(), QueryRun.indexKeys(table)));
    }
}
