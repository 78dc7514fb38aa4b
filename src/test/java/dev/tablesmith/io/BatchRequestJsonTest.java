package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.TransactGetItemsRequest;
import dev.tablesmith.model.AttributeValue;
import org.junit.jupiter.api.Test;

/** Reading BatchWriteItem and TransactGetItems request JSON. */
class BatchRequestJsonTest {
    @Test
    void readsPutsAndDeletesPerTableInOrder() throws Exception {
        BatchWriteItemRequest request = RequestJson.readBatchWriteItem(("{\"RequestItems\":{\"t1\":["
                + "{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"a\"},\"n\":{\"N\":\"1.50\"}}}},"
                + "{\"DeleteRequest\":{\"Key\":{\"PK\":{\"S\":\"b\"}}}}]},\"ReturnConsumedCapacity\":\"TOTAL\"}")
                .getBytes(), "req.json");

        assertThat(request.requestItems().get("t1")).hasSize(2);
        assertThat(request.requestItems().get("t1").get(0).putItem().attributes()).containsKey("n");
        assertThat(request.requestItems().get("t1").get(1).deleteKey()).containsEntry("PK", AttributeValue.s("b"));
        assertThat(request.returnConsumedCapacity()).isEqualTo(ReturnConsumedCapacity.TOTAL);
    }

    /** dynalite test/batchWriteItem.js "should return ValidationException for incorrect attributes". */
    @Test
    void aPutRequestWithoutItemIsDynamoDbsConstraintError() {
        assertThatThrownBy(() -> RequestJson.readBatchWriteItem(
                "{\"RequestItems\":{\"t1\":[{\"PutRequest\":{}}]}}".getBytes(), "req.json"))
                .isInstanceOfSatisfying(RequestJsonException.class, e -> assertThat(e.answer()).hasValueSatisfying(
                        a -> assertThat(a.getMessage()).isEqualTo("1 validation error detected: Value null at "
                                + "'requestItems.t1.member.1.member.putRequest.item' failed to satisfy constraint: "
                                + "Member must not be null")));
    }

    @Test
    void aWriteRequestWithBothOrNeitherIsRefusedWithoutAnAnswer() {
        assertThatThrownBy(() -> RequestJson.readBatchWriteItem(("{\"RequestItems\":{\"t1\":[{\"PutRequest\":"
                + "{\"Item\":{\"PK\":{\"S\":\"a\"}}},\"DeleteRequest\":{\"Key\":{\"PK\":{\"S\":\"a\"}}}}]}}")
                .getBytes(), "req.json"))
                .isInstanceOfSatisfying(RequestJsonException.class, e -> {
                    assertThat(e.answer()).isEmpty();
                    assertThat(e.problems().get(0).message())
                            .isEqualTo("a write request holds exactly one of PutRequest and DeleteRequest");
                });
    }

    @Test
    void aListThatIsNotAnArrayIsAShapeProblem() {
        assertThatThrownBy(() -> RequestJson.readBatchWriteItem("{\"RequestItems\":{\"t1\":{}}}".getBytes(),
                "req.json")).isInstanceOf(RequestJsonException.class)
                .hasMessageContaining("RequestItems.t1");
    }

    @Test
    void readsTransactGets() throws Exception {
        TransactGetItemsRequest request = RequestJson.readTransactGetItems(("{\"TransactItems\":[{\"Get\":{"
                + "\"TableName\":\"t1\",\"Key\":{\"PK\":{\"S\":\"a\"}},\"ProjectionExpression\":\"#n\","
                + "\"ExpressionAttributeNames\":{\"#n\":\"name\"}}}]}").getBytes(), "req.json");

        assertThat(request.transactItems()).singleElement().satisfies(g -> {
            assertThat(g.tableName()).isEqualTo("t1");
            assertThat(g.projectionExpression()).isEqualTo("#n");
            assertThat(g.expressionAttributeNames()).containsEntry("#n", "name");
        });
    }
}
