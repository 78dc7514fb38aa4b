package dev.tablesmith.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.Design;
import java.util.Map;

/**
 * The control-plane operations of the design endpoint (ListTables, DescribeTable, CreateTable, DeleteTable,
 * UpdateTable, DescribeTimeToLive, UpdateTimeToLive): DynamoDB's request checks and response shapes over the
 * design's tables. Each takes the endpoint's current state and the request body; a change returns the design as it
 * is afterwards, which the endpoint publishes.
 *
 * <p>SKELETON ON BRANCH serve-base, contract between the serve helper (who calls it from the dispatcher) and the
 * control-plane helper (who implements it). Never lands on main in this form.
 */
final class ControlPlane {
    /** A control-plane change: the design afterwards and DynamoDB's response body. */
    record Change(Design design, ObjectNode response) {
    }

    private ControlPlane() {
    }

    /** ListTables: names in DynamoDB's order, {@code Limit} and {@code ExclusiveStartTableName} paging. */
    static ObjectNode listTables(Design design, JsonNode body) {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * DescribeTable: {@code {"Table": TableDescription}} with status ACTIVE, key schema, attribute definitions,
     * indexes, billing, item count and size from the served items ({@code tables} by table name).
     */
    static ObjectNode describeTable(Design design, Map<String, SimulatedTable> tables, JsonNode body) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** CreateTable: a new table with no items in the design; ResourceInUseException when the name is taken. */
    static Change createTable(Design design, JsonNode body) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** DeleteTable: the table leaves the design; the response describes it with status DELETING. */
    static Change deleteTable(Design design, Map<String, SimulatedTable> tables, JsonNode body) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** UpdateTable: GlobalSecondaryIndexUpdates Create/Delete, BillingMode and ProvisionedThroughput. */
    static Change updateTable(Design design, Map<String, SimulatedTable> tables, JsonNode body) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** DescribeTimeToLive: the table's TTL attribute, ENABLED or DISABLED. */
    static ObjectNode describeTimeToLive(Design design, JsonNode body) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** UpdateTimeToLive: sets or clears the table's TTL attribute. */
    static Change updateTimeToLive(Design design, JsonNode body) {
        throw new UnsupportedOperationException("skeleton");
    }

    @SuppressWarnings("unused")
    private static DynamoDbError unused() {
        return null;
    }
}
