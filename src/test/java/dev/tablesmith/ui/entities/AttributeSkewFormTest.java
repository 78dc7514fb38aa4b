package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The attribute form's key skew (the hottest value's share of calls): a percentage or a fraction, or blank. */
class AttributeSkewFormTest {
    private static AttributeForm form(String hotShare) {
        return new AttributeForm("eventId", AttributeType.S, true, "", "50000", "", hotShare);
    }

    @Test
    void percentagesAndFractionsAreTheSameShare() {
        assertThat(form("30%").toAttribute().hotShare()).isEqualTo(0.3);
        assertThat(form("30").toAttribute().hotShare()).isEqualTo(0.3);
        assertThat(form("0.3").toAttribute().hotShare()).isEqualTo(0.3);
        assertThat(form("100%").toAttribute().hotShare()).isEqualTo(1.0);
        assertThat(form("1").toAttribute().hotShare()).isEqualTo(1.0);
        assertThat(form(" ").toAttribute().hotShare()).isNull();
    }

    @Test
    void sharesOutsideAboveZeroToOneHundredPercentAreRefusedInOneLine() {
        for (String bad : List.of("0", "0%", "101%", "-5", "lots")) {
            assertThatThrownBy(() -> form(bad).toAttribute()).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("the hottest value's share of eventId must be above 0% and at most 100% (30% or 0.3),"
                            + " not '" + bad + "'");
        }
    }

    @Test
    void anAttributesSkewFillsTheFormAsAPercentage() {
        Attribute attribute = new Attribute("eventId", AttributeType.S, true, List.of(), 50_000L, List.of(), 0.25);

        assertThat(AttributeForm.of(attribute).hotShare()).isEqualTo("25%");
        assertThat(AttributeForm.of(attribute).toAttribute()).isEqualTo(attribute);
        assertThat(AttributeForm.of(attribute.withHotShare(null)).hotShare()).isEmpty();
    }
}
