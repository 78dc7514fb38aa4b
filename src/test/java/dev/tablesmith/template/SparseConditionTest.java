package dev.tablesmith.template;

import static dev.tablesmith.model.AttributeValue.bool;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SparseConditionTest {

    private static boolean holds(String condition, Map<String, AttributeValue> item) {
        return SparseConditionParser.parse(condition).test(name -> Optional.ofNullable(item.get(name)));
    }

    private static Map<String, AttributeValue> item(Object... namesAndValues) {
        Map<String, AttributeValue> item = new HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            item.put((String) namesAndValues[i], (AttributeValue) namesAndValues[i + 1]);
        }
        return item;
    }

    @Test
    void equalityParsesIntoOneComparison() {
        SparseCondition condition = SparseConditionParser.parse("status = PENDING");

        assertThat(condition.comparisons()).containsExactly(new Comparison("status", ComparisonOperator.EQ,
                List.of(new ConditionValue("PENDING", false, 10)), 1));
        assertThat(condition.attributes()).containsExactly("status");
    }

    @Test
    void everyFormParsesWithColumns() {
        SparseCondition condition = SparseConditionParser.parse(
                "status IN (PENDING, 'PAID') and attribute_exists(shippedAt) AND attribute_not_exists(paidAt)"
                        + " AND tier <> gold");

        assertThat(condition.comparisons()).extracting(Comparison::operator).containsExactly(ComparisonOperator.IN,
                ComparisonOperator.EXISTS, ComparisonOperator.NOT_EXISTS, ComparisonOperator.NE);
        assertThat(condition.comparisons()).extracting(Comparison::column).containsExactly(1, 50, 86, 98);
        assertThat(condition.comparisons().get(0).values()).containsExactly(
                new ConditionValue("PENDING", false, 12), new ConditionValue("PAID", true, 21));
        assertThat(condition.attributes()).containsExactly("status", "shippedAt", "paidAt", "tier");
    }

    @Test
    void attributeNamedTwiceIsListedOnce() {
        assertThat(SparseConditionParser.parse("a <> x AND a <> y").attributes()).containsExactly("a");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '¦', value = {
        "status = PENDING ¦ status = PENDING",
        "status='PENDING' ¦ status = PENDING",
        "status = 'on hold' ¦ status = 'on hold'",
        "status = 'it''s' ¦ status = 'it''s'",
        "status = 'AND' ¦ status = 'AND'",
        "status in (PENDING,PAID) ¦ status IN (PENDING, PAID)",
        "ATTRIBUTE_EXISTS( shippedAt ) ¦ attribute_exists(shippedAt)",
        "a = 1 and b <> 2 ¦ a = 1 AND b <> 2",
        "sk = CATEGORY#books ¦ sk = CATEGORY#books",
    })
    void toStringIsCanonicalText(String text, String canonical) {
        SparseCondition condition = SparseConditionParser.parse(text);

        assertThat(condition.toString()).isEqualTo(canonical);
        assertThat(condition.source()).isEqualTo(text);
        assertThat(SparseCondition.parse(canonical)).isEqualTo(condition).hasSameHashCodeAs(condition);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '¦', value = {
        "status = PENDING ¦ only while status = PENDING",
        "status <> FULFILLED ¦ only while status is not FULFILLED",
        "status IN (PENDING) ¦ only while status is PENDING",
        "status IN (PENDING, PAID) ¦ only while status is PENDING or PAID",
        "status IN (A, B, C) ¦ only while status is A, B or C",
        "attribute_exists(shippedAt) ¦ only while shippedAt is set",
        "status = PENDING AND attribute_not_exists(paidAt) ¦ only while status = PENDING and paidAt is not set",
    })
    void describeSaysItInPlainWords(String text, String description) {
        assertThat(SparseConditionParser.parse(text).describe()).isEqualTo(description);
    }

    @Test
    void equalityHoldsOnlyForThatString() {
        assertThat(holds("status = PENDING", item("status", s("PENDING")))).isTrue();
        assertThat(holds("status = PENDING", item("status", s("PAID")))).isFalse();
        assertThat(holds("status = PENDING", item("status", s("pending")))).isFalse();
        assertThat(holds("status = PENDING", item())).isFalse();
    }

    @Test
    void quotedAndBareValuesCompareTheSame() {
        assertThat(holds("status = 'PENDING'", item("status", s("PENDING")))).isTrue();
        assertThat(holds("label = 'on hold'", item("label", s("on hold")))).isTrue();
    }

    @Test
    void numbersCompareNumerically() {
        assertThat(holds("qty = 2", item("qty", n("2.0")))).isTrue();
        assertThat(holds("qty = 2", item("qty", n("2E0")))).isTrue();
        assertThat(holds("qty = 2", item("qty", n("3")))).isFalse();
        assertThat(holds("qty = two", item("qty", n("2")))).isFalse();
        assertThat(holds("qty IN (1, 2.00)", item("qty", n("2")))).isTrue();
        assertThat(holds("qty <> 2", item("qty", n("2.00")))).isFalse();
    }

    @Test
    void numberTextAgainstAStringComparesAsText() {
        assertThat(holds("code = 7", item("code", s("7")))).isTrue();
        assertThat(holds("code = 7", item("code", s("7.0")))).isFalse();
    }

    @Test
    void booleansCompareWithTrueAndFalse() {
        assertThat(holds("active = true", item("active", bool(true)))).isTrue();
        assertThat(holds("active = TRUE", item("active", bool(true)))).isTrue();
        assertThat(holds("active = true", item("active", bool(false)))).isFalse();
        assertThat(holds("active <> true", item("active", bool(false)))).isTrue();
    }

    @Test
    void otherTypesNeverEqualAValue() {
        assertThat(holds("tags = a", item("tags", new AttributeValue.SS(List.of("a"))))).isFalse();
    }

    @Test
    void notEqualHoldsWhenTheAttributeIsAbsent() {
        assertThat(holds("status <> FULFILLED", item())).isTrue();
        assertThat(holds("status <> FULFILLED", item("status", s("FULFILLED")))).isFalse();
        assertThat(holds("status <> FULFILLED", item("status", s("PAID")))).isTrue();
    }

    @Test
    void inHoldsForAnyListedValue() {
        assertThat(holds("status IN (PENDING, PAID)", item("status", s("PAID")))).isTrue();
        assertThat(holds("status IN (PENDING, PAID)", item("status", s("FULFILLED")))).isFalse();
        assertThat(holds("status IN (PENDING, PAID)", item())).isFalse();
    }

    @Test
    void existenceFunctionsLookOnlyAtPresence() {
        assertThat(holds("attribute_exists(shippedAt)", item("shippedAt", s("x")))).isTrue();
        assertThat(holds("attribute_exists(shippedAt)", item())).isFalse();
        assertThat(holds("attribute_not_exists(paidAt)", item())).isTrue();
        assertThat(holds("attribute_not_exists(paidAt)", item("paidAt", AttributeValue.nul()))).isFalse();
    }

    @Test
    void andNeedsEveryComparison() {
        String condition = "status = PENDING AND attribute_not_exists(paidAt)";

        assertThat(holds(condition, item("status", s("PENDING")))).isTrue();
        assertThat(holds(condition, item("status", s("PENDING"), "paidAt", s("x")))).isFalse();
        assertThat(holds(condition, item("status", s("PAID")))).isFalse();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '¦', quoteCharacter = '"', value = {
        "\"\" ¦ 1 ¦ empty condition",
        "\"   \" ¦ 1 ¦ empty condition",
        "status ¦ 7 ¦ expected =, <> or IN after 'status' at the end",
        "status = ¦ 9 ¦ expected a value after '=' at the end",
        "status PENDING ¦ 8 ¦ expected =, <> or IN after 'status', found 'PENDING'",
        "status != PENDING ¦ 8 ¦ '!=' is not an operator; write '<>' for not equal",
        "status == PENDING ¦ 8 ¦ '==' is not an operator; write '=' for equal",
        "qty < 5 ¦ 5 ¦ '<' is not supported; a sparse condition compares with =, <>, IN, attribute_exists and attribute_not_exists",
        "qty >= 5 ¦ 5 ¦ '>' is not supported; a sparse condition compares with =, <>, IN, attribute_exists and attribute_not_exists",
        "status = \"PENDING\" ¦ 10 ¦ write strings in single quotes, e.g. 'on hold'",
        "status = 'PENDING ¦ 10 ¦ unclosed quote opened at column 10",
        "status = PENDING OR status = PAID ¦ 18 ¦ OR is not supported; a sparse condition joins comparisons with AND",
        "status = PENDING status = PAID ¦ 18 ¦ expected AND before 'status'",
        "status = PENDING AND ¦ 21 ¦ expected a comparison at the end",
        "AND status = PENDING ¦ 1 ¦ expected an attribute name, found 'AND'",
        "= PENDING ¦ 1 ¦ expected an attribute name, found '='",
        "status = , ¦ 10 ¦ expected a value after '=', found ','",
        "status IN PENDING ¦ 11 ¦ expected '(' after IN, found 'PENDING'",
        "status IN () ¦ 12 ¦ expected a value after '(', found ')'",
        "status IN (A, B ¦ 16 ¦ expected ',' or ')' in the IN list at the end",
        "status IN (A B) ¦ 14 ¦ expected ',' or ')' in the IN list, found 'B'",
        "begins_with(sk, A) ¦ 1 ¦ unknown function 'begins_with' (known: attribute_exists, attribute_not_exists)",
        "attribute_exists() ¦ 18 ¦ expected an attribute name in attribute_exists(...), found ')'",
        "attribute_exists(a ¦ 19 ¦ expected ')' to close attribute_exists( at the end",
        "attribute_exists(a, b) ¦ 19 ¦ expected ')' to close attribute_exists(, found ','",
        "status = AND ¦ 10 ¦ expected a value after '=', found 'AND'",
    })
    void syntaxErrorsNameTheColumnAndTheProblem(String text, int column, String message) {
        assertThatThrownBy(() -> SparseConditionParser.parse(text))
                .isInstanceOfSatisfying(TemplateSyntaxException.class, e -> {
                    assertThat(e.getMessage()).isEqualTo(message);
                    assertThat(e.column()).isEqualTo(column);
                });
    }

    @Test
    void comparisonRejectsAWrongNumberOfValues() {
        assertThatThrownBy(() -> new Comparison("a", ComparisonOperator.EQ, List.of(), 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Comparison("a", ComparisonOperator.IN, List.of(), 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Comparison("a", ComparisonOperator.EXISTS,
                List.of(new ConditionValue("x", false, 1)), 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
