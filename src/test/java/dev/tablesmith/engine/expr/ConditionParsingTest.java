package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.Fixtures.n;
import static dev.tablesmith.engine.expr.Fixtures.names;
import static dev.tablesmith.engine.expr.Fixtures.s;
import static dev.tablesmith.engine.expr.Fixtures.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConditionParsingTest {
    private static final Map<String, dev.tablesmith.model.AttributeValue> VALUES =
            values(":x", s("x"), ":y", s("y"), ":z", s("z"), ":w", s("w"), ":n", n("1"));

    private static String grouping(String expression) {
        return ConditionExpression.parse(expression, names("#n", "name", "#m", "meta"), VALUES).describe();
    }

    @ParameterizedTest(name = "{0}  reads  {1}")
    @CsvSource(delimiter = '|', value = {
            "a = :x OR b = :y AND c = :z | (a = :x OR (b = :y AND c = :z))",
            "a = :x AND b = :y OR c = :z | ((a = :x AND b = :y) OR c = :z)",
            "NOT a = :x AND b = :y | ((NOT a = :x) AND b = :y)",
            "NOT a = :x OR b = :y | ((NOT a = :x) OR b = :y)",
            "NOT (a = :x OR b = :y) | (NOT (a = :x OR b = :y))",
            "(a = :x OR b = :y) AND c = :z | ((a = :x OR b = :y) AND c = :z)",
            "a = :x AND b = :y AND c = :z | ((a = :x AND b = :y) AND c = :z)",
            "a = :x OR b = :y OR c = :z | ((a = :x OR b = :y) OR c = :z)",
            "a BETWEEN :x AND :y AND b = :z | (a BETWEEN :x AND :y AND b = :z)",
            "a IN (:x, :y) OR NOT attribute_exists(b) | (a IN (:x, :y) OR (NOT attribute_exists(b)))",
            "size(a) > :n AND begins_with(b, :x) | (size(a) > :n AND begins_with(b, :x))",
            "((a = :x) AND (b = :y)) | (a = :x AND b = :y)",
            "(a) = :x | a = :x",
            "a = (:x) | a = :x",
            "NOT NOT_X = :x | (NOT NOT_X = :x)",
    })
    void groupsByDynamoDbPrecedence(String expression, String expected) {
        assertThat(grouping(expression)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "a = :x or b = :y aNd c = :z | (a = :x OR (b = :y AND c = :z))",
            "not a = :x | (NOT a = :x)",
            // Scylla test_condition_expression.py test_update_condition_not: NOT repeats to any depth
            "NOT NOT a < :x | (NOT (NOT a < :x))",
            "NOT NOT NOT NOT a < :x | (NOT (NOT (NOT (NOT a < :x))))",
            "a bEtWeEn :x aNd :y | a BETWEEN :x AND :y",
            "a in (:x) | a IN (:x)",
    })
    void keywordsIgnoreCase(String expression, String expected) {
        assertThat(grouping(expression)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "a.b[2].c = :x | a.b[2].c = :x | [a, b, [2], c]",
            "#n.#m[0] = :x | #n.#m[0] = :x | [name, meta, [0]]",
            "a [ 1 ] [ 2 ] . b = :x | a[1][2].b = :x | [a, [1], [2], b]",
            "  a.b   =   :x  | a.b = :x | [a, b]",
    })
    void parsesNestedDocumentPaths(String expression, String written, String resolved) {
        ConditionExpression e = ConditionExpression.parse(expression, names("#n", "name", "#m", "meta"), VALUES);
        assertThat(e.describe()).isEqualTo(written);
        assertThat(e.paths().get(0).display()).isEqualTo(resolved);
    }

    @Test
    void dotInsideAPlaceholderNameIsPartOfTheName() {
        ConditionExpression e = ConditionExpression.parse("#d = :x", names("#d", "dotted.name"), values(":x", s("x")));
        assertThat(e.paths().get(0).isTopLevel()).isTrue();
        assertThat(e.attributeNames()).containsExactly("dotted.name");
    }

    @Test
    void attributeNamesAreTheTopLevelAttributesInWrittenOrder() {
        ConditionExpression e = ConditionExpression.parse(
                "c.d = :x AND contains(#n, :y) OR size(a[1]) > :n AND c = :z",
                names("#n", "name"), VALUES);
        assertThat(e.attributeNames()).containsExactly("c", "name", "a");
        assertThat(e.paths()).extracting(DocumentPath::toString).containsExactly("c.d", "name", "a[1]", "c");
    }

    @Test
    void recordsWhichPlaceholdersItUses() {
        ConditionExpression e = ConditionExpression.parse("#n = :x AND b <> :x", names("#n", "name", "#m", "meta"),
                VALUES);
        assertThat(e.placeholders().names()).containsExactly("#n");
        assertThat(e.placeholders().values()).containsExactly(":x");
    }

    @Test
    void functionNamesAndUnderscoresInBareNamesParse() {
        ConditionExpression e = ConditionExpression.parse("attribute_not_exists(created_at) AND GSI1_PK = :x",
                null, values(":x", s("x")));
        assertThat(e.attributeNames()).containsExactly("created_at", "GSI1_PK");
        assertThat(e.condition()).isInstanceOf(Condition.And.class);
    }

    @Test
    void treeExposesOperandsWithPositions() {
        ConditionExpression e = ConditionExpression.parse("a < :x", null, values(":x", s("x")));
        Condition.Comparison c = (Condition.Comparison) e.condition();
        assertThat(c.comparator()).isEqualTo(Comparator.LT);
        assertThat(c.left()).isInstanceOf(Operand.Path.class);
        assertThat(((Operand.Value) c.right()).value()).isEqualTo(s("x"));
        assertThat(c.right().position()).isEqualTo(4);
    }

    @Test
    void inTakesNinetyNineCandidatesBesideItsOperand() {
        StringBuilder list = new StringBuilder();
        Map<String, dev.tablesmith.model.AttributeValue> vals = new java.util.LinkedHashMap<>();
        for (int i = 0; i < 99; i++) {
            list.append(i == 0 ? "" : ", ").append(":v").append(i);
            vals.put(":v" + i, n(Integer.toString(i)));
        }
        ConditionExpression e = ConditionExpression.parse("a IN (" + list + ")", null, vals);
        assertThat(((Condition.In) e.condition()).candidates()).hasSize(99);
        assertThat(e.test(Fixtures.item("a", n("98")))).isTrue();
    }

    @Test
    void comparatorsAreReadWithoutSpaces() {
        List<String> forms = List.of("a=:n", "a<>:n", "a<:n", "a<=:n", "a>:n", "a>=:n");
        List<Comparator> expected = List.of(Comparator.EQ, Comparator.NE, Comparator.LT, Comparator.LE,
                Comparator.GT, Comparator.GE);
        for (int i = 0; i < forms.size(); i++) {
            Condition c = ConditionExpression.parse(forms.get(i), null, values(":n", n("1"))).condition();
            assertThat(((Condition.Comparison) c).comparator()).as(forms.get(i)).isEqualTo(expected.get(i));
        }
    }
}
