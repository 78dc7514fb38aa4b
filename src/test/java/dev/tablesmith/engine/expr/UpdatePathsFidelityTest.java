package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.UpdateFixtures.INVALID_PATH;
import static dev.tablesmith.engine.expr.UpdateFixtures.apply;
import static dev.tablesmith.engine.expr.UpdateFixtures.item;
import static dev.tablesmith.engine.expr.UpdateFixtures.list;
import static dev.tablesmith.engine.expr.UpdateFixtures.n;
import static dev.tablesmith.engine.expr.UpdateFixtures.s;
import static dev.tablesmith.engine.expr.UpdateFixtures.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * UpdateExpression rules as real DynamoDB answers them, each test naming the public suite that recorded the
 * behaviour against DynamoDB: ScyllaDB {@code test/alternator/test_update_expression.py} (run against AWS), dynalite
 * {@code test/updateItem.js} (older evidence), and captures quoted in public projects.
 */
class UpdatePathsFidelityTest {
    // --- REMOVE / DELETE through a missing or wrong-typed parent -------------------------------------------------

    /** scylla test_update_expression.py::test_nested_attribute_update_bad_path_dot (REMOVE a.c, b.c, c.c). */
    @Test
    void removeThroughAScalarAListOrAMissingParentIsAnInvalidPath() {
        Item it = item("p", s("x"), "a", s("hello"), "b", list(s("hi")));
        for (String expr : List.of("REMOVE a.c", "REMOVE b.c", "REMOVE c.c")) {
            assertThatThrownBy(() -> apply(it, expr, null)).as(expr).hasMessage(INVALID_PATH);
        }
    }

    /** scylla test_update_expression.py::test_nested_attribute_update_bad_path_array (REMOVE a[0], b[0]). */
    @Test
    void removeOfAnIndexOnAScalarOrAMissingAttributeIsAnInvalidPath() {
        Item it = item("p", s("x"), "a", s("hello"));
        for (String expr : List.of("REMOVE a[0]", "REMOVE b[0]")) {
            assertThatThrownBy(() -> apply(it, expr, null)).as(expr).hasMessage(INVALID_PATH);
        }
    }

    /** scylla test_update_expression.py::test_nested_attribute_remove_missing_leaf: a missing leaf is no error. */
    @Test
    void removeOfAMissingLeafUnderAnExistingParentDoesNothing() {
        Item it = item("p", s("x"), "a", new AttributeValue.M(Map.of("x", n("3"))), "b", list(s("hi")));
        assertThat(apply(it, "REMOVE a.y, b[7], c", null)).isEqualTo(it);
    }

    /** dynalite updateItem.js "non-existent nested attribute in existing item": delete y.a, delete b[1] (b a map). */
    @Test
    void deleteThroughAMissingOrWrongTypedParentIsAnInvalidPath() {
        Item it = item("p", s("x"), "b", new AttributeValue.M(Map.of("a", new AttributeValue.SS(List.of("a")))),
                "c", s("str"));
        Map<String, AttributeValue> v = values(":a", new AttributeValue.SS(List.of("a")));
        for (String expr : List.of("DELETE y.a :a", "DELETE b[1] :a", "DELETE c.a :a")) {
            assertThatThrownBy(() -> apply(it, expr, v)).as(expr).hasMessage(INVALID_PATH);
        }
    }

    // --- list indexes within one update ---------------------------------------------------------------------------

    /** scylla test_update_expression.py::test_update_expression_nested_remove_list_item_original_number. */
    @Test
    void listIndexesInRemoveAndSetReferToTheListBeforeTheUpdate() {
        Item it = item("p", s("x"), "a", list(2, 3, 4, 5, 6, 7));
        Map<String, AttributeValue> v = values(":val", n("17"));
        assertThat(apply(it, "REMOVE a[1] SET a[3] = :val", v).attributes().get("a")).isEqualTo(list(2, 4, 17, 6, 7));
        assertThat(apply(it, "SET a[3] = :val REMOVE a[1]", v).attributes().get("a")).isEqualTo(list(2, 4, 17, 6, 7));
    }

    /** scylla test_update_expression.py::test_nested_attribute_update_array_out_of_bounds. */
    @Test
    void setsPastTheEndAppendInIndexOrder() {
        Item it = item("p", s("x"), "a", list(s("one"), s("two"), s("three"), s("hello")));
        Item after = apply(it, "SET a[84] = :val1, a[37] = :val2, a[17] = :val3, a[50] = :val4",
                values(":val1", s("a1"), ":val2", s("a2"), ":val3", s("a3"), ":val4", s("a4")));
        assertThat(after.attributes().get("a")).isEqualTo(list(s("one"), s("two"), s("three"), s("hello"),
                s("a3"), s("a2"), s("a4"), s("a1")));
    }

    /** scylla test_update_expression.py::test_update_expression_nested_remove (nested list inside a list element). */
    @Test
    void nestedRemovesUseOriginalIndexes() {
        Item it = item("p", s("x"), "a", new AttributeValue.M(Map.of("b", n("3"), "c", list(s("hi"),
                new AttributeValue.M(Map.of("x", new AttributeValue.M(Map.of("y", list(3, 5, 7))), "q", n("2")))))));
        Item after = apply(it, "REMOVE a.c[1].x.y[1], a.c[1].q", null);
        assertThat(after.attributes().get("a")).isEqualTo(new AttributeValue.M(Map.of("b", n("3"), "c",
                list(s("hi"), new AttributeValue.M(Map.of("x", new AttributeValue.M(Map.of("y", list(3, 7)))))))));
    }
}
