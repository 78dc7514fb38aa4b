package dev.tablesmith.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The control-plane operations of the design endpoint (ListTables, DescribeTable, CreateTable, DeleteTable,
 * UpdateTable, DescribeTimeToLive, UpdateTimeToLive): DynamoDB's request checks and response shapes over the
 * design's tables. Each takes the endpoint's current state and the request body; a change returns the design as it
 * is afterwards, which the endpoint publishes.
 *
 * <p>Changes take effect at once, as in DynamoDB Local: a created table is ACTIVE in the CreateTable response, an
 * added index is ACTIVE at once. A design keeps at least one table, so DeleteTable of its last table is refused.
 * See {@code docs/serve-control-plane.md}.
 */
final class ControlPlane {
    /** A control-plane change: the design afterwards and DynamoDB's response body. */
    record Change(Design design, ObjectNode response) {
    }

    /** ListTables' default and largest page (dynalite {@code test/listTables.js}: Limit 1 to 100). */
    static final int MAX_LIST_LIMIT = 100;

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ControlPlane() {
    }

    /**
     * ListTables: names in DynamoDB's order (ascending by name), {@code Limit} and {@code ExclusiveStartTableName}
     * paging; {@code LastEvaluatedTableName} names the page's last table when more follow.
     */
    static ObjectNode listTables(Design design, JsonNode body) {
        ConstraintErrors errors = new ConstraintErrors();
        JsonNode limitNode = body.path("Limit");
        int limit = MAX_LIST_LIMIT;
        if (limitNode.isNumber()) {
            long asked = limitNode.asLong();
            if (asked < 1) {
                errors.invalid(Long.toString(asked), "limit", "Member must have value greater than or equal to 1");
            } else if (asked > MAX_LIST_LIMIT) {
                errors.invalid(Long.toString(asked), "limit", "Member must have value less than or equal to 100");
            } else {
                limit = (int) asked;
            }
        }
        String start = body.path("ExclusiveStartTableName").textValue();
        if (start != null) {
            errors.name(start, "exclusiveStartTableName");
        }
        errors.throwIfAny();
        List<String> names = design.tables().stream().map(Table::name).sorted().toList();
        List<String> page = new ArrayList<>();
        boolean more = false;
        for (String name : names) {
            if (start != null && name.compareTo(start) <= 0) {
                continue;
            }
            if (page.size() == limit) {
                more = true;
                break;
            }
            page.add(name);
        }
        ObjectNode response = JSON.objectNode();
        ArrayNode tableNames = response.putArray("TableNames");
        page.forEach(tableNames::add);
        if (more) {
            response.put("LastEvaluatedTableName", page.get(page.size() - 1));
        }
        return response;
    }

    /**
     * DescribeTable: {@code {"Table": TableDescription}} with status ACTIVE, key schema, attribute definitions,
     * indexes, billing, item count and size from the served items ({@code tables} by table name).
     */
    static ObjectNode describeTable(Design design, Map<String, SimulatedTable> tables, JsonNode body) {
        Table table = TableNames.existing(design, body);
        ObjectNode response = JSON.objectNode();
        response.set("Table", TableDescriptions.describe(table, tables.get(table.name()), "ACTIVE"));
        return response;
    }

    /** CreateTable: a new table with no items in the design; ResourceInUseException when the name is taken. */
    static Change createTable(Design design, JsonNode body) {
        Table table = CreateTableReader.read(body);
        if (design.table(table.name()).isPresent()) {
            throw new DynamoDbError("ResourceInUseException", "Table already exists: " + table.name());
        }
        CreationTimes.created(table.name());
        List<Table> tables = new ArrayList<>(design.tables());
        tables.add(table);
        Design after = new Design(design.name(), design.description(), tables, design.pricing());
        return new Change(after, tableDescription(TableDescriptions.describe(table, null, "ACTIVE")));
    }

    /** DeleteTable: the table leaves the design; the response describes it with status DELETING. */
    static Change deleteTable(Design design, Map<String, SimulatedTable> tables, JsonNode body) {
        Table table = TableNames.existing(design, body);
        if (design.tables().size() == 1) {
            throw DynamoDbError.validation("Table " + table.name() + " is the only table of design "
                    + design.name() + "; a Tablesmith design keeps at least one table");
        }
        List<Table> rest = design.tables().stream().filter(t -> !t.name().equals(table.name())).toList();
        Design after = new Design(design.name(), design.description(), rest, design.pricing());
        return new Change(after, tableDescription(TableDescriptions.describe(table, tables.get(table.name()),
                "DELETING")));
    }

    /** UpdateTable: GlobalSecondaryIndexUpdates Create/Delete, BillingMode and ProvisionedThroughput. */
    static Change updateTable(Design design, Map<String, SimulatedTable> tables, JsonNode body) {
        TableNames.required(body);
        TableUpdates.checkRequest(body);
        Table table = TableNames.existing(design, body);
        TableUpdates.Result result = TableUpdates.apply(table, body);
        SimulatedTable served = tables.get(table.name());
        ObjectNode description = TableDescriptions.describe(result.table(), served, "ACTIVE");
        if (result.deleted() != null) {
            ArrayNode gsis = description.has("GlobalSecondaryIndexes")
                    ? (ArrayNode) description.get("GlobalSecondaryIndexes")
                    : description.putArray("GlobalSecondaryIndexes");
            gsis.add(TableDescriptions.globalIndex(table, result.deleted(), TableDescriptions.ARN_PREFIX
                    + table.name(), "DELETING", TableDescriptions.countIfIndexed(served, result.deleted().name())));
        }
        return new Change(design.withTable(table.name(), result.table()), tableDescription(description));
    }

    /** DescribeTimeToLive: the table's TTL attribute, ENABLED or DISABLED. */
    static ObjectNode describeTimeToLive(Design design, JsonNode body) {
        return TimeToLiveRules.describe(TableNames.existing(design, body));
    }

    /** UpdateTimeToLive: sets or clears the table's TTL attribute. */
    static Change updateTimeToLive(Design design, JsonNode body) {
        TableNames.required(body);
        TimeToLiveRules.checkShape(body);
        Table table = TableNames.existing(design, body);
        Table after = TimeToLiveRules.update(table, body);
        return new Change(design.withTable(table.name(), after), TimeToLiveRules.response(body));
    }

    private static ObjectNode tableDescription(ObjectNode description) {
        ObjectNode response = JSON.objectNode();
        response.set("TableDescription", description);
        return response;
    }
}
