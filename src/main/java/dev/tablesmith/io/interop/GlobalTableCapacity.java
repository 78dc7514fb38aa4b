package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The capacity of a CloudFormation {@code AWS::DynamoDB::GlobalTable}, which is not written as a
 * {@code ProvisionedThroughput}: write capacity is auto scaled for every replica
 * ({@code WriteProvisionedThroughputSettings.WriteCapacityAutoScalingSettings}, on the table and on each GSI), read
 * capacity is set per replica ({@code Replicas[].ReadProvisionedThroughputSettings}: a fixed
 * {@code ReadCapacityUnits} or {@code ReadCapacityAutoScalingSettings}; for a GSI, under the replica's
 * {@code GlobalSecondaryIndexes} entry of the same {@code IndexName}). The design holds one table, so it takes the
 * first replica's read capacity (a warning lists replicas that differ) and, for auto scaled capacity, the capacity the
 * table starts with: {@code SeedCapacity} if given, else {@code MinCapacity} (auto scaling itself, min/max/target, is
 * reported as the Workbench reader does). Maximum on-demand throughput ({@code WriteOnDemandThroughputSettings},
 * {@code ReadOnDemandThroughputSettings}) is reported. The first replica's point-in-time recovery is the design's.
 */
final class GlobalTableCapacity {
    private final ImportWarnings warnings;

    GlobalTableCapacity(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    /** Sets the draft's table and GSI throughput (when provisioned) and point-in-time recovery. */
    void apply(JsonNode properties, String props, TableDraft draft) {
        JsonNode replicas = properties.path("Replicas");
        JsonNode first = replicas.path(0);
        String firstPath = props + "/Replicas/0";
        onDemand(properties.path("WriteOnDemandThroughputSettings"), props + "/WriteOnDemandThroughputSettings",
                "MaxWriteRequestUnits", "the table");
        for (int r = 0; r < replicas.size(); r++) {
            onDemand(replicas.get(r).path("ReadOnDemandThroughputSettings"), props + "/Replicas/" + r
                    + "/ReadOnDemandThroughputSettings", "MaxReadRequestUnits", "replica " + region(replicas.get(r)));
        }
        TableSettings settings = draft.settings;
        boolean recovery = first.path("PointInTimeRecoverySpecification").path("PointInTimeRecoveryEnabled")
                .asText("false").equalsIgnoreCase("true");
        if (settings.billingMode() != BillingMode.PROVISIONED) {
            draft.settings = settings.withPointInTimeRecovery(recovery);
            return;
        }
        long write = autoScaled(properties.path("WriteProvisionedThroughputSettings"), props
                + "/WriteProvisionedThroughputSettings", "WriteCapacityAutoScalingSettings", "write").orElseGet(() -> {
                    warnings.add(props, "provisioned global table without WriteProvisionedThroughputSettings"
                            + " (CloudFormation requires it); read as 5 write capacity units");
                    return 5L;
                });
        long read = replicaRead(replicas, props, null).orElseGet(() -> {
            warnings.add(firstPath, "provisioned global table without a replica ReadProvisionedThroughputSettings;"
                    + " read as 5 read capacity units");
            return 5L;
        });
        draft.settings = new TableSettings(BillingMode.PROVISIONED, new Throughput(read, write),
                settings.ttlAttribute(), settings.streamViewType(), recovery);
        indexes(properties, props, replicas, draft, new Throughput(read, write));
    }

    private void indexes(JsonNode properties, String props, JsonNode replicas, TableDraft draft, Throughput table) {
        JsonNode declared = properties.path("GlobalSecondaryIndexes");
        for (int i = 0; i < declared.size(); i++) {
            String name = declared.get(i).path("IndexName").asText("");
            String path = props + "/GlobalSecondaryIndexes/" + i;
            onDemand(declared.get(i).path("WriteOnDemandThroughputSettings"), path
                    + "/WriteOnDemandThroughputSettings", "MaxWriteRequestUnits", "index " + name);
            long write = autoScaled(declared.get(i).path("WriteProvisionedThroughputSettings"), path
                    + "/WriteProvisionedThroughputSettings", "WriteCapacityAutoScalingSettings", "write")
                    .orElseGet(() -> {
                        warnings.add(path, "index " + name + " of a provisioned global table has no"
                                + " WriteProvisionedThroughputSettings; read as the table's "
                                + table.writeCapacityUnits() + " write capacity units");
                        return table.writeCapacityUnits();
                    });
            long read = replicaRead(replicas, props, name).orElseGet(() -> {
                warnings.add(props + "/Replicas/0", "replica " + region(replicas.path(0)) + " sets no read"
                        + " capacity for index " + name + "; read as the table's " + table.readCapacityUnits()
                        + " read capacity units");
                return table.readCapacityUnits();
            });
            for (int d = 0; d < draft.indexes.size(); d++) {
                SecondaryIndex index = draft.indexes.get(d);
                if (index.isGlobal() && index.name().equals(name)) {
                    draft.indexes.set(d, index.withProvisioned(new Throughput(read, write)));
                }
            }
        }
    }

    /**
     * The first replica's read capacity for the table ({@code index} null) or for one GSI; warns when other
     * replicas set a different one.
     */
    private Optional<Long> replicaRead(JsonNode replicas, String props, String index) {
        List<String> reads = new ArrayList<>();
        Optional<Long> first = Optional.empty();
        for (int r = 0; r < replicas.size(); r++) {
            JsonNode settings = replicas.get(r);
            String path = props + "/Replicas/" + r;
            if (index != null) {
                int gsi = indexOf(settings.path("GlobalSecondaryIndexes"), index);
                settings = settings.path("GlobalSecondaryIndexes").path(gsi);
                path = path + "/GlobalSecondaryIndexes/" + gsi;
            }
            JsonNode read = settings.path("ReadProvisionedThroughputSettings");
            path = path + "/ReadProvisionedThroughputSettings";
            Optional<Long> units = read.has("ReadCapacityUnits") ? units(read.get("ReadCapacityUnits"), path)
                    : autoScaled(read, path, "ReadCapacityAutoScalingSettings", "read");
            if (units.isPresent()) {
                reads.add(region(replicas.get(r)) + ": " + units.get());
                first = first.isPresent() ? first : units;
            }
        }
        if (reads.stream().map(s -> s.substring(s.lastIndexOf(' ') + 1)).distinct().count() > 1) {
            warnings.add(props + "/Replicas", "replicas set different read capacity" + (index == null ? ""
                    : " for index " + index) + " (" + String.join(", ", reads) + "); the design takes the first, "
                    + first.orElseThrow());
        }
        return first;
    }

    private static int indexOf(JsonNode indexes, String name) {
        for (int i = 0; i < indexes.size(); i++) {
            if (indexes.get(i).path("IndexName").asText().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The capacity an auto scaled resource starts with, warning that the auto scaling itself is not kept. */
    private Optional<Long> autoScaled(JsonNode settings, String path, String member, String what) {
        JsonNode scaling = settings.path(member);
        if (!scaling.isObject()) {
            return Optional.empty();
        }
        String where = path + "/" + member;
        boolean seeded = scaling.has("SeedCapacity");
        Optional<Long> start = units(seeded ? scaling.get("SeedCapacity") : scaling.path("MinCapacity"), where);
        start.ifPresent(units -> warnings.add(where, member + " (min " + scaling.path("MinCapacity").asText("?")
                + ", max " + scaling.path("MaxCapacity").asText("?") + ", target " + scaling.path(
                "TargetTrackingScalingPolicyConfiguration").path("TargetValue").asText("?") + "%) is not represented"
                + " in Tablesmith; the design provisions its " + (seeded ? "seed" : "minimum") + " capacity, "
                + units + " " + what + " capacity units"));
        return start;
    }

    private Optional<Long> units(JsonNode node, String path) {
        try {
            long units = Long.parseLong(node.asText().strip());
            if (units >= 1) {
                return Optional.of(units);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        warnings.add(path, "capacity " + node + " is not a literal whole number of at least 1; ignored");
        return Optional.empty();
    }

    private void onDemand(JsonNode settings, String path, String member, String what) {
        if (settings.has(member)) {
            warnings.add(path, "maximum on-demand throughput of " + what + " (" + member + " "
                    + settings.get(member).asText(settings.get(member).toString()) + ") is not represented; ignored");
        }
    }

    private static String region(JsonNode replica) {
        JsonNode region = replica.path("Region");
        return region.isTextual() ? region.asText() : region.isMissingNode() ? "?" : region.toString();
    }
}
