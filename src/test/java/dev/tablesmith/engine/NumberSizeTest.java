package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import java.math.BigDecimal;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A number's size in bytes, as DynamoDB measures it.
 *
 * <p>The table below is every literal of the Parity Suite's capture record ({@code CAPTURED_NUMBER_BYTES} in
 * {@code src/item-size.ts} of the DynamoDB conformance suite, github.com/nubo-db/dynamodb-conformance, mirrored as
 * paritysuite/dynamodb-conformance; used by {@code tests/tier3/limits/numberByteSize.test.ts}). Each figure was
 * measured against eu-west-2 on 2026-08-18 by a pair of PutItems built to exactly 409,600 bytes and to one byte
 * more: the first accepted, the second refused with "Item size has exceeded the maximum allowed size".
 */
class NumberSizeTest {

    @ParameterizedTest(name = "{0} is {1} bytes")
    @CsvSource({
        "0, 1",
        "1, 2",
        "12, 2",
        "123, 3",
        "1234, 3",
        "12345678901234567890123456789012345678, 20",
        "0042, 2",
        "100, 2",
        "1010, 3",
        "0.0000001, 2",
        "1E125, 2",
        "1E-100, 2",
        "1.5, 3",
        "15, 2",
        "1.2, 3",
        "1.200, 3",
        "1.234, 4",
        "3.14159, 5",
        "123456, 4",
        "100.5, 4",
        "0.15, 2",
        "-42, 3",
        "-0, 1",
    })
    void numberSizeMatchesTheMeasuredCapture(String literal, long bytes) {
        assertThat(ItemSize.ofValue(AttributeValue.n(literal))).isEqualTo(bytes);
    }

    @ParameterizedTest(name = "{0} is {1} bytes")
    @CsvSource({
        // the same values spelt other ways cost the same
        "1.5E0, 3", "15E-1, 3", "0.15E1, 3", "1.0E2, 2", "+42, 2", "-4.2E1, 3", "0E100, 1", "-0.000, 1",
        // the largest and smallest magnitudes
        "9.9999999999999999999999999999999999999E+125, 20", "1E-130, 2", "-1E-130, 3",
        // 38 digits with the point inside the first pair: 1 + 1 + 19 base-100 digits = 21
        "1.2345678901234567890123456789012345678, 21",
    })
    void equalValuesCostTheSameWhateverTheSpelling(String literal, long bytes) {
        assertThat(ItemSize.ofValue(AttributeValue.n(literal))).isEqualTo(bytes);
    }

    @Test
    void negativeNumberCostsOneByteMoreThanItsMagnitude() {
        assertThat(ItemSize.ofValue(AttributeValue.n("-3.14159")))
                .isEqualTo(ItemSize.ofValue(AttributeValue.n("3.14159")) + 1);
    }

    @Test
    void plainDecimalsAgreeWithTheExactWayOnRandomValues() {
        Random random = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder(random.nextBoolean() ? "-" : "");
            int whole = 1 + random.nextInt(14);
            for (int d = 0; d < whole; d++) {
                text.append((char) ('0' + (random.nextInt(3) == 0 ? 0 : random.nextInt(10))));
            }
            if (random.nextBoolean()) {
                text.append('.');
                int fraction = 1 + random.nextInt(14);
                for (int d = 0; d < fraction; d++) {
                    text.append((char) ('0' + (random.nextInt(3) == 0 ? 0 : random.nextInt(10))));
                }
            }
            String number = text.toString();
            assertThat(ItemSize.numberSize(number)).as(number)
                    .isEqualTo(ItemSize.numberSize(DynamoNumber.parse(number)));
        }
    }

    @Test
    void exactWayCountsBase100DigitsAlignedOnTheDecimalPoint() {
        assertThat(ItemSize.numberSize(new BigDecimal("1.2E4"))).isEqualTo(3);
        assertThat(ItemSize.numberSize(new BigDecimal("1.2E3"))).isEqualTo(2);
        assertThat(ItemSize.numberSize(new BigDecimal("0.012"))).isEqualTo(3);
        assertThat(ItemSize.numberSize(new BigDecimal("0.0012"))).isEqualTo(2);
    }

    @Test
    void theWidestNumberOfFortyCharactersCostsTwentyTwoBytes() {
        // 38 digits, a sign and a point: at most 20 base-100 digits, the exponent byte and the sign byte
        assertThat(ItemSize.widestNumberBytes(40)).isEqualTo(ItemSize.MAX_NUMBER_BYTES).isEqualTo(22);
        assertThat(ItemSize.numberSize("-1.2345678901234567890123456789012345678")).isEqualTo(22);
        // five characters: at most 3 base-100 digits (12345, 01 23 45), 4 bytes; or -1.23 (01.23 + sign), 4
        assertThat(ItemSize.widestNumberBytes(5)).isEqualTo(4);
    }

    @Test
    void aValueWrittenAsTextIsSizedByItsDeclaredType() {
        assertThat(ItemSize.ofText(dev.tablesmith.model.AttributeType.N, "123456")).isEqualTo(4);
        assertThat(ItemSize.ofText(dev.tablesmith.model.AttributeType.S, "123456")).isEqualTo(6);
        assertThat(ItemSize.ofText(dev.tablesmith.model.AttributeType.BOOL, "false")).isEqualTo(1);
        assertThat(ItemSize.ofText(dev.tablesmith.model.AttributeType.N, "not a number")).isEqualTo(12);
    }
}
