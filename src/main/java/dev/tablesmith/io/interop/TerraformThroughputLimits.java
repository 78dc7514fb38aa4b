package dev.tablesmith.io.interop;

import static dev.tablesmith.io.interop.TerraformValues.blocks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.io.interop.TerraformValues.Located;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.WarmThroughput;
import java.util.List;

/**
 * The {@code on_demand_throughput} ({@code max_read_request_units}, {@code max_write_request_units}) and
 * {@code warm_throughput} ({@code read_units_per_second}, {@code write_units_per_second}) blocks of an
 * {@code aws_dynamodb_table} or of one of its {@code global_secondary_index} blocks (AWS provider).
 */
final class TerraformThroughputLimits {
    private final ThroughputLimitNodes limits;

    TerraformThroughputLimits(ImportWarnings warnings) {
        this.limits = new ThroughputLimitNodes(warnings);
    }

    OnDemandThroughput onDemand(JsonNode body, String path) {
        List<Located> found = blocks(body.path("on_demand_throughput"), Pointers.child(path, "on_demand_throughput"));
        return found.isEmpty() ? null : limits.onDemand(found.get(0).node(), found.get(0).path(),
                "max_read_request_units", "max_write_request_units");
    }

    WarmThroughput warm(JsonNode body, String path) {
        List<Located> found = blocks(body.path("warm_throughput"), Pointers.child(path, "warm_throughput"));
        return found.isEmpty() ? null : limits.warm(found.get(0).node(), found.get(0).path(),
                "read_units_per_second", "write_units_per_second");
    }
}
