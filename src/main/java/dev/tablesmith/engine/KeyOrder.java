package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Comparator;

/**
 * The order DynamoDB gives sort key values within an item collection.
 *
 * <ul>
 *   <li>S: by the bytes of the UTF-8 encoding, compared as unsigned values. That is Unicode code point order, which
 *   differs from {@link String#compareTo}: Java compares UTF-16 code units, so a character above U+FFFF (a
 *   surrogate pair, 0xD800-0xDFFF) sorts before U+E000-U+FFFF in Java but after them in DynamoDB.</li>
 *   <li>N: numerically; {@code 1E2} and {@code 100} are equal.</li>
 *   <li>B: bytes compared as unsigned values, a shorter prefix first ({@code Arrays.compare(byte[], byte[])} is
 *   signed and would put 0x80-0xFF before 0x00).</li>
 * </ul>
 * A sort key has one declared type, so values of different types are never compared in one collection; if they
 * are (in unvalidated sample data), they are ordered by type S, N, B for a stable preview.
 */
public final class KeyOrder {
    /** Ascending order, as {@code ScanIndexForward=true} returns it. */
    public static final Comparator<AttributeValue> ASCENDING = KeyOrder::compare;

    private KeyOrder() {
    }

    public static int compare(AttributeValue a, AttributeValue b) {
        if (a instanceof AttributeValue.S s1 && b instanceof AttributeValue.S s2) {
            return compareUtf8(s1.value(), s2.value());
        }
        if (a instanceof AttributeValue.N n1 && b instanceof AttributeValue.N n2) {
            return compareNumbers(n1.value(), n2.value());
        }
        if (a instanceof AttributeValue.B b1 && b instanceof AttributeValue.B b2) {
            return Arrays.compareUnsigned(b1.value(), b2.value());
        }
        return Integer.compare(rank(a), rank(b));
    }

    /**
     * Compares two strings as DynamoDB does: by their UTF-8 bytes, unsigned, which equals code point order.
     * Works on the UTF-16 chars directly without encoding.
     */
    public static int compareUtf8(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                return Integer.compare(codePointRank(x), codePointRank(y));
            }
        }
        return Integer.compare(a.length(), b.length());
    }

    /**
     * Maps a UTF-16 code unit to a rank that orders like the code point it belongs to: surrogates (which encode
     * U+10000 and above) are moved above U+E000-U+FFFF. Within one differing position both chars are either
     * complete BMP characters or the leading parts of supplementary ones, so comparing ranks is exact.
     */
    private static int codePointRank(char c) {
        if (c >= 0xD800 && c <= 0xDFFF) {
            return c + 0x2000;
        }
        if (c >= 0xE000) {
            return c - 0x800;
        }
        return c;
    }

    public static int compareNumbers(String a, String b) {
        return new BigDecimal(a.trim()).compareTo(new BigDecimal(b.trim()));
    }

    private static int rank(AttributeValue v) {
        return switch (v.type()) {
            case S -> 0;
            case N -> 1;
            case B -> 2;
            default -> 3;
        };
    }
}
