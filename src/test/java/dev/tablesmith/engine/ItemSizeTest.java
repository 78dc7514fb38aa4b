package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ItemSizeTest {

    @Test
    void stringCountsUtf8BytesOfNameAndValue() {
        Item item = Item.of(Map.of("PK", AttributeValue.s("CUST#c1é😀")));
        assertThat(ItemSize.of(item)).isEqualTo(2 + 7 + 2 + 4);
    }

    @ParameterizedTest
    @CsvSource({"1, 2", "12, 2", "123, 3", "100, 2", "0.0012, 2", "19.99, 3", "-7, 3", "1E2, 2",
            "12345678901234567890123456789012345678, 20", "0, 1"})
    void numberIsOneBytePlusOnePerBase100DigitPlusOneIfNegative(String number, long expected) {
        assertThat(ItemSize.ofValue(AttributeValue.n(number))).isEqualTo(expected);
    }

    @Test
    void boolNullAndBinaryCountAsDocumented() {
        assertThat(ItemSize.ofValue(AttributeValue.bool(true))).isEqualTo(1);
        assertThat(ItemSize.ofValue(AttributeValue.nul())).isEqualTo(1);
        assertThat(ItemSize.ofValue(AttributeValue.b(new byte[10]))).isEqualTo(10);
    }

    @Test
    void listAndMapHaveThreeBytesOverheadPlusOnePerElement() {
        assertThat(ItemSize.ofValue(AttributeValue.l(List.of()))).isEqualTo(3);
        assertThat(ItemSize.ofValue(AttributeValue.l(List.of(AttributeValue.s("ab"), AttributeValue.bool(true)))))
                .isEqualTo(3 + (1 + 2) + (1 + 1));
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("qty", AttributeValue.n("2"));
        assertThat(ItemSize.ofValue(AttributeValue.m(m))).isEqualTo(3 + 1 + 3 + 2);
    }

    @Test
    void setsAreTheSumOfTheirElements() {
        assertThat(ItemSize.ofValue(new AttributeValue.SS(List.of("a", "bc")))).isEqualTo(3);
        assertThat(ItemSize.ofValue(new AttributeValue.NS(List.of("1", "123")))).isEqualTo(2 + 3);
    }

    @Test
    void invalidNumberIsRefusedWithDynamoDbMessage() {
        assertThatThrownBy(() -> ItemSize.ofValue(AttributeValue.n("1E126")))
                .hasMessageStartingWith("Number overflow");
    }

    @ParameterizedTest
    @CsvSource({"0", "-0", "0.000", "7", "1000", "-1000", "59.90", "0.0012300", "100.001", "12345678901234567890",
        "99999999999999999999999999999999999999", "1.5", "-0.5", "10.0", "12000", "0.012"})
    void plainDecimalsSizeTheSameAsTheExactWay(String text) {
        assertThat(ItemSize.plainNumberSize(text)).isEqualTo(ItemSize.numberSize(DynamoNumber.parse(text)));
    }

    @ParameterizedTest
    @CsvSource({"1E2", "+5", "' 5'", ".5", "5.", "1.2.3", "-", "''", "0x10", "123456789012345678901234567890123456789",
        "0.0000000000000000000000000000000000000000001"})
    void otherTextsGoTheExactWay(String text) {
        assertThat(ItemSize.plainNumberSize(text)).isZero();
    }
}
