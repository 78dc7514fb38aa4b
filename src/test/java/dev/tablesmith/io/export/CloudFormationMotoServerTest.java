package dev.tablesmith.io.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.export.CloudFormationTemplate;
import dev.tablesmith.export.VariedDesign;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;

/**
 * The CloudFormation JSON export is a table DynamoDB accepts: its table definition converts to the SDK's
 * {@code CreateTableRequest}, moto_server creates the table, and DescribeTable shows the same key schema, attribute
 * definitions, indexes, projections, billing and stream as the design. Skipped without moto_server unless CI=true.
 */
@ExtendWith(MotoServerExtension.class)
class CloudFormationMotoServerTest {

    @Test
    void commerceMainFromItsCloudFormationTemplateIsCreatedWithTheDesignsKeysAndIndexes(DynamoDbClient client)
            throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        Table table = design.table();
        String template = new JsonDocumentExporter(new CloudFormationTemplate()).export(
                design.withTable(table.name(), renamed(table)));
        CloudFormationCreateTable.Converted converted = CloudFormationCreateTable.convert(template,
                CloudFormationTemplate.logicalId(renamed(table)));
        CreateTableRequest request = converted.request();

        client.createTable(request);
        TableDescription described = client.describeTable(b -> b.tableName(request.tableName())).table();

        assertThat(described.keySchema()).containsExactlyElementsOf(request.keySchema());
        assertThat(described.keySchema()).extracting(k -> k.attributeName()).containsExactly("PK", "SK");
        assertThat(described.attributeDefinitions()).containsExactlyInAnyOrderElementsOf(
                request.attributeDefinitions());
        assertThat(described.attributeDefinitions()).extracting(a -> a.attributeName())
                .containsExactlyInAnyOrder("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK");
        List<GlobalSecondaryIndexDescription> gsis = described.globalSecondaryIndexes().stream()
                .sorted(Comparator.comparing(GlobalSecondaryIndexDescription::indexName)).toList();
        assertThat(gsis).extracting(GlobalSecondaryIndexDescription::indexName).containsExactly("GSI1", "GSI2");
        for (int i = 0; i < gsis.size(); i++) {
            var expected = request.globalSecondaryIndexes().get(i);
            assertThat(gsis.get(i).keySchema()).containsExactlyElementsOf(expected.keySchema());
            assertThat(gsis.get(i).projection()).isEqualTo(expected.projection());
        }
        assertThat(described.localSecondaryIndexes()).extracting(LocalSecondaryIndexDescription::indexName)
                .isEmpty();
        assertThat(described.billingModeSummary().billingModeAsString()).isEqualTo("PAY_PER_REQUEST");
        assertThat(described.streamSpecification().streamViewTypeAsString()).isEqualTo("NEW_AND_OLD_IMAGES");

        String ttl = converted.separate().get("TimeToLiveSpecification").path("AttributeName").asText();
        client.updateTimeToLive(b -> b.tableName(request.tableName()).timeToLiveSpecification(
                TimeToLiveSpecification.builder().attributeName(ttl).enabled(true).build()));
        assertThat(client.describeTimeToLive(b -> b.tableName(request.tableName())).timeToLiveDescription()
                .attributeName()).isEqualTo("expiresAt");
    }

    @Test
    void aProvisionedTableWithAnLsiAndIncludeProjectionsIsCreatedAsDesigned(DynamoDbClient client) throws Exception {
        Design design = VariedDesign.design();
        String template = new JsonDocumentExporter(new CloudFormationTemplate()).export(design);
        CreateTableRequest request = CloudFormationCreateTable.convert(template,
                CloudFormationTemplate.logicalId(design.table())).request();

        client.createTable(request);
        TableDescription described = client.describeTable(b -> b.tableName(request.tableName())).table();

        assertThat(described.provisionedThroughput().readCapacityUnits()).isEqualTo(10L);
        assertThat(described.provisionedThroughput().writeCapacityUnits()).isEqualTo(4L);
        assertThat(described.localSecondaryIndexes()).singleElement().satisfies(lsi -> {
            assertThat(lsi.indexName()).isEqualTo("LSI1");
            assertThat(lsi.keySchema()).extracting(k -> k.attributeName()).containsExactly("PK", "LSI1SK");
            assertThat(lsi.projection().nonKeyAttributes()).containsExactly("total");
        });
        GlobalSecondaryIndexDescription gsi3 = described.globalSecondaryIndexes().stream()
                .filter(i -> i.indexName().equals("GSI3")).findFirst().orElseThrow();
        assertThat(gsi3.projection().projectionTypeAsString()).isEqualTo("INCLUDE");
        assertThat(gsi3.projection().nonKeyAttributes()).containsExactly("total", "status");
        assertThat(gsi3.provisionedThroughput().writeCapacityUnits()).isEqualTo(2L);
        assertThat(described.attributeDefinitions()).extracting(a -> a.attributeName() + ":"
                + a.attributeTypeAsString()).contains("GSI3SK:N", "LSI1SK:S").hasSize(8);
    }

    @Test
    void aPropertyCreateTableDoesNotKnowFailsTheConversion() {
        String template = "{\"Resources\":{\"T\":{\"Type\":\"AWS::DynamoDB::Table\",\"Properties\":"
                + "{\"TableName\":\"t\",\"Tags\":[]}}}}";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> CloudFormationCreateTable.convert(template, "T"))
                .hasMessageContaining("CreateTable has no property Tags");
    }

    /** A table name of its own, so that the run's shared moto_server holds no table of that name already. */
    private static Table renamed(Table table) {
        return new Table("export-cfn-" + table.name(), table.keySchema(), table.indexes(), table.settings(),
                table.entities(), table.accessPatterns(), table.items());
    }
}
