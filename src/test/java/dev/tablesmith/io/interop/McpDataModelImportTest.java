package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code dynamodb_data_model.json} of the DynamoDB MCP server, in the shape its
 * {@code prompts/json_generation_guide.md} prescribes (boto3 {@code create_table} tables, {@code batch_write_item}
 * items, access patterns as AWS CLI lines). Written here from that guide; no real file of this kind is public.
 */
class McpDataModelImportTest {
    private static final String DATA_MODEL = """
            {
              "tables": [
                {
                  "AttributeDefinitions": [
                    {"AttributeName": "user_id", "AttributeType": "S"},
                    {"AttributeName": "sk", "AttributeType": "S"},
                    {"AttributeName": "status", "AttributeType": "S"},
                    {"AttributeName": "created_at", "AttributeType": "N"}
                  ],
                  "TableName": "Orders",
                  "KeySchema": [
                    {"AttributeName": "user_id", "KeyType": "HASH"},
                    {"AttributeName": "sk", "KeyType": "RANGE"}
                  ],
                  "GlobalSecondaryIndexes": [
                    {"IndexName": "ByStatus",
                     "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"},
                                   {"AttributeName": "created_at", "KeyType": "RANGE"}],
                     "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}}
                  ],
                  "BillingMode": "PAY_PER_REQUEST"
                }
              ],
              "items": {
                "Orders": [
                  {"PutRequest": {"Item": {"user_id": {"S": "u1"}, "sk": {"S": "ORDER#1"}, "status": {"S": "OPEN"},
                                           "created_at": {"N": "1720000000"}, "total": {"N": "19.99"},
                                           "gift": {"BOOL": false}}}},
                  {"PutRequest": {"Item": {"user_id": {"S": "u1"}, "total": {"N": "5"}}}}
                ],
                "Missing": []
              },
              "access_patterns": [
                {"pattern": "1", "description": "Orders of a user", "table": "Orders", "index": null,
                 "dynamodb_operation": "Query",
                 "implementation": "aws dynamodb query --table-name Orders --key-condition-expression 'user_id = :u'"},
                {"pattern": "2", "description": "Open orders", "table": "Orders", "index": "ByStatus",
                 "dynamodb_operation": "Query", "implementation": "aws dynamodb query --table-name Orders --index-name ByStatus"}
              ]
            }
            """;

    private static List<String> messagesAt(ImportResult result, String path) {
        return result.warnings().stream().filter(w -> w.path().equals(path)).map(ImportWarning::message).toList();
    }

    @Test
    void createTableTablesAndBatchWriteItemsAreImported() throws Exception {
        assertThat(DesignImport.detect(DATA_MODEL)).contains(SourceFormat.MCP_DATA_MODEL);
        ImportResult result = DesignImport.read(DATA_MODEL, "dynamodb_data_model.json", "dynamodb_data_model");
        Table orders = result.design().table();

        assertThat(orders.name()).isEqualTo("Orders");
        assertThat(orders.keySchema().attributes()).containsExactly(KeyAttribute.s("user_id"), KeyAttribute.s("sk"));
        SecondaryIndex byStatus = orders.index("ByStatus").orElseThrow();
        assertThat(byStatus.keySchema().attributes())
                .containsExactly(KeyAttribute.s("status"), new KeyAttribute("created_at", ScalarType.N));
        assertThat(byStatus.projection().type()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(orders.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(orders.items()).singleElement().satisfies(item ->
                assertThat(item.get("gift")).contains(new AttributeValue.Bool(false)));
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void whatTheDesignCannotHoldIsWarnedAtItsPointer() throws Exception {
        ImportResult result = DesignImport.read(DATA_MODEL, "dynamodb_data_model.json", "dynamodb_data_model");

        assertThat(messagesAt(result, "/items/Orders/1/PutRequest/Item")).singleElement().asString()
                .contains("no sk");
        assertThat(messagesAt(result, "/items/Missing")).hasSize(1);
        assertThat(messagesAt(result, "/access_patterns/1")).singleElement().asString()
                .contains("Query on ByStatus");
    }
}
