package dev.tablesmith.io;

import java.util.List;

/**
 * The field sets of the {@code tablesmith/1} format, exactly as {@code docs/model-format.md} lists them, in the
 * order the canonical writer emits them.
 */
final class FormatFields {
    /** The only format version this reader accepts. */
    static final String FORMAT_VERSION = "tablesmith/1";

    static final FieldSet DESIGN = FieldSet.of("design",
            List.of("$schema", "format", "name", "description", "tables", "pricing"),
            "format", "name", "tables");
    static final FieldSet TABLE = FieldSet.of("table",
            List.of("name", "partitionKey", "sortKey", "billing", "ttlAttribute", "streamViewType",
                    "pointInTimeRecovery", "onDemandThroughput", "warmThroughput", "globalSecondaryIndexes",
                    "localSecondaryIndexes", "entities", "accessPatterns", "items"),
            "name", "partitionKey");
    static final FieldSet KEY_ATTRIBUTE = FieldSet.of("keyAttribute", List.of("name", "type"), "name", "type");
    static final FieldSet BILLING = FieldSet.of("billing",
            List.of("mode", "readCapacityUnits", "writeCapacityUnits"), "mode");
    static final FieldSet THROUGHPUT = FieldSet.of("throughput",
            List.of("readCapacityUnits", "writeCapacityUnits"), "readCapacityUnits", "writeCapacityUnits");
    static final FieldSet GLOBAL_INDEX = FieldSet.of("globalSecondaryIndex",
            List.of("name", "partitionKey", "sortKey", "projection", "provisioned", "onDemandThroughput",
                    "warmThroughput"), "name", "partitionKey");
    static final FieldSet ON_DEMAND_THROUGHPUT = FieldSet.of("onDemandThroughput",
            List.of("maxReadRequestUnits", "maxWriteRequestUnits"));
    static final FieldSet WARM_THROUGHPUT = FieldSet.of("warmThroughput",
            List.of("readUnitsPerSecond", "writeUnitsPerSecond"));
    static final FieldSet LOCAL_INDEX = FieldSet.of("localSecondaryIndex",
            List.of("name", "sortKey", "projection"), "name", "sortKey");
    static final FieldSet PROJECTION = FieldSet.of("projection", List.of("type", "nonKeyAttributes"), "type");
    static final FieldSet ENTITY = FieldSet.of("entity",
            List.of("name", "description", "colour", "estimatedItemCount", "attributes", "keys", "ttlAttribute",
                    "copies", "aggregates", "uniqueValues", "records"),
            "name");
    static final FieldSet ATTRIBUTE = FieldSet.of("attribute",
            List.of("name", "type", "required", "examples", "distinctValues", "enum", "hotShare"), "name", "type");
    static final FieldSet ENTITY_KEY = FieldSet.of("entityKey", List.of("template", "when"), "template");
    static final FieldSet ACCESS_PATTERN = FieldSet.of("accessPattern",
            List.of("id", "name", "description", "kind", "entities", "equals", "range", "sort", "limit",
                    "requestsPerSecond", "consistency", "index", "keyCondition", "exampleInputs", "write"),
            "id", "name", "entities");
    static final FieldSet EQUALITY = FieldSet.of("equality", List.of("attribute", "value"), "attribute");
    static final FieldSet RANGE = FieldSet.of("range", List.of("attribute", "operator"), "attribute", "operator");
    static final FieldSet SORT = FieldSet.of("sort", List.of("attribute", "direction"), "attribute");
    static final FieldSet WRITE = FieldSet.of("write",
            List.of("operation", "updateExpression", "conditionExpression", "transaction", "values", "actions"),
            "operation");
    static final FieldSet TRANSACT_ACTION = FieldSet.of("transactAction",
            List.of("kind", "entity", "updateExpression", "conditionExpression", "itemsPerCall"), "kind", "entity");
    static final FieldSet COPY = FieldSet.of("copy",
            List.of("attribute", "sourceEntity", "sourceAttribute", "mode"), "sourceEntity", "mode");
    static final FieldSet AGGREGATE = FieldSet.of("aggregate",
            List.of("attribute", "rule", "sourceEntity", "sourceAttribute", "maintainedBy"),
            "attribute", "rule", "sourceEntity");
    static final FieldSet UNIQUE_VALUE = FieldSet.of("uniqueValue", List.of("attribute", "keyTemplate"),
            "attribute", "keyTemplate");
    static final FieldSet PRICING = FieldSet.of("pricing",
            List.of("region", "readRequestUnitsPerMillion", "writeRequestUnitsPerMillion", "rcuHour", "wcuHour",
                    "storageGbMonth", "hoursPerMonth", "peakToAverage", "targetUtilization"));

    /** Every field set, for tests that compare them with the JSON Schema. */
    static final List<FieldSet> ALL = List.of(DESIGN, TABLE, KEY_ATTRIBUTE, BILLING, THROUGHPUT, GLOBAL_INDEX,
            ON_DEMAND_THROUGHPUT, WARM_THROUGHPUT,
            LOCAL_INDEX, PROJECTION, ENTITY, ATTRIBUTE, ENTITY_KEY, ACCESS_PATTERN, EQUALITY, RANGE, SORT, WRITE,
            TRANSACT_ACTION, COPY, AGGREGATE, UNIQUE_VALUE, PRICING);

    private FormatFields() {
    }
}
