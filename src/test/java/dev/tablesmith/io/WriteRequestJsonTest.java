package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteItemResponse;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WriteRequestJsonTest {
    private static final String FULFIL = """
            {
              "TableName": "commerce-main",
              "Key": { "PK": { "S": "CUST#c1" }, "SK": { "S": "ORDER#2026-07-14#o9" } },
              "UpdateExpression": "SET GSI1PK = :f REMOVE GSI2PK",
              "ConditionExpression": "attribute_exists(GSI2PK)",
              "ExpressionAttributeValues": { ":f": { "S": "STATUS#FULFILLED" } },
              "ReturnValues": "ALL_NEW"
            }
            """;

    private static List<String> problems(String json, String operation) {
        RequestJsonException e = catchThrowableOfType(RequestJsonException.class,
                () -> RequestJson.readWrite(json, "req.json", operation));
        assertThat(e).as("a RequestJsonException").isNotNull();
        return e.problems().stream().map(RequestProblem::toString).toList();
    }

    @Test
    void anUpdateIsToldByItsUpdateExpression() throws Exception {
        UpdateItemRequest update = (UpdateItemRequest) RequestJson.readWrite(FULFIL, "req.json", null);
        assertThat(update.updateExpression()).isEqualTo("SET GSI1PK = :f REMOVE GSI2PK");
        assertThat(update.key()).containsEntry("PK", AttributeValue.s("CUST#c1"));
        assertThat(update.returnValues()).isEqualTo(ReturnValues.ALL_NEW);
        assertThat(update.operation()).isEqualTo("UpdateItem");
    }

    @Test
    void aPutIsToldByItsItemAndADeleteMustBeNamed() throws Exception {
        PutItemRequest put = (PutItemRequest) RequestJson.readWrite("""
                { "TableName": "tbl", "Item": { "PK": { "S": "a" } }, "ConditionExpression": "attribute_not_exists(PK)" }
                """, "req.json", null);
        assertThat(put.item()).isEqualTo(Item.of(Map.of("PK", AttributeValue.s("a"))));
        String delete = "{ \"TableName\": \"tbl\", \"Key\": { \"PK\": { \"S\": \"a\" } } }";
        assertThat(problems(delete, null)).singleElement().asString().contains("cannot tell which write this is");
        assertThat(RequestJson.readWrite(delete, "req.json", "DeleteItem")).isInstanceOf(DeleteItemRequest.class);
    }

    @Test
    void transactItemsHoldOneActionEach() throws Exception {
        TransactWriteItemsRequest t = (TransactWriteItemsRequest) RequestJson.readWrite("""
                { "TransactItems": [
                    { "Put": { "TableName": "tbl", "Item": { "PK": { "S": "a" } } } },
                    { "ConditionCheck": { "TableName": "tbl", "Key": { "PK": { "S": "b" } },
                      "ConditionExpression": "attribute_exists(PK)" } }
                ] }
                """, "req.json", null);
        assertThat(t.transactItems()).extracting(TransactWriteItem::action)
                .containsExactly(TransactWriteItem.Action.Put, TransactWriteItem.Action.ConditionCheck);
        assertThat(problems("""
                { "TransactItems": [ { "Put": { "TableName": "tbl", "Item": {} }, "Delete": {} } ] }
                """, null)).singleElement().asString()
                .contains("TransactItems[0]: a TransactItems element holds exactly one of Put, Update, Delete, "
                        + "ConditionCheck (found [Put, Delete])");
    }

    @Test
    void anUnknownFieldIsNamedWithTheNearestParameter() {
        assertThat(problems(FULFIL.replace("\"ReturnValues\"", "\"ReturnValue\""), "UpdateItem"))
                .singleElement().asString().contains("unknown request field 'ReturnValue' (did you mean "
                        + "'ReturnValues'?)");
    }

    @Test
    void responsesAndErrorsPrintAsDynamoDbReturnsThem() {
        assertThat(RequestJson.writeResponse(new WriteItemResponse(null, null))).isEqualTo("{}\n");
        assertThat(RequestJson.writeResponse(new WriteItemResponse(Item.of(Map.of("a", AttributeValue.n("1"))),
                null))).contains("\"Attributes\": {").contains("\"N\": \"1\"");
        String error = RequestJson.writeError(DynamoDbError.transactionCanceled(List.of(CancellationReason.NONE,
                new CancellationReason("ConditionalCheckFailed", "The conditional request failed", null))));
        assertThat(error).contains("\"__type\": \"com.amazonaws.dynamodb.v20120810#TransactionCanceledException\"")
                .contains("[None, ConditionalCheckFailed]")
                .contains("\"Code\": \"None\"")
                .contains("\"Message\": \"The conditional request failed\"");
    }
}
