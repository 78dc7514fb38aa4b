package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.BatchGetItemResponse;
import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RequestJsonWriteTest {
    private static final Item META = item("PK", AttributeValue.s("ORDER#o9"), "SK", AttributeValue.s("META"),
            "total", AttributeValue.n("59.98"));
    private static final Map<String, AttributeValue> O9_KEY = ordered("PK", AttributeValue.s("ORDER#o9"),
            "SK", AttributeValue.s("ITEM#sku-205"));

    private static Item item(Object... namesAndValues) {
        return new Item(ordered(namesAndValues));
    }

    private static Map<String, AttributeValue> ordered(Object... namesAndValues) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], (AttributeValue) namesAndValues[i + 1]);
        }
        return map;
    }

    @Test
    void queryResponseIsPrintedAsTheAwsCliPrintsIt() {
        QueryResponse response = new QueryResponse(List.of(META), 1, 3, O9_KEY,
                new ConsumedCapacity("commerce-main", Capacity.read(0.5), null, null, null));

        assertThat(RequestJson.writeResponse(response)).isEqualTo("""
                {
                    "Items": [
                        {
                            "PK": {
                                "S": "ORDER#o9"
                            },
                            "SK": {
                                "S": "META"
                            },
                            "total": {
                                "N": "59.98"
                            }
                        }
                    ],
                    "Count": 1,
                    "ScannedCount": 3,
                    "LastEvaluatedKey": {
                        "PK": {
                            "S": "ORDER#o9"
                        },
                        "SK": {
                            "S": "ITEM#sku-205"
                        }
                    },
                    "ConsumedCapacity": {
                        "TableName": "commerce-main",
                        "CapacityUnits": 0.5,
                        "ReadCapacityUnits": 0.5
                    }
                }
                """);
    }

    @Test
    void completeResultWithoutCapacityHasNeitherLastEvaluatedKeyNorConsumedCapacity() {
        assertThat(RequestJson.writeResponse(new QueryResponse(List.of(), 0, 0, null, null))).isEqualTo("""
                {
                    "Items": [],
                    "Count": 0,
                    "ScannedCount": 0
                }
                """);
    }

    @Test
    void selectCountResponseHasNoItemsMemberAtAll() {
        QueryResponse response = new QueryResponse(List.of(), 2, 5, null, null);

        assertThat(RequestJson.writeResponse(response, Select.COUNT)).isEqualTo("""
                {
                    "Count": 2,
                    "ScannedCount": 5
                }
                """);
        assertThat(RequestJson.writeResponse(response, Select.ALL_ATTRIBUTES)).startsWith("{\n    \"Items\": [],\n");
    }

    @Test
    void indexesCapacityBreaksTheTotalDownByTableAndIndex() {
        ConsumedCapacity capacity = new ConsumedCapacity("commerce-main", Capacity.read(1.5), Capacity.read(0),
                Map.of("GSI2", Capacity.read(1.0), "GSI1", Capacity.read(0.5)), Map.of("LSI1", Capacity.read(0)));

        assertThat(RequestJson.writeResponse(new QueryResponse(List.of(), 0, 0, null, capacity))).isEqualTo("""
                {
                    "Items": [],
                    "Count": 0,
                    "ScannedCount": 0,
                    "ConsumedCapacity": {
                        "TableName": "commerce-main",
                        "CapacityUnits": 1.5,
                        "ReadCapacityUnits": 1.5,
                        "Table": {
                            "CapacityUnits": 0.0,
                            "ReadCapacityUnits": 0.0
                        },
                        "LocalSecondaryIndexes": {
                            "LSI1": {
                                "CapacityUnits": 0.0,
                                "ReadCapacityUnits": 0.0
                            }
                        },
                        "GlobalSecondaryIndexes": {
                            "GSI1": {
                                "CapacityUnits": 0.5,
                                "ReadCapacityUnits": 0.5
                            },
                            "GSI2": {
                                "CapacityUnits": 1.0,
                                "ReadCapacityUnits": 1.0
                            }
                        }
                    }
                }
                """);
    }

    @Test
    void everyAttributeTypeIsWrittenInDynamoDbJson() {
        Item item = item(
                "b", AttributeValue.b(new byte[] {0, 1, (byte) 0xff}),
                "bool", AttributeValue.bool(false),
                "null", AttributeValue.nul(),
                "l", AttributeValue.l(List.of(AttributeValue.n("1E2"), AttributeValue.s("x"))),
                "m", AttributeValue.m(Map.of("k", new AttributeValue.NS(List.of("1", "2.5")))),
                "ss", new AttributeValue.SS(List.of("a")),
                "bs", new AttributeValue.BS(List.of(AttributeValue.b(new byte[] {0}))),
                "text", AttributeValue.s("caf\u00e9 \uD83D\uDE80 \"q\"\n"));

        assertThat(RequestJson.writeResponse(new GetItemResponse(item, null))).isEqualTo("""
                {
                    "Item": {
                        "b": {
                            "B": "AAH/"
                        },
                        "bool": {
                            "BOOL": false
                        },
                        "null": {
                            "NULL": true
                        },
                        "l": {
                            "L": [
                                {
                                    "N": "1E2"
                                },
                                {
                                    "S": "x"
                                }
                            ]
                        },
                        "m": {
                            "M": {
                                "k": {
                                    "NS": [
                                        "1",
                                        "2.5"
                                    ]
                                }
                            }
                        },
                        "ss": {
                            "SS": [
                                "a"
                            ]
                        },
                        "bs": {
                            "BS": [
                                "AA=="
                            ]
                        },
                        "text": {
                            "S": "caf\u00e9 \uD83D\uDE80 \\"q\\"\\n"
                        }
                    }
                }
                """);
    }

    @Test
    void getItemThatFindsNothingPrintsAnEmptyObject() {
        assertThat(RequestJson.writeResponse(new GetItemResponse(null, null))).isEqualTo("{}\n");
    }

    @Test
    void getItemCapacityFollowsTheItem() {
        assertThat(RequestJson.writeResponse(new GetItemResponse(item("PK", AttributeValue.s("CUST#c1")),
                new ConsumedCapacity("commerce-main", Capacity.read(1.0), null, null, null)))).isEqualTo("""
                {
                    "Item": {
                        "PK": {
                            "S": "CUST#c1"
                        }
                    },
                    "ConsumedCapacity": {
                        "TableName": "commerce-main",
                        "CapacityUnits": 1.0,
                        "ReadCapacityUnits": 1.0
                    }
                }
                """);
    }

    @Test
    void batchGetItemResponseHasResponsesUnprocessedKeysAndACapacityList() {
        BatchGetItemResponse response = new BatchGetItemResponse(Map.of("commerce-main", List.of(META)), Map.of(),
                List.of(new ConsumedCapacity("commerce-main", Capacity.read(0.5), null, null, null)));

        assertThat(RequestJson.writeResponse(response)).isEqualTo("""
                {
                    "Responses": {
                        "commerce-main": [
                            {
                                "PK": {
                                    "S": "ORDER#o9"
                                },
                                "SK": {
                                    "S": "META"
                                },
                                "total": {
                                    "N": "59.98"
                                }
                            }
                        ]
                    },
                    "UnprocessedKeys": {},
                    "ConsumedCapacity": [
                        {
                            "TableName": "commerce-main",
                            "CapacityUnits": 0.5,
                            "ReadCapacityUnits": 0.5
                        }
                    ]
                }
                """);
    }

    @Test
    void writeUnitsAppearOnlyWhenConsumed() {
        assertThat(ResponseTree.capacity(Capacity.write(2.0))).containsExactly(
                Map.entry("CapacityUnits", 2.0), Map.entry("WriteCapacityUnits", 2.0));
        assertThat(ResponseTree.capacity(Capacity.read(0.5))).containsExactly(
                Map.entry("CapacityUnits", 0.5), Map.entry("ReadCapacityUnits", 0.5));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"0.5, 0.5", "1, 1.0", "0, 0.0", "12.5, 12.5", "128, 128.0", "10000000, 10000000.0", "0.25, 0.25"})
    void capacityUnitsAreWrittenAsPythonWritesAFloat(double units, String text) {
        assertThat(ResponseJsonPrinter.floatText(units)).isEqualTo(text);
    }

    @Test
    void queryRequestWritesTheCliInputJsonAndReadsBackEqual() throws Exception {
        QueryRequest query = new QueryRequest("commerce-main", "GSI1", "GSI1PK = :s AND begins_with(GSI1SK, :d)",
                "#t > :min", "PK, SK", ordered2("#t", "total"),
                ordered(":s", AttributeValue.s("STATUS#PENDING"), ":d", AttributeValue.s("2026-07"),
                        ":min", AttributeValue.n("20")),
                false, 10, O9_KEY, false, Select.ALL_PROJECTED_ATTRIBUTES, ReturnConsumedCapacity.INDEXES);

        String text = RequestJson.writeRequest(query);

        assertThat(text).isEqualTo("""
                {
                    "TableName": "commerce-main",
                    "IndexName": "GSI1",
                    "KeyConditionExpression": "GSI1PK = :s AND begins_with(GSI1SK, :d)",
                    "FilterExpression": "#t > :min",
                    "ProjectionExpression": "PK, SK",
                    "ExpressionAttributeNames": {
                        "#t": "total"
                    },
                    "ExpressionAttributeValues": {
                        ":s": {
                            "S": "STATUS#PENDING"
                        },
                        ":d": {
                            "S": "2026-07"
                        },
                        ":min": {
                            "N": "20"
                        }
                    },
                    "ScanIndexForward": false,
                    "Limit": 10,
                    "ExclusiveStartKey": {
                        "PK": {
                            "S": "ORDER#o9"
                        },
                        "SK": {
                            "S": "ITEM#sku-205"
                        }
                    },
                    "ConsistentRead": false,
                    "Select": "ALL_PROJECTED_ATTRIBUTES",
                    "ReturnConsumedCapacity": "INDEXES"
                }
                """);
        assertThat(RequestJson.readQuery(text, "written")).isEqualTo(query);
    }

    @Test
    void minimalQueryWritesOnlyWhatIsGiven() throws Exception {
        QueryRequest query = new QueryRequest("tbl", null, "PK = :p", null, null, null,
                Map.of(":p", AttributeValue.s("x")), null, null, null, null, null, null);

        assertThat(RequestJson.writeRequest(query)).isEqualTo("""
                {
                    "TableName": "tbl",
                    "KeyConditionExpression": "PK = :p",
                    "ExpressionAttributeValues": {
                        ":p": {
                            "S": "x"
                        }
                    }
                }
                """);
        assertThat(RequestJson.readQuery(RequestJson.writeRequest(query), "written")).isEqualTo(query);
    }

    @Test
    void scanGetItemAndBatchGetItemRequestsReadBackEqual() throws Exception {
        ScanRequest scan = new ScanRequest("commerce-main", "GSI2", "#s = :s", "PK", Map.of("#s", "status"),
                Map.of(":s", AttributeValue.s("PENDING")), 5, O9_KEY, true, Select.COUNT,
                ReturnConsumedCapacity.TOTAL, 1, 3);
        GetItemRequest get = new GetItemRequest("commerce-main", O9_KEY, "#n", Map.of("#n", "name"), true,
                ReturnConsumedCapacity.NONE);
        BatchGetItemRequest batch = new BatchGetItemRequest(Map.of("commerce-main",
                new KeysAndAttributes(List.of(O9_KEY, Map.of("PK", AttributeValue.b(new byte[] {7}))), "PK",
                        null, false)), ReturnConsumedCapacity.INDEXES);

        assertThat(RequestJson.readScan(RequestJson.writeRequest(scan), "s")).isEqualTo(scan);
        assertThat(RequestJson.readGetItem(RequestJson.writeRequest(get), "g")).isEqualTo(get);
        assertThat(RequestJson.readBatchGetItem(RequestJson.writeRequest(batch), "b")).isEqualTo(batch);
    }

    @Test
    void batchGetItemRequestIsWrittenWithTheTablesEntryFieldsInApiOrder() {
        BatchGetItemRequest batch = new BatchGetItemRequest(Map.of("commerce-main",
                new KeysAndAttributes(List.of(Map.of("PK", AttributeValue.s("PROD#sku-101"))), "title",
                        Map.of("#t", "title"), true)), null);

        assertThat(RequestJson.writeRequest(batch)).isEqualTo("""
                {
                    "RequestItems": {
                        "commerce-main": {
                            "Keys": [
                                {
                                    "PK": {
                                        "S": "PROD#sku-101"
                                    }
                                }
                            ],
                            "ProjectionExpression": "title",
                            "ExpressionAttributeNames": {
                                "#t": "title"
                            },
                            "ConsistentRead": true
                        }
                    }
                }
                """);
    }

    private static Map<String, String> ordered2(String name, String value) {
        Map<String, String> map = new LinkedHashMap<>();
        map.put(name, value);
        return map;
    }
}
