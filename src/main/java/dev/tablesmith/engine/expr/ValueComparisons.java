package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.KeyOrder;
import dev.tablesmith.model.AttributeValue;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * How DynamoDB compares attribute values in conditions.
 *
 * <ul>
 *   <li>Equality: values of different types are never equal. Numbers compare numerically ({@code 1E2 = 100}),
 *   strings exactly, binary by bytes; sets are equal when they hold the same members in any order; lists element by
 *   element; maps key by key.</li>
 *   <li>Order: only S, N and B are ordered, and only against the same type: S by UTF-8 bytes, N numerically, B by
 *   unsigned bytes ({@link KeyOrder}).</li>
 * </ul>
 * A number that is not a valid number (possible in unvalidated sample data) equals and orders against nothing.
 */
final class ValueComparisons {
    private ValueComparisons() {
    }

    static boolean equal(AttributeValue a, AttributeValue b) {
        if (a.type() != b.type()) {
            return false;
        }
        if (a instanceof AttributeValue.N x && b instanceof AttributeValue.N y) {
            Optional<BigDecimal> p = number(x.value());
            Optional<BigDecimal> q = number(y.value());
            return p.isPresent() && q.isPresent() && p.get().compareTo(q.get()) == 0;
        }
        if (a instanceof AttributeValue.SS x && b instanceof AttributeValue.SS y) {
            return new HashSet<>(x.values()).equals(new HashSet<>(y.values()));
        }
        if (a instanceof AttributeValue.NS x && b instanceof AttributeValue.NS y) {
            Set<BigDecimal> p = numberSet(x.values());
            return p != null && p.equals(numberSet(y.values()));
        }
        if (a instanceof AttributeValue.BS x && b instanceof AttributeValue.BS y) {
            return new HashSet<>(x.values()).equals(new HashSet<>(y.values()));
        }
        if (a instanceof AttributeValue.L x && b instanceof AttributeValue.L y) {
            List<AttributeValue> p = x.values();
            List<AttributeValue> q = y.values();
            if (p.size() != q.size()) {
                return false;
            }
            for (int i = 0; i < p.size(); i++) {
                if (!equal(p.get(i), q.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof AttributeValue.M x && b instanceof AttributeValue.M y) {
            Map<String, AttributeValue> p = x.values();
            Map<String, AttributeValue> q = y.values();
            if (!p.keySet().equals(q.keySet())) {
                return false;
            }
            for (Map.Entry<String, AttributeValue> e : p.entrySet()) {
                if (!equal(e.getValue(), q.get(e.getKey()))) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b); // S, B, BOOL, NULL
    }

    /** The order of two values, or empty when DynamoDB does not order them (different types, or not S, N, B). */
    static OptionalInt compare(AttributeValue a, AttributeValue b) {
        if (a.type() != b.type()) {
            return OptionalInt.empty();
        }
        if (a instanceof AttributeValue.N x && b instanceof AttributeValue.N y) {
            Optional<BigDecimal> p = number(x.value());
            Optional<BigDecimal> q = number(y.value());
            return p.isPresent() && q.isPresent() ? OptionalInt.of(p.get().compareTo(q.get())) : OptionalInt.empty();
        }
        if (a instanceof AttributeValue.S || a instanceof AttributeValue.B) {
            return OptionalInt.of(KeyOrder.compare(a, b));
        }
        return OptionalInt.empty();
    }

    /** begins_with: a string starting with a string, or binary starting with binary bytes. */
    static boolean beginsWith(AttributeValue value, AttributeValue prefix) {
        if (value instanceof AttributeValue.S s && prefix instanceof AttributeValue.S p) {
            return s.value().startsWith(p.value());
        }
        if (value instanceof AttributeValue.B b && prefix instanceof AttributeValue.B p) {
            if (p.length() > b.length()) {
                return false;
            }
            for (int i = 0; i < p.length(); i++) {
                if (b.byteAt(i) != p.byteAt(i)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /**
     * contains: a substring of a string, a run of bytes in binary, a member of a set of the operand's type, or an
     * element of a list equal to the operand.
     */
    static boolean contains(AttributeValue container, AttributeValue operand) {
        if (container instanceof AttributeValue.S s && operand instanceof AttributeValue.S o) {
            return s.value().contains(o.value());
        }
        if (container instanceof AttributeValue.B b && operand instanceof AttributeValue.B o) {
            return indexOf(b, o) >= 0;
        }
        if (container instanceof AttributeValue.SS ss && operand instanceof AttributeValue.S o) {
            return ss.values().contains(o.value());
        }
        if (container instanceof AttributeValue.NS ns && operand instanceof AttributeValue.N o) {
            return ns.values().stream().anyMatch(n -> equal(AttributeValue.n(n), o));
        }
        if (container instanceof AttributeValue.BS bs && operand instanceof AttributeValue.B o) {
            return bs.values().contains(o);
        }
        if (container instanceof AttributeValue.L l) {
            return l.values().stream().anyMatch(e -> equal(e, operand));
        }
        return false;
    }

    /**
     * size(): characters of a string (UTF-16 code units, as DynamoDB counts them), bytes of binary, members of a set,
     * elements of a list, entries of a map; other types have no size.
     */
    static Optional<AttributeValue> size(AttributeValue value) {
        long size;
        if (value instanceof AttributeValue.S s) {
            size = s.value().length();
        } else if (value instanceof AttributeValue.B b) {
            size = b.length();
        } else if (value instanceof AttributeValue.SS ss) {
            size = ss.values().size();
        } else if (value instanceof AttributeValue.NS ns) {
            size = ns.values().size();
        } else if (value instanceof AttributeValue.BS bs) {
            size = bs.values().size();
        } else if (value instanceof AttributeValue.L l) {
            size = l.values().size();
        } else if (value instanceof AttributeValue.M m) {
            size = m.values().size();
        } else {
            return Optional.empty();
        }
        return Optional.of(AttributeValue.n(size));
    }

    private static int indexOf(AttributeValue.B haystack, AttributeValue.B needle) {
        int n = haystack.length();
        int m = needle.length();
        outer:
        for (int i = 0; i + m <= n; i++) {
            for (int j = 0; j < m; j++) {
                if (haystack.byteAt(i + j) != needle.byteAt(j)) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static Optional<BigDecimal> number(String text) {
        try {
            return Optional.of(new BigDecimal(text.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static Set<BigDecimal> numberSet(List<String> texts) {
        Set<BigDecimal> set = new HashSet<>();
        for (String t : texts) {
            Optional<BigDecimal> n = number(t);
            if (n.isEmpty()) {
                return null;
            }
            set.add(n.get().signum() == 0 ? BigDecimal.ZERO : n.get().stripTrailingZeros());
        }
        return set;
    }
}
