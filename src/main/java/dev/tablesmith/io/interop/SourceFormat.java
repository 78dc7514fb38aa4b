package dev.tablesmith.io.interop;

/** The formats {@link DesignImport} reads, as told apart by their content (never by the file name). */
public enum SourceFormat {
    /** A NoSQL Workbench data model ({@code ModelName}, {@code DataModel}), any version. */
    WORKBENCH("NoSQL Workbench model"),
    /** A OneTable schema ({@code indexes}, {@code models}) written as JSON. */
    ONETABLE_JSON("OneTable schema (JSON)"),
    /** A OneTable schema in a JavaScript or TypeScript module ({@code export default {...}}). */
    ONETABLE_JS("OneTable schema (JavaScript)"),
    /** A CloudFormation template (or a Serverless Framework file) with {@code AWS::DynamoDB::Table} resources. */
    CLOUDFORMATION("CloudFormation template"),
    /** The {@code schema.json} of AWS's DynamoDB MCP server ({@code tables[].table_config}, {@code pk_template}). */
    MCP_SCHEMA("DynamoDB MCP server schema.json"),
    /** The {@code dynamodb_data_model.json} of AWS's DynamoDB MCP server (create_table tables, items). */
    MCP_DATA_MODEL("DynamoDB MCP server dynamodb_data_model.json");

    private final String label;

    SourceFormat(String label) {
        this.label = label;
    }

    /** How messages name the format. */
    public String label() {
        return label;
    }
}
