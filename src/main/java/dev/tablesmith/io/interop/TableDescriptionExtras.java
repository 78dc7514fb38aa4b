package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * The members of a CreateTable request or a TableDescription that configure the table but have no place in a
 * design. Each one set to something other than DynamoDB's default gets one warning; a default (encryption with the
 * AWS owned key, the STANDARD table class, deletion protection off, no maximum on-demand throughput, shown as -1)
 * says nothing and is dropped silently.
 */
final class TableDescriptionExtras {
    static final Set<String> MEMBERS = Set.of("SSESpecification", "SSEDescription", "TableClass",
            "TableClassSummary", "DeletionProtectionEnabled", "Tags", "OnDemandThroughput", "WarmThroughput",
            "Replicas", "ResourcePolicy", "GlobalTableSourceArn", "GlobalTableSettingsReplicationMode",
            "MultiRegionConsistency", "GlobalTableWitnesses");

    private final ImportWarnings warnings;

    TableDescriptionExtras(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    /**
     * Reports the table-level members; {@code request} is true for a CreateTable request, where
     * {@code WarmThroughput} is a setting asked for (in a description it is the throughput the table reached).
     */
    void read(JsonNode table, String path, boolean request) {
        encryption(table, path);
        String tableClass = table.has("TableClass") ? table.path("TableClass").asText()
                : table.path("TableClassSummary").path("TableClass").asText("STANDARD");
        if (!tableClass.equals("STANDARD")) {
            warnings.add(path + (table.has("TableClass") ? "/TableClass" : "/TableClassSummary"), "table class "
                    + tableClass + " is not represented; the design is priced and exported as STANDARD");
        }
        if (table.path("DeletionProtectionEnabled").asBoolean(false)) {
            warnings.add(path + "/DeletionProtectionEnabled", "deletion protection is not represented; the"
                    + " design's exports create the table without it");
        }
        if (table.path("Tags").size() > 0) {
            warnings.add(path + "/Tags", table.get("Tags").size() + " tag(s) are not represented; ignored");
        }
        onDemandMaximum(table.path("OnDemandThroughput"), path + "/OnDemandThroughput", "the table");
        if (request) {
            warmThroughput(table.path("WarmThroughput"), path + "/WarmThroughput", "the table");
        }
        if (table.path("Replicas").size() > 0) {
            warnings.add(path + "/Replicas", "global table replicas (" + table.get("Replicas").size() + ") are not"
                    + " represented; the design holds one table");
        }
        for (String member : new String[] {"ResourcePolicy", "GlobalTableSourceArn", "MultiRegionConsistency",
                "GlobalTableWitnesses"}) {
            JsonNode value = table.path(member);
            if (!value.isMissingNode() && !value.isNull() && !(value.isContainerNode() && value.isEmpty())) {
                warnings.add(path + "/" + member, member + " is not represented; ignored");
            }
        }
    }

    /** Reports a GSI's maximum on-demand throughput and (in a request) its requested warm throughput. */
    void indexCapacity(JsonNode index, String path, boolean request) {
        String what = "index " + index.path("IndexName").asText("?");
        onDemandMaximum(index.path("OnDemandThroughput"), path + "/OnDemandThroughput", what);
        if (request) {
            warmThroughput(index.path("WarmThroughput"), path + "/WarmThroughput", what);
        }
    }

    private void encryption(JsonNode table, String path) {
        JsonNode request = table.path("SSESpecification");
        JsonNode description = table.path("SSEDescription");
        boolean requested = request.path("Enabled").asBoolean(false);
        String type = requested ? request.path("SSEType").asText("KMS") : description.path("SSEType").asText("");
        if (requested || !type.isEmpty()) {
            String where = requested ? path + "/SSESpecification" : path + "/SSEDescription";
            warnings.add(where, "encryption at rest with " + (type.equals("KMS") ? "a KMS key" : type)
                    + " is not represented; the design's exports use DynamoDB's default (an AWS owned key)");
        }
    }

    private void onDemandMaximum(JsonNode node, String path, String what) {
        long read = node.path("MaxReadRequestUnits").asLong(-1);
        long write = node.path("MaxWriteRequestUnits").asLong(-1);
        if (read > 0 || write > 0) {
            warnings.add(path, "maximum on-demand throughput of " + what + " (" + units(read) + " read, "
                    + units(write) + " write request units per second) is not represented; ignored");
        }
    }

    private void warmThroughput(JsonNode node, String path, String what) {
        if (node.has("ReadUnitsPerSecond") || node.has("WriteUnitsPerSecond")) {
            warnings.add(path, "warm throughput of " + what + " (" + node.path("ReadUnitsPerSecond").asText("?")
                    + " read, " + node.path("WriteUnitsPerSecond").asText("?") + " write units per second) is not"
                    + " represented; ignored");
        }
    }

    private static String units(long value) {
        return value > 0 ? Long.toString(value) : "no maximum";
    }
}
