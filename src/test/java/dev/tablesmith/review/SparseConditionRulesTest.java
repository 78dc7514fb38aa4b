package dev.tablesmith.review;

import static dev.tablesmith.review.CommerceMain.key;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SparseConditionRulesTest {
    private static final String WHEN = "/tables/0/entities/1/keys/GSI2PK/when";
    private final DesignValidator validator = new DesignValidator();

    private List<Problem> openWhen(String condition) {
        Design design = CommerceMain.withEntity("Order", e -> {
            List<Attribute> attributes = new ArrayList<>(e.attributes());
            attributes.add(Attribute.optional("paidAt", AttributeType.S));
            attributes.add(Attribute.optional("gift", AttributeType.BOOL));
            attributes.add(Attribute.optional("tags", AttributeType.SS));
            return key("GSI2PK", "OPEN", condition).apply(e.withAttributes(attributes));
        });
        return validator.validate(design);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '¦', value = {
        "status = PENDING",
        "status = 'PENDING'",
        "status <> FULFILLED",
        "status IN (PENDING, PAID)",
        "attribute_exists(paidAt)",
        "attribute_not_exists(paidAt) AND status = PENDING",
        "total = 59.98",
        "gift = true",
        "attribute_exists(tags)",
    })
    void conditionsOnDeclaredAttributesAreValid(String condition) {
        assertThat(openWhen(condition)).isEmpty();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '¦', value = {
        "status = ¦ 9 ¦ expected a value after '=' at the end",
        "status != PENDING ¦ 8 ¦ '!=' is not an operator; write '<>' for not equal",
        "status = PENDING OR status = PAID ¦ 18 ¦ OR is not supported; a sparse condition joins comparisons with AND",
    })
    void syntaxErrorsCarryTheColumn(String condition, int column, String message) {
        assertThat(openWhen(condition)).containsExactly(new Problem(WHEN, column, message));
    }

    @Test
    void unknownAttributeSuggestsTheCloseOne() {
        assertThat(openWhen("stauts = PENDING")).containsExactly(new Problem(WHEN, 1,
                "condition refers to unknown attribute 'stauts'; did you mean 'status'?"));
    }

    @Test
    void unknownAttributeInAFunctionIsReportedAtItsColumn() {
        assertThat(openWhen("status = PENDING AND attribute_exists(shipedAt)")).containsExactly(new Problem(WHEN, 39,
                "condition refers to unknown attribute 'shipedAt'"));
    }

    @Test
    void valueOutsideTheEnumIsRejected() {
        assertThat(openWhen("status IN (PENDING, PENDNG)")).containsExactly(new Problem(WHEN, 21,
                "'PENDNG' is not one of the values of 'status' (PENDING, PAID, FULFILLED)"));
    }

    @Test
    void wordComparedWithANumberAttributeIsRejected() {
        assertThat(openWhen("total = high")).containsExactly(new Problem(WHEN, 9,
                "'high' is not a number, but 'total' is N"));
    }

    @Test
    void nonBooleanComparedWithABoolAttributeIsRejected() {
        assertThat(openWhen("gift = yes")).containsExactly(new Problem(WHEN, 8,
                "'yes' is not true or false, but 'gift' is BOOL"));
    }

    @Test
    void setAttributeComparedWithAValueIsRejected() {
        assertThat(openWhen("tags = red")).containsExactly(new Problem(WHEN, 8,
                "'tags' is SS; a condition compares only S, N and BOOL attributes with a value (use attribute_exists"
                        + " for others)"));
    }
}
