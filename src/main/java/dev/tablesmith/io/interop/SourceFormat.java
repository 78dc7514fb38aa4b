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
