package dev.tablesmith.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A DynamoDB attribute value, one record per data type, as in DynamoDB JSON ({@code {"S": "CUST#c1"}}).
 *
 * <p>Numbers keep the text they were written with ({@code "1E2"} stays {@code "1E2"}); numeric comparison and
 * canonical form are the engine's job. Binary values are immutable copies and compare by content.
 */
public sealed interface AttributeValue {

    /** The DynamoDB type descriptor of this value. */
    AttributeType type();

    /** String. */
    record S(String value) implements AttributeValue {
        public S {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public AttributeType type() {
            return AttributeType.S;
        }
    }

    /** Number, as its decimal text. */
    record N(String value) implements AttributeValue {
        public N {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public AttributeType type() {
            return AttributeType.N;
        }
    }

    /** Binary. */
    record B(byte[] value) implements AttributeValue {
        public B {
            value = Objects.requireNonNull(value, "value").clone();
        }

        @Override
        public byte[] value() {
            return value.clone();
        }

        /** The number of bytes, without copying. */
        public int length() {
            return value.length;
        }

        /** The byte at {@code index}, without copying. */
        public byte byteAt(int index) {
            return value[index];
        }

        public String base64() {
            return Base64.getEncoder().encodeToString(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.B;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof B other && Arrays.equals(value, other.value);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(value);
        }

        @Override
        public String toString() {
            return "B[" + base64() + "]";
        }
    }

    /** Boolean. */
    record Bool(boolean value) implements AttributeValue {
        @Override
        public AttributeType type() {
            return AttributeType.BOOL;
        }
    }

    /** Null (DynamoDB's {@code {"NULL": true}}). */
    record Null() implements AttributeValue {
        @Override
        public AttributeType type() {
            return AttributeType.NULL;
        }
    }

    /** List of values of any types. */
    record L(List<AttributeValue> values) implements AttributeValue {
        public L {
            values = List.copyOf(values);
        }

        @Override
        public AttributeType type() {
            return AttributeType.L;
        }
    }

    /** Map from attribute names to values, in insertion order. */
    record M(Map<String, AttributeValue> values) implements AttributeValue {
        public M {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        @Override
        public AttributeType type() {
            return AttributeType.M;
        }
    }

    /** String set. */
    record SS(List<String> values) implements AttributeValue {
        public SS {
            values = List.copyOf(values);
        }

        @Override
        public AttributeType type() {
            return AttributeType.SS;
        }
    }

    /** Number set, each number as its decimal text. */
    record NS(List<String> values) implements AttributeValue {
        public NS {
            values = List.copyOf(values);
        }

        @Override
        public AttributeType type() {
            return AttributeType.NS;
        }
    }

    /** Binary set. */
    record BS(List<B> values) implements AttributeValue {
        public BS {
            values = List.copyOf(values);
        }

        @Override
        public AttributeType type() {
            return AttributeType.BS;
        }
    }

    static S s(String value) {
        return new S(value);
    }

    static N n(String value) {
        return new N(value);
    }

    static N n(long value) {
        return new N(Long.toString(value));
    }

    static B b(byte[] value) {
        return new B(value);
    }

    static Bool bool(boolean value) {
        return new Bool(value);
    }

    static Null nul() {
        return new Null();
    }

    static L l(List<AttributeValue> values) {
        return new L(new ArrayList<>(values));
    }

    static M m(Map<String, AttributeValue> values) {
        return new M(values);
    }
}
