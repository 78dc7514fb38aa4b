package dev.tablesmith.template;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Condition… form: fields to condition text that the sparse-condition parser reads back, and its problems. */
class ConditionFormTest {
    private static final List<String> ORDER = List.of("orderId", "status", "total", "paidAt");

    @Test
    void theFormOffersEveryOperatorTheParserAccepts() {
        assertThat(ConditionForm.OPERATORS).containsExactlyInAnyOrder(ComparisonOperator.values());
        assertThat(ConditionForm.OPERATORS.stream().map(ConditionForm::label))
                .containsExactly("=", "<>", "IN", "exists", "not exists");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "status | EQ         | PENDING          | status = PENDING",
        "status | NE         | on hold          | status <> 'on hold'",
        "total  | EQ         | 19.90            | total = 19.90",
        "status | IN         | PENDING, PAID    | status IN (PENDING, PAID)",
        "status | IN         | PENDING,, on hold | status IN (PENDING, 'on hold')",
        "status | EQ         | AND              | status = 'AND'",
        "status | EQ         | it's             | status = 'it''s'",
        "paidAt | EXISTS     | ignored          | attribute_exists(paidAt)",
        "paidAt | NOT_EXISTS |                  | attribute_not_exists(paidAt)",
    })
    void fieldsBuildTextThatParsesBackToTheSameComparison(String attribute, ComparisonOperator operator,
                                                          String value, String text) {
        assertThat(ConditionForm.build(attribute, operator, value)).isEqualTo(text);
        assertThat(ConditionForm.formProblem("Order", ORDER, attribute, operator, value)).isEmpty();

        Comparison parsed = ConditionForm.single(text).orElseThrow();
        assertThat(parsed.attribute()).isEqualTo(attribute);
        assertThat(parsed.operator()).isEqualTo(operator);
        assertThat(ConditionForm.values(operator, ConditionForm.valueText(parsed)))
                .isEqualTo(ConditionForm.values(operator, value));
    }

    @Test
    void missingFieldsAreSaidInTheUsersWords() {
        assertThat(ConditionForm.formProblem("Order", ORDER, "", ComparisonOperator.EQ, "x"))
                .contains("choose the attribute to test");
        assertThat(ConditionForm.formProblem("Tag", List.of(), "", ComparisonOperator.EQ, ""))
                .contains("Tag has no attributes to test: add one first");
        assertThat(ConditionForm.formProblem("Order", ORDER, "status", ComparisonOperator.EQ, " "))
                .contains("= needs a value");
        assertThat(ConditionForm.formProblem("Order", ORDER, "status", ComparisonOperator.IN, " , "))
                .contains("IN needs one or more values, separated by commas");
    }

    @Test
    void aSyntaxErrorIsReportedOnceWithItsColumn() {
        assertThat(ConditionForm.problem("Order", ORDER, "status = "))
                .contains("column 9: expected a value after '=' at the end");
        assertThat(ConditionForm.problem("Order", ORDER, "total > 3"))
                .hasValueSatisfying(p -> assertThat(p).startsWith("column 7: '>' is not supported"));
    }

    @Test
    void anAttributeTheEntityLacksIsRefusedWithTheOnesItHas() {
        assertThat(ConditionForm.problem("Order", ORDER, "status = PENDING AND attribute_exists(shippedAt)"))
                .contains("shippedAt is not an attribute of Order (it has orderId, status, total, paidAt)");
    }

    @Test
    void onlyOneComparisonTheFieldsCanHoldFillsTheForm() {
        assertThat(ConditionForm.single("status = PENDING AND attribute_not_exists(paidAt)")).isEmpty();
        assertThat(ConditionForm.single("status IN ('a,b', c)")).isEmpty();
        assertThat(ConditionForm.single("status = ")).isEmpty();
        assertThat(ConditionForm.single("status = 'a,b'")).isPresent();
    }

    @Test
    void sameConditionsCompareByCanonicalText() {
        assertThat(ConditionForm.same("status IN (A,B)", "status  IN (A, B)")).isTrue();
        assertThat(ConditionForm.same("status = A", "status = B")).isFalse();
        assertThat(ConditionForm.same("", null)).isTrue();
        assertThat(ConditionForm.same("status =", "status =")).isTrue();
        assertThat(ConditionForm.same("status =", "")).isFalse();
    }

    @Test
    void theValuePromptSaysWhatTheOperatorTakes() {
        assertThat(Arrays.stream(ComparisonOperator.values()).map(ConditionForm::valuePrompt))
                .containsExactly("value", "value", "values, comma-separated", "no value", "no value");
    }
}
