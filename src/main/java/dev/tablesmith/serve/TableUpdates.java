package dev.tablesmith.serve;

import static dev.tablesmith.serve.KeySchemaReader.INVALID;
import static dev.tablesmith.serve.KeySchemaReader.present;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * UpdateTable on a design's table: GlobalSecondaryIndexUpdates (Create, Delete, Update of a GSI's throughput),
 * BillingMode, ProvisionedThroughput and StreamSpecification (on and off; DDB-TABLE-050), with DynamoDB's rules
 * and texts:
 * <ul>
 *   <li>a request changing nothing: "At least one of ProvisionedThroughput, BillingMode, ... or TableClass is
 *       required" (an empty GlobalSecondaryIndexUpdates counts as nothing; with another change it is "List of
 *       GlobalSecondaryIndexUpdates is empty"; ack-api-quirks DDB-TABLE-359, verified on DynamoDB 2026-10-09);</li>
 *   <li>per entry exactly one action, per index one entry (DDB-TABLE-160); one Create or Delete per request,
 *       else LimitExceededException "Subscriber limit exceeded: Only 1 online index can be created or deleted
 *       simultaneously per table" (DDB-TABLE-159; dynalite {@code test/updateTable.js});</li>
 *   <li>a Create not together with a table throughput or stream change (DDB-TABLE-174), an existing name refused
 *       ("Attempting to create an index which already exists"), AttributeDefinitions required for its keys, only the
 *       new ones needed (DDB-TABLE-162);</li>
 *   <li>billing: PAY_PER_REQUEST refuses throughputs; a switch to PROVISIONED needs the table's and every GSI's
 *       (DDB-TABLE-152); an unchanged throughput is refused (dynalite "read and write are same").</li>
 * </ul>
 * The endpoint applies a change at once (as DynamoDB Local does): the response and later descriptions say ACTIVE,
 * except that the response lists a deleted GSI once with IndexStatus DELETING, as DynamoDB's does. Members the
 * design cannot hold (SSESpecification, ReplicaUpdates, TableClass, OnDemandThroughput, WarmThroughput,
 * DeletionProtectionEnabled true, MultiRegionConsistency) are refused with a ValidationException naming them.
 */
final class TableUpdates {
    private static final List<String> UNSERVED = List.of("SSESpecification", "ReplicaUpdates", "TableClass",
            "OnDemandThroughput", "WarmThroughput", "MultiRegionConsistency", "GlobalTableWitnessUpdates");
    private static final String NOTHING_TO_DO = "At least one of ProvisionedThroughput, BillingMode, "
            + "UpdateStreamEnabled, GlobalSecondaryIndexUpdates, SSESpecification, ReplicaUpdates, "
            + "MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, DeletionProtectionEnabled, "
            + "OnDemandThroughput, WarmThroughput or TableClass is required";

    /** The table after the update and the GSI it deleted (null when none). */
    record Result(Table table, SecondaryIndex deleted) {
    }

    private TableUpdates() {
    }

    /** Checks that need no table: the request's shape and its GSI update entries. */
    static void checkRequest(JsonNode body) {
        ConstraintErrors errors = new ConstraintErrors();
        KeySchemaReader.checkThroughputShape(body.path("ProvisionedThroughput"), "provisionedThroughput", errors);
        String billing = body.path("BillingMode").textValue();
        if (billing != null && !billing.equals("PROVISIONED") && !billing.equals("PAY_PER_REQUEST")) {
            errors.enumValue(billing, "billingMode", "[PROVISIONED, PAY_PER_REQUEST]");
        }
        JsonNode updates = body.path("GlobalSecondaryIndexUpdates");
        for (int i = 0; i < updates.size(); i++) {
            String at = "globalSecondaryIndexUpdates." + (i + 1) + ".member.";
            JsonNode u = updates.get(i);
            if (present(u.path("Update"))) {
                if (u.path("Update").path("IndexName").textValue() == null) {
                    errors.missing(at + "update.indexName");
                }
                if (!present(u.path("Update").path("ProvisionedThroughput"))) {
                    errors.missing(at + "update.provisionedThroughput");
                }
                KeySchemaReader.checkThroughputShape(u.path("Update").path("ProvisionedThroughput"),
                        at + "update.provisionedThroughput", errors);
            }
            if (present(u.path("Create"))) {
                CreateTableReader.checkIndexShape(u.path("Create"), at + "create", true, errors);
            }
            if (present(u.path("Delete")) && u.path("Delete").path("IndexName").textValue() == null) {
                errors.missing(at + "delete.indexName");
            }
        }
        errors.throwIfAny();
        boolean gsiChange = updates.isArray() && !updates.isEmpty();
        boolean otherChange = present(body.path("ProvisionedThroughput")) || billing != null
                || present(body.path("StreamSpecification")) || present(body.path("DeletionProtectionEnabled"))
                || UNSERVED.stream().anyMatch(m -> present(body.path(m)));
        if (!gsiChange && !otherChange) {
            throw DynamoDbError.validation(NOTHING_TO_DO);
        }
        if (updates.isArray() && updates.isEmpty()) {
            throw DynamoDbError.validation(INVALID + "List of GlobalSecondaryIndexUpdates is empty");
        }
        checkEntries(updates);
    }

    private static void checkEntries(JsonNode updates) {
        Set<String> indexes = new HashSet<>();
        for (JsonNode u : updates) {
            int actions = (present(u.path("Create")) ? 1 : 0) + (present(u.path("Delete")) ? 1 : 0)
                    + (present(u.path("Update")) ? 1 : 0);
            if (actions == 0) {
                throw DynamoDbError.validation(INVALID + "One of GlobalSecondaryIndexUpdate.Update, "
                        + "GlobalSecondaryIndexUpdate.Create, GlobalSecondaryIndexUpdate.Delete must not be null");
            }
            if (actions > 1) {
                throw DynamoDbError.validation(INVALID
                        + "Only one global secondary index action is allowed per GlobalSecondaryIndexUpdate object");
            }
            String name = action(u).path("IndexName").textValue();
            if (!indexes.add(name)) {
                throw DynamoDbError.validation(INVALID + "Only one global secondary index update per index is "
                        + "allowed simultaneously. Index: " + name);
            }
        }
    }

    private static JsonNode action(JsonNode update) {
        for (String kind : List.of("Create", "Delete", "Update")) {
            if (present(update.path(kind))) {
                return update.path(kind);
            }
        }
        return update;
    }

    /** Applies the (checked) request to {@code table}. */
    static Result apply(Table table, JsonNode body) {
        for (String member : UNSERVED) {
            if (present(body.path(member))) {
                throw DynamoDbError.validation(member + " is not supported by the Tablesmith design endpoint");
            }
        }
        if (body.path("DeletionProtectionEnabled").asBoolean(false)) {
            throw DynamoDbError.validation("DeletionProtectionEnabled is not supported by the Tablesmith design "
                    + "endpoint");
        }
        List<JsonNode> creates = new ArrayList<>();
        List<JsonNode> deletes = new ArrayList<>();
        Map<String, JsonNode> updates = new LinkedHashMap<>();
        for (JsonNode u : body.path("GlobalSecondaryIndexUpdates")) {
            if (present(u.path("Create"))) {
                creates.add(u.path("Create"));
            } else if (present(u.path("Delete"))) {
                deletes.add(u.path("Delete"));
            } else {
                updates.put(u.path("Update").path("IndexName").textValue(), u.path("Update"));
            }
        }
        if (creates.size() + deletes.size() > 1) {
            throw new DynamoDbError("LimitExceededException",
                    "Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table");
        }
        boolean indexChange = !creates.isEmpty() || !deletes.isEmpty();
        if (indexChange && present(body.path("ProvisionedThroughput"))) {
            throw DynamoDbError.validation("You cannot create or delete index while updating table IOPS");
        }
        if (indexChange && present(body.path("StreamSpecification"))) {
            throw DynamoDbError.validation("You cannot create or delete index while changing stream status");
        }
        BillingMode mode = billingMode(table, body, deletes, updates);
        Throughput tableThroughput = tableThroughput(table, body, mode);
        List<SecondaryIndex> indexes = new ArrayList<>();
        SecondaryIndex deleted = null;
        Set<String> deleting = new HashSet<>();
        deletes.forEach(d -> deleting.add(d.path("IndexName").textValue()));
        if (!deleting.isEmpty()) {
            deleted = existingGsi(table, deleting.iterator().next(), "delete");
        }
        for (String name : updates.keySet()) {
            existingGsi(table, name, "update");
        }
        for (SecondaryIndex index : table.indexes()) {
            if (deleting.contains(index.name())) {
                continue;
            }
            indexes.add(retuned(index, mode, updates.get(index.name())));
        }
        for (JsonNode create : creates) {
            indexes.add(created(table, create, mode, body.path("AttributeDefinitions")));
        }
        if (indexes.stream().filter(SecondaryIndex::isGlobal).count() > CreateTableReader.MAX_GSIS) {
            throw DynamoDbError.validation(INVALID + "GlobalSecondaryIndex count exceeds the per-table limit of "
                    + CreateTableReader.MAX_GSIS);
        }
        TableSettings s = table.settings();
        JsonNode stream = body.path("StreamSpecification");
        TableSettings settings = new TableSettings(mode, mode == BillingMode.PROVISIONED ? tableThroughput : null,
                s.ttlAttribute(), present(stream) ? streamAfter(table, stream) : s.streamViewType(),
                s.pointInTimeRecovery()).withThroughputLimitsOf(s);
        return new Result(table.withIndexes(indexes).withSettings(settings), deleted);
    }

    /**
     * The stream view type after a StreamSpecification, with DynamoDB's refusals (ack-api-quirks DDB-TABLE-050,
     * verified 2026-10-09): enabling needs a view type ("If stream is being enabled then UpdateViewType is
     * required"), disabling takes none ("If stream is being disabled, then UpdateViewType must not be specified"),
     * an enabled stream cannot be enabled again or change its view type in place ("Table already has an enabled
     * stream: TableName: T"), and a table without one has nothing to disable ("Table has no stream to disable:
     * TableName: T").
     */
    private static StreamViewType streamAfter(Table table, JsonNode stream) {
        boolean enable = stream.path("StreamEnabled").asBoolean(false);
        boolean hasType = present(stream.path("StreamViewType"));
        boolean hasStream = table.settings().streamViewType() != null;
        if (enable && !hasType) {
            throw DynamoDbError.validation(INVALID + "If stream is being enabled then UpdateViewType is required");
        }
        if (!enable && hasType) {
            throw DynamoDbError.validation(INVALID
                    + "If stream is being disabled, then UpdateViewType must not be specified");
        }
        if (enable && hasStream) {
            throw DynamoDbError.validation("Table already has an enabled stream: TableName: " + table.name());
        }
        if (!enable && !hasStream) {
            throw DynamoDbError.validation("Table has no stream to disable: TableName: " + table.name());
        }
        return CreateTableReader.streamViewType(stream);
    }

    /**
     * The billing mode afterwards, with DynamoDB's rules (DDB-TABLE-152; dynalite {@code test/updateTable.js}):
     * PAY_PER_REQUEST takes no throughput, table or GSI; PROVISIONED from on-demand needs both, for every GSI that
     * stays.
     */
    private static BillingMode billingMode(Table table, JsonNode body, List<JsonNode> deletes,
                                           Map<String, JsonNode> updates) {
        String asked = body.path("BillingMode").textValue();
        BillingMode current = table.settings().billingMode();
        BillingMode mode = asked == null ? current : BillingMode.valueOf(asked);
        boolean hasThroughput = present(body.path("ProvisionedThroughput"));
        if (mode == BillingMode.PAY_PER_REQUEST) {
            if (hasThroughput) {
                throw DynamoDbError.validation(INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be "
                        + "specified when BillingMode is PAY_PER_REQUEST");
            }
            if (!updates.isEmpty()) {
                throw DynamoDbError.validation(INVALID + "The only Updates for index: " + updates.keySet().iterator()
                        .next() + " when TableThroughputMode is PAY_PER_REQUEST can be to OnDemandThroughput, "
                        + "WarmThroughput");
            }
            return mode;
        }
        if (current == BillingMode.PAY_PER_REQUEST) {
            if (!hasThroughput) {
                throw DynamoDbError.validation(INVALID
                        + "ProvisionedThroughput must be specified when BillingMode is PROVISIONED");
            }
            Set<String> deleted = new HashSet<>();
            deletes.forEach(d -> deleted.add(d.path("IndexName").textValue()));
            List<String> missing = table.globalSecondaryIndexes().stream().map(SecondaryIndex::name)
                    .filter(n -> !deleted.contains(n) && !updates.containsKey(n)).toList();
            if (!missing.isEmpty()) {
                throw DynamoDbError.validation(INVALID + "ProvisionedThroughput must be specified for index: "
                        + String.join(",", missing));
            }
        }
        return mode;
    }

    /**
     * The table's throughput afterwards; an unchanged one sent on its own is refused in DynamoDB's words ("The
     * provisioned throughput for the table will not change. The requested value equals the current value. ...").
     */
    private static Throughput tableThroughput(Table table, JsonNode body, BillingMode mode) {
        JsonNode pt = body.path("ProvisionedThroughput");
        Throughput current = table.settings().provisioned();
        if (!present(pt)) {
            return current;
        }
        Throughput asked = KeySchemaReader.throughput(pt);
        if (mode == table.settings().billingMode() && asked.equals(current)
                && body.path("GlobalSecondaryIndexUpdates").isEmpty()) {
            throw DynamoDbError.validation("The provisioned throughput for the table will not change. The requested "
                    + "value equals the current value. Current ReadCapacityUnits provisioned for the table: "
                    + current.readCapacityUnits() + ". Requested ReadCapacityUnits: " + asked.readCapacityUnits()
                    + ". Current WriteCapacityUnits provisioned for the table: " + current.writeCapacityUnits()
                    + ". Requested WriteCapacityUnits: " + asked.writeCapacityUnits() + ". Refer to the Amazon "
                    + "DynamoDB Developer Guide for current limits and how to request higher limits.");
        }
        return asked;
    }

    /**
     * The GSI a Delete or Update names: an unknown name is ResourceNotFoundException "Requested resource not found:
     * Index NAME for table TABLE" (DDB-TABLE-456, recorded for an Update; the same assumed for a Delete), an LSI
     * "Cannot delete an index that is not a GlobalSecondaryIndex: NAME" (or update).
     */
    private static SecondaryIndex existingGsi(Table table, String name, String verb) {
        SecondaryIndex index = table.index(name).orElseThrow(() -> DynamoDbError.resourceNotFound(
                "Requested resource not found: Index " + name + " for table " + table.name()));
        if (!index.isGlobal()) {
            throw DynamoDbError.validation("Cannot " + verb + " an index that is not a GlobalSecondaryIndex: " + name);
        }
        return index;
    }

    /** An index that stays: its own throughput from an Update, none under on-demand. */
    private static SecondaryIndex retuned(SecondaryIndex index, BillingMode mode, JsonNode update) {
        if (!index.isGlobal()) {
            return index;
        }
        Throughput throughput = mode == BillingMode.PAY_PER_REQUEST ? null
                : update != null ? KeySchemaReader.throughput(update.path("ProvisionedThroughput"))
                : index.provisioned();
        return index.withProvisioned(throughput);
    }

    /**
     * A GSI Create: the name must be new (checked before the schema, "Attempting to create an index which already
     * exists"), AttributeDefinitions must be sent ("AttributeDefinitions is not specified for index: X") and define
     * every new key attribute; an attribute the table already keys on keeps the table's type (DDB-TABLE-162).
     */
    private static SecondaryIndex created(Table table, JsonNode create, BillingMode mode, JsonNode definitions) {
        String name = create.path("IndexName").textValue();
        if (table.index(name).isPresent()) {
            throw DynamoDbError.validation("Attempting to create an index which already exists");
        }
        if (!definitions.isArray()) {
            throw DynamoDbError.validation(INVALID + "AttributeDefinitions is not specified for index: " + name);
        }
        ConstraintErrors errors = new ConstraintErrors();
        KeySchemaReader.checkDefinitions(definitions, "attributeDefinitions", errors);
        errors.throwIfAny();
        Map<String, ScalarType> sent = KeySchemaReader.definitions(definitions);
        Map<String, ScalarType> types = new LinkedHashMap<>(sent);
        for (KeyAttribute k : table.keyAttributes()) {
            if (k.type() != null) {
                types.put(k.name(), k.type());
            }
        }
        List<String> keys = KeySchemaReader.elements(create.path("KeySchema")).stream()
                .map(KeySchemaReader.Element::name).toList();
        if (!types.keySet().containsAll(keys)) {
            throw CreateTableReader.notDefined(keys, sent);
        }
        return CreateTableReader.globalIndex(create, mode, types, true);
    }
}
