package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CloudFormation, Terraform and CDK on a provisioned table with an LSI, INCLUDE projections and no stream. */
class InfrastructureExportTest {
    private final Design design = VariedDesign.design();

    @SuppressWarnings("unchecked")
    @Test
    void cloudFormationDefinesOnlyKeyAttributesAndGivesEveryGsiThroughput() {
        DocObject template = new CloudFormationTemplate().document(design);
        DocObject properties = (DocObject) ((DocObject) ((DocObject) template.get("Resources"))
                .get("VariedOrdersTable")).get("Properties");
        List<Object> definitions = (List<Object>) properties.get("AttributeDefinitions");
        assertThat(definitions).extracting(d -> ((DocObject) d).get("AttributeName"))
                .containsExactly("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI3PK", "GSI3SK", "LSI1SK");
        assertThat(properties.get("BillingMode")).isEqualTo("PROVISIONED");
        assertThat(((DocObject) properties.get("ProvisionedThroughput")).members())
                .containsEntry("ReadCapacityUnits", 10L).containsEntry("WriteCapacityUnits", 4L);
        List<Object> gsis = (List<Object>) properties.get("GlobalSecondaryIndexes");
        DocObject gsi1 = (DocObject) gsis.get(0);
        DocObject gsi3 = (DocObject) gsis.get(2);
        assertThat(((DocObject) gsi1.get("ProvisionedThroughput")).get("ReadCapacityUnits")).isEqualTo(10L);
        assertThat(((DocObject) gsi3.get("ProvisionedThroughput")).get("WriteCapacityUnits")).isEqualTo(2L);
        assertThat(((DocObject) gsi3.get("Projection")).members()).containsEntry("ProjectionType", "INCLUDE")
                .containsEntry("NonKeyAttributes", List.of("total", "status"));
        DocObject lsi = (DocObject) ((List<Object>) properties.get("LocalSecondaryIndexes")).get(0);
        assertThat(lsi.get("IndexName")).isEqualTo("LSI1");
        assertThat(lsi.get("ProvisionedThroughput")).isNull();
        assertThat(properties.get("StreamSpecification")).isNull();
        assertThat(((DocObject) properties.get("PointInTimeRecoverySpecification")).get("PointInTimeRecoveryEnabled"))
                .isEqualTo(true);
    }

    @Test
    void cloudFormationYamlQuotesWhatYamlWouldReadAsSomethingElse() {
        String yaml = new CloudFormationYamlExporter().export(design);
        assertThat(yaml).contains("AWSTemplateFormatVersion: \"2010-09-09\"")
                .contains("Type: \"AWS::DynamoDB::Table\"")
                .contains("        - AttributeName: PK\n          AttributeType: S\n")
                .contains("# varied-orders: GSIs without their own throughput get the table's.");
    }

    @Test
    void terraformWritesLsiBlocksCapacityAndNoStreamWhenStreamsAreOff() {
        String tf = new TerraformExporter().export(design);
        assertThat(tf).contains("resource \"aws_dynamodb_table\" \"varied_orders\" {")
                .contains("  billing_mode   = \"PROVISIONED\"\n")
                .contains("  read_capacity  = 10\n  write_capacity = 4\n")
                .contains("  local_secondary_index {\n    name               = \"LSI1\"\n"
                        + "    range_key          = \"LSI1SK\"\n    projection_type    = \"INCLUDE\"\n"
                        + "    non_key_attributes = [\"total\"]\n  }")
                .contains("    name = \"GSI3SK\"\n    type = \"N\"")
                .doesNotContain("stream_enabled");
    }

    @Test
    void terraformStringsEscapeInterpolation() {
        assertThat(HclWriter.string("a\"b\\c${x}%{y}")).isEqualTo("\"a\\\"b\\\\c$${x}%%{y}\"");
    }

    @Test
    void cdkUsesProvisionedBillingWithAutoscaledWritesAndImportsWhatItUses() {
        String ts = new CdkExporter().export(design);
        assertThat(ts).contains("import { AttributeType, Billing, Capacity, ProjectionType, TableV2 } from"
                        + " 'aws-cdk-lib/aws-dynamodb';")
                .contains("billing: Billing.provisioned({ readCapacity: Capacity.fixed(10), writeCapacity:"
                        + " Capacity.autoscaled({ minCapacity: 4, maxCapacity: 4 }) }),")
                .contains("localSecondaryIndexes: [\n        {\n          indexName: 'LSI1',\n"
                        + "          sortKey: { name: 'LSI1SK', type: AttributeType.STRING },")
                .contains("sortKey: { name: 'GSI3SK', type: AttributeType.NUMBER },")
                .contains("nonKeyAttributes: ['total', 'status'],")
                .doesNotContain("dynamoStream");
    }
}
