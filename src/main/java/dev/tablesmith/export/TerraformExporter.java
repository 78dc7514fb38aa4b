package dev.tablesmith.export;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.model.WarmThroughput;

/**
 * One Terraform {@code aws_dynamodb_table} resource per table (AWS provider): {@code hash_key}/{@code range_key},
 * an {@code attribute} block per key attribute (Terraform, like DynamoDB, rejects attributes no key uses),
 * {@code global_secondary_index} and {@code local_secondary_index} blocks with projections, billing mode and
 * capacity, {@code ttl}, {@code stream_enabled}/{@code stream_view_type} and {@code point_in_time_recovery}.
 * A GSI with a multi-attribute key (up to 4 partition and 4 sort key attributes) is written with one
 * {@code key_schema} block per attribute ({@code attribute_name}, {@code key_type} HASH or RANGE, in key order),
 * the form AWS provider 6.29+ takes for it; every other key with {@code hash_key}/{@code range_key}, which every
 * provider version reads.
 */
public final class TerraformExporter implements Exporter {
    @Override
    public String id() {
        return "terraform";
    }

    @Override
    public String title() {
        return "Terraform (aws_dynamodb_table)";
    }

    @Override
    public String fileExtension() {
        return "tf";
    }

    @Override
    public String export(Design design) {
        HclWriter hcl = new HclWriter();
        hcl.comment("Terraform for the Tablesmith design " + design.name() + " (AWS provider).");
        boolean first = true;
        for (Table table : design.tables()) {
            if (!first) {
                hcl.blankLine();
            }
            first = false;
            TableDefaults.notes(table).forEach(n -> hcl.comment(table.name() + ": " + n));
            table(hcl, table);
        }
        return hcl.text();
    }

    private static void table(HclWriter hcl, Table table) {
        boolean onDemand = TableDefaults.onDemand(table);
        hcl.open("resource \"aws_dynamodb_table\" \"" + ExportNames.snake(table.name()) + "\"");
        hcl.argument("name", HclWriter.string(table.name()))
                .argument("billing_mode", HclWriter.string(onDemand ? "PAY_PER_REQUEST" : "PROVISIONED"));
        keys(hcl, table.keySchema(), true);
        if (!onDemand) {
            capacity(hcl, TableDefaults.throughput(table));
        }
        limits(hcl, table.settings().onDemandThroughput(), table.settings().warmThroughput());
        for (KeyAttribute key : table.keyAttributes()) {
            hcl.blankLine().open("attribute")
                    .argument("name", HclWriter.string(key.name()))
                    .argument("type", HclWriter.string((key.type() == null ? ScalarType.S : key.type()).name()))
                    .close();
        }
        for (SecondaryIndex index : table.indexes()) {
            hcl.blankLine().open(index.isGlobal() ? "global_secondary_index" : "local_secondary_index");
            hcl.argument("name", HclWriter.string(index.name()));
            boolean multiAttribute = multiAttribute(index.keySchema());
            if (!multiAttribute) {
                keys(hcl, index.keySchema(), index.isGlobal());
            }
            hcl.argument("projection_type", HclWriter.string(index.projection().type().name()));
            if (index.projection().type() == ProjectionType.INCLUDE) {
                hcl.argument("non_key_attributes", HclWriter.strings(index.projection().nonKeyAttributes()));
            }
            if (index.isGlobal() && !onDemand) {
                capacity(hcl, TableDefaults.throughput(table, index));
            }
            if (index.isGlobal()) {
                limits(hcl, index.onDemandThroughput(), index.warmThroughput());
            }
            if (multiAttribute) {
                keySchema(hcl, index.keySchema());
            }
            hcl.close();
        }
        if (table.settings().ttlAttribute() != null) {
            hcl.blankLine().open("ttl")
                    .argument("attribute_name", HclWriter.string(table.settings().ttlAttribute()))
                    .argument("enabled", "true")
                    .close();
        }
        if (table.settings().streamViewType() != null) {
            hcl.blankLine().argument("stream_enabled", "true")
                    .argument("stream_view_type", HclWriter.string(table.settings().streamViewType().name()));
        }
        hcl.blankLine().open("point_in_time_recovery")
                .argument("enabled", Boolean.toString(table.settings().pointInTimeRecovery()))
                .close();
        hcl.close();
    }

    /**
     * The {@code on_demand_throughput} ({@code max_read_request_units}, {@code max_write_request_units}) and
     * {@code warm_throughput} ({@code read_units_per_second}, {@code write_units_per_second}) blocks of a table or
     * GSI, each only when set.
     */
    private static void limits(HclWriter hcl, OnDemandThroughput maximum, WarmThroughput warm) {
        if (maximum != null) {
            hcl.blankLine().open("on_demand_throughput");
            units(hcl, "max_read_request_units", maximum.maxReadRequestUnits());
            units(hcl, "max_write_request_units", maximum.maxWriteRequestUnits());
            hcl.close();
        }
        if (warm != null) {
            hcl.blankLine().open("warm_throughput");
            units(hcl, "read_units_per_second", warm.readUnitsPerSecond());
            units(hcl, "write_units_per_second", warm.writeUnitsPerSecond());
            hcl.close();
        }
    }

    private static void units(HclWriter hcl, String name, Long value) {
        if (value != null) {
            hcl.argument(name, Long.toString(value));
        }
    }

    private static void keys(HclWriter hcl, KeySchema schema, boolean withHashKey) {
        if (withHashKey) {
            hcl.argument("hash_key", HclWriter.string(schema.partitionKeyAttribute().name()));
        }
        schema.sortKeyAttribute().ifPresent(k -> hcl.argument("range_key", HclWriter.string(k.name())));
    }

    private static boolean multiAttribute(KeySchema schema) {
        return schema.partitionKey().size() > 1 || schema.sortKey().size() > 1;
    }

    /** One {@code key_schema} block per key attribute: partition key attributes first, each part in key order. */
    private static void keySchema(HclWriter hcl, KeySchema schema) {
        for (KeyAttribute key : schema.partitionKey()) {
            hcl.blankLine().open("key_schema").argument("attribute_name", HclWriter.string(key.name()))
                    .argument("key_type", HclWriter.string("HASH")).close();
        }
        for (KeyAttribute key : schema.sortKey()) {
            hcl.blankLine().open("key_schema").argument("attribute_name", HclWriter.string(key.name()))
                    .argument("key_type", HclWriter.string("RANGE")).close();
        }
    }

    private static void capacity(HclWriter hcl, Throughput throughput) {
        hcl.argument("read_capacity", Long.toString(throughput.readCapacityUnits()))
                .argument("write_capacity", Long.toString(throughput.writeCapacityUnits()));
    }
}
