package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ScanExpressions;
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
final class KeyReadExpressions {
    private KeyReadExpressions() {
    }

    /** The first group of checks: the placeholder map and the expression, before the table is known. */
    static ScanExpressions parse(String projectionExpression, Map<String, String> names) {
        ScanExpressions.checkMapsGiven(null, projectionExpression, names, null);
        return ScanExpressions.parse(null, projectionExpression, names, null);
    }

    /** The second group: no projected path reads into a key attribute of the table or of its indexes. */
    static void requireScalarKeys(ScanExpressions expressions, SimulatedTable table) {
        expressions.projection().ifPresent(p -> ScanExpressions.requireScalarKeys(p.paths(),
                table.table().keySchema().attributeNames(), QueryRun.indexKeys(table)));
    }
}
