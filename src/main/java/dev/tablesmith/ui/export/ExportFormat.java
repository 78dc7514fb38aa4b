package dev.tablesmith.ui.export;

import dev.tablesmith.export.Exporter;
import java.util.Map;
import java.util.Objects;

/**
 * One choice in the export dialog: an exporter and a one-line description of what the file is for.
 *
 * @param exporter    writes the design in this format
 * @param description what the output is and which tool reads it, in one line
 */
public record ExportFormat(Exporter exporter, String description) {
    private static final Map<String, String> DESCRIPTIONS = Map.of(
            "workbench", "Import into NoSQL Workbench's data modeler: tables, facets, GSIs and sample items.",
            "onetable", "A schema for the OneTable library: indexes and one model per entity with its key templates.",
            "dynamodb-mcp", "The schema.json of AWS's DynamoDB MCP server, for its validator and code generator.",
            "cloudformation", "An AWS::DynamoDB::Table resource per table, to deploy with CloudFormation.",
            "cloudformation-json", "The same CloudFormation template, as JSON.",
            "terraform", "An aws_dynamodb_table resource per table, for Terraform.",
            "cli", "A bash script for the AWS CLI: create the table, load the items, run every access pattern.",
            "cdk", "An AWS CDK v2 construct in TypeScript with a TableV2 per table.",
            "markdown", "The design document with pictures: indexes, entity chart, access patterns, entities, sample items"
                    + " and review findings.",
            "code", "Each read pattern's request in Java, Python and JavaScript, on one Markdown page.");

    public ExportFormat {
        Objects.requireNonNull(exporter, "exporter");
        Objects.requireNonNull(description, "description");
    }

    /** The format of {@code exporter} with its description (its title when the format is not one Tablesmith ships). */
    public static ExportFormat of(Exporter exporter) {
        return new ExportFormat(exporter, DESCRIPTIONS.getOrDefault(exporter.id(), exporter.title() + "."));
    }

    public String id() {
        return exporter.id();
    }

    public String title() {
        return exporter.title();
    }

    /** The file-name extension without the dot, e.g. {@code yaml}. */
    public String fileExtension() {
        return exporter.fileExtension();
    }
}
