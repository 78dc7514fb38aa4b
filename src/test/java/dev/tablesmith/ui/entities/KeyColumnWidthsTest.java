package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class KeyColumnWidthsTest {
    /** 7 px per character for templates and headings, 6 for conditions. */
    private static double mono(String s) {
        return s.length() * 7.0;
    }

    private static double small(String s) {
        return s.length() * 6.0;
    }

    private final KeyColumnWidths widths = new KeyColumnWidths();

    @Test
    void aColumnIsAsWideAsItsLongestTemplateOrCondition() {
        double width = widths.width("SK", List.of("META", "ORDER#{orderDate}#{orderId}", ""),
                KeyColumnWidthsTest::mono, KeyColumnWidthsTest::small, KeyColumnWidthsTest::mono);
        assertThat(width).isEqualTo(Math.ceil(27 * 7.0 + KeyColumnWidths.PADDING));

        double sparse = widths.width("GSI2PK", List.of("OPEN when status IN (PENDING, PAID, SHIPPED)"),
                KeyColumnWidthsTest::mono, KeyColumnWidthsTest::small, KeyColumnWidthsTest::mono);
        assertThat(sparse).isEqualTo(Math.ceil("when status IN (PENDING, PAID, SHIPPED)".length() * 6.0
                + KeyColumnWidths.PADDING));
    }

    @Test
    void aColumnOfShortTemplatesKeepsItsHeadingReadableAndALongOneIsCapped() {
        assertThat(widths.width("GSI1PK", List.of("X"), KeyColumnWidthsTest::mono, KeyColumnWidthsTest::small,
                KeyColumnWidthsTest::mono)).isEqualTo(KeyColumnWidths.MIN);
        assertThat(widths.width("PK", List.of("A".repeat(200)), KeyColumnWidthsTest::mono,
                KeyColumnWidthsTest::small, KeyColumnWidthsTest::mono)).isEqualTo(KeyColumnWidths.MAX);
    }

    @Test
    void aWidthTheUserSetIsKeptUntilTheKeyAttributeIsGone() {
        widths.userResized("SK", 333);

        assertThat(widths.width("SK", List.of("META"), KeyColumnWidthsTest::mono, KeyColumnWidthsTest::small,
                KeyColumnWidthsTest::mono)).isEqualTo(333);
        widths.retain(List.of("PK", "SK", "GSI3PK"));
        assertThat(widths.isUserSet("SK")).isTrue();
        widths.retain(List.of("PK"));
        assertThat(widths.isUserSet("SK")).isFalse();
    }
}
