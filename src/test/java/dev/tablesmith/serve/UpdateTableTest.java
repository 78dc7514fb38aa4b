package dev.tablesmith.serve;

import static dev.tablesmith.serve.ControlPlaneFixtures.assertRefused;
import static dev.tablesmith.serve.ControlPlaneFixtures.assertValidation;
import static dev.tablesmith.serve.ControlPlaneFixtures.body;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * UpdateTable on commerce-main (on-demand, GSI1 and GSI2): GSI create and delete, billing switches, and DynamoDB's
 * refusals (dynalite {@code test/updateTable.js}; ack-api-quirks DDB-TABLE-152, -159, -160, -162, -174, -359, -456,
 * verified on DynamoDB 2026-10).
 */
class UpdateTableTest {
    private static final String P = "One or more parameter values were invalid: ";
    private final Design design = ControlPlaneFixtures.commerceMain();
    private final Map<String, SimulatedTable> served = ControlPlaneFixtures.served(design);

    private ControlPlane.Change update(Design d, String json) {
        return ControlPlane.updateTable(d, served, body(json));
    }

    private ControlPlane.Change update(String json) {
        return update(design, json);
    }

    private static final String CREATE_BY_SKU = "{'TableName':'commerce-main',"
            + "'AttributeDefinitions':[{'AttributeName':'sku','AttributeType':'S'}],"
            + "'GlobalSecondaryIndexUpdates':[{'Create':{'IndexName':'bySku','KeySchema':[{'AttributeName':'sku',"
            + "'KeyType':'HASH'}],'Projection':{'ProjectionType':'KEYS_ONLY'}}}]}";

    @Test
    void createGsiAddsItToTheDesignAndCountsTheServedItems() {
        ControlPlane.Change change = update(CREATE_BY_SKU);
        Table after = change.design().table();
        assertThat(after.index("bySku")).isPresent();
        assertThat(after.index("GSI1")).isPresent();
        JsonNode d = change.response().get("TableDescription");
        JsonNode bySku = d.get("GlobalSecondaryIndexes").get(2);
        assertThat(bySku.get("IndexName").asText()).isEqualTo("bySku");
        assertThat(bySku.get("IndexStatus").asText()).isEqualTo("ACTIVE");
        List<Item> items = served.get("commerce-main").items();
        long withSku = items.stream().filter(i -> i.attributes().get("sku") instanceof AttributeValue.S s
                && !s.value().isEmpty()).count();
        assertThat(withSku).isPositive();
        assertThat(bySku.get("ItemCount").asLong()).isEqualTo(withSku);
        List<String> defs = new ArrayList<>();
        d.get("AttributeDefinitions").forEach(a -> defs.add(a.get("AttributeName").asText()));
        assertThat(defs).contains("sku");
    }

    @Test
    void deleteGsiRemovesItAndPrunesItsAttributeDefinitions() {
        ControlPlane.Change change = update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':"
                + "[{'Delete':{'IndexName':'GSI2'}}]}");
        assertThat(change.design().table().index("GSI2")).isEmpty();
        JsonNode d = change.response().get("TableDescription");
        // the response lists the index once more, DELETING (DDB-TABLE-165)
        JsonNode last = d.get("GlobalSecondaryIndexes").get(1);
        assertThat(last.get("IndexName").asText()).isEqualTo("GSI2");
        assertThat(last.get("IndexStatus").asText()).isEqualTo("DELETING");
        JsonNode described = ControlPlane.describeTable(change.design(), served, body("{'TableName':'commerce-main'}"))
                .get("Table");
        assertThat(described.get("GlobalSecondaryIndexes")).hasSize(1);
        // DDB-TABLE-151: GSI2PK no longer keys anything
        assertThat(described.get("AttributeDefinitions").toString()).doesNotContain("GSI2PK");
    }

    @Test
    void oneIndexCreateOrDeletePerRequest() {
        // DDB-TABLE-159: LimitExceededException, not ValidationException
        assertRefused(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':"
                        + "[{'Delete':{'IndexName':'GSI1'}},{'Delete':{'IndexName':'GSI2'}}]}"),
                "LimitExceededException",
                "Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table");
    }

    @Test
    void entryRules() {
        // DDB-TABLE-160; dynalite "empty index struct", "repeated GlobalSecondaryIndexUpdates"
        assertValidation(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':[{}]}"),
                P + "One of GlobalSecondaryIndexUpdate.Update, GlobalSecondaryIndexUpdate.Create, "
                        + "GlobalSecondaryIndexUpdate.Delete must not be null");
        assertValidation(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':"
                        + "[{'Delete':{'IndexName':'GSI1'}},{'Delete':{'IndexName':'GSI1'}}]}"),
                P + "Only one global secondary index update per index is allowed simultaneously. Index: GSI1");
        assertValidation(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':"
                        + "[{'Delete':{'IndexName':'GSI1'},'Update':{'IndexName':'GSI1','ProvisionedThroughput':"
                        + "{'ReadCapacityUnits':1,'WriteCapacityUnits':1}}}]}"),
                P + "Only one global secondary index action is allowed per GlobalSecondaryIndexUpdate object");
    }

    @Test
    void aRequestThatChangesNothingIsRefused() {
        // DDB-TABLE-359: an empty list alone counts as nothing; with another change it is refused itself
        String nothing = "At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
                + "GlobalSecondaryIndexUpdates, SSESpecification, ReplicaUpdates, MultiAccountReplicaReady, "
                + "ReplicaTransitRoleArn, MultiRegionConsistency, DeletionProtectionEnabled, OnDemandThroughput, "
                + "WarmThroughput or TableClass is required";
        assertValidation(() -> update("{'TableName':'commerce-main'}"), nothing);
        assertValidation(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':[]}"), nothing);
        assertValidation(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':[],"
                + "'BillingMode':'PAY_PER_REQUEST'}"), P + "List of GlobalSecondaryIndexUpdates is empty");
    }

    @Test
    void createRules() {
        // "Attempting to create an index which already exists"; DDB-TABLE-162 (definitions required)
        assertValidation(() -> update(CREATE_BY_SKU.replace("bySku", "GSI1")),
                "Attempting to create an index which already exists");
        assertValidation(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':[{'Create':"
                        + "{'IndexName':'bySku','KeySchema':[{'AttributeName':'sku','KeyType':'HASH'}],"
                        + "'Projection':{'ProjectionType':'ALL'}}}]}"),
                P + "AttributeDefinitions is not specified for index: bySku");
        assertValidation(() -> update(CREATE_BY_SKU.replace("'AttributeName':'sku','AttributeType'",
                        "'AttributeName':'other','AttributeType'")),
                P + "Some index key attributes are not defined in AttributeDefinitions. Keys: [sku], "
                        + "AttributeDefinitions: [other]");
        // DDB-TABLE-174: not together with a stream change
        assertValidation(() -> update(CREATE_BY_SKU.replace("{'TableName':'commerce-main',",
                        "{'TableName':'commerce-main','StreamSpecification':{'StreamEnabled':false},")),
                "You cannot create or delete index while changing stream status");
        // DDB-TABLE-128/152: under on-demand a new GSI takes no throughput
        assertValidation(() -> update(CREATE_BY_SKU.replace("'Projection':{'ProjectionType':'KEYS_ONLY'}",
                        "'Projection':{'ProjectionType':'KEYS_ONLY'},'ProvisionedThroughput':{'ReadCapacityUnits':1,"
                                + "'WriteCapacityUnits':1}")),
                P + "ProvisionedThroughput should not be specified for index: bySku when BillingMode is PAY_PER_REQUEST");
    }

    @Test
    void unknownIndexAndUnknownTable() {
        // DDB-TABLE-456 (ghost index); dynalite "ResourceNotFoundException if table does not exist"
        assertRefused(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':"
                        + "[{'Delete':{'IndexName':'ghost'}}]}"),
                "ResourceNotFoundException", "Requested resource not found: Index ghost for table commerce-main");
        assertRefused(() -> update("{'TableName':'nope','BillingMode':'PAY_PER_REQUEST'}"),
                "ResourceNotFoundException", "Requested resource not found: Table: nope not found");
    }

    @Test
    void switchingToProvisionedNeedsTableAndEveryGsiThroughput() {
        // DDB-TABLE-152
        assertValidation(() -> update("{'TableName':'commerce-main','BillingMode':'PROVISIONED'}"),
                P + "ProvisionedThroughput must be specified when BillingMode is PROVISIONED");
        assertValidation(() -> update("{'TableName':'commerce-main','BillingMode':'PROVISIONED',"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':50,'WriteCapacityUnits':50}}"),
                P + "ProvisionedThroughput must be specified for index: GSI1,GSI2");
        ControlPlane.Change change = update("{'TableName':'commerce-main','BillingMode':'PROVISIONED',"
                + "'ProvisionedThroughput':{'ReadCapacityUnits':50,'WriteCapacityUnits':40},"
                + "'GlobalSecondaryIndexUpdates':[{'Update':{'IndexName':'GSI1','ProvisionedThroughput':"
                + "{'ReadCapacityUnits':5,'WriteCapacityUnits':6}}},{'Update':{'IndexName':'GSI2',"
                + "'ProvisionedThroughput':{'ReadCapacityUnits':7,'WriteCapacityUnits':8}}}]}");
        Table after = change.design().table();
        assertThat(after.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(after.settings().provisioned()).isEqualTo(new Throughput(50, 40));
        assertThat(after.index("GSI2").orElseThrow().provisioned()).isEqualTo(new Throughput(7, 8));
        JsonNode d = change.response().get("TableDescription");
        assertThat(d.get("BillingModeSummary").get("BillingMode").asText()).isEqualTo("PROVISIONED");
        assertThat(d.get("GlobalSecondaryIndexes").get(0).get("ProvisionedThroughput").get("ReadCapacityUnits")
                .asLong()).isEqualTo(5);

        // and back to on-demand: every throughput leaves the design
        ControlPlane.Change back = update(change.design(), "{'TableName':'commerce-main',"
                + "'BillingMode':'PAY_PER_REQUEST'}");
        assertThat(back.design().table().settings().provisioned()).isNull();
        assertThat(back.design().table().index("GSI1").orElseThrow().provisioned()).isNull();

        // an unchanged throughput is refused (dynalite "should return ValidationException if read and write are same")
        assertValidation(() -> update(change.design(), "{'TableName':'commerce-main','ProvisionedThroughput':"
                        + "{'ReadCapacityUnits':50,'WriteCapacityUnits':40}}"),
                "The provisioned throughput for the table will not change. The requested value equals the current "
                        + "value. Current ReadCapacityUnits provisioned for the table: 50. Requested ReadCapacityUnits: "
                        + "50. Current WriteCapacityUnits provisioned for the table: 40. Requested WriteCapacityUnits: "
                        + "40. Refer to the Amazon DynamoDB Developer Guide for current limits and how to request "
                        + "higher limits.");
    }

    @Test
    void onDemandRefusesThroughputs() {
        // dynalite "ProvisionedThroughput update when PAY_PER_REQUEST"; DDB-TABLE-152 (GSI Update)
        assertValidation(() -> update("{'TableName':'commerce-main','ProvisionedThroughput':"
                        + "{'ReadCapacityUnits':1,'WriteCapacityUnits':1}}"),
                P + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST");
        assertValidation(() -> update("{'TableName':'commerce-main','GlobalSecondaryIndexUpdates':[{'Update':"
                        + "{'IndexName':'GSI1','ProvisionedThroughput':{'ReadCapacityUnits':1,'WriteCapacityUnits':1}}}]}"),
                P + "The only Updates for index: GSI1 when TableThroughputMode is PAY_PER_REQUEST can be to "
                        + "OnDemandThroughput, WarmThroughput");
    }

    @Test
    void membersTheDesignCannotHoldAreRefusedByName() {
        assertValidation(() -> update("{'TableName':'commerce-main','TableClass':'STANDARD_INFREQUENT_ACCESS'}"),
                "TableClass is not supported by the Tablesmith design endpoint");
    }

    @Test
    void streamOnAndOffWithDynamoDbsRefusals() {
        // ack-api-quirks DDB-TABLE-050 (verified on DynamoDB 2026-10-09); commerce-main has a NEW_AND_OLD_IMAGES stream
        assertValidation(() -> update("{'TableName':'commerce-main','StreamSpecification':{'StreamEnabled':true,"
                        + "'StreamViewType':'KEYS_ONLY'}}"),
                "Table already has an enabled stream: TableName: commerce-main");
        assertValidation(() -> update("{'TableName':'commerce-main','StreamSpecification':{'StreamEnabled':false,"
                        + "'StreamViewType':'KEYS_ONLY'}}"),
                P + "If stream is being disabled, then UpdateViewType must not be specified");
        ControlPlane.Change off = update("{'TableName':'commerce-main','StreamSpecification':{'StreamEnabled':false}}");
        assertThat(off.design().table().settings().streamViewType()).isNull();
        assertThat(off.response().get("TableDescription").has("StreamSpecification")).isFalse();
        assertValidation(() -> update(off.design(), "{'TableName':'commerce-main','StreamSpecification':"
                        + "{'StreamEnabled':false}}"),
                "Table has no stream to disable: TableName: commerce-main");
        assertValidation(() -> update(off.design(), "{'TableName':'commerce-main','StreamSpecification':"
                        + "{'StreamEnabled':true}}"),
                P + "If stream is being enabled then UpdateViewType is required");
        ControlPlane.Change on = update(off.design(), "{'TableName':'commerce-main','StreamSpecification':"
                + "{'StreamEnabled':true,'StreamViewType':'NEW_IMAGE'}}");
        assertThat(on.design().table().settings().streamViewType().name()).isEqualTo("NEW_IMAGE");
    }
}
