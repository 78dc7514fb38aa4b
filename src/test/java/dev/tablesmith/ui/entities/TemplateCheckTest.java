package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.ui.SampleDesigns;
import org.junit.jupiter.api.Test;

class TemplateCheckTest {
    private static final Entity ORDER = SampleDesigns.ORDER;

    @Test
    void unclosedBraceIsMarkedFromTheBraceToTheEndOfTheTemplate() {
        TemplateProblem problem = TemplateCheck.locate(ORDER, "PK", "CUST#{customerId").orElseThrow();

        assertThat(problem.column()).isEqualTo(6);
        assertThat(problem.start()).isEqualTo(5);
        assertThat(problem.end()).isEqualTo("CUST#{customerId".length());
        assertThat(problem.message()).isEqualTo(
                "Order PK: column 6: unclosed '{' opened at column 6 in CUST#{customerId");
    }

    @Test
    void unknownAttributeIsMarkedOverItsWholePlaceholder() {
        TemplateProblem problem = TemplateCheck.locate(ORDER, "SK", "ORDER#{orderDate}#{total}").orElseThrow();

        assertThat("ORDER#{orderDate}#{total}".substring(problem.start(), problem.end())).isEqualTo("{total}");
        assertThat(problem.message()).startsWith("Order SK: {total} is not an attribute of Order");
    }

    @Test
    void leadingSpacesShiftTheMarkWithTheText() {
        TemplateProblem problem = TemplateCheck.locate(ORDER, "PK", "  X}").orElseThrow();

        assertThat(problem.start()).isEqualTo(3);
        assertThat(problem.end()).isEqualTo(4);
    }

    @Test
    void filterOfTheWrongTypeIsMarkedOverTheFilter() {
        String text = "{status|pad:5}";
        TemplateProblem problem = TemplateCheck.locate(ORDER, "GSI1SK", text).orElseThrow();

        assertThat(text.substring(problem.start(), problem.end())).isEqualTo("pad:5");
    }

    @Test
    void conditionErrorIsMarkedInsideTheCondition() {
        String text = "OPEN when status ==";
        TemplateProblem problem = TemplateCheck.locate(ORDER, "GSI2PK", text).orElseThrow();

        assertThat(problem.start()).isGreaterThanOrEqualTo(text.indexOf("status"));
        assertThat(problem.message()).startsWith("Order GSI2PK: condition");
    }

    @Test
    void validOrBlankCellHasNoProblem() {
        assertThat(TemplateCheck.locate(ORDER, "GSI2PK", "OPEN when status = PENDING")).isEmpty();
        assertThat(TemplateCheck.locate(ORDER, "PK", "   ")).isEmpty();
    }

    @Test
    void conditionWithoutTemplateIsMarkedWhole() {
        assertThat(TemplateCheck.locate(ORDER, "GSI2PK", " when status = PENDING")).hasValueSatisfying(p ->
                assertThat(p.message()).isEqualTo("Order GSI2PK: a condition needs a template before \"when\""));
    }
}
