package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.math.BigDecimal;
import java.util.Map;

/**
 * Item size as DynamoDB counts it for the 400 KB item limit and for capacity units.
 *
 * <p>An item's size is the sum, over its attributes, of the UTF-8 length of the attribute name plus the size of
 * the value:
 * <ul>
 *   <li>S: UTF-8 bytes; B: raw bytes (not base64); BOOL and NULL: 1 byte;</li>
 *   <li>N: 1 byte, plus 1 per base-100 digit aligned on the decimal point, plus 1 if negative; zero is 1 byte
 *   (measured: the Developer Guide's "1 byte per two significant digits" is an approximation; see
 *   {@link #numberSize(String)});</li>
 *   <li>SS, NS, BS: the sum of the element sizes;</li>
 *   <li>L and M: 3 bytes plus, per element, 1 byte plus the element's size (and for M, the key's UTF-8 bytes).</li>
 * </ul>
 * Sources: the DynamoDB Developer Guide, "DynamoDB item sizes and formats", and for numbers the Parity Suite's
 * captures measured at the 400 KB gate; see docs/semantics.md.
 */
public final class ItemSize {
    /** DynamoDB's maximum item size: 400 KB, counted as 400 * 1024 bytes. */
    public static final int MAX_ITEM_BYTES = 400 * 1024;

    /**
     * The most a number can cost: 38 significant digits span at most 20 base-100 digits, plus the exponent byte
     * and the sign byte of a negative number, so 22 bytes ({@link #numberSize(String)}).
     */
    public static final int MAX_NUMBER_BYTES = 22;

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

    /**
     * A number's size: 1 byte, plus 1 byte per base-100 digit, plus 1 byte if negative; zero is 1 byte. The base-100
     * digits are the pairs of decimal digits aligned on the decimal point ({@code 3.14159} is {@code 03.14 15 90}),
     * from the first pair holding a significant digit to the last; leading and trailing zeros and the exponent
     * cost nothing ({@code 1E125} is 2 bytes). So {@code 1.5} costs 3 where {@code 15} costs 2, and {@code 12000}
     * ({@code 01 20 00}) costs 3 where {@code 1200} costs 2. Measured on DynamoDB; see docs/semantics.md.
     */
    public static long numberSize(String text) {
        long plain = plainNumberSize(text);
        return plain > 0 ? plain : numberSize(DynamoNumber.parse(text));
    }

    /** {@link #numberSize(String)} for a parsed number. */
    public static long numberSize(BigDecimal value) {
        if (value.signum() == 0) {
            return 1;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        // The first significant digit has weight 10^(precision - scale - 1), the last 10^(-scale).
        int firstPower = stripped.precision() - stripped.scale() - 1;
        int lastPower = -stripped.scale();
        return 1 + base100Digits(firstPower, lastPower) + (stripped.signum() < 0 ? 1 : 0);
    }

    /** The base-100 digits between decimal weights 10^first and 10^last (first &ge; last), pairs aligned on 10^0. */
    private static int base100Digits(int firstPower, int lastPower) {
        return Math.floorDiv(firstPower, 2) - Math.floorDiv(lastPower, 2) + 1;
    }

    /** Longest plain decimal sized without BigDecimal: its magnitude is then well inside DynamoDB's range. */
    private static final int PLAIN_MAX_LENGTH = 40;

    /**
     * {@link #numberSize(String)} for a plain decimal ({@code -?digits[.digits]}, up to 40 characters, at most 38
     * significant digits) without parsing it into a BigDecimal, which sizing 100,000 items would otherwise do for
     * every number; 0 for any other text (exponents, plus signs, spaces, invalid numbers), which goes the exact way.
     */
    static long plainNumberSize(String text) {
        int length = text.length();
        boolean negative = length > 0 && text.charAt(0) == '-';
        int start = negative ? 1 : 0;
        if (length == start || length > PLAIN_MAX_LENGTH) {
            return 0;
        }
        int first = -1;
        int last = -1;
        int point = -1;
        for (int i = start; i < length; i++) {
            char c = text.charAt(i);
            if (c == '.') {
                if (point >= 0 || i == start || i == length - 1) {
                    return 0;
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
                return 0;
            }
        }
        if (first < 0) {
            return 1;
        }
        int digits = last - first + 1 - (point > first && point < last ? 1 : 0);
        if (digits > DynamoNumber.MAX_SIGNIFICANT_DIGITS) {
            return 0;
        }
        int units = point < 0 ? length : point;
        return 1 + base100Digits(power(first, units), power(last, units)) + (negative ? 1 : 0);
    }

    /** The decimal weight of the digit at {@code index} when the units digit sits just before {@code units}. */
    private static int power(int index, int units) {
        return index < units ? units - index - 1 : units - index;
    }

    /**
     * The size of a value of a declared type written as text (an attribute's example or enum value, a key rendered
     * from a template): an N value by {@link #numberSize(String)}, so {@code 12000} costs 3 bytes and not 5; a BOOL
     * or NULL 1 byte; anything else (an S value, or text that is not a valid number) its UTF-8 bytes.
     */
    public static long ofText(AttributeType type, String text) {
        if (type == AttributeType.N && DynamoNumber.problem(text).isEmpty()) {
            return numberSize(text);
        }
        if (type == AttributeType.BOOL || type == AttributeType.NULL) {
            return 1;
        }
        return utf8Length(text);
    }

    /**
     * The most a number written in at most {@code characters} characters can cost (an upper bound, for a number
     * key rendered from a template whose widest text is known). Digits written in c characters (a decimal point
     * taking one) fall into at most ceil(c / 2) base-100 digits, and 38 significant digits into at most 20; a minus
     * sign takes one character and adds one byte. So 40 characters (38 digits, a sign and a point) are 22 bytes,
     * {@link #MAX_NUMBER_BYTES}, and 5 characters ({@code 12345}, {@code -1.23}) 4.
     */
    public static long widestNumberBytes(long characters) {
        if (characters <= 1) {
            return characters <= 0 ? 1 : 2;
        }
        return Math.max(1 + pairsIn(characters), 2 + pairsIn(characters - 1));
    }

    /** The most base-100 digits a number written in {@code characters} characters (no sign) can have. */
    private static long pairsIn(long characters) {
        return Math.min((characters + 1) / 2, (DynamoNumber.MAX_SIGNIFICANT_DIGITS + 2) / 2);
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
