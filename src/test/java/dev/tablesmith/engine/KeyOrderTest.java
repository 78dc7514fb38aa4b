package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class KeyOrderTest {

    private static int unsignedUtf8(String a, String b) {
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void emojiSortsAfterPrivateUseAndReplacementCharacterUnlikeStringCompareTo() {
        String emoji = "\uD83D\uDE00"; // U+1F600
        String replacement = "\uFFFD";
        assertThat(emoji.compareTo(replacement)).isNegative(); // Java's order: wrong for DynamoDB
        assertThat(KeyOrder.compareUtf8(emoji, replacement)).isPositive();
        assertThat(KeyOrder.compareUtf8("\uE000", "\uD7FF")).isPositive();
    }

    @Test
    void stringOrderEqualsUnsignedUtf8ByteOrderOnRandomText() {
        Random random = new Random(42);
        int[] pool = {'#', '$', 'A', 'a', 0x7F, 0xE9, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000,
                0x1F600, 0x10FFFF};
        List<String> strings = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            StringBuilder sb = new StringBuilder();
            int len = random.nextInt(5);
            for (int j = 0; j < len; j++) {
                sb.appendCodePoint(pool[random.nextInt(pool.length)]);
            }
            strings.add(sb.toString());
        }
        for (int i = 1; i < strings.size(); i++) {
            String a = strings.get(i - 1);
            String b = strings.get(i);
            assertThat(Integer.signum(KeyOrder.compareUtf8(a, b))).as("%s vs %s", a, b)
                    .isEqualTo(Integer.signum(unsignedUtf8(a, b)));
        }
    }

    @ParameterizedTest
    @CsvSource({"100, 1E2, 0", "-5, 3, -1", "-10, -9.5, -1", "0.001, 1E-3, 0", "1E+125, 9E124, 1", "-0, 0, 0",
            "12, 9, 1"})
    void numbersCompareNumerically(String a, String b, int expected) {
        assertThat(Integer.signum(KeyOrder.compare(AttributeValue.n(a), AttributeValue.n(b)))).isEqualTo(expected);
    }

    @Test
    void binaryComparesUnsignedWithShorterPrefixFirst() {
        List<AttributeValue> values = new ArrayList<>(List.of(
                AttributeValue.b(new byte[] {(byte) 0x80}), AttributeValue.b(new byte[] {0x01, 0x00}),
                AttributeValue.b(new byte[] {0x01}), AttributeValue.b(new byte[] {(byte) 0xFF, 0x00})));
        values.sort(KeyOrder.ASCENDING);
        assertThat(values).containsExactly(AttributeValue.b(new byte[] {0x01}),
                AttributeValue.b(new byte[] {0x01, 0x00}), AttributeValue.b(new byte[] {(byte) 0x80}),
                AttributeValue.b(new byte[] {(byte) 0xFF, 0x00}));
    }

    @Test
    void metaSortsBeforeItemBeforePaymentAsInTheSeed() {
        List<String> keys = new ArrayList<>(List.of("SHIP#1", "ITEM#sku-205", "PAYMENT#1", "META", "ITEM#sku-101"));
        keys.sort(Comparator.comparing(AttributeValue::s, KeyOrder.ASCENDING));
        assertThat(keys).containsExactly("ITEM#sku-101", "ITEM#sku-205", "META", "PAYMENT#1", "SHIP#1");
    }
}
