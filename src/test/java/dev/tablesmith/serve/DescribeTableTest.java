package dev.tablesmith.serve;

import static dev.tablesmith.serve.ControlPlaneFixtures.assertRefused;
import static dev.tablesmith.serve.ControlPlaneFixtures.assertValidation;
import static dev.tablesmith.serve.ControlPlaneFixtures.body;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** DescribeTable on commerce-main: the TableDescription matches the design and the served items. */
class DescribeTableTest {
    private final Design design = ControlPlaneFixtures.commerceMain();
    private final Map<String, SimulatedTable> served = ControlPlaneFixtures.served(design);
    private final Table table = design.table();

    private JsonNode describe() {
        return ControlPlane.describeTable(design, served, body("{'TableName':'commerce-main'}")).get("Table");
    }

    @Test
    void keySchemaAndSortedAttributeDefinitionsOfTableAndIndexes() {
        JsonNode d = describe();
        assertThat(d.get("TableName").asText()).isEqualTo("commerce-main");
        assertThat(d.get("TableStatus").asText()).isEqualTo("ACTIVE");
        assertThat(d.get("KeySchema")).isEqualTo(body(
                "[{'AttributeName':'PK','KeyType':'HASH'},{'AttributeName':'SK','KeyType':'RANGE'}]"));
        // only key attributes, sorted by name (ack-api-quirks DDB-TABLE-125, verified on DynamoDB 2026-10-08)
        List<String> names = new ArrayList<>();
        d.get("AttributeDefinitions").forEach(a -> names.add(a.get("AttributeName").asText()));
        assertThat(names).containsExactly("GSI1PK", "GSI1SK", "GSI2PK", "PK", "SK");
        d.get("AttributeDefinitions").forEach(a -> assertThat(a.get("AttributeType").asText()).isEqualTo("S"));
    }

    @Test
    void itemCountAndSizeAreThoseOfTheServedItems() {
        JsonNode d = describe();
        List<Item> items = served.get("commerce-main").items();
        long keyed = items.stream().filter(i -> i.attributes().containsKey("PK")
                && i.attributes().containsKey("SK")).count();
        long bytes = items.stream().filter(i -> i.attributes().containsKey("PK")
                && i.attributes().containsKey("SK")).mapToLong(ItemSize::of).sum();
        assertThat(keyed).isPositive();
        assertThat(d.get("ItemCount").asLong()).isEqualTo(keyed);
        assertThat(d.get("TableSizeBytes").asLong()).isEqualTo(bytes);
    }

    @Test
    void globalIndexesWithProjectionStatusAndSparseItemCounts() {
        JsonNode gsis = describe().get("GlobalSecondaryIndexes");
        assertThat(gsis).hasSize(2);
        JsonNode gsi1 = gsis.get(0);
        JsonNode gsi2 = gsis.get(1);
        assertThat(gsi1.get("IndexName").asText()).isEqualTo("GSI1");
        assertThat(gsi1.get("KeySchema")).isEqualTo(body(
                "[{'AttributeName':'GSI1PK','KeyType':'HASH'},{'AttributeName':'GSI1SK','KeyType':'RANGE'}]"));
        assertThat(gsi1.get("Projection")).isEqualTo(body("{'ProjectionType':'ALL'}"));
        assertThat(gsi1.get("IndexStatus").asText()).isEqualTo("ACTIVE");
        assertThat(gsi1.get("IndexArn").asText())
                .isEqualTo("arn:aws:dynamodb:ddblocal:000000000000:table/commerce-main/index/GSI1");
        assertThat(gsi2.get("KeySchema")).isEqualTo(body("[{'AttributeName':'GSI2PK','KeyType':'HASH'}]"));
        // GSI2 is sparse: it holds exactly the items with a string GSI2PK
        List<Item> items = served.get("commerce-main").items();
        long withGsi2 = items.stream().filter(i -> i.attributes().get("GSI2PK") instanceof AttributeValue.S s
                && !s.value().isEmpty()).count();
        assertThat(withGsi2).isPositive().isLessThan(items.size());
        assertThat(gsi2.get("ItemCount").asLong()).isEqualTo(withGsi2);
        long gsi2Bytes = items.stream().filter(i -> i.attributes().get("GSI2PK") instanceof AttributeValue.S s
                && !s.value().isEmpty()).mapToLong(ItemSize::of).sum();
        assertThat(gsi2.get("IndexSizeBytes").asLong()).isEqualTo(gsi2Bytes);
    }

    @Test
    void onDemandReportsZeroThroughputOnTableAndEveryGsi() {
        // ack-api-quirks DDB-TABLE-133 (verified on DynamoDB 2026-10-08)
        JsonNode d = describe();
        JsonNode zero = body("{'NumberOfDecreasesToday':0,'ReadCapacityUnits':0,'WriteCapacityUnits':0}");
        assertThat(d.get("ProvisionedThroughput").toString()).isEqualTo(zero.toString());
        d.get("GlobalSecondaryIndexes").forEach(g -> assertThat(g.get("ProvisionedThroughput").toString())
                .isEqualTo(zero.toString()));
        assertThat(d.get("BillingModeSummary").get("BillingMode").asText()).isEqualTo("PAY_PER_REQUEST");
    }

    @Test
    void arnIdStreamAndCreationTime() {
        JsonNode d = describe();
        assertThat(d.get("TableArn").asText()).isEqualTo("arn:aws:dynamodb:ddblocal:000000000000:table/commerce-main");
        assertThat(UUID.fromString(d.get("TableId").asText())).isNotNull();
        assertThat(d.get("TableId")).isEqualTo(describe().get("TableId"));
        assertThat(d.get("TableId").asText()).isNotEqualTo(TableDescriptions.tableId("other-table"));
        assertThat(d.get("StreamSpecification")).isEqualTo(body(
                "{'StreamEnabled':true,'StreamViewType':'NEW_AND_OLD_IMAGES'}"));
        assertThat(d.get("LatestStreamArn").asText()).startsWith(d.get("TableArn").asText() + "/stream/");
        assertThat(d.get("CreationDateTime").isNumber()).isTrue();
        assertThat(d.get("CreationDateTime").asLong()).isGreaterThan(1_700_000_000L);
        assertThat(d.get("DeletionProtectionEnabled").asBoolean()).isFalse();
    }

    @Test
    void aTableWithoutServedItemsHasNoItems() {
        JsonNode d = ControlPlane.describeTable(design, Map.of(), body("{'TableName':'commerce-main'}"))
                .get("Table");
        assertThat(d.get("ItemCount").asLong()).isZero();
        assertThat(d.get("TableSizeBytes").asLong()).isZero();
        assertThat(d.get("GlobalSecondaryIndexes").get(0).get("ItemCount").asLong()).isZero();
    }

    @Test
    void unknownTableIsResourceNotFound() {
        // dynalite test/deleteTable.js "should return ResourceNotFoundException if table does not exist"
        assertRefused(() -> ControlPlane.describeTable(design, served, body("{'TableName':'nope'}")),
                "ResourceNotFoundException", "Requested resource not found: Table: nope not found");
    }

    @Test
    void tableNameIsCheckedAsDynamoDbChecksIt() {
        // dynalite test/describeTable.js: short, long, bad characters
        assertValidation(() -> ControlPlane.describeTable(design, served, body("{'TableName':'a;'}")),
                "TableName must be at least 3 characters long and at most 255 characters long");
        assertValidation(() -> ControlPlane.describeTable(design, served, body("{'TableName':'abc;'}")),
                "1 validation error detected: Value 'abc;' at 'tableName' failed to satisfy constraint: "
                        + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        assertValidation(() -> ControlPlane.describeTable(design, served, body("{}")),
                "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: "
                        + "Member must not be null");
    }
}
