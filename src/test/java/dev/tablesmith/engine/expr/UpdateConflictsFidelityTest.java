package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.UpdateFixtures.apply;
import static dev.tablesmith.engine.expr.UpdateFixtures.item;
import static dev.tablesmith.engine.expr.UpdateFixtures.n;
import static dev.tablesmith.engine.expr.UpdateFixtures.s;
import static dev.tablesmith.engine.expr.UpdateFixtures.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * UpdateExpression rules as real DynamoDB answers them, each test naming the public suite that recorded the
 * behaviour against DynamoDB: ScyllaDB {@code test/alternator/test_update_expression.py} (run against AWS), dynalite
 * {@code test/updateItem.js} (older evidence), and captures quoted in public projects.
 */
class UpdateConflictsFidelityTest {
    // --- overlapping and conflicting paths ------------------------------------------------------------------------

    /** scylla test_update_expression.py::test_update_expression_multi_conflict_nested; message from dynalite. */
    @Test
    void aMapKeyAndAListIndexOnTheSameParentConflict() {
        Map<String, AttributeValue> v = values(":val1", n("2"), ":val2", s("there"));
        assertThatThrownBy(() -> apply(item(), "SET a.b = :val1, a[1] = :val2", v))
                .hasMessage("Invalid UpdateExpression: Two document paths conflict with each other; must remove or "
                        + "rewrite one of these paths; path one: [a, b], path two: [a, [1]]");
        assertThatThrownBy(() -> apply(item(), "SET a.b.c = :val1, a.b[2] = :val2", v))
                .hasMessageContaining("Two document paths conflict with each other");
        // dynalite updateItem.js "conflicting paths": remove a.#c set a[1] = #d
        assertThatThrownBy(() -> apply(item(), "REMOVE a.c SET a[1] = :val1", values(":val1", n("2"))))
                .hasMessageEndingWith("path one: [a, c], path two: [a, [1]]");
    }

    /** dynalite updateItem.js "overlapping paths": an overlap is reported even when a conflict comes earlier. */
    @Test
    void anOverlapIsReportedBeforeAConflict() {
        assertThatThrownBy(() -> apply(item(), "SET d[1] = :v, d.b = :v, c[1].a = :v, c = :v", values(":v", n("1"))))
                .hasMessage("Invalid UpdateExpression: Two document paths overlap with each other; must remove or "
                        + "rewrite one of these paths; path one: [c, [1], a], path two: [c]");
    }

    /** scylla test_update_expression.py::test_update_expression_multi_nested: disjoint nested paths are fine. */
    @Test
    void disjointNestedPathsDoNotConflict() {
        Item it = item("p", s("x"), "a", new AttributeValue.M(Map.of("x", n("3"), "y", n("4"),
                "c", new AttributeValue.M(Map.of("y", n("3"))))), "b", new AttributeValue.M(Map.of("x", n("1"),
                "y", n("2"))));
        Item after = apply(it, "SET a.b = :val1, a.c.d = :val2, b.x = :val3 REMOVE a.x, b.y",
                values(":val1", n("10"), ":val2", s("dog"), ":val3", n("17")));
        assertThat(after.attributes().get("a")).isEqualTo(new AttributeValue.M(Map.of("y", n("4"), "b", n("10"),
                "c", new AttributeValue.M(Map.of("y", n("3"), "d", s("dog"))))));
        assertThat(after.attributes().get("b")).isEqualTo(new AttributeValue.M(Map.of("x", n("17"))));
    }
}
