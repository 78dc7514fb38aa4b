package dev.tablesmith.serve;

import static dev.tablesmith.serve.KeySchemaReader.INVALID;
import static dev.tablesmith.serve.KeySchemaReader.present;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A CreateTable request read into a model {@link Table} with no items, after DynamoDB's checks in DynamoDB's order:
 * <ol>
 *   <li>the table name's length, then every shape error at once ("N validation errors detected: ...");</li>
 *   <li>capacity bounds, duplicate attribute definitions, the table key's definitions and shape;</li>
 *   <li>AttributeDefinitions equal to the key attributes of the table and its indexes, before any other index rule
 *       (ack-api-quirks DDB-TABLE-127, verified on DynamoDB 2026-10-08);</li>
 *   <li>billing mode against ProvisionedThroughput (DDB-TABLE-128);</li>
 *   <li>LSIs (at most 5, the table's partition key and a sort key), then GSIs (at most 20, a throughput exactly
 *       when provisioned), projections (DDB-TABLE-126), unique index names (DDB-TABLE-129).</li>
 * </ol>
 * Texts from dynalite {@code test/createTable.js} (recorded on DynamoDB) and the DDB-TABLE findings above. Members
 * the design cannot hold (Tags, SSESpecification, TableClass, OnDemandThroughput, WarmThroughput) are accepted and
 * not kept.
 */
final class CreateTableReader {
    /** DynamoDB's default limits: 5 LSIs and 20 GSIs per table. */
    static final int MAX_LSIS = 5;
    static final int MAX_GSIS = 20;

    private CreateTableReader() {
    }

    static Table read(JsonNode body) {
        String name = body.path("TableName").textValue();
        if (name != null) {
            TableNames.checkLength(name);
        }
        checkShapes(body, name);
        JsonNode pt = body.path("ProvisionedThroughput");
        Throughput throughput = present(pt) ? KeySchemaReader.throughput(pt) : null;
        Map<String, ScalarType> definitions = KeySchemaReader.definitions(body.path("AttributeDefinitions"));
        List<KeySchemaReader.Element> tableKey = KeySchemaReader.elements(body.path("KeySchema"));
        if (tableKey.size() > 2) {
            tooLong(body.path("KeySchema"), "keySchema");
        }
        checkTableKeyDefined(tableKey, definitions);
        KeySchemaReader.checkSingleKey(tableKey);
        JsonNode lsis = body.path("LocalSecondaryIndexes");
        JsonNode gsis = body.path("GlobalSecondaryIndexes");
        checkDefinitionsMatchKeys(tableKey, lsis, gsis, definitions);
        BillingMode billing = billingMode(body, throughput != null);
        KeySchema key = KeySchemaReader.keySchema(tableKey, definitions);
        List<SecondaryIndex> indexes = new ArrayList<>();
        if (present(lsis)) {
            indexes.addAll(localIndexes(lsis, key, definitions));
        }
        if (present(gsis)) {
            indexes.addAll(globalIndexes(gsis, billing, definitions));
        }
        Set<String> names = new HashSet<>();
        for (SecondaryIndex index : indexes) {
            if (!names.add(index.name())) {
                throw DynamoDbError.validation(INVALID + "Duplicate index name: " + index.name());
            }
        }
        TableSettings settings = new TableSettings(billing, billing == BillingMode.PROVISIONED ? throughput : null,
                null, streamViewType(body.path("StreamSpecification")), false);
        return new Table(name, key, indexes, settings, List.of(), List.of(), List.of());
    }

    /** Every shape error of the request, reported together as DynamoDB does. */
    private static void checkShapes(JsonNode body, String name) {
        ConstraintErrors errors = new ConstraintErrors();
        JsonNode definitions = body.path("AttributeDefinitions");
        if (!definitions.isArray()) {
            errors.missing("attributeDefinitions");
        } else {
            KeySchemaReader.checkDefinitions(definitions, "attributeDefinitions", errors);
        }
        if (name == null) {
            errors.missing("tableName");
        } else {
            errors.name(name, "tableName");
        }
        KeySchemaReader.checkThroughputShape(body.path("ProvisionedThroughput"), "provisionedThroughput", errors);
        KeySchemaReader.checkElements(body.path("KeySchema"), "keySchema", errors);
        String billing = body.path("BillingMode").textValue();
        if (billing != null && !billing.equals("PROVISIONED") && !billing.equals("PAY_PER_REQUEST")) {
            errors.enumValue(billing, "billingMode", "[PROVISIONED, PAY_PER_REQUEST]");
        }
        checkIndexShapes(body.path("LocalSecondaryIndexes"), "localSecondaryIndexes", false, errors);
        checkIndexShapes(body.path("GlobalSecondaryIndexes"), "globalSecondaryIndexes", true, errors);
        errors.throwIfAny();
    }

    private static void checkIndexShapes(JsonNode indexes, String path, boolean global, ConstraintErrors errors) {
        if (!indexes.isArray()) {
            return;
        }
        for (int i = 0; i < indexes.size(); i++) {
            checkIndexShape(indexes.get(i), path + "." + (i + 1) + ".member", global, errors);
        }
    }

    /** Shape errors of one index ({@code Create} of UpdateTable too): name, key schema, projection, throughput. */
    static void checkIndexShape(JsonNode index, String at, boolean global, ConstraintErrors errors) {
        KeySchemaReader.checkProjectionShape(index.path("Projection"), at + ".projection", errors);
        String indexName = index.path("IndexName").textValue();
        if (indexName == null) {
            errors.missing(at + ".indexName");
        } else {
            errors.name(indexName, at + ".indexName");
        }
        KeySchemaReader.checkElements(index.path("KeySchema"), at + ".keySchema", errors);
        if (global) {
            KeySchemaReader.checkThroughputShape(index.path("ProvisionedThroughput"), at + ".provisionedThroughput",
                    errors);
        }
    }

    /**
     * The table key's attributes must be defined: "Invalid KeySchema: Some index key attribute have no definition"
     * for a two-element key, else "Some index key attributes are not defined in AttributeDefinitions. Keys: [a],
     * AttributeDefinitions: [b]" (dynalite {@code test/createTable.js}).
     */
    private static void checkTableKeyDefined(List<KeySchemaReader.Element> key, Map<String, ScalarType> definitions) {
        if (key.stream().allMatch(e -> definitions.containsKey(e.name()))) {
            return;
        }
        if (key.size() == 2) {
            throw DynamoDbError.validation("Invalid KeySchema: Some index key attribute have no definition");
        }
        throw notDefined(key.stream().map(KeySchemaReader.Element::name).toList(), definitions);
    }

    static DynamoDbError notDefined(List<String> keys, Map<String, ScalarType> definitions) {
        return DynamoDbError.validation(INVALID + "Some index key attributes are not defined in AttributeDefinitions. "
                + "Keys: " + list(keys) + ", AttributeDefinitions: " + list(definitions.keySet()));
    }

    /**
     * AttributeDefinitions must be exactly the key attributes: without indexes "Number of attributes in KeySchema does
     * not exactly match number of attributes defined in AttributeDefinitions"; with indexes an index key attribute
     * without a definition, then a definition no key uses ("Some AttributeDefinitions are not used.
     * AttributeDefinitions: [...], keys used: [...]"; DDB-TABLE-127).
     */
    private static void checkDefinitionsMatchKeys(List<KeySchemaReader.Element> tableKey, JsonNode lsis,
                                                  JsonNode gsis, Map<String, ScalarType> definitions) {
        Set<String> used = new LinkedHashSet<>();
        tableKey.forEach(e -> used.add(e.name()));
        if (!present(lsis) && !present(gsis)) {
            if (!used.equals(definitions.keySet())) {
                throw DynamoDbError.validation(INVALID + "Number of attributes in KeySchema does not exactly match "
                        + "number of attributes defined in AttributeDefinitions");
            }
            return;
        }
        for (JsonNode indexes : List.of(lsis, gsis)) {
            for (JsonNode index : indexes) {
                List<String> keys = KeySchemaReader.elements(index.path("KeySchema")).stream()
                        .map(KeySchemaReader.Element::name).toList();
                if (!definitions.keySet().containsAll(keys)) {
                    throw notDefined(keys, definitions);
                }
                used.addAll(keys);
            }
        }
        if (!used.containsAll(definitions.keySet())) {
            throw DynamoDbError.validation(INVALID + "Some AttributeDefinitions are not used. AttributeDefinitions: "
                    + list(definitions.keySet()) + ", keys used: " + list(used));
        }
    }

    /**
     * PROVISIONED (the default) needs a table throughput, PAY_PER_REQUEST refuses one (DDB-TABLE-128: "ReadCapacityUnits
     * and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED", "Neither ReadCapacityUnits nor
     * WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST").
     */
    private static BillingMode billingMode(JsonNode body, boolean hasThroughput) {
        BillingMode mode = "PAY_PER_REQUEST".equals(body.path("BillingMode").textValue()) ? BillingMode.PAY_PER_REQUEST
                : BillingMode.PROVISIONED;
        if (mode == BillingMode.PAY_PER_REQUEST && hasThroughput) {
            throw DynamoDbError.validation(INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be "
                    + "specified when BillingMode is PAY_PER_REQUEST");
        }
        if (mode == BillingMode.PROVISIONED && !hasThroughput) {
            throw DynamoDbError.validation(INVALID + "ReadCapacityUnits and WriteCapacityUnits must both be "
                    + "specified when BillingMode is PROVISIONED");
        }
        return mode;
    }

    private static List<SecondaryIndex> localIndexes(JsonNode lsis, KeySchema tableKey,
                                                     Map<String, ScalarType> definitions) {
        if (lsis.isEmpty()) {
            throw DynamoDbError.validation(INVALID + "List of LocalSecondaryIndexes is empty");
        }
        if (!tableKey.hasSortKey()) {
            throw DynamoDbError.validation(INVALID + "Table KeySchema does not have a range key, which is required "
                    + "when specifying a LocalSecondaryIndex");
        }
        if (lsis.size() > MAX_LSIS) {
            throw DynamoDbError.validation(INVALID + "Number of LocalSecondaryIndexes exceeds per-table limit of "
                    + MAX_LSIS);
        }
        List<SecondaryIndex> indexes = new ArrayList<>();
        String tableHash = tableKey.partitionKeyAttribute().name();
        for (JsonNode lsi : lsis) {
            String indexName = lsi.path("IndexName").textValue();
            List<KeySchemaReader.Element> key = KeySchemaReader.elements(lsi.path("KeySchema"));
            if (key.size() > 2) {
                tooLong(lsi.path("KeySchema"), "localSecondaryIndexes.member.keySchema");
            }
            KeySchemaReader.checkSingleKey(key);
            if (key.size() < 2) {
                throw DynamoDbError.validation(INVALID + "Index KeySchema does not have a range key for index: "
                        + indexName);
            }
            if (!key.get(0).name().equals(tableHash)) {
                throw DynamoDbError.validation(INVALID + "Index KeySchema does not have the same leading hash key as "
                        + "table KeySchema for index: " + indexName + ". index hash key: " + key.get(0).name()
                        + ", table hash key: " + tableHash);
            }
            indexes.add(new SecondaryIndex(indexName, IndexKind.LSI, KeySchemaReader.keySchema(key, definitions),
                    KeySchemaReader.projection(lsi.path("Projection")), null));
        }
        return indexes;
    }

    private static List<SecondaryIndex> globalIndexes(JsonNode gsis, BillingMode billing,
                                                      Map<String, ScalarType> definitions) {
        if (gsis.isEmpty()) {
            throw DynamoDbError.validation(INVALID + "List of GlobalSecondaryIndexes is empty");
        }
        if (gsis.size() > MAX_GSIS) {
            throw DynamoDbError.validation(INVALID + "GlobalSecondaryIndex count exceeds the per-table limit of "
                    + MAX_GSIS);
        }
        List<SecondaryIndex> indexes = new ArrayList<>();
        for (JsonNode gsi : gsis) {
            indexes.add(globalIndex(gsi, billing, definitions, false));
        }
        return indexes;
    }

    /**
     * One GSI of CreateTable, or the {@code Create} of an UpdateTable ({@code update}: its throughput texts differ,
     * DDB-TABLE-152: "Both ReadCapacityUnits and WriteCapacityUnits must be specified for index: X").
     */
    static SecondaryIndex globalIndex(JsonNode gsi, BillingMode billing, Map<String, ScalarType> definitions,
                                      boolean update) {
        String indexName = gsi.path("IndexName").textValue();
        List<KeySchemaReader.Element> key = KeySchemaReader.elements(gsi.path("KeySchema"));
        KeySchemaReader.checkGlobalKey(key);
        var projection = KeySchemaReader.projection(gsi.path("Projection"));
        JsonNode pt = gsi.path("ProvisionedThroughput");
        Throughput throughput = null;
        if (billing == BillingMode.PAY_PER_REQUEST && present(pt)) {
            throw DynamoDbError.validation(INVALID + "ProvisionedThroughput should not be specified for index: "
                    + indexName + " when BillingMode is PAY_PER_REQUEST");
        }
        if (billing == BillingMode.PROVISIONED) {
            if (!present(pt)) {
                throw DynamoDbError.validation(INVALID + (update
                        ? "Both ReadCapacityUnits and WriteCapacityUnits must be specified for index: " + indexName
                        : "ProvisionedThroughput is not specified for index: " + indexName));
            }
            throughput = KeySchemaReader.throughput(pt);
        }
        return new SecondaryIndex(indexName, IndexKind.GSI, KeySchemaReader.keySchema(key, definitions), projection,
                throughput);
    }

    /**
     * The design's stream view type, or null when the stream is off; an enabled stream needs a StreamViewType, one of
     * KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES.
     */
    static StreamViewType streamViewType(JsonNode stream) {
        if (!present(stream) || !stream.path("StreamEnabled").asBoolean(false)) {
            return null;
        }
        String type = stream.path("StreamViewType").textValue();
        if (type == null) {
            // the text other DynamoDB emulators give (dynoxide, kumo); not yet confirmed by a DynamoDB capture
            throw DynamoDbError.validation(INVALID + "StreamViewType must be specified when StreamEnabled is true");
        }
        try {
            return StreamViewType.valueOf(type);
        } catch (IllegalArgumentException e) {
            ConstraintErrors errors = new ConstraintErrors();
            errors.enumValue(type, "streamSpecification.streamViewType",
                    "[NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES, KEYS_ONLY]");
            errors.throwIfAny();
            return null;
        }
    }

    /** A table or LSI key schema of more than 2 elements (DDB-TABLE-123). */
    private static void tooLong(JsonNode keySchema, String path) {
        ConstraintErrors errors = new ConstraintErrors();
        errors.invalid(keySchema.toString(), path, "Member must have length less than or equal to 2");
        errors.throwIfAny();
    }

    private static String list(java.util.Collection<String> names) {
        return "[" + String.join(", ", names) + "]";
    }
}
