package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ImportErrorsTest {

    private static String failure(String text, String name) {
        try {
            DesignImport.read(text, name, "x");
        } catch (ImportException e) {
            return e.getMessage();
        }
        throw new AssertionError("import succeeded");
    }

    @Test
    void truncatedJsonIsReportedWithLineAndColumn() {
        String message = failure("{\n  \"ModelName\": \"m\",\n  \"DataModel\": [\n", "m.json");

        assertThat(message).matches("m\\.json:\\d+:\\d+: /DataModel: malformed JSON: .*").doesNotContain("\n");
    }

    @Test
    void yamlWithoutADynamoDbTableSaysSo() {
        String message = failure("Resources:\n  Queue:\n    Type: AWS::SQS::Queue\n", "stack.yml");

        assertThat(message).isEqualTo("stack.yml: the template has no AWS::DynamoDB::Table resource");
    }

    @Test
    void unrelatedYamlIsAnUnknownFormat() {
        assertThat(failure("service: api\nprovider:\n  name: aws\n", "serverless.yml"))
                .startsWith("serverless.yml: not a format Tablesmith imports");
        assertThat(failure("# Notes\n\nSome *markdown*: with a colon\n", "notes.md"))
                .startsWith("notes.md: not a format Tablesmith imports");
    }

    @Test
    void serverlessFileWithoutATableSaysSo() {
        assertThat(failure("service: api\nresources:\n  Resources:\n    Q:\n      Type: AWS::SQS::Queue\n",
                "serverless.yml")).isEqualTo("serverless.yml: the template has no AWS::DynamoDB::Table resource");
    }

    @Test
    void unrelatedJsonIsAnUnknownFormat() {
        assertThat(failure("{\"name\": \"package\"}", "package.json"))
                .startsWith("package.json: not a format Tablesmith imports");
    }

    @Test
    void malformedYamlIsReportedWithItsPosition() {
        assertThat(failure("Resources:\n  T: [unclosed\n", "bad.yaml")).matches("bad\\.yaml:\\d+:\\d+: (/[^:]*: )?malformed YAML: .*");
    }

    /** Issue 21 "Small": a syntax error says FILE:LINE:COL: and the pointer of the value, in plain words. */
    @Test
    void jsonSyntaxErrorsNameTheValueInPlainWords() {
        assertThat(failure("{\n  \"ModelName\": \"m\",\n  \"DataModel\": [\n    {\"TableName\" \"x\"}\n  ]\n}\n",
                "m.json")).isEqualTo("m.json:4:18: /DataModel/0: malformed JSON: expected ':' after the field name, found '\"'");
    }

    @Test
    void yamlSyntaxErrorsNameTheValueAndWhatWasExpected() {
        assertThat(failure("Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n"
                + "      KeySchema: [ {a: 1\n      BillingMode: PAY_PER_REQUEST\n", "bad.yaml")).isEqualTo("bad.yaml:6:18: /Resources/T/Properties/KeySchema/0/a: malformed YAML:"
                + " expected ',' or '}', but got ':' (while parsing a flow mapping that starts at 5:20)");
    }

    @Test
    void tablesmithDesignIsNotImported() {
        assertThat(failure("{\"format\": \"tablesmith/1\", \"name\": \"d\", \"tables\": []}", "d.json"))
                .contains("already a Tablesmith design");
    }

    @Test
    void emptyFileAndEmptyWorkbenchModelAreRefused() {
        assertThat(failure("  \n", "e.json")).isEqualTo("e.json: the file is empty");
        assertThat(failure("{\"ModelName\": \"m\", \"DataModel\": []}", "m.json")).contains("has no tables");
    }

    @Test
    void moduleWithoutASchemaIsRefused() {
        assertThat(failure("export default { port: 8080 }\n", "config.js"))
                .isEqualTo("config.js: the module does not export a OneTable schema (no 'indexes' or 'models')");
    }

    @Test
    void detectionLooksAtContentNotTheFileName() {
        assertThat(DesignImport.detect("{\"DataModel\": [{}]}")).contains(SourceFormat.WORKBENCH);
        assertThat(DesignImport.detect("export default { indexes: { primary: { hash: 'pk' } }, models: {} }"))
                .contains(SourceFormat.ONETABLE_JS);
        assertThat(DesignImport.detect("Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n"))
                .contains(SourceFormat.CLOUDFORMATION);
        assertThat(DesignImport.detect("{\"format\": \"tablesmith/1\"}")).isEmpty();
        assertThatThrownBy(() -> DesignImport.read("[1, 2]", "a.json", "a")).isInstanceOf(ImportException.class);
    }

    @Test
    void aTablesmithDesignIsRecognisedFromItsTopLevelFormatFieldWithoutReadingTheRest() {
        assertThat(DesignImport.declaresTablesmithFormat("{\"format\": \"tablesmith/1\", \"tables\": [ {\"broken\""))
                .isTrue();
        assertThat(DesignImport.declaresTablesmithFormat("\uFEFF{\"name\": {\"format\": \"x\"},"
                + " \"format\": \"tablesmith/1\"}")).isTrue();
        assertThat(DesignImport.declaresTablesmithFormat("{\"DataModel\": [{\"format\": \"tablesmith/1\"}]}"))
                .isFalse();
        assertThat(DesignImport.declaresTablesmithFormat("{\"format\": \"workbench\"}")).isFalse();
        assertThat(DesignImport.declaresTablesmithFormat("{\"format\": 1}")).isFalse();
        assertThat(DesignImport.declaresTablesmithFormat("Resources:\n  T: {}")).isFalse();
        assertThat(DesignImport.declaresTablesmithFormat("{\"DataModel\": [")).isFalse();
    }
}
