package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.WarmThroughput;

/**
 * Reads a table's or GSI's maximum on-demand throughput ({@code OnDemandThroughput}: {@code MaxReadRequestUnits},
 * {@code MaxWriteRequestUnits}) and warm throughput ({@code WarmThroughput}: {@code ReadUnitsPerSecond},
 * {@code WriteUnitsPerSecond}) from an infrastructure file, whatever the spelling of its members (CloudFormation's
 * PascalCase, Terraform's snake_case, CDK's camelCase). DynamoDB takes a set value of at least 1; -1 removes a maximum
 * (API Reference, "OnDemandThroughput"), so a value below 1 is no setting, and a value that is not a literal number
 * (a variable, an intrinsic function) is reported and left unset.
 */
final class ThroughputLimitNodes {
    private final ImportWarnings warnings;

    ThroughputLimitNodes(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    /** The maximum on-demand throughput in {@code node} (its members {@code read} and {@code write}), or null. */
    OnDemandThroughput onDemand(JsonNode node, String path, String read, String write) {
        Long reads = units(node, read, path);
        Long writes = units(node, write, path);
        return reads == null && writes == null ? null : new OnDemandThroughput(reads, writes);
    }

    /** The warm throughput in {@code node} (its members {@code read} and {@code write}), or null. */
    WarmThroughput warm(JsonNode node, String path, String read, String write) {
        Long reads = units(node, read, path);
        Long writes = units(node, write, path);
        return reads == null && writes == null ? null : new WarmThroughput(reads, writes);
    }

    private Long units(JsonNode node, String member, String path) {
        JsonNode value = node.path(member);
        if (value.isMissingNode() || value.isNull()) {
            return null;
        }
        try {
            long units = Long.parseLong(value.asText().strip());
            return units >= 1 ? units : null;
        } catch (NumberFormatException e) {
            warnings.add(Pointers.child(path, member), member + " " + value + " is not a literal number; not set");
            return null;
        }
    }
}
