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
    /** A Terraform configuration with {@code aws_dynamodb_table} resources, in the native syntax (HCL). */
    TERRAFORM("Terraform configuration"),
    /** A Terraform configuration in the JSON syntax ({@code .tf.json}). */
    TERRAFORM_JSON("Terraform configuration (JSON)"),
    /** The output of {@code aws dynamodb describe-table} ({@code Table}) or create-table ({@code TableDescription}). */
    DESCRIBE_TABLE("aws dynamodb describe-table output"),
    /** The input of {@code aws dynamodb create-table --cli-input-json}: a CreateTable request. */
    CREATE_TABLE_INPUT("aws dynamodb create-table input (--cli-input-json)"),
    /** The {@code schema.json} of AWS's DynamoDB MCP server ({@code tables[].table_config}, {@code pk_template}). */
    MCP_SCHEMA("DynamoDB MCP server schema.json"),
    /** The {@code dynamodb_data_model.json} of AWS's DynamoDB MCP server (create_table tables, items). */
    MCP_DATA_MODEL("DynamoDB MCP server dynamodb_data_model.json"),
    /** An AWS CDK stack (TypeScript or JavaScript) with {@code Table}/{@code TableV2} constructs. */
    CDK("AWS CDK stack"),
    /** ElectroDB entities ({@code new Entity({model, attributes, indexes})}) in a JavaScript or TypeScript module. */
    ELECTRODB("ElectroDB entities"),
    /** DynamoDB-Toolbox tables and entities in a JavaScript or TypeScript module. */
    DYNAMODB_TOOLBOX("DynamoDB-Toolbox tables and entities");

    private final String label;

    SourceFormat(String label) {
        this.label = label;
    }

    /** How messages name the format. */
    public String label() {
        return label;
    }
}
