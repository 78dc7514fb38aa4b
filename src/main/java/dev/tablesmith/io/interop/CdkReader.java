package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads the DynamoDB tables an AWS CDK stack (TypeScript or JavaScript) declares, from its source text:
 * {@code new Table(scope, id, props)} and {@code new TableV2(scope, id, props)} of {@code aws-cdk-lib/aws-dynamodb}
 * (or {@code @aws-cdk/aws-dynamodb}), and the {@code addGlobalSecondaryIndex}/{@code addLocalSecondaryIndex}
 * calls on the variable a table is assigned to. Each construct becomes one table of the design. What CDK creates
 * when a property is absent is what the design gets: a {@code Table} is PROVISIONED with 5 read and 5 write
 * capacity units (CDK's {@code billingMode} default), a {@code TableV2} on demand ({@code Billing.onDemand()});
 * a GSI projects ALL; point-in-time recovery is off. A GSI's partition and sort key may each be one attribute or,
 * with {@code partitionKeys}/{@code sortKeys}, up to four (DynamoDB's multi-attribute keys).
 */
final class CdkReader {
    static final Set<String> CONSTRUCTORS = Set.of("Table", "TableV2", "CfnTable", "CfnGlobalTable");
    static final Set<String> METHODS = Set.of("addGlobalSecondaryIndex", "addLocalSecondaryIndex");
    private static final Set<String> PROPS = Set.of("tableName", "partitionKey", "sortKey", "billingMode",
            "billing", "readCapacity", "writeCapacity", "timeToLiveAttribute", "stream", "dynamoStream",
            "pointInTimeRecovery", "pointInTimeRecoverySpecification", "globalSecondaryIndexes",
            "localSecondaryIndexes", "removalPolicy", "warmThroughput");
    private static final Set<String> INDEX_PROPS = Set.of("indexName", "partitionKey", "partitionKeys", "sortKey",
            "sortKeys", "projectionType", "nonKeyAttributes", "readCapacity", "writeCapacity", "maxReadRequestUnits",
            "maxWriteRequestUnits", "warmThroughput");
    private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z0-9_.\\-]{3,255}");
    private static final long CDK_DEFAULT_CAPACITY = 5;

    private final JsModuleScan scan;
    private final ImportWarnings warnings;
    private final ThroughputLimitNodes limits;

    CdkReader(JsModuleScan scan, ImportWarnings warnings) {
        this.limits = new ThroughputLimitNodes(warnings);
        this.scan = scan;
        this.warnings = warnings;
    }

    /** Whether {@code text} imports the CDK's DynamoDB module. */
    static boolean imports(String text) {
        return text.contains("aws-cdk-lib/aws-dynamodb") || text.contains("@aws-cdk/aws-dynamodb")
                || (text.contains("aws-cdk-lib") && text.contains("aws_dynamodb"));
    }

    List<TableDraft> read(String sourceName) throws ImportException {
        List<JsModuleScan.Construct> found = scan.find(CONSTRUCTORS, METHODS);
        List<TableDraft> tables = new ArrayList<>();
        List<String> variables = new ArrayList<>();
        List<Boolean> v2 = new ArrayList<>();
        for (JsModuleScan.Construct construct : found) {
            if (!construct.isNew()) {
                continue;
            }
            if (construct.simpleName().startsWith("Cfn")) {
                warnings.add(construct.at(), "low-level " + construct.simpleName() + " construct '"
                        + JsModuleScan.text(construct.args().path(1)) + "' is not read; declare the table with Table"
                        + " or TableV2, or import the synthesized CloudFormation template (cdk synth)");
                continue;
            }
            tables.add(table(construct, construct.simpleName().equals("TableV2")));
            variables.add(construct.variable());
            v2.add(construct.simpleName().equals("TableV2"));
        }
        for (JsModuleScan.Construct call : found) {
            if (call.isNew()) {
                continue;
            }
            int target = variables.indexOf(call.variable());
            if (target < 0 && tables.size() == 1) {
                warnings.add(call.at(), call.callee() + ": '" + call.variable() + "' is not a table this module"
                        + " assigns; read as an index of the only table, " + tables.get(0).name);
                target = 0;
            }
            if (target < 0) {
                warnings.add(call.at(), call.callee() + ": '" + call.variable() + "' is not a table this module"
                        + " assigns; the index is ignored");
                continue;
            }
            JsonNode props = scan.resolve(call.args().path(0));
            boolean local = call.simpleName().equals("addLocalSecondaryIndex");
            index(props, local ? IndexKind.LSI : IndexKind.GSI, tables.get(target), v2.get(target), call.at());
        }
        if (tables.isEmpty()) {
            throw ImportException.in(sourceName, "the CDK module declares no Table or TableV2 construct");
        }
        return tables;
    }

    private TableDraft table(JsModuleScan.Construct construct, boolean v2) throws ImportException {
        String at = construct.at();
        String id = JsModuleScan.text(construct.args().path(1));
        JsonNode props = scan.resolve(construct.args().path(2));
        if (!props.isObject() || JsModuleScan.isRuntime(props)) {
            throw scanError(at, construct.simpleName() + " '" + id + "' has no literal props object; its keys are"
                    + " only known when the code runs");
        }
        for (var it = props.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!PROPS.contains(name) && !name.startsWith("...")) {
                warnings.add(scan.at(props, name, at), construct.simpleName() + " property '" + name
                        + "' is not represented in Tablesmith; ignored");
            } else if (name.startsWith("...")) {
                warnings.add(JsModuleScan.at(props.get(name), at), "spread '" + JsModuleScan.source(props.get(name))
                        + "' is only known when the code runs; ignored");
            }
        }
        KeyAttribute pk = attribute(props, "partitionKey", at);
        if (pk == null) {
            throw scanError(at, construct.simpleName() + " '" + id + "' has no partitionKey");
        }
        KeyAttribute sk = props.has("sortKey") ? attribute(props, "sortKey", at) : null;
        TableDraft draft = new TableDraft(at, tableName(props, id, at), KeySchema.of(pk, sk));
        draft.settings = settings(props, v2, at);
        JsonNode gsis = props.path("globalSecondaryIndexes");
        for (JsonNode gsi : gsis) {
            index(scan.resolve(gsi), IndexKind.GSI, draft, v2, scan.at(props, "globalSecondaryIndexes", at));
        }
        for (JsonNode lsi : props.path("localSecondaryIndexes")) {
            index(scan.resolve(lsi), IndexKind.LSI, draft, v2, scan.at(props, "localSecondaryIndexes", at));
        }
        return draft;
    }

    private ImportException scanError(String at, String what) {
        return scan.error(at, what);
    }

    private String tableName(JsonNode props, String id, String at) {
        JsonNode name = props.path("tableName");
        String fallback = id.isEmpty() ? "Table" : id;
        if (name.isMissingNode()) {
            warnings.add(at, "no tableName (CDK generates one); the table is named after its construct id, '"
                    + fallback + "'");
            return fallback;
        }
        if (!name.isTextual() || !TABLE_NAME.matcher(name.asText()).matches()) {
            warnings.add(scan.at(props, "tableName", at), "tableName " + JsModuleScan.source(name) + " is only"
                    + " known when the code runs; the table is named after its construct id, '" + fallback + "'");
            return fallback;
        }
        return name.asText();
    }

    /** A CDK {@code Attribute} ({@code {name, type: AttributeType.STRING}}) under {@code field}. */
    private KeyAttribute attribute(JsonNode props, String field, String at) throws ImportException {
        JsonNode spec = scan.resolve(props.path(field));
        String where = scan.at(props, field, at);
        if (spec.isMissingNode() || spec.isNull()) {
            return null;
        }
        JsonNode name = scan.resolve(spec.path("name"));
        if (!name.isTextual() || name.asText().isEmpty()) {
            throw scanError(where, field + " name " + JsModuleScan.source(name) + " is only known when the code"
                    + " runs");
        }
        return new KeyAttribute(name.asText(), type(spec.path("type"), name.asText(), where));
    }

    private List<KeyAttribute> attributes(JsonNode props, String single, String multiple, String at)
            throws ImportException {
        List<KeyAttribute> keys = new ArrayList<>();
        if (props.has(multiple)) {
            JsonNode list = scan.resolve(props.get(multiple));
            String where = scan.at(props, multiple, at);
            for (JsonNode element : list) {
                JsonNode spec = scan.resolve(element);
                JsonNode name = scan.resolve(spec.path("name"));
                if (!name.isTextual() || name.asText().isEmpty()) {
                    throw scanError(where, multiple + " name " + JsModuleScan.source(name) + " is only known when"
                            + " the code runs");
                }
                keys.add(new KeyAttribute(name.asText(), type(spec.path("type"), name.asText(), where)));
            }
            return keys;
        }
        KeyAttribute key = attribute(props, single, at);
        if (key != null) {
            keys.add(key);
        }
        return keys;
    }

    private ScalarType type(JsonNode type, String name, String where) {
        String text = JsModuleScan.source(type);
        String last = text.substring(text.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT);
        switch (last) {
            case "STRING":
            case "S":
                return ScalarType.S;
            case "NUMBER":
            case "N":
                return ScalarType.N;
            case "BINARY":
            case "B":
                return ScalarType.B;
            default:
                warnings.add(where, "type " + (text.isEmpty() ? "(none)" : text) + " of key attribute " + name
                        + " is not an AttributeType; read as STRING");
                return ScalarType.S;
        }
    }

    private void index(JsonNode props, IndexKind kind, TableDraft draft, boolean v2, String at)
            throws ImportException {
        String where = JsModuleScan.at(props, at);
        if (!props.isObject() || JsModuleScan.isRuntime(props)) {
            warnings.add(where, "index " + JsModuleScan.source(props) + " is only known when the code runs;"
                    + " ignored");
            return;
        }
        String indexAt = scan.at(props, "indexName", at);
        for (var it = props.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!INDEX_PROPS.contains(name)) {
                warnings.add(scan.at(props, name, at), "index property '" + name + "' is not represented in"
                        + " Tablesmith; ignored");
            }
        }
        JsonNode indexName = props.path("indexName");
        if (!indexName.isTextual()) {
            warnings.add(indexAt, "index name " + JsModuleScan.source(indexName) + " is only known when the code"
                    + " runs; the index is ignored");
            return;
        }
        List<KeyAttribute> sort = attributes(props, "sortKey", "sortKeys", at);
        KeySchema keys;
        if (kind == IndexKind.LSI) {
            keys = new KeySchema(draft.keySchema.partitionKey(), sort);
        } else {
            List<KeyAttribute> partition = attributes(props, "partitionKey", "partitionKeys", at);
            if (partition.isEmpty()) {
                warnings.add(indexAt, "GSI " + indexName.asText() + " has no partitionKey; the index is ignored");
                return;
            }
            keys = new KeySchema(partition, sort);
        }
        Throughput throughput = null;
        if (kind == IndexKind.GSI && draft.settings.billingMode() == BillingMode.PROVISIONED) {
            throughput = v2 ? capacityPair(props, indexAt, draft.settings.provisioned())
                    : new Throughput(number(props, "readCapacity", CDK_DEFAULT_CAPACITY, at),
                    number(props, "writeCapacity", CDK_DEFAULT_CAPACITY, at));
        }
        SecondaryIndex index = new SecondaryIndex(indexName.asText(), kind, keys, projection(props, at), throughput);
        if (kind == IndexKind.GSI) {
            // GlobalSecondaryIndexPropsV2: maxReadRequestUnits, maxWriteRequestUnits and warmThroughput.
            index = index.withThroughputLimits(limits.onDemand(props, indexAt, "maxReadRequestUnits",
                    "maxWriteRequestUnits"), limits.warm(props.path("warmThroughput"),
                    scan.at(props, "warmThroughput", at), "readUnitsPerSecond", "writeUnitsPerSecond"));
        }
        draft.indexes.add(index);
    }

    private Projection projection(JsonNode props, String at) {
        String type = JsModuleScan.source(props.path("projectionType"));
        String last = type.substring(type.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT);
        List<String> nonKey = new ArrayList<>();
        props.path("nonKeyAttributes").forEach(n -> nonKey.add(n.asText()));
        return switch (last) {
            case "", "ALL" -> Projection.all();
            case "KEYS_ONLY" -> Projection.keysOnly();
            case "INCLUDE" -> Projection.include(nonKey);
            default -> {
                warnings.add(scan.at(props, "projectionType", at), "projectionType " + type + " is not a"
                        + " ProjectionType; read as ALL");
                yield Projection.all();
            }
        };
    }

    private TableSettings settings(JsonNode props, boolean v2, String at) {
        OnDemandThroughput maximum = null;
        BillingMode billing;
        Throughput provisioned = null;
        if (v2) {
            JsonNode spec = props.path("billing");
            List<JsonNode> calls = JsModuleScan.calls(spec);
            String kind = calls.isEmpty() ? "" : calls.get(0).path("name").asText();
            if (spec.isMissingNode() || kind.endsWith("onDemand")) {
                billing = BillingMode.PAY_PER_REQUEST;
                if (!calls.isEmpty()) {
                    // Billing.onDemand(MaxThroughputProps): maxReadRequestUnits, maxWriteRequestUnits.
                    maximum = limits.onDemand(calls.get(0).path("args").path(0), scan.at(props, "billing", at),
                            "maxReadRequestUnits", "maxWriteRequestUnits");
                }
            } else if (kind.endsWith("provisioned")) {
                billing = BillingMode.PROVISIONED;
                provisioned = capacityPair(calls.get(0).path("args").path(0), scan.at(props, "billing", at), null);
            } else {
                warnings.add(scan.at(props, "billing", at), "billing " + JsModuleScan.source(spec) + " is only"
                        + " known when the code runs; read as on demand");
                billing = BillingMode.PAY_PER_REQUEST;
            }
        } else {
            String mode = JsModuleScan.source(props.path("billingMode"));
            String last = mode.substring(mode.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT);
            if (last.equals("PAY_PER_REQUEST")) {
                billing = BillingMode.PAY_PER_REQUEST;
            } else {
                if (!last.isEmpty() && !last.equals("PROVISIONED")) {
                    warnings.add(scan.at(props, "billingMode", at), "billingMode " + mode + " is only known when the"
                            + " code runs; read as PROVISIONED, CDK's default");
                }
                billing = BillingMode.PROVISIONED;
                provisioned = new Throughput(number(props, "readCapacity", CDK_DEFAULT_CAPACITY, at),
                        number(props, "writeCapacity", CDK_DEFAULT_CAPACITY, at));
            }
        }
        String ttl = null;
        JsonNode ttlNode = props.path("timeToLiveAttribute");
        if (ttlNode.isTextual()) {
            ttl = ttlNode.asText();
        } else if (!ttlNode.isMissingNode()) {
            warnings.add(scan.at(props, "timeToLiveAttribute", at), "timeToLiveAttribute "
                    + JsModuleScan.source(ttlNode) + " is only known when the code runs; TTL is off in the design");
        }
        StreamViewType stream = stream(props, v2 ? "dynamoStream" : "stream", at);
        return new TableSettings(billing, provisioned, ttl, stream, pointInTimeRecovery(props, at), maximum,
                limits.warm(props.path("warmThroughput"), scan.at(props, "warmThroughput", at), "readUnitsPerSecond",
                        "writeUnitsPerSecond"));
    }

    private StreamViewType stream(JsonNode props, String field, String at) {
        JsonNode node = props.has(field) ? props.get(field) : props.path(field.equals("stream") ? "dynamoStream"
                : "stream");
        if (node.isMissingNode()) {
            return null;
        }
        String text = JsModuleScan.source(node);
        try {
            return StreamViewType.valueOf(text.substring(text.lastIndexOf('.') + 1));
        } catch (IllegalArgumentException e) {
            warnings.add(scan.at(props, field, at), "stream " + text + " is not a StreamViewType; streams are off"
                    + " in the design");
            return null;
        }
    }

    private boolean pointInTimeRecovery(JsonNode props, String at) {
        JsonNode spec = props.path("pointInTimeRecoverySpecification");
        if (spec.isObject() && !JsModuleScan.isRuntime(spec)) {
            if (spec.has("recoveryPeriodInDays")) {
                warnings.add(scan.at(spec, "recoveryPeriodInDays", at), "recoveryPeriodInDays is not represented;"
                        + " the design keeps DynamoDB's 35 days");
            }
            return spec.path("pointInTimeRecoveryEnabled").asBoolean(false);
        }
        JsonNode flag = props.path("pointInTimeRecovery");
        if (!flag.isMissingNode() && !flag.isBoolean()) {
            warnings.add(scan.at(props, "pointInTimeRecovery", at), "pointInTimeRecovery "
                    + JsModuleScan.source(flag) + " is only known when the code runs; read as off");
        }
        return flag.asBoolean(false);
    }

    /**
     * TableV2's {@code {readCapacity: Capacity.fixed(n) | Capacity.autoscaled({...}), writeCapacity:
     * Capacity.autoscaled({...})}}: fixed units as they are, autoscaled ones as their minimum (CDK's default
     * minimum is 1), with a warning since the design has no auto scaling.
     */
    private Throughput capacityPair(JsonNode spec, String at, Throughput inherited) {
        if (spec.isMissingNode() && inherited != null) {
            return inherited;
        }
        long read = capacity(spec, "readCapacity", at, inherited == null ? CDK_DEFAULT_CAPACITY
                : inherited.readCapacityUnits());
        long write = capacity(spec, "writeCapacity", at, inherited == null ? CDK_DEFAULT_CAPACITY
                : inherited.writeCapacityUnits());
        return new Throughput(read, write);
    }

    private long capacity(JsonNode spec, String field, String at, long inherited) {
        JsonNode node = spec.path(field);
        String where = scan.at(spec, field, at);
        if (node.isMissingNode()) {
            return inherited;
        }
        List<JsonNode> calls = JsModuleScan.calls(node);
        String kind = calls.isEmpty() ? "" : calls.get(0).path("name").asText();
        JsonNode args = calls.isEmpty() ? null : calls.get(0).path("args");
        if (kind.endsWith("fixed") && args.path(0).isNumber()) {
            return args.path(0).asLong();
        }
        if (kind.endsWith("autoscaled")) {
            JsonNode options = args.path(0);
            long min = options.path("minCapacity").asLong(1);
            warnings.add(where, field + " is auto scaled (" + JsModuleScan.source(node) + "); the design has"
                    + " fixed capacity and reads the minimum, " + min);
            return min;
        }
        warnings.add(where, field + " " + JsModuleScan.source(node) + " is only known when the code runs; read as "
                + inherited);
        return inherited;
    }

    private long number(JsonNode props, String field, long fallback, String at) {
        JsonNode node = props.path(field);
        if (node.isMissingNode()) {
            return fallback;
        }
        if (node.isNumber()) {
            CloudFormationReader.nonNegative(node.asLong(), scan.at(props, field, at));
            return node.asLong();
        }
        warnings.add(scan.at(props, field, at), field + " " + JsModuleScan.source(node) + " is only known when the"
                + " code runs; read as " + fallback);
        return fallback;
    }
}
