package dev.tablesmith.differential;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Puts items into the form in which the engine's and moto's answers are compared.
 *
 * <ul>
 *   <li>Both sides: the members of SS, NS and BS sets are sorted. DynamoDB does not define the order of set
 *   members in a response, so no side may be held to one.</li>
 *   <li>moto's side only: numbers are rewritten in DynamoDB's canonical form ({@code 1E2} as {@code 100},
 *   {@code 12.50} as {@code 12.5}). DynamoDB stores numbers canonically and returns them so; moto returns the text
 *   it was given (and after a projection, Python's {@code Decimal} text such as {@code 1E+2}). This is the named
 *   exception {@link MotoDifference#NUMBERS_NOT_CANONICAL}. The engine's numbers are <b>not</b> rewritten: it must
 *   produce the canonical form itself.</li>
 * </ul>
 * The canonical form is computed here independently of the engine ({@link #canonicalNumber}).
 */
final class ComparableForm {
    private static final Comparator<String> CODE_POINT_ORDER = ComparableForm::compareCodePoints;

    private ComparableForm() {
    }

    /** The engine's item with set members sorted. */
    static Item engine(Item item) {
        return item == null ? null : new Item(values(item.attributes(), false));
    }

    /** moto's item with set members sorted and numbers in DynamoDB's canonical form. */
    static Item moto(Item item) {
        return item == null ? null : new Item(values(item.attributes(), true));
    }

    static Map<String, AttributeValue> engineKey(Map<String, AttributeValue> key) {
        return key == null ? null : values(key, false);
    }

    static Map<String, AttributeValue> motoKey(Map<String, AttributeValue> key) {
        return key == null ? null : values(key, true);
    }

    private static Map<String, AttributeValue> values(Map<String, AttributeValue> values, boolean canonicalNumbers) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        values.forEach((name, value) -> out.put(name, value(value, canonicalNumbers)));
        return out;
    }

    static AttributeValue value(AttributeValue value, boolean canonicalNumbers) {
        if (value instanceof AttributeValue.N n) {
            return canonicalNumbers ? AttributeValue.n(canonicalNumber(n.value())) : n;
        } else if (value instanceof AttributeValue.L l) {
            return AttributeValue.l(l.values().stream().map(v -> value(v, canonicalNumbers)).toList());
        } else if (value instanceof AttributeValue.M m) {
            return AttributeValue.m(values(m.values(), canonicalNumbers));
        } else if (value instanceof AttributeValue.SS ss) {
            return new AttributeValue.SS(ss.values().stream().sorted(CODE_POINT_ORDER).toList());
        } else if (value instanceof AttributeValue.NS ns) {
            List<String> members = new ArrayList<>(ns.values());
            if (canonicalNumbers) {
                members.replaceAll(ComparableForm::canonicalNumber);
            }
            members.sort(Comparator.comparing(ComparableForm::numericOrNull,
                    Comparator.nullsLast(Comparator.naturalOrder())).thenComparing(Comparator.naturalOrder()));
            return new AttributeValue.NS(members);
        } else if (value instanceof AttributeValue.BS bs) {
            return new AttributeValue.BS(bs.values().stream()
                    .sorted((a, b) -> Arrays.compareUnsigned(a.value(), b.value())).toList());
        }
        return value;
    }

    /**
     * DynamoDB's canonical text of a number: plain notation (no exponent), no leading or trailing zeros, no plus
     * sign, and {@code 0} for every zero. Text that is not a number is returned unchanged.
     */
    static String canonicalNumber(String text) {
        BigDecimal value = numericOrNull(text);
        if (value == null) {
            return text;
        }
        return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
    }

    private static BigDecimal numericOrNull(String text) {
        try {
            return new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Unicode code point order, which is the order of the unsigned UTF-8 bytes. */
    static int compareCodePoints(String a, String b) {
        return Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
    }

    /** An item with its attributes in name order, for readable failure messages. */
    static String describe(Item item) {
        return item == null ? "null" : new TreeMap<>(item.attributes()).toString();
    }
}
