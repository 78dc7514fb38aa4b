package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A Workbench table's secondary indexes and capacity settings. Workbench writes a GSI as
 * {@code {IndexName, KeyAttributes: {PartitionKey, SortKey}, Projection: {ProjectionType, NonKeyAttributes}}} and
 * capacity as {@code BillingMode} plus {@code ProvisionedCapacitySettings} (throughput and auto scaling, which
 * Tablesmith does not model and lists in a warning).
 */
final class WorkbenchIndexes {
    private static final Set<String> INDEX = Set.of("IndexName", "KeyAttributes", "Projection",
            "ProvisionedThroughput");
    /** NoSQL Workbench's default throughput for a new provisioned table. */
    private static final Throughput WORKBENCH_DEFAULT = new Throughput(5, 5);

    private final ImportWarnings warnings;

    WorkbenchIndexes(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    static KeyAttribute keyAttribute(JsonNode node) {
        String type = node.path("AttributeType").asText("S").toUpperCase(Locale.ROOT);
        ScalarType scalar = switch (type) {
            case "N" -> ScalarType.N;
            case "B" -> ScalarType.B;
            default -> ScalarType.S;
        };
        return new KeyAttribute(node.path("AttributeName").asText(""), scalar);
    }

    static AttributeType attributeType(String text) {
        try {
            return AttributeType.valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return AttributeType.S;
        }
    }

    void readIndexes(JsonNode table, String path, TableDraft draft) {
        read(table.path("GlobalSecondaryIndexes"), path + "/GlobalSecondaryIndexes", IndexKind.GSI, draft);
        read(table.path("LocalSecondaryIndexes"), path + "/LocalSecondaryIndexes", IndexKind.LSI, draft);
    }

    private void read(JsonNode list, String path, IndexKind kind, TableDraft draft) {
        for (int i = 0; i < list.size(); i++) {
            JsonNode index = list.get(i);
            String indexPath = path + "/" + i;
            warnings.unknownFields(index, indexPath, INDEX, "index");
            JsonNode keys = index.path("KeyAttributes");
            KeyAttribute sk = keys.has("SortKey") ? keyAttribute(keys.get("SortKey")) : null;
            KeySchema schema = kind == IndexKind.LSI
                    ? new KeySchema(draft.keySchema.partitionKey(), sk == null ? List.of() : List.of(sk))
                    : KeySchema.of(keyAttribute(keys.path("PartitionKey")), sk);
            Throughput throughput = throughput(index.path("ProvisionedThroughput"),
                    indexPath + "/ProvisionedThroughput");
            draft.indexes.add(new SecondaryIndex(index.path("IndexName").asText(""), kind, schema,
                    projection(index.path("Projection"), indexPath + "/Projection", warnings), throughput));
        }
    }

    static Projection projection(JsonNode node, String path, ImportWarnings warnings) {
        String type = node.path("ProjectionType").asText("ALL").toUpperCase(Locale.ROOT);
        switch (type) {
            case "KEYS_ONLY":
                return Projection.keysOnly();
            case "INCLUDE": {
                List<String> names = new ArrayList<>();
                node.path("NonKeyAttributes").forEach(n -> names.add(n.asText()));
                return new Projection(ProjectionType.INCLUDE, names);
            }
            case "ALL":
                return Projection.all();
            default:
                warnings.add(path, "unknown projection type '" + type + "'; read as ALL");
                return Projection.all();
        }
    }

    private static Throughput throughput(JsonNode node, String path) {
        if (!node.has("ReadCapacityUnits") && !node.has("WriteCapacityUnits")) {
            return null;
        }
        long read = node.path("ReadCapacityUnits").asLong(0);
        long write = node.path("WriteCapacityUnits").asLong(0);
        CloudFormationReader.nonNegative(read, path + "/ReadCapacityUnits");
        CloudFormationReader.nonNegative(write, path + "/WriteCapacityUnits");
        return new Throughput(read, write);
    }

    TableSettings settings(JsonNode table, String path) {
        String mode = table.path("BillingMode").asText("");
        JsonNode capacity = table.path("ProvisionedCapacitySettings");
        for (String scaling : List.of("AutoScalingRead", "AutoScalingWrite")) {
            JsonNode policy = capacity.path(scaling);
            if (!policy.isMissingNode() && !policy.isEmpty()) {
                JsonNode target = policy.path("ScalableTargetRequest");
                warnings.add(path + "/ProvisionedCapacitySettings/" + scaling, scaling + " (min "
                        + target.path("MinCapacity").asText("?") + ", max " + target.path("MaxCapacity").asText("?")
                        + ", target " + policy.path("ScalingPolicyConfiguration").path("TargetValue").asText("?")
                        + "%) is not represented in Tablesmith; the table keeps its provisioned throughput");
            }
        }
        warnings.unknownFields(capacity, path + "/ProvisionedCapacitySettings",
                Set.of("ProvisionedThroughput", "AutoScalingRead", "AutoScalingWrite"), "capacity");
        if (mode.equals("PAY_PER_REQUEST")) {
            return TableSettings.onDemand();
        }
        Throughput throughput = throughput(capacity.path("ProvisionedThroughput"),
                path + "/ProvisionedCapacitySettings/ProvisionedThroughput");
        if (mode.equals("PROVISIONED")) {
            if (throughput == null) {
                warnings.add(path + "/BillingMode", "PROVISIONED without a ProvisionedThroughput; read as"
                        + " Workbench's default of 5 read and 5 write capacity units");
                throughput = WORKBENCH_DEFAULT;
            }
            return new TableSettings(BillingMode.PROVISIONED, throughput, null, null);
        }
        if (throughput != null) {
            return new TableSettings(BillingMode.PROVISIONED, throughput, null, null);
        }
        if (!mode.isEmpty()) {
            warnings.add(path + "/BillingMode", "unknown billing mode '" + mode + "'; read as PAY_PER_REQUEST");
        } else {
            warnings.add(path, "no BillingMode (older Workbench files have none); read as PAY_PER_REQUEST");
        }
        return TableSettings.onDemand();
    }
}
