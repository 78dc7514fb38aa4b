package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.UpdateFixtures.item;
import static dev.tablesmith.engine.expr.UpdateFixtures.list;
import static dev.tablesmith.engine.expr.UpdateFixtures.n;
import static dev.tablesmith.engine.expr.UpdateFixtures.s;
import static dev.tablesmith.engine.expr.UpdateFixtures.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * UpdateExpression rules as real DynamoDB answers them, each test naming the public suite that recorded the
 * behaviour against DynamoDB: ScyllaDB {@code test/alternator/test_update_expression.py} (run against AWS), dynalite
 * {@code test/updateItem.js} (older evidence), and captures quoted in public projects.
 */
class UpdateOperandTypesFidelityTest {
    // --- operand types checked before the item is read ------------------------------------------------------------

    /**
     * scylla test_update_expression.py::test_update_expression_plus_basic (message in its comment); dynalite
     * updateItem.js "incorrect types to functions" (a + :a, :c + a, ... and list_append(:a, a)).
     */
    @Test
    void arithmeticAndListAppendOperandTypesAreCheckedBeforeTheItemIsRead() {
        Map<String, AttributeValue> v = values(":s", s("dog"), ":n", n("3"), ":b", new AttributeValue.B(new byte[] {1}),
                ":l", list(1));
        String prefix = "Invalid UpdateExpression: Incorrect operand type for operator or function; operator or "
                + "function: ";
        // the item has no attribute a: the type error still comes first, so it is found before the item is read
        assertThatThrownBy(() -> UpdateExpression.parse("SET a = a + :s", null, values(":s", s("dog"))))
                .hasMessage(prefix + "+, operand type: S");
        assertThatThrownBy(() -> UpdateExpression.parse("SET a = :s + :n", null, values(":s", s("dog"), ":n", n("3"))))
                .hasMessage(prefix + "+, operand type: S");
        assertThatThrownBy(() -> UpdateExpression.parse("SET a = :b - a", null, values(":b", v.get(":b"))))
                .hasMessage(prefix + "-, operand type: B");
        assertThatThrownBy(() -> UpdateExpression.parse("SET a = a + :l", null, values(":l", v.get(":l"))))
                .hasMessage(prefix + "+, operand type: L");
        assertThatThrownBy(() -> UpdateExpression.parse("SET a = list_append(:s, a)", null, values(":s", s("x"))))
                .hasMessage(prefix + "list_append, operand type: S");
        assertThatThrownBy(() -> UpdateExpression.parse("SET a = list_append(a, :n)", null, values(":n", n("1"))))
                .hasMessage(prefix + "list_append, operand type: N");
    }

    /**
     * A capture against DynamoDB quoted in public notes: {@code SET calls = if_not_exists(calls, :empty_list) + :call}
     * fails with "operator or function: +, operand type: L". Both operands were lists there, so whether
     * if_not_exists is typed by its fallback is not shown; the engine reports the list value given directly.
     */
    @Test
    void aListAddedToIfNotExistsIsRefusedBeforeTheItemIsRead() {
        assertThatThrownBy(() -> UpdateExpression.parse("SET calls = if_not_exists(calls, :e) + :c", null,
                values(":e", list(), ":c", list(1))))
                .hasMessage("Invalid UpdateExpression: Incorrect operand type for operator or function; operator or "
                        + "function: +, operand type: L");
        // a number fallback is fine, and a path operand is only known on the item
        UpdateExpression.parse("SET n = if_not_exists(n, :z) + :one", null, values(":z", n("0"), ":one", n("1")));
        UpdateExpression.parse("SET n = m + :one", null, values(":one", n("1")));
    }
}
