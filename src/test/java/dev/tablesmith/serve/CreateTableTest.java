package dev.tablesmith.serve;

import static dev.tablesmith.serve.ControlPlaneFixtures.assertRefused;
import static dev.tablesmith.serve.ControlPlaneFixtures.assertValidation;
import static dev.tablesmith.serve.ControlPlaneFixtures.body;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * CreateTable's checks in DynamoDB's words (dynalite {@code test/createTable.js}, recorded on DynamoDB; ack-api-quirks
 * findings DDB-TABLE-123 to -129, verified on DynamoDB 2026-10-08) and the round trip CreateTable → DescribeTable.
 */
class CreateTableTest {
    private static final String P = "One or more parameter values were invalid: ";
    private final Design design = ControlPlaneFixtures.commerceMain();

    private ControlPlane.Change create(String json) {
        return ControlPlane.createTable(design, body(json));
    }

    private static final String AB = "'TableName':'abc','AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'},"
            + "{'AttributeName':'b','AttributeType':'S'}],'KeySchema':[{'KeyType':'HASH','AttributeName':'a'},"
            + "{'KeyType':'RANGE','AttributeName':'b'}],'ProvisionedThroughput':{'ReadCapacityUnits':1,"
            + "'WriteCapacityUnits':1}";

    @Test
    void roundTripCreateThenDescribeWithIndexes() {
        ControlPlane.Change change = create("{'TableName':'orders','BillingMode':'PAY_PER_REQUEST',"
                + "'AttributeDefinitions':[{'AttributeName':'pk','AttributeType':'S'},{'AttributeName':'sk','AttributeType':'N'},"
                + "{'AttributeName':'g','AttributeType':'B'},{'AttributeName':'l','AttributeType':'S'}],"
                + "'KeySchema':[{'AttributeName':'pk','KeyType':'HASH'},{'AttributeName':'sk','KeyType':'RANGE'}],"
                + "'GlobalSecondaryIndexes':[{'IndexName':'byG','KeySchema':[{'AttributeName':'g','KeyType':'HASH'}],"
                + "'Projection':{'ProjectionType':'INCLUDE','NonKeyAttributes':['zz','aa']}}],"
                + "'LocalSecondaryIndexes':[{'IndexName':'byL','KeySchema':[{'AttributeName':'pk','KeyType':'HASH'},"
                + "{'AttributeName':'l','KeyType':'RANGE'}],'Projection':{'ProjectionType':'KEYS_ONLY'}}],"
                + "'StreamSpecification':{'StreamEnabled':true,'StreamViewType':'KEYS_ONLY'}}");
        Table created = change.design().table("orders").orElseThrow();
        assertThat(created.keySchema().partitionKeyAttribute()).isEqualTo(KeyAttribute.s("pk"));
        assertThat(created.keySchema().sortKeyAttribute()).contains(KeyAttribute.n("sk"));
        assertThat(created.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        SecondaryIndex gsi = created.index("byG").orElseThrow();
        assertThat(gsi.isGlobal()).isTrue();
        assertThat(gsi.keySchema().partitionKeyAttribute().type()).isEqualTo(ScalarType.B);
        assertThat(gsi.projection().type()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(created.index("byL").orElseThrow().isGlobal()).isFalse();
        assertThat(change.design().tables()).hasSize(2);

        JsonNode response = change.response().get("TableDescription");
        assertThat(response.get("TableStatus").asText()).isEqualTo("ACTIVE");
        assertThat(response.get("ItemCount").asLong()).isZero();

        JsonNode described = ControlPlane.describeTable(change.design(), Map.of(), body("{'TableName':'orders'}"))
                .get("Table");
        assertThat(described.get("KeySchema")).isEqualTo(response.get("KeySchema"));
        assertThat(described.get("CreationDateTime")).isEqualTo(response.get("CreationDateTime"));
        assertThat(described.get("AttributeDefinitions").toString()).isEqualTo(body(
                "[{'AttributeName':'g','AttributeType':'B'},{'AttributeName':'l','AttributeType':'S'},"
                        + "{'AttributeName':'pk','AttributeType':'S'},{'AttributeName':'sk','AttributeType':'N'}]")
                .toString());
        JsonNode g = described.get("GlobalSecondaryIndexes").get(0);
        assertThat(g.get("Projection").toString()).isEqualTo(body(
                "{'ProjectionType':'INCLUDE','NonKeyAttributes':['aa','zz']}").toString());
        assertThat(g.get("IndexStatus").asText()).isEqualTo("ACTIVE");
        JsonNode l = described.get("LocalSecondaryIndexes").get(0);
        assertThat(l.get("IndexName").asText()).isEqualTo("byL");
        assertThat(l.has("ProvisionedThroughput")).isFalse();
        assertThat(described.get("StreamSpecification").get("StreamViewType").asText()).isEqualTo("KEYS_ONLY");
    }

    @Test
    void provisionedTableKeepsItsThroughputAndGsiThroughput() {
        ControlPlane.Change change = create("{'TableName':'prov','AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'},"
                + "{'AttributeName':'g','AttributeType':'S'}],'KeySchema':[{'AttributeName':'a','KeyType':'HASH'}],"
                + "'ProvisionedThroughput':{'ReadCapacityUnits':5,'WriteCapacityUnits':7},"
                + "'GlobalSecondaryIndexes':[{'IndexName':'gix','KeySchema':[{'AttributeName':'g','KeyType':'HASH'}],"
                + "'Projection':{'ProjectionType':'ALL'},'ProvisionedThroughput':{'ReadCapacityUnits':2,'WriteCapacityUnits':3}}]}");
        Table t = change.design().table("prov").orElseThrow();
        assertThat(t.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(t.settings().provisioned()).isEqualTo(new Throughput(5, 7));
        assertThat(t.index("gix").orElseThrow().provisioned()).isEqualTo(new Throughput(2, 3));
        JsonNode d = change.response().get("TableDescription");
        assertThat(d.get("ProvisionedThroughput").toString())
                .isEqualTo("{\"NumberOfDecreasesToday\":0,\"ReadCapacityUnits\":5,\"WriteCapacityUnits\":7}");
        assertThat(d.get("GlobalSecondaryIndexes").get(0).get("ProvisionedThroughput").get("WriteCapacityUnits")
                .asLong()).isEqualTo(3);
        assertThat(d.get("BillingModeSummary").get("BillingMode").asText()).isEqualTo("PROVISIONED");
    }

    @Test
    void existingTableIsResourceInUse() {
        assertRefused(() -> create("{'TableName':'commerce-main','BillingMode':'PAY_PER_REQUEST',"
                        + "'AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'}],"
                        + "'KeySchema':[{'AttributeName':'a','KeyType':'HASH'}]}"),
                "ResourceInUseException", "Table already exists: commerce-main");
    }

    @Test
    void tableNameLengthThenShapeErrorsTogether() {
        // dynalite "should return ValidationException for short TableName" and "for null attributes"
        assertValidation(() -> create("{'TableName':'a;'}"),
                "TableName must be at least 3 characters long and at most 255 characters long");
        assertValidation(() -> create("{'TableName':'abc;'}"), "3 validation errors detected: "
                + "Value null at 'attributeDefinitions' failed to satisfy constraint: Member must not be null; "
                + "Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression "
                + "pattern: [a-zA-Z0-9_.-]+; Value null at 'keySchema' failed to satisfy constraint: Member must not be null");
    }

    @Test
    void capacityBelowOneAndEmptyKeySchema() {
        // dynalite "should return ValidationException for low ProvisionedThroughput.WriteCapacityUnits"
        assertValidation(() -> create("{'TableName':'abc','AttributeDefinitions':[],'KeySchema':[],"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':-1,'WriteCapacityUnits':-1}}"),
                "3 validation errors detected: Value '-1' at 'provisionedThroughput.writeCapacityUnits' failed to "
                        + "satisfy constraint: Member must have value greater than or equal to 1; Value '-1' at "
                        + "'provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must have "
                        + "value greater than or equal to 1; Value '[]' at 'keySchema' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 1");
        assertValidation(() -> create("{'TableName':'abc','AttributeDefinitions':[],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'}],"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':1000000000001,'WriteCapacityUnits':1}}"),
                "Given value 1000000000001 for ReadCapacityUnits is out of bounds");
    }

    @Test
    void attributeTypeMustBeBNOrS() {
        // dynalite "should return ValidationException for SS in attr definition"
        assertValidation(() -> create("{'TableName':'abc','AttributeDefinitions':[{'AttributeName':'b','AttributeType':'SS'}],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'}],"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':1,'WriteCapacityUnits':1}}"),
                "1 validation error detected: Value 'SS' at 'attributeDefinitions.1.member.attributeType' failed to "
                        + "satisfy constraint: Member must satisfy enum value set: [B, N, S]");
    }

    @Test
    void keyAttributesMustBeDefined() {
        // dynalite "missing key attr definition" and "... when double and valid"
        assertValidation(() -> create("{'TableName':'abc','AttributeDefinitions':[{'AttributeName':'b','AttributeType':'S'}],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'}],"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':1,'WriteCapacityUnits':1}}"),
                P + "Some index key attributes are not defined in AttributeDefinitions. Keys: [a], "
                        + "AttributeDefinitions: [b]");
        assertValidation(() -> create("{'TableName':'abc','AttributeDefinitions':[{'AttributeName':'b','AttributeType':'S'}],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'},{'KeyType':'RANGE','AttributeName':'b'}],"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':1,'WriteCapacityUnits':1}}"),
                "Invalid KeySchema: Some index key attribute have no definition");
    }

    @Test
    void keySchemaOrderAndNames() {
        // dynalite "for 5", "for 6", "for 7"; DDB-TABLE-124
        String defs = "'TableName':'abc','AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'},"
                + "{'AttributeName':'b','AttributeType':'S'}],'ProvisionedThroughput':{'ReadCapacityUnits':1,"
                + "'WriteCapacityUnits':1},";
        assertValidation(() -> create("{" + defs + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'},"
                        + "{'KeyType':'HASH','AttributeName':'a'}]}"),
                "Both the Hash Key and the Range Key element in the KeySchema have the same name");
        assertValidation(() -> create("{" + defs + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'},"
                        + "{'KeyType':'HASH','AttributeName':'b'}]}"),
                "Invalid KeySchema: The second KeySchemaElement is not a RANGE key type");
        assertValidation(() -> create("{" + defs + "'KeySchema':[{'KeyType':'RANGE','AttributeName':'a'},"
                        + "{'KeyType':'HASH','AttributeName':'b'}]}"),
                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
    }

    @Test
    void attributeDefinitionsMustMatchKeysExactly() {
        // dynalite "for 9"; DDB-TABLE-127 (unused definition with indexes, duplicated name)
        assertValidation(() -> create("{'TableName':'abc','AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'},"
                        + "{'AttributeName':'c','AttributeType':'S'},{'AttributeName':'b','AttributeType':'S'}],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'},{'KeyType':'RANGE','AttributeName':'b'}],"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':1,'WriteCapacityUnits':1}}"),
                P + "Number of attributes in KeySchema does not exactly match number of attributes defined in "
                        + "AttributeDefinitions");
        assertValidation(() -> create("{'TableName':'abc','BillingMode':'PAY_PER_REQUEST',"
                        + "'AttributeDefinitions':[{'AttributeName':'pk','AttributeType':'S'},"
                        + "{'AttributeName':'g','AttributeType':'S'},{'AttributeName':'x','AttributeType':'S'}],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'pk'}],'GlobalSecondaryIndexes':[{'IndexName':'gsi',"
                        + "'KeySchema':[{'AttributeName':'g','KeyType':'HASH'}],'Projection':{'ProjectionType':'ALL'}}]}"),
                P + "Some AttributeDefinitions are not used. AttributeDefinitions: [pk, g, x], keys used: [pk, g]");
        assertValidation(() -> create("{'TableName':'abc','BillingMode':'PAY_PER_REQUEST',"
                        + "'AttributeDefinitions':[{'AttributeName':'pk','AttributeType':'S'},"
                        + "{'AttributeName':'pk','AttributeType':'N'}],'KeySchema':[{'KeyType':'HASH','AttributeName':'pk'}]}"),
                P + "Attribute Name is duplicated: pk");
    }

    @Test
    void billingModeGatesThroughput() {
        // DDB-TABLE-128
        assertValidation(() -> create("{'TableName':'abc','BillingMode':'PAY_PER_REQUEST',"
                        + "'AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'}],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'}],"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':1,'WriteCapacityUnits':1}}"),
                P + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST");
        assertValidation(() -> create("{'TableName':'abc','AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'}],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'}]}"),
                P + "ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED");
        String gsi = "'GlobalSecondaryIndexes':[{'IndexName':'g-a','KeySchema':[{'AttributeName':'g','KeyType':'HASH'}],"
                + "'Projection':{'ProjectionType':'ALL'}%s}]";
        String table = "'TableName':'abc','AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'},"
                + "{'AttributeName':'g','AttributeType':'S'}],'KeySchema':[{'KeyType':'HASH','AttributeName':'a'}],";
        assertValidation(() -> create("{" + table + "'BillingMode':'PAY_PER_REQUEST'," + String.format(gsi,
                        ",'ProvisionedThroughput':{'ReadCapacityUnits':1,'WriteCapacityUnits':1}") + "}"),
                P + "ProvisionedThroughput should not be specified for index: g-a when BillingMode is PAY_PER_REQUEST");
        assertValidation(() -> create("{" + table + "'ProvisionedThroughput':{'ReadCapacityUnits':1,"
                        + "'WriteCapacityUnits':1}," + String.format(gsi, "") + "}"),
                P + "ProvisionedThroughput is not specified for index: g-a");
    }

    @Test
    void localIndexRules() {
        // dynalite "for 14", "for 17", "for 18", "for 26"; DDB-TABLE-129
        String lsi = "{" + AB + ",'LocalSecondaryIndexes':[%s]}";
        String all = "'Projection':{'ProjectionType':'ALL'}";
        assertValidation(() -> create("{'TableName':'abc','AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'},"
                        + "{'AttributeName':'c','AttributeType':'S'}],'KeySchema':[{'KeyType':'HASH','AttributeName':'a'}],"
                        + "'ProvisionedThroughput':{'ReadCapacityUnits':1,'WriteCapacityUnits':1},'LocalSecondaryIndexes':"
                        + "[{'IndexName':'abc','KeySchema':[{'AttributeName':'a','KeyType':'HASH'},{'AttributeName':'c',"
                        + "'KeyType':'RANGE'}]," + all + "}]}"),
                P + "Table KeySchema does not have a range key, which is required when specifying a LocalSecondaryIndex");
        assertValidation(() -> create(String.format(lsi, "{'IndexName':'abc','KeySchema':[{'AttributeName':'b',"
                        + "'KeyType':'HASH'}]," + all + "}")),
                P + "Index KeySchema does not have a range key for index: abc");
        assertValidation(() -> create(String.format(lsi, "{'IndexName':'abc','KeySchema':[{'AttributeName':'b',"
                        + "'KeyType':'HASH'},{'AttributeName':'a','KeyType':'RANGE'}]," + all + "}")),
                P + "Index KeySchema does not have the same leading hash key as table KeySchema for index: abc. "
                        + "index hash key: b, table hash key: a");
        String same = "{'IndexName':'%s','KeySchema':[{'AttributeName':'a','KeyType':'HASH'},{'AttributeName':'b',"
                + "'KeyType':'RANGE'}]," + all + "}";
        assertValidation(() -> create(String.format(lsi, String.format(same, "abc") + "," + String.format(same, "abc"))),
                P + "Duplicate index name: abc");
        String six = IntStream.range(0, 6).mapToObj(i -> String.format(same, "ix" + i)).collect(Collectors.joining(","));
        assertValidation(() -> create(String.format(lsi, six)),
                P + "Number of LocalSecondaryIndexes exceeds per-table limit of 5");
        assertValidation(() -> create(String.format(lsi, "")), P + "List of LocalSecondaryIndexes is empty");
    }

    @Test
    void projectionRules() {
        // dynalite "for 21", "for 24", "for 25"; DDB-TABLE-126
        String lsi = "{" + AB + ",'LocalSecondaryIndexes':[{'IndexName':'abc','KeySchema':[{'AttributeName':'a',"
                + "'KeyType':'HASH'},{'AttributeName':'b','KeyType':'RANGE'}],'Projection':%s}]}";
        assertValidation(() -> create(String.format(lsi, "{}")), P + "Unknown ProjectionType: null");
        assertValidation(() -> create(String.format(lsi, "{'ProjectionType':'ALL','NonKeyAttributes':['a']}")),
                P + "ProjectionType is ALL, but NonKeyAttributes is specified");
        assertValidation(() -> create(String.format(lsi, "{'ProjectionType':'KEYS_ONLY','NonKeyAttributes':['a']}")),
                P + "ProjectionType is KEYS_ONLY, but NonKeyAttributes is specified");
        assertValidation(() -> create(String.format(lsi, "{'ProjectionType':'INCLUDE'}")),
                P + "ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
        assertValidation(() -> create(String.format(lsi, "{'ProjectionType':'INCLUDE','NonKeyAttributes':['x','x']}")),
                P + "Duplicate element in NonKeyAttributes: x");
        assertValidation(() -> create(String.format(lsi, "{'ProjectionType':'abc','NonKeyAttributes':[]}")),
                "2 validation errors detected: Value 'abc' at 'localSecondaryIndexes.1.member.projection.projectionType' "
                        + "failed to satisfy constraint: Member must satisfy enum value set: [ALL, INCLUDE, KEYS_ONLY]; "
                        + "Value '[]' at 'localSecondaryIndexes.1.member.projection.nonKeyAttributes' failed to satisfy "
                        + "constraint: Member must have length greater than or equal to 1");
    }

    /** A PAY_PER_REQUEST CreateTable with table key {@code t} and one GSI keyed on {@code keyTypes} (k0, k1, ...). */
    private ControlPlane.Change createWithGsiKey(String... keyTypes) {
        StringBuilder defs = new StringBuilder("{'AttributeName':'t','AttributeType':'S'}");
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < keyTypes.length; i++) {
            defs.append(",{'AttributeName':'k").append(i).append("','AttributeType':'S'}");
            key.append(i == 0 ? "" : ",").append("{'AttributeName':'k").append(i).append("','KeyType':'")
                    .append(keyTypes[i]).append("'}");
        }
        return create("{'TableName':'multi','BillingMode':'PAY_PER_REQUEST','AttributeDefinitions':[" + defs
                + "],'KeySchema':[{'AttributeName':'t','KeyType':'HASH'}],'GlobalSecondaryIndexes':[{'IndexName':'gix',"
                + "'Projection':{'ProjectionType':'ALL'},'KeySchema':[" + key + "]}]}");
    }

    @Test
    void gsiMultiAttributeKeysUpToFourHashAndFourRange() {
        // ack-api-quirks DDB-TABLE-123 (verified on DynamoDB 2026-10-08)
        Table t = createWithGsiKey("HASH", "HASH", "HASH", "HASH", "RANGE", "RANGE", "RANGE", "RANGE")
                .design().table("multi").orElseThrow();
        assertThat(t.index("gix").orElseThrow().keySchema().partitionKey()).hasSize(4);
        assertThat(t.index("gix").orElseThrow().keySchema().sortKey()).hasSize(4);
        assertValidation(() -> createWithGsiKey("HASH", "HASH", "HASH", "HASH", "HASH"),
                "The KeySchema exceeds the maximum allowed number of HASH key attributes");
        assertValidation(() -> createWithGsiKey("HASH", "RANGE", "RANGE", "RANGE", "RANGE", "RANGE"),
                "The KeySchema exceeds the maximum allowed number of RANGE key attributes");
        assertValidation(() -> createWithGsiKey("HASH", "RANGE", "HASH"),
                "All HASH key attributes must precede RANGE key attributes in the KeySchema");
        assertValidation(() -> createWithGsiKey("RANGE", "HASH"),
                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
    }

    @Test
    void atMostTwentyGlobalIndexes() {
        // DDB-TABLE-129: 21 GSIs
        String defs = IntStream.range(0, 21).mapToObj(i -> ",{'AttributeName':'g" + i + "','AttributeType':'S'}")
                .collect(Collectors.joining());
        String gsis = IntStream.range(0, 21).mapToObj(i -> "{'IndexName':'gsi" + i + "','KeySchema':[{'AttributeName':'g"
                + i + "','KeyType':'HASH'}],'Projection':{'ProjectionType':'KEYS_ONLY'}}").collect(Collectors.joining(","));
        assertValidation(() -> create("{'TableName':'many','BillingMode':'PAY_PER_REQUEST','AttributeDefinitions':"
                        + "[{'AttributeName':'t','AttributeType':'S'}" + defs + "],'KeySchema':[{'AttributeName':'t',"
                        + "'KeyType':'HASH'}],'GlobalSecondaryIndexes':[" + gsis + "]}"),
                P + "GlobalSecondaryIndex count exceeds the per-table limit of 20");
    }

    @Test
    void enabledStreamNeedsAViewType() {
        assertValidation(() -> create("{'TableName':'abc','BillingMode':'PAY_PER_REQUEST',"
                        + "'AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'}],"
                        + "'KeySchema':[{'KeyType':'HASH','AttributeName':'a'}],'StreamSpecification':{'StreamEnabled':true}}"),
                P + "StreamViewType must be specified when StreamEnabled is true");
    }
}
