package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.SparseCondition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A sparse key's {@code when} condition written as a test on the generated function's parameters in each
 * language: every operator a condition may use (=, <>, IN, attribute_exists, attribute_not_exists, joined by AND).
 */
class SparseKeyCodeTest {
    private static final RequestInputs.Input STATUS = new RequestInputs.Input("status", "status",
            AttributeValue.s("PENDING"));
    private static final RequestInputs.Input MANAGER = new RequestInputs.Input("managerId", "managerId",
            AttributeValue.s("e101"));
    private static final RequestInputs.Input SHARD = new RequestInputs.Input("shard", "shard",
            AttributeValue.n("3"));

    private static SparseKeyCode key(String when) {
        List<RequestInputs.Part> parts = List.of(new RequestInputs.Part("OPEN#", null, List.of()),
                new RequestInputs.Part(null, STATUS, List.of()), new RequestInputs.Part(null, MANAGER, List.of()),
                new RequestInputs.Part(null, SHARD, List.of()));
        return new SparseKeyCode("GSI2PK", false, parts, SparseCondition.parse(when).comparisons());
    }

    @Test
    void pythonTestsEachOperatorOnTheParameters() {
        PythonRequestWriter python = new PythonRequestWriter();
        assertThat(python.condition(key("status = PENDING AND attribute_exists(managerId)")))
                .isEqualTo("status == \"PENDING\" and manager_id is not None");
        assertThat(python.condition(key("status <> PAID AND attribute_not_exists(managerId)")))
                .isEqualTo("status != \"PAID\" and manager_id is None");
        assertThat(python.condition(key("status IN (PENDING, 'ON HOLD')")))
                .isEqualTo("status in [\"PENDING\", \"ON HOLD\"]");
        assertThat(python.condition(key("shard = 'x'"))).isEqualTo("str(shard) == \"x\"");
        assertThat(python.sparseEntry(key("status = PENDING"))).isEqualTo("**({\"GSI2PK\": {\"S\": \"OPEN#\" + status"
                + " + manager_id + str(shard)}} if status == \"PENDING\" else {})");
    }

    @Test
    void javaScriptTestsEachOperatorOnTheParameters() {
        JavaScriptRequestWriter js = new JavaScriptRequestWriter();
        assertThat(js.condition(key("status = PENDING AND attribute_exists(managerId)")))
                .isEqualTo("status === \"PENDING\" && managerId != null");
        assertThat(js.condition(key("status <> PAID AND attribute_not_exists(managerId)")))
                .isEqualTo("status !== \"PAID\" && managerId == null");
        assertThat(js.condition(key("status IN (PENDING, 'ON HOLD')")))
                .isEqualTo("[\"PENDING\", \"ON HOLD\"].includes(status)");
        assertThat(js.condition(key("shard = 'x'"))).isEqualTo("String(shard) === \"x\"");
    }

    @Test
    void javaTestsEachOperatorOnTheParameters() {
        JavaRequestWriter java = new JavaRequestWriter("d");
        assertThat(java.condition(key("status = PENDING AND attribute_exists(managerId)")))
                .isEqualTo("\"PENDING\".equals(status) && managerId != null");
        assertThat(java.condition(key("status <> PAID AND attribute_not_exists(managerId)")))
                .isEqualTo("!\"PAID\".equals(status) && managerId == null");
        assertThat(java.condition(key("status IN (PENDING, 'ON HOLD')")))
                .isEqualTo("java.util.List.of(\"PENDING\", \"ON HOLD\").contains(status)");
    }
}
