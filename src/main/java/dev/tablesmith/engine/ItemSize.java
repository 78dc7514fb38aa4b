package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Map;

/**
 * Item size as DynamoDB counts it for the 400 KB item limit and for capacity units.
 *
 * <p>An item's size is the sum, over its attributes, of the UTF-8 length of the attribute name plus the size of
 * the value:
 * <ul>
 *   <li>S: UTF-8 bytes; B: raw bytes (not base64); BOOL and NULL: 1 byte;</li>
 *   <li>N: 1 byte plus 1 byte per two significant digits, leading and trailing zeros trimmed;</li>
 *   <li>SS, NS, BS: the sum of the element sizes;</li>
 *   <li>L and M: 3 bytes plus, per element, 1 byte plus the element's size (and for M, the key's UTF-8 bytes).</li>
 * </ul>
 * Source: the DynamoDB Developer Guide, "DynamoDB item sizes and formats"; see docs/semantics.md.
 */
public final class ItemSize {
    /** DynamoDB's maximum item size: 400 KB, counted as 400 * 1024 bytes. */
    public static final int MAX_ITEM_BYTES = 400 * 1024;

    private ItemSize() {
    }

    /** The size of a whole item in bytes. */
    public static long of(Item item) {
        return ofAttributes(item.attributes());
    }

    /** The size of a set of attributes in bytes (names plus values). */
    public static long ofAttributes(Map<String, AttributeValue> attributes) {
        long total = 0;
        for (Map.Entry<String, AttributeValue> e : attributes.entrySet()) {
            total += utf8Length(e.getKey()) + ofValue(e.getValue());
        }
        return total;
    }

    /** The size of one value, without its attribute name. */
    public static long ofValue(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return utf8Length(s.value());
        } else if (value instanceof AttributeValue.N n) {
            return numberSize(n.value());
        } else if (value instanceof AttributeValue.B b) {
            return b.length();
        } else if (value instanceof AttributeValue.Bool || value instanceof AttributeValue.Null) {
            return 1;
        } else if (value instanceof AttributeValue.SS ss) {
            return ss.values().stream().mapToLong(ItemSize::utf8Length).sum();
        } else if (value instanceof AttributeValue.NS ns) {
            return ns.values().stream().mapToLong(ItemSize::numberSize).sum();
        } else if (value instanceof AttributeValue.BS bs) {
            return bs.values().stream().mapToLong(AttributeValue.B::length).sum();
        } else if (value instanceof AttributeValue.L l) {
            long size = 3;
            for (AttributeValue element : l.values()) {
                size += 1 + ofValue(element);
            }
            return size;
        } else if (value instanceof AttributeValue.M m) {
            long size = 3;
            for (Map.Entry<String, AttributeValue> e : m.values().entrySet()) {
                size += 1 + utf8Length(e.getKey()) + ofValue(e.getValue());
            }
            return size;
        }
        throw new IllegalArgumentException("unknown attribute value " + value);
    }

    /** 1 byte plus 1 per two significant digits (rounded up). */
    static long numberSize(String text) {
        int digits = plainSignificantDigits(text);
        if (digits < 0) {
            digits = DynamoNumber.significantDigits(DynamoNumber.parse(text));
        }
        return 1 + (digits + 1) / 2;
    }

    /** Longest plain decimal counted without BigDecimal: its magnitude is then well inside DynamoDB's range. */
    private static final int PLAIN_MAX_LENGTH = 40;

    /**
     * The significant digits of a plain decimal ({@code -?digits[.digits]}, up to 40 characters, at most 38
     * significant digits), counted from its first to its last non-zero digit (1 for zero), as
     * {@link DynamoNumber#significantDigits} counts them; -1 for any other text (exponents, signs, spaces, invalid
     * numbers), which goes the exact way. Sizing 100,000 items would otherwise parse every number into a
     * BigDecimal.
     */
    static int plainSignificantDigits(String text) {
        int length = text.length();
        int start = length > 0 && text.charAt(0) == '-' ? 1 : 0;
        if (length == start || length > PLAIN_MAX_LENGTH) {
            return -1;
        }
        int first = -1;
        int last = -1;
        int point = -1;
        for (int i = start; i < length; i++) {
            char c = text.charAt(i);
            if (c == '.') {
                if (point >= 0 || i == start || i == length - 1) {
                    return -1;
                }
                point = i;
            } else if (c >= '0' && c <= '9') {
                if (c != '0') {
                    if (first < 0) {
                        first = i;
                    }
                    last = i;
                }
            } else {
                return -1;
            }
        }
        if (first < 0) {
            return 1;
        }
        int digits = last - first + 1 - (point > first && point < last ? 1 : 0);
        return digits > DynamoNumber.MAX_SIGNIFICANT_DIGITS ? -1 : digits;
    }

    /** The UTF-8 encoded length of a string, computed without encoding it. */
    public static int utf8Length(String s) {
        int bytes = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < s.length()
                    && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
