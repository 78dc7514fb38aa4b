package dev.tablesmith.engine;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.ProjectionType;

/**
 * Request-level checks shared by Query and Scan, with DynamoDB's ValidationException texts.
 */
final class ReadSettings {
    private ReadSettings() {
    }

    /**
     * {@code Limit} of at least 1. Query answers in the 2026 validation framework's form, "1 validation error
     * detected: Value at 'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1"
     * (Parity Suite tests/tier3/error-messages/query.test.ts, pinned eu-west-2); Scan in the older form, "Value '0'
     * at 'limit' ...", which 28 of 33 regions still answer (Parity Suite split {@code scan-limit-zero-message},
     * 2026-10-07).
     *
     * @param framework whether the operation answers in the framework's form (Query) or the older one (Scan)
     */
    static void checkLimit(Integer limit, boolean framework) {
        if (limit != null && limit < 1) {
            String rule = "' failed to satisfy constraint: Member must have value greater than or equal to 1";
            throw DynamoDbError.validation("1 validation error detected: "
                    + (framework ? "Value at 'Limit" : "Value '" + limit + "' at 'limit") + rule);
        }
    }

    static void checkConsistency(IndexSpec spec, boolean strong) {
        if (strong && spec.global()) {
            throw DynamoDbError.validation("Consistent reads are not supported on global secondary indexes");
        }
    }

    /**
     * The effective Select: DynamoDB defaults to ALL_ATTRIBUTES on a table, ALL_PROJECTED_ATTRIBUTES on an index,
     * and SPECIFIC_ATTRIBUTES when a ProjectionExpression is given.
     */
    static Select effectiveSelect(IndexSpec spec, Select select, boolean hasProjection) {
        if (select == null) {
            if (hasProjection) {
                return Select.SPECIFIC_ATTRIBUTES;
            }
            return spec.isTable() ? Select.ALL_ATTRIBUTES : Select.ALL_PROJECTED_ATTRIBUTES;
        }
        if (hasProjection && select != Select.SPECIFIC_ATTRIBUTES) {
            throw DynamoDbError.validation("Cannot specify the ProjectionExpression when choosing to get "
                    + select + (select == Select.COUNT ? " (only the Count)" : ""));
        }
        if (select == Select.ALL_PROJECTED_ATTRIBUTES && spec.isTable()) {
            throw DynamoDbError.validation("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an "
                    + "IndexName");
        }
        if (select == Select.ALL_ATTRIBUTES && spec.global() && spec.projection().type() != ProjectionType.ALL) {
            throw DynamoDbError.validation("One or more parameter values were invalid: Select type ALL_ATTRIBUTES "
                    + "is not supported for global secondary index " + spec.name()
                    + " because its projection type is not ALL");
        }
        return select;
    }
}
