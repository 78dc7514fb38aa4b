package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Item sizes measured on DynamoDB at the 4 KB read-unit boundary, beyond the Parity Suite's 400 KB captures
 * ({@link NumberSizeTest}): dynalite's test/getItem.js "should return ConsumedCapacity for small / larger item with
 * no ConsistentRead / with ConsistentRead" (older evidence: dynalite's tests are written to pass against DynamoDB
 * itself, {@code REMOTE} mode in test/helpers.js; its {@code randomString()} is 10 characters). Each pair of items
 * is built to 4,096 bytes and to one byte more: the first reads for one unit (half eventually consistent), the
 * second for two. They fix the number {@code 12.3456} at 4 bytes ({@code 12.34 56}) and the L and M overheads.
 */
class MeasuredItemSizeTest {
    private static final String TEN = "AAAAA12345";

    private static AttributeValue s(String text) {
        return AttributeValue.s(text);
    }

    private static AttributeValue b64(String base64) {
        return AttributeValue.b(Base64.getDecoder().decode(base64));
    }

    private static AttributeValue bs(String... base64) {
        return new AttributeValue.BS(List.of(base64).stream().map(v -> (AttributeValue.B) b64(v)).toList());
    }

    private static Item item(Object... namesAndValues) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            values.put((String) namesAndValues[i], (AttributeValue) namesAndValues[i + 1]);
        }
        return Item.of(values);
    }

    /** {@code new Array(n).join('b')}: n - 1 characters. */
    private static String join(int n) {
        return "b".repeat(n - 1);
    }

    @Test
    void numberTwelvePointThreeFourFiveSixFillsTheFourKilobyteReadUnitExactly() {
        // dynalite test/getItem.js "ConsumedCapacity for small item with no ConsistentRead": 0.5 units
        Item small = item("a", s(TEN), "b", s(join(4082 - TEN.length())), "c", AttributeValue.n("12.3456"),
                "d", b64("AQI="), "e", bs("AQI=", "Ag==", "AQ=="));
        // "... for larger item with no ConsistentRead": 1 unit
        Item larger = item("a", s(TEN), "b", s(join(4084 - TEN.length())), "c", AttributeValue.n("12.3456"),
                "d", b64("AQI="), "e", bs("AQI=", "Ag=="));

        assertThat(ItemSize.ofValue(AttributeValue.n("12.3456"))).isEqualTo(4);
        assertThat(ItemSize.of(small)).isEqualTo(4096);
        assertThat(ItemSize.of(larger)).isEqualTo(4097);
        assertThat(CapacityUnits.readUnitsForItem(ItemSize.of(small), false)).isEqualTo(0.5);
        assertThat(CapacityUnits.readUnitsForItem(ItemSize.of(larger), false)).isEqualTo(1.0);
    }

    @Test
    void listsAndMapsWithNumbersFillTheFourKilobyteReadUnitExactly() {
        // dynalite test/getItem.js "ConsumedCapacity for small item with ConsistentRead" (1 unit) and "... for
        // larger item with ConsistentRead" (2 units): bb is 3,999 then 4,000 characters, ab 4,026 then 4,027
        for (int extra = 0; extra <= 1; extra++) {
            Item documents = item("a", s(TEN), "bb", s(join(4000 + extra)), "ccc", AttributeValue.n("12.3456"),
                    "dddd", b64("AQI="), "eeeee", bs("AQI=", "Ag==", "AQ=="), "ffffff", AttributeValue.nul(),
                    "ggggggg", AttributeValue.bool(false),
                    "hhhhhhhh", AttributeValue.l(List.of(s("a"), s("aa"), s("bb"), s("ccc"))),
                    "iiiiiiiii", AttributeValue.m(Map.of("aa", s("aa"), "bbb", s("bbb"))));
            Item nested = item("a", s(TEN), "ab", s(join(4027 + extra)), "abc", AttributeValue.nul(),
                    "abcd", AttributeValue.bool(true),
                    "abcde", AttributeValue.l(List.of(s("aa"), AttributeValue.n("12.3456"), b64("AQI="))),
                    "abcdef", AttributeValue.m(Map.of("aa", s("aa"), "bbb", AttributeValue.n("12.3456"),
                            "cccc", b64("AQI="))));
            for (Item i : List.of(documents, nested)) {
                assertThat(ItemSize.of(i)).isEqualTo(4096 + extra);
                assertThat(CapacityUnits.readUnitsForItem(ItemSize.of(i), true)).isEqualTo(1.0 + extra);
            }
        }
    }

    /**
     * {@code 12000} and {@code 0.012}: no capture has measured them (the Parity Suite's 23 literals, Scylla's
     * test_returnconsumedcapacity.py {@code test_number_magnitude_key} allows 5 bytes either way, dynalite's tests
     * use only {@code 12.3456} and small integers). The rule predicts 3 bytes for each, pairs {@code 01 20} and
     * {@code .01 20}; the Parity Suite's own formula (1 + ceil(integer digits / 2) + ceil(fraction digits / 2))
     * predicts 2. Unverified: this pins the prediction, docs/semantics.md "Number size" says so.
     */
    @Test
    void twelveThousandAndTwelveThousandthsArePredictedAtThreeBytesUnverified() {
        assertThat(ItemSize.numberSize("12000")).isEqualTo(3);
        assertThat(ItemSize.numberSize("0.012")).isEqualTo(3);
        assertThat(ItemSize.numberSize("1200")).isEqualTo(2);
        assertThat(ItemSize.numberSize("0.12")).isEqualTo(2);
    }
}
