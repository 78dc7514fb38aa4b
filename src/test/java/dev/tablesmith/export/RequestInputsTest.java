package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Request values split back into literal text and the pattern's inputs, and the code written from them. */
class RequestInputsTest {
    private final Design design = CommerceMain.design();
    private final Table table = design.table();

    private AccessPatternPlan plan(String id) {
        return DesignPlans.of(design, table).stream().filter(p -> p.pattern().id().equals(id)).findFirst()
                .orElseThrow();
    }

    @Test
    void aKeyBuiltFromAnInputBecomesLiteralPlusParameter() {
        RequestInputs inputs = new RequestInputs(plan("AP1"));
        assertThat(inputs.inputs()).extracting(RequestInputs.Input::name).containsExactly("customerId");
        assertThat(inputs.readable(dev.tablesmith.model.AttributeValue.s("CUST#c1"))).isEqualTo("CUST#<customerId>");
    }

    @Test
    void aFixedEqualityIsNotAParameterAndBetweenHasTwoBounds() {
        RequestInputs inputs = new RequestInputs(plan("AP5"));
        assertThat(inputs.inputs()).extracting(RequestInputs.Input::name)
                .containsExactly("orderedAtFrom", "orderedAtTo");
    }

    @Test
    void eachLanguageConcatenatesTheParameterIntoTheKey() {
        RequestSpec request = RequestSpec.of(plan("AP2"));
        assertThat(new JavaRequestWriter("commerce-main").function(request))
                .contains("ap2ACustomersOrdersNewestFirst(DynamoDbClient dynamoDb, String customerId)")
                .contains("AttributeValue.fromS(\"CUST#\" + customerId)").contains(".scanIndexForward(false)")
                .contains(".limit(20)");
        assertThat(new PythonRequestWriter().function(request))
                .contains("def ap2_a_customers_orders_newest_first(dynamodb, customer_id):")
                .contains("\":pk\": {\"S\": \"CUST#\" + customer_id},").contains("ScanIndexForward=False,");
        assertThat(new JavaScriptRequestWriter().function(request))
                .contains("export async function ap2ACustomersOrdersNewestFirst(client, customerId)")
                .contains("\":pk\": { S: \"CUST#\" + customerId },").contains("new QueryCommand({");
    }

    @Test
    void aTransactionalWriteBuildsEveryActionsKeyFromItsInputs() {
        assertThat(RequestSpec.of(plan("AP11"))).isNull();
        RequestSpec write = WriteRequestSpecs.of(plan("AP11"), table);
        assertThat(write.operation()).isEqualTo("TransactWriteItems");
        List<?> actions = (List<?>) write.parameters().get(0).value();
        assertThat(actions).hasSize(2);
        // The second action keys the OrderHeader (ORDER#{orderId}, META), an entity the pattern does not list.
        RequestSpec.TransactItem header = (RequestSpec.TransactItem) actions.get(1);
        assertThat(header.kind()).isEqualTo("Update");
        String python = new PythonRequestWriter().function(write);
        assertThat(python).contains("def ap11_fulfil_an_order(dynamodb, customer_id, order_date, order_id):")
                .contains("\"PK\": {\"S\": \"ORDER#\" + order_id},")
                .contains("\"SK\": {\"S\": \"ORDER#\" + order_date + \"#\" + order_id},")
                .contains("\":status\": {\"S\": \"FULFILLED\"},").doesNotContain("o9");
    }

    @Test
    void anInputNamedLikeAReservedWordGetsASuffixInEachLanguage() {
        assertThat(new JavaRequestWriter("x").parameterName("class")).isEqualTo("classValue");
        assertThat(new PythonRequestWriter().parameterName("from")).isEqualTo("from_value");
        assertThat(new JavaScriptRequestWriter().parameterName("delete")).isEqualTo("deleteValue");
        assertThat(new JavaRequestWriter("x").parameterName("customerId")).isEqualTo("customerId");
    }

    @Test
    void javaUsesMapOfEntriesBeyondMapOfsTenPairs() {
        AccessPatternPlan plan = plan("AP2");
        java.util.Map<String, dev.tablesmith.model.AttributeValue> values = new java.util.TreeMap<>();
        for (int i = 0; i < 11; i++) {
            values.put(":v" + i, dev.tablesmith.model.AttributeValue.s("x" + i));
        }
        RequestSpec request = new RequestSpec("Query", plan.pattern(), plan, new RequestInputs(plan),
                java.util.List.of(new RequestSpec.Parameter("ExpressionAttributeValues", values)));
        assertThat(new JavaRequestWriter("x").function(request)).contains("Map.ofEntries(")
                .contains("Map.entry(\":v10\", AttributeValue.fromS(\"x10\"))");
        RequestSpec small = RequestSpec.of(plan);
        assertThat(new JavaRequestWriter("x").function(small)).contains("Map.of(").doesNotContain("Map.entry");
    }
}
