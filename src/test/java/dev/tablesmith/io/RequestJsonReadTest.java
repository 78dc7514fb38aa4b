package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestJsonReadTest {
    private static final AttributeValue.S ORDER_O9 = new AttributeValue.S("ORDER#o9");

    @Test
    void queryWithEveryParameterBecomesTheQueryRecord() throws Exception {
        QueryRequest query = RequestJson.readQuery("""
                {
                  "TableName": "commerce-main",
                  "IndexName": "GSI1",
                  "KeyConditionExpression": "GSI1PK = :s AND GSI1SK BETWEEN :a AND :b",
                  "FilterExpression": "#total > :min",
                  "ProjectionExpression": "PK, SK, #total",
                  "ExpressionAttributeNames": { "#total": "total" },
                  "ExpressionAttributeValues": {
                    ":s": { "S": "STATUS#PENDING" },
                    ":a": { "S": "2026-07-01" },
                    ":b": { "S": "2026-07-31" },
                    ":min": { "N": "20.00" }
                  },
                  "ScanIndexForward": false,
                  "Limit": 50,
                  "ExclusiveStartKey": {
                    "GSI1PK": { "S": "STATUS#PENDING" },
                    "GSI1SK": { "S": "2026-07-14T09:30Z" },
                    "PK": { "S": "CUST#c1" },
                    "SK": { "S": "ORDER#2026-07-14#o9" }
                  },
                  "ConsistentRead": false,
                  "Select": "ALL_PROJECTED_ATTRIBUTES",
                  "ReturnConsumedCapacity": "INDEXES"
                }
                """, "req.json");

        assertThat(query).isEqualTo(new QueryRequest("commerce-main", "GSI1",
                "GSI1PK = :s AND GSI1SK BETWEEN :a AND :b", "#total > :min", "PK, SK, #total",
                Map.of("#total", "total"),
                Map.of(":s", AttributeValue.s("STATUS#PENDING"), ":a", AttributeValue.s("2026-07-01"),
                        ":b", AttributeValue.s("2026-07-31"), ":min", AttributeValue.n("20.00")),
                false, 50,
                Map.of("GSI1PK", AttributeValue.s("STATUS#PENDING"), "GSI1SK", AttributeValue.s("2026-07-14T09:30Z"),
                        "PK", AttributeValue.s("CUST#c1"), "SK", AttributeValue.s("ORDER#2026-07-14#o9")),
                false, Select.ALL_PROJECTED_ATTRIBUTES, ReturnConsumedCapacity.INDEXES));
    }

    @Test
    void placeholdersKeepTheOrderOfTheFileForDynamoDbsUnusedKeyMessages() throws Exception {
        QueryRequest query = RequestJson.readQuery("""
                { "TableName": "tbl", "KeyConditionExpression": "PK = :z",
                  "ExpressionAttributeNames": { "#z": "z", "#a": "a", "#m": "m" },
                  "ExpressionAttributeValues": { ":z": { "S": "1" }, ":a": { "S": "2" }, ":m": { "S": "3" } } }
                """, "req.json");

        assertThat(query.expressionAttributeNames().keySet()).containsExactly("#z", "#a", "#m");
        assertThat(query.expressionAttributeValues().keySet()).containsExactly(":z", ":a", ":m");
    }

    @Test
    void absentParametersAreNullSoDefaultsStayDynamoDbs() throws Exception {
        QueryRequest query = RequestJson.readQuery("""
                { "TableName": "commerce-main", "KeyConditionExpression": "PK = :pk",
                  "ExpressionAttributeValues": { ":pk": { "S": "ORDER#o9" } } }
                """, "req.json");

        assertThat(query).isEqualTo(new QueryRequest("commerce-main", null, "PK = :pk", null, null, null,
                Map.of(":pk", ORDER_O9), null, null, null, null, null, null));
        assertThat(query.forward()).isTrue();
        assertThat(query.strong()).isFalse();
    }

    @Test
    void emptyPlaceholderMapsAreKeptApartFromAbsentOnes() throws Exception {
        QueryRequest query = RequestJson.readQuery("""
                { "TableName": "tbl", "KeyConditionExpression": "PK = a", "ExpressionAttributeNames": {},
                  "ExpressionAttributeValues": {} }
                """, "req.json");

        assertThat(query.expressionAttributeNames()).isNotNull().isEmpty();
        assertThat(query.expressionAttributeValues()).isNotNull().isEmpty();
    }

    @Test
    void numbersStayExactlyAsWrittenAndEveryDynamoDbJsonTypeIsRead() throws Exception {
        QueryRequest query = RequestJson.readQuery("""
                { "TableName": "tbl", "KeyConditionExpression": "PK = :pk",
                  "ExpressionAttributeValues": {
                    ":pk": { "N": "1E2" },
                    ":b": { "B": "AAH/" },
                    ":bool": { "BOOL": true },
                    ":null": { "NULL": true },
                    ":l": { "L": [ { "S": "a" }, { "N": "-0.50" } ] },
                    ":m": { "M": { "k": { "SS": ["x", "y"] } } },
                    ":ns": { "NS": ["1", "2.5"] },
                    ":bs": { "BS": ["AA==", "AQ=="] }
                  } }
                """, "req.json");

        assertThat(query.expressionAttributeValues()).containsExactly(
                Map.entry(":pk", AttributeValue.n("1E2")),
                Map.entry(":b", AttributeValue.b(new byte[] {0, 1, (byte) 0xff})),
                Map.entry(":bool", AttributeValue.bool(true)),
                Map.entry(":null", AttributeValue.nul()),
                Map.entry(":l", AttributeValue.l(List.of(AttributeValue.s("a"), AttributeValue.n("-0.50")))),
                Map.entry(":m", AttributeValue.m(Map.of("k", new AttributeValue.SS(List.of("x", "y"))))),
                Map.entry(":ns", new AttributeValue.NS(List.of("1", "2.5"))),
                Map.entry(":bs", new AttributeValue.BS(List.of(AttributeValue.b(new byte[] {0}),
                        AttributeValue.b(new byte[] {1})))));
    }

    @Test
    void scanReadsParallelScanSegments() throws Exception {
        ScanRequest scan = RequestJson.readScan("""
                { "TableName": "commerce-main", "IndexName": "GSI2", "FilterExpression": "total > :t",
                  "ExpressionAttributeValues": { ":t": { "N": "25" } }, "Limit": 10, "ConsistentRead": false,
                  "Select": "COUNT", "ReturnConsumedCapacity": "TOTAL", "Segment": 0, "TotalSegments": 4 }
                """, "scan.json");

        assertThat(scan).isEqualTo(new ScanRequest("commerce-main", "GSI2", "total > :t", null, null,
                Map.of(":t", AttributeValue.n("25")), 10, null, false, Select.COUNT, ReturnConsumedCapacity.TOTAL,
                0, 4));
    }

    @Test
    void getItemReadsTheKeyAndProjection() throws Exception {
        GetItemRequest get = RequestJson.readGetItem("""
                { "TableName": "commerce-main", "Key": { "PK": { "S": "CUST#c1" }, "SK": { "S": "PROFILE" } },
                  "ProjectionExpression": "#n, email", "ExpressionAttributeNames": { "#n": "name" },
                  "ConsistentRead": true, "ReturnConsumedCapacity": "NONE" }
                """, "get.json");

        assertThat(get).isEqualTo(new GetItemRequest("commerce-main",
                Map.of("PK", AttributeValue.s("CUST#c1"), "SK", AttributeValue.s("PROFILE")), "#n, email",
                Map.of("#n", "name"), true, ReturnConsumedCapacity.NONE));
        assertThat(get.strong()).isTrue();
    }

    @Test
    void batchGetItemKeepsTablesAndKeysInRequestOrder() throws Exception {
        BatchGetItemRequest batch = RequestJson.readBatchGetItem("""
                {
                  "RequestItems": {
                    "products": {
                      "Keys": [ { "PK": { "S": "PROD#sku-205" } }, { "PK": { "S": "PROD#sku-101" } } ],
                      "ProjectionExpression": "title",
                      "ConsistentRead": true
                    },
                    "commerce-main": {
                      "Keys": [ { "PK": { "S": "ORDER#o9" }, "SK": { "S": "META" } } ],
                      "ExpressionAttributeNames": { "#s": "status" },
                      "ProjectionExpression": "#s"
                    }
                  },
                  "ReturnConsumedCapacity": "TOTAL"
                }
                """, "batch.json");

        assertThat(batch.requestItems().keySet()).containsExactly("products", "commerce-main");
        assertThat(batch.requestItems().get("products")).isEqualTo(new KeysAndAttributes(
                List.of(Map.of("PK", AttributeValue.s("PROD#sku-205")), Map.of("PK", AttributeValue.s("PROD#sku-101"))),
                "title", null, true));
        assertThat(batch.requestItems().get("commerce-main")).isEqualTo(new KeysAndAttributes(
                List.of(Map.of("PK", ORDER_O9, "SK", AttributeValue.s("META"))), "#s", Map.of("#s", "status"), null));
        assertThat(batch.returnConsumedCapacity()).isEqualTo(ReturnConsumedCapacity.TOTAL);
    }

    @Test
    void byteOrderMarkAndUtf8TextAreAccepted() throws Exception {
        byte[] bytes = ("\uFEFF{ \"TableName\": \"tbl\", \"KeyConditionExpression\": \"PK = :pk\","
                + " \"ExpressionAttributeValues\": { \":pk\": { \"S\": \"caf\u00e9 \uD83D\uDE80\" } } }")
                .getBytes(StandardCharsets.UTF_8);

        QueryRequest query = RequestJson.readQuery(bytes, "req.json");

        assertThat(query.expressionAttributeValues()).containsEntry(":pk", AttributeValue.s("caf\u00e9 \uD83D\uDE80"));
    }
}
