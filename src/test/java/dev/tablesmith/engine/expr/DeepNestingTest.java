package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.Fixtures.item;
import static dev.tablesmith.engine.expr.Fixtures.s;
import static dev.tablesmith.engine.expr.Fixtures.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Collections;
import org.junit.jupiter.api.Test;

/** Limits that keep hostile expressions from exhausting the parser: 300 operators, and no runaway nesting. */
class DeepNestingTest {
    private static String joined(int comparisons) {
        return String.join(" AND ", Collections.nCopies(comparisons, "a = :v"));
    }

    @Test
    void threeHundredOperatorsAreAllowed() {
        ConditionExpression e = ConditionExpression.parse("NOT (" + joined(150) + ")", null, values(":v", s("x")));
        assertThat(e.test(item("a", s("y")))).isTrue();
    }

    @Test
    void theThreeHundredAndFirstOperatorIsRefused() {
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> ConditionExpression.parse(joined(151), null, values(":v", s("x"))));
        assertThat(e.getMessage()).isEqualTo(
                "Invalid ConditionExpression: The expression contains too many operators; operator count: 301");
    }

    @Test
    void deeplyNestedParenthesesAreRefusedWithoutOverflowingTheStack() {
        int depth = (4096 - 6) / 2;
        String text = "(".repeat(depth) + "a = :v" + ")".repeat(depth);
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> ConditionExpression.parse(text, null, values(":v", s("x"))));
        assertThat(e.getMessage()).isEqualTo("Invalid ConditionExpression: The expression has redundant parentheses;");
        String operand = "a = " + "(".repeat(depth - 3) + ":v" + ")".repeat(depth - 3);
        ExpressionException o = catchThrowableOfType(ExpressionException.class,
                () -> ConditionExpression.parse(operand, null, values(":v", s("x"))));
        assertThat(o.getMessage()).isEqualTo("Invalid ConditionExpression: The expression has redundant parentheses;");
    }

    @Test
    void nestedConditionsWithoutRedundantParenthesesParse() {
        StringBuilder sb = new StringBuilder();
        int depth = 100;
        for (int i = 0; i < depth; i++) {
            sb.append("a = :v AND (");
        }
        sb.append("a = :v").append(")".repeat(depth));
        ConditionExpression e = ConditionExpression.parse(sb.toString(), null, values(":v", s("x")));
        assertThat(e.test(item("a", s("x")))).isTrue();
        assertThat(e.test(item("a", s("y")))).isFalse();
    }
}
