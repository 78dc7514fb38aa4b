package dev.tablesmith.export;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.model.WarmThroughput;
import java.util.List;

/**
 * An AWS CDK v2 construct in TypeScript with one {@code TableV2} per table: {@code partitionKey}/{@code sortKey},
 * {@code globalSecondaryIndexes} and {@code localSecondaryIndexes} with projections, {@code billing}
 * ({@code Billing.onDemand()} or {@code Billing.provisioned}, where TableV2 takes write capacity only as
 * autoscaled, here pinned to the design's units), {@code timeToLiveAttribute}, {@code dynamoStream} and
 * {@code pointInTimeRecoverySpecification} (the older {@code pointInTimeRecovery} is deprecated and warns on every
 * synth). A GSI's multi-attribute key (up to 4 partition and 4 sort key attributes) is written as
 * {@code partitionKeys}/{@code sortKeys}, the lists {@code GlobalSecondaryIndexPropsV2} takes for it.
 */
public final class CdkExporter implements Exporter {
    @Override
    public String id() {
        return "cdk";
    }

    @Override
    public String title() {
        return "AWS CDK construct (TypeScript TableV2)";
    }

    @Override
    public String fileExtension() {
        return "ts";
    }

    @Override
    public String export(Design design) {
        StringBuilder ts = new StringBuilder();
        ts.append("// AWS CDK v2 construct for the Tablesmith design ").append(design.name()).append(".\n");
        for (Table table : design.tables()) {
            TableDefaults.notes(table).forEach(n -> ts.append("// ").append(table.name()).append(": ").append(n)
                    .append('\n'));
        }
        ts.append("import { Construct } from 'constructs';\n");
        ts.append("import { ").append(String.join(", ", imports(design))).append(" } from 'aws-cdk-lib/aws-dynamodb';\n\n");
        String className = ExportNames.pascal(design.name()) + "Tables";
        ts.append("export class ").append(className).append(" extends Construct {\n");
        for (Table table : design.tables()) {
            ts.append("  public readonly ").append(field(table)).append(": TableV2;\n");
        }
        ts.append("\n  constructor(scope: Construct, id: string) {\n    super(scope, id);\n");
        for (Table table : design.tables()) {
            table(ts, table);
        }
        ts.append("  }\n}\n");
        return ts.toString();
    }

    /** The names the construct uses, so that a strict TypeScript build has no unused import. */
    private static List<String> imports(Design design) {
        java.util.Set<String> names = new java.util.TreeSet<>(List.of("AttributeType", "Billing", "TableV2"));
        for (Table table : design.tables()) {
            if (!TableDefaults.onDemand(table)) {
                names.add("Capacity");
            }
            if (!table.indexes().isEmpty()) {
                names.add("ProjectionType");
            }
            if (table.settings().streamViewType() != null) {
                names.add("StreamViewType");
            }
        }
        return List.copyOf(names);
    }

    private static String field(Table table) {
        return ExportNames.camel(table.name()) + "Table";
    }

    private static void table(StringBuilder ts, Table table) {
        boolean onDemand = TableDefaults.onDemand(table);
        ts.append("\n    this.").append(field(table)).append(" = new TableV2(this, ")
                .append(literal(ExportNames.pascal(table.name()))).append(", {\n");
        line(ts, 6, "tableName: " + literal(table.name()) + ",");
        line(ts, 6, "partitionKey: " + attribute(table.keySchema().partitionKeyAttribute()) + ",");
        table.keySchema().sortKeyAttribute().ifPresent(k -> line(ts, 6, "sortKey: " + attribute(k) + ","));
        if (onDemand) {
            line(ts, 6, "billing: Billing.onDemand(" + maximum(table.settings().onDemandThroughput()) + "),");
        } else {
            line(ts, 6, "// TableV2 takes write capacity only as autoscaled: pinned to the design's units.");
            line(ts, 6, "billing: Billing.provisioned(" + capacity(TableDefaults.throughput(table)) + "),");
        }
        List<SecondaryIndex> gsis = table.globalSecondaryIndexes();
        if (!gsis.isEmpty()) {
            line(ts, 6, "globalSecondaryIndexes: [");
            for (SecondaryIndex index : gsis) {
                index(ts, index, onDemand ? null : TableDefaults.throughput(table, index));
            }
            line(ts, 6, "],");
        }
        List<SecondaryIndex> lsis = table.localSecondaryIndexes();
        if (!lsis.isEmpty()) {
            line(ts, 6, "localSecondaryIndexes: [");
            lsis.forEach(i -> index(ts, i, null));
            line(ts, 6, "],");
        }
        if (table.settings().warmThroughput() != null) {
            line(ts, 6, "warmThroughput: " + warm(table.settings().warmThroughput()) + ",");
        }
        if (table.settings().ttlAttribute() != null) {
            line(ts, 6, "timeToLiveAttribute: " + literal(table.settings().ttlAttribute()) + ",");
        }
        if (table.settings().streamViewType() != null) {
            line(ts, 6, "dynamoStream: StreamViewType." + table.settings().streamViewType().name() + ",");
        }
        line(ts, 6, "pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: "
                + table.settings().pointInTimeRecovery() + " },");
        line(ts, 4, "});");
    }

    private static void index(StringBuilder ts, SecondaryIndex index, Throughput throughput) {
        line(ts, 8, "{");
        line(ts, 10, "indexName: " + literal(index.name()) + ",");
        List<KeyAttribute> partition = index.keySchema().partitionKey();
        List<KeyAttribute> sort = index.keySchema().sortKey();
        if (index.isGlobal() && (partition.size() > 1 || sort.size() > 1)) {
            line(ts, 10, "partitionKeys: " + attributes(partition) + ",");
            if (!sort.isEmpty()) {
                line(ts, 10, "sortKeys: " + attributes(sort) + ",");
            }
        } else {
            if (index.isGlobal()) {
                line(ts, 10, "partitionKey: " + attribute(index.keySchema().partitionKeyAttribute()) + ",");
            }
            index.keySchema().sortKeyAttribute().ifPresent(k -> line(ts, 10, "sortKey: " + attribute(k) + ","));
        }
        line(ts, 10, "projectionType: ProjectionType." + index.projection().type().name() + ",");
        if (index.projection().type() == ProjectionType.INCLUDE) {
            line(ts, 10, "nonKeyAttributes: [" + String.join(", ", index.projection().nonKeyAttributes().stream()
                    .map(CdkExporter::literal).toList()) + "],");
        }
        if (throughput != null) {
            line(ts, 10, "readCapacity: Capacity.fixed(" + throughput.readCapacityUnits() + "),");
            line(ts, 10, "writeCapacity: " + autoscaled(throughput.writeCapacityUnits()) + ",");
        }
        OnDemandThroughput maximum = index.onDemandThroughput();
        if (index.isGlobal() && throughput == null && maximum != null) {
            if (maximum.maxReadRequestUnits() != null) {
                line(ts, 10, "maxReadRequestUnits: " + maximum.maxReadRequestUnits() + ",");
            }
            if (maximum.maxWriteRequestUnits() != null) {
                line(ts, 10, "maxWriteRequestUnits: " + maximum.maxWriteRequestUnits() + ",");
            }
        }
        if (index.isGlobal() && index.warmThroughput() != null) {
            line(ts, 10, "warmThroughput: " + warm(index.warmThroughput()) + ",");
        }
        line(ts, 8, "},");
    }

    /** {@code Billing.onDemand}'s {@code MaxThroughputProps}: empty when the table sets no maximum. */
    private static String maximum(OnDemandThroughput maximum) {
        if (maximum == null) {
            return "";
        }
        List<String> members = new java.util.ArrayList<>();
        if (maximum.maxReadRequestUnits() != null) {
            members.add("maxReadRequestUnits: " + maximum.maxReadRequestUnits());
        }
        if (maximum.maxWriteRequestUnits() != null) {
            members.add("maxWriteRequestUnits: " + maximum.maxWriteRequestUnits());
        }
        return "{ " + String.join(", ", members) + " }";
    }

    /** A {@code WarmThroughput} object literal ({@code readUnitsPerSecond}, {@code writeUnitsPerSecond}). */
    private static String warm(WarmThroughput warm) {
        List<String> members = new java.util.ArrayList<>();
        if (warm.readUnitsPerSecond() != null) {
            members.add("readUnitsPerSecond: " + warm.readUnitsPerSecond());
        }
        if (warm.writeUnitsPerSecond() != null) {
            members.add("writeUnitsPerSecond: " + warm.writeUnitsPerSecond());
        }
        return "{ " + String.join(", ", members) + " }";
    }

    private static String capacity(Throughput throughput) {
        return "{ readCapacity: Capacity.fixed(" + throughput.readCapacityUnits() + "), writeCapacity: "
                + autoscaled(throughput.writeCapacityUnits()) + " }";
    }

    private static String autoscaled(long units) {
        return "Capacity.autoscaled({ minCapacity: " + units + ", maxCapacity: " + units + " })";
    }

    private static String attribute(KeyAttribute key) {
        ScalarType type = key.type() == null ? ScalarType.S : key.type();
        String name = switch (type) {
            case S -> "STRING";
            case N -> "NUMBER";
            case B -> "BINARY";
        };
        return "{ name: " + literal(key.name()) + ", type: AttributeType." + name + " }";
    }

    private static String attributes(List<KeyAttribute> keys) {
        return "[" + String.join(", ", keys.stream().map(CdkExporter::attribute).toList()) + "]";
    }

    private static void line(StringBuilder ts, int indent, String text) {
        ts.append(" ".repeat(indent)).append(text).append('\n');
    }

    /** A single-quoted TypeScript string literal. */
    static String literal(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'";
    }
}
