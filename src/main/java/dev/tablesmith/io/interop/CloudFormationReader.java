package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads every {@code AWS::DynamoDB::Table} (and {@code AWS::DynamoDB::GlobalTable}) resource of a CloudFormation
 * template, or of a Serverless Framework file (under {@code resources.Resources}): {@code KeySchema} with
 * {@code AttributeDefinitions}, GSIs and LSIs with their projections, {@code BillingMode} and
 * {@code ProvisionedThroughput}, {@code TimeToLiveSpecification}, {@code StreamSpecification},
 * {@code PointInTimeRecoverySpecification} (absent: off, as DynamoDB creates the table), and the table's and each
 * GSI's {@code OnDemandThroughput} and {@code WarmThroughput}. A value given by an
 * intrinsic function ({@code Ref}, {@code Fn::Sub}, ...) cannot be known before deployment; the table then takes
 * its resource's logical id as its name, and any other such value is reported.
 */
final class CloudFormationReader {
    static final Set<String> TABLE_TYPES = Set.of("AWS::DynamoDB::Table", "AWS::DynamoDB::GlobalTable");
    private static final Set<String> PROPERTIES = Set.of("TableName", "KeySchema", "AttributeDefinitions",
            "GlobalSecondaryIndexes", "LocalSecondaryIndexes", "BillingMode", "ProvisionedThroughput",
            "TimeToLiveSpecification", "StreamSpecification", "PointInTimeRecoverySpecification", "OnDemandThroughput",
            "WarmThroughput");
    private static final Set<String> INDEX = Set.of("IndexName", "KeySchema", "Projection", "ProvisionedThroughput",
            "OnDemandThroughput", "WarmThroughput");
    /** A GlobalTable's GSI has its write capacity settings instead of a ProvisionedThroughput. */
    private static final Set<String> GLOBAL_INDEX = Set.of("IndexName", "KeySchema", "Projection",
            "WriteProvisionedThroughputSettings", "WriteOnDemandThroughputSettings");
    private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z0-9_.\\-]{3,255}");

    private final ImportWarnings warnings;
    private final ThroughputLimitNodes limits;

    CloudFormationReader(ImportWarnings warnings) {
        this.warnings = warnings;
        this.limits = new ThroughputLimitNodes(warnings);
    }

    /** Where the resources are: {@code /Resources} in a template, {@code /resources/Resources} in Serverless. */
    static Optional<String> resourcesPath(JsonNode root) {
        if (hasTable(root.path("Resources"))) {
            return Optional.of("/Resources");
        }
        if (hasTable(root.path("resources").path("Resources"))) {
            return Optional.of("/resources/Resources");
        }
        return Optional.empty();
    }

    private static boolean hasTable(JsonNode resources) {
        for (JsonNode resource : resources) {
            if (TABLE_TYPES.contains(resource.path("Type").asText())) {
                return true;
            }
        }
        return false;
    }

    List<TableDraft> read(JsonNode root, String resourcesPath) {
        JsonNode resources = root.at(resourcesPath);
        List<TableDraft> tables = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = resources.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> resource = it.next();
            String type = resource.getValue().path("Type").asText();
            if (TABLE_TYPES.contains(type)) {
                tables.add(table(resource.getKey(), resource.getValue(), Pointers.child(resourcesPath,
                        resource.getKey()), type));
            }
        }
        return tables;
    }

    private TableDraft table(String logicalId, JsonNode resource, String path, String type) {
        String props = path + "/Properties";
        JsonNode properties = resource.path("Properties");
        Set<String> known = new HashSet<>(PROPERTIES);
        boolean global = type.equals("AWS::DynamoDB::GlobalTable");
        if (global) {
            known.addAll(Set.of("WriteProvisionedThroughputSettings", "WriteOnDemandThroughputSettings"));
            if (properties.path("Replicas").size() > 0) {
                warnings.add(props + "/Replicas", "global table replicas (" + properties.get("Replicas").size()
                        + ") are not represented; the design holds one table, with the first replica's read"
                        + " capacity and point-in-time recovery");
            }
            known.add("Replicas");
        }
        warnings.unknownFields(properties, props, known, "table property");
        Map<String, ScalarType> types = new HashMap<>();
        JsonNode definitions = properties.path("AttributeDefinitions");
        for (JsonNode definition : definitions) {
            types.put(definition.path("AttributeName").asText(), scalar(definition.path("AttributeType").asText()));
        }
        KeySchema keySchema = keySchema(properties.path("KeySchema"), types, props + "/KeySchema");
        TableDraft draft = new TableDraft(path, tableName(logicalId, properties.path("TableName"), props), keySchema);
        indexes(properties.path("GlobalSecondaryIndexes"), props + "/GlobalSecondaryIndexes", IndexKind.GSI, types,
                draft, global);
        indexes(properties.path("LocalSecondaryIndexes"), props + "/LocalSecondaryIndexes", IndexKind.LSI, types,
                draft, global);
        draft.settings = settings(properties, props, global);
        if (global) {
            new GlobalTableCapacity(warnings).apply(properties, props, draft);
        }
        return draft;
    }

    private String tableName(String logicalId, JsonNode name, String path) {
        if (name.isMissingNode()) {
            warnings.add(path, "no TableName (CloudFormation generates one); the table is named after its resource,"
                    + " '" + logicalId + "'");
            return logicalId;
        }
        String text = name.isTextual() ? name.asText() : name.toString();
        if (!name.isTextual() || !TABLE_NAME.matcher(text).matches()) {
            warnings.add(path + "/TableName", "TableName " + text + " is only known at deployment; the table is"
                    + " named after its resource, '" + logicalId + "'");
            return logicalId;
        }
        return text;
    }

    private KeySchema keySchema(JsonNode elements, Map<String, ScalarType> types, String path) {
        List<KeyAttribute> hash = new ArrayList<>();
        List<KeyAttribute> range = new ArrayList<>();
        for (JsonNode element : elements) {
            String name = element.path("AttributeName").asText();
            ScalarType type = types.get(name);
            if (type == null) {
                warnings.add(path, "key attribute " + name + " is not in AttributeDefinitions; read as S");
                type = ScalarType.S;
            }
            KeyAttribute attribute = new KeyAttribute(name, type);
            if (element.path("KeyType").asText().equalsIgnoreCase("RANGE")) {
                range.add(attribute);
            } else {
                hash.add(attribute);
            }
        }
        return new KeySchema(hash, range);
    }

    private void indexes(JsonNode list, String path, IndexKind kind, Map<String, ScalarType> types,
                         TableDraft draft, boolean global) {
        for (int i = 0; i < list.size(); i++) {
            JsonNode index = list.get(i);
            String indexPath = path + "/" + i;
            warnings.unknownFields(index, indexPath, global ? GLOBAL_INDEX : INDEX, "index");
            KeySchema keys = keySchema(index.path("KeySchema"), types, indexPath + "/KeySchema");
            if (kind == IndexKind.LSI) {
                keys = new KeySchema(draft.keySchema.partitionKey(), keys.sortKey());
            }
            SecondaryIndex read = new SecondaryIndex(index.path("IndexName").asText(""), kind, keys,
                    WorkbenchIndexes.projection(index.path("Projection"), indexPath + "/Projection", warnings),
                    kind == IndexKind.GSI ? throughput(index.path("ProvisionedThroughput"),
                            indexPath + "/ProvisionedThroughput") : null);
            if (kind == IndexKind.GSI && !global) {
                read = read.withThroughputLimits(limits.onDemand(index.path("OnDemandThroughput"),
                                indexPath + "/OnDemandThroughput", "MaxReadRequestUnits", "MaxWriteRequestUnits"),
                        limits.warm(index.path("WarmThroughput"), indexPath + "/WarmThroughput",
                                "ReadUnitsPerSecond", "WriteUnitsPerSecond"));
            }
            draft.indexes.add(read);
        }
    }

    private TableSettings settings(JsonNode properties, String path, boolean global) {
        String mode = properties.path("BillingMode").asText("PROVISIONED").toUpperCase(Locale.ROOT);
        Throughput provisioned = null;
        BillingMode billing = BillingMode.PAY_PER_REQUEST;
        if (mode.equals("PROVISIONED")) {
            billing = BillingMode.PROVISIONED;
            provisioned = throughput(properties.path("ProvisionedThroughput"), path + "/ProvisionedThroughput");
            if (provisioned == null && !global) {
                warnings.add(path, "provisioned billing without a ProvisionedThroughput; read as 5 read and 5"
                        + " write capacity units");
                provisioned = new Throughput(5, 5);
            }
        } else if (!mode.equals("PAY_PER_REQUEST")) {
            warnings.add(path + "/BillingMode", "BillingMode " + properties.get("BillingMode")
                    + " is not a literal mode; read as PAY_PER_REQUEST");
        }
        String ttl = null;
        JsonNode ttlSpec = properties.path("TimeToLiveSpecification");
        if (ttlSpec.isObject()) {
            boolean enabled = !ttlSpec.has("Enabled") || ttlSpec.get("Enabled").asText().equalsIgnoreCase("true");
            if (enabled && ttlSpec.path("AttributeName").isTextual()) {
                ttl = ttlSpec.get("AttributeName").asText();
            } else if (!enabled) {
                warnings.add(path + "/TimeToLiveSpecification", "TTL on " + ttlSpec.path("AttributeName").asText()
                        + " is disabled; the design has TTL off");
            }
        }
        StreamViewType stream = null;
        JsonNode streamSpec = properties.path("StreamSpecification").path("StreamViewType");
        if (!streamSpec.isMissingNode()) {
            try {
                stream = StreamViewType.valueOf(streamSpec.asText());
            } catch (IllegalArgumentException e) {
                warnings.add(path + "/StreamSpecification/StreamViewType", "stream view type " + streamSpec
                        + " is not a literal StreamViewType; streams are off in the design");
            }
        }
        boolean recovery = properties.path("PointInTimeRecoverySpecification").path("PointInTimeRecoveryEnabled")
                .asText("false").equalsIgnoreCase("true");
        return new TableSettings(billing, provisioned, ttl, stream, recovery,
                limits.onDemand(properties.path("OnDemandThroughput"), path + "/OnDemandThroughput",
                        "MaxReadRequestUnits", "MaxWriteRequestUnits"),
                limits.warm(properties.path("WarmThroughput"), path + "/WarmThroughput", "ReadUnitsPerSecond",
                        "WriteUnitsPerSecond"));
    }

    private Throughput throughput(JsonNode node, String path) {
        if (node.isMissingNode()) {
            return null;
        }
        Optional<Long> read = units(node.path("ReadCapacityUnits"));
        Optional<Long> write = units(node.path("WriteCapacityUnits"));
        if (read.isEmpty() || write.isEmpty()) {
            warnings.add(path, "capacity units " + node + " are not literal numbers; read as 5 and 5");
            return new Throughput(read.orElse(5L), write.orElse(5L));
        }
        nonNegative(read.get(), path + "/ReadCapacityUnits");
        nonNegative(write.get(), path + "/WriteCapacityUnits");
        return new Throughput(read.get(), write.get());
    }

    /** CloudFormation, like DynamoDB, takes capacity units of at least 1; a negative number no design can hold. */
    static void nonNegative(long units, String pointer) {
        if (units < 0) {
            throw new ImportProblem(pointer, "capacity units cannot be negative");
        }
    }

    private static Optional<Long> units(JsonNode node) {
        try {
            return Optional.of(Long.parseLong(node.asText().strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static ScalarType scalar(String type) {
        return switch (type.strip().toUpperCase(Locale.ROOT)) {
            case "N" -> ScalarType.N;
            case "B" -> ScalarType.B;
            default -> ScalarType.S;
        };
    }
}
