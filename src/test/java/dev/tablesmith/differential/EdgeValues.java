package dev.tablesmith.differential;

import java.util.List;
import java.util.Random;

/**
 * The awkward values differential data is built from: strings whose UTF-8 byte order differs from Java's UTF-16
 * order (U+E000-U+FFFF against characters above U+FFFF), key separators ({@code #}, {@code $}), multi-byte text;
 * numbers of both signs with and without exponents, many spellings of one value ({@code 100}, {@code 1E2},
 * {@code 100.00}), the extremes of DynamoDB's range and 38 significant digits; binary values with high-bit bytes
 * (0x80-0xFF sort after 0x7F unsigned) and prefixes of each other.
 */
final class EdgeValues {
    /** Code points that strings are built from: ASCII, 2-, 3- and 4-byte UTF-8. */
    static final int[] CODE_POINTS = {
        'a', 'b', 'c', 'm', 'z', 'A', 'B', 'Z', '0', '1', '9', '#', '$', '-', '_', ' ', '.', '~', 0x7F,
        0xE9 /* é */, 0xFC /* ü */, 0xDF /* ß */, 0xFF /* ÿ */, 0x100 /* Ā */,
        0x4E2D /* 中 */, 0x20AC /* € */, 0xE000, 0xF8FF, 0xFF21 /* Ａ */, 0xFF5E, 0xFFFD,
        0x10000, 0x1D11E /* 𝄞 */, 0x1F600 /* 😀 */, 0x1F9E9,
    };

    /** Partition key values for the string table beyond the plain {@code P#nn} ones. */
    static final List<String> EDGE_PARTITIONS = List.of(
            "\uD83D\uDE00", "\uFFFD", "\uE000", "\uFF21", "a#b", "$x", "\u00FC", "\u4E2D\u6587", "\uD834\uDD1E",
            "\u007F", "A", "a", "~", "P#00 ");

    /** Sort key prefixes, so that begins_with and ranges find groups of keys. */
    static final List<String> SORT_KEY_PREFIXES = List.of(
            "A#", "B#", "ORDER#", "ITEM#", "#", "$", "", "\uD83D\uDE00", "\uFFFD", "\uE000", "\u00E9", "z", "ORDER$");

    /** Numbers for non-key attributes and GSI sort keys: several spellings of one value on purpose. */
    static final List<String> NUMBERS = List.of(
            "-1E+10", "-10000000000", "-123.456", "-7", "-0.5", "-0", "0", "0.0", "1E-5", "0.00001", "1E-130",
            "100", "1E2", "100.00", "12.50", "12.5", "42", "3.14159", "7",
            "99999999999999999999999999999999999999", "-99999999999999999999999999999999999999",
            "9.9999999999999999999999999999999999999E+125", "-9.9999999999999999999999999999999999999E+125",
            "1E+125", "0.000000000000000000000000000000000000000001");

    /**
     * Numbers for number partition keys, one spelling list per value: every spelling is the same key, so items
     * written with different spellings share one partition.
     */
    static final List<List<String>> NUMBER_KEYS = List.of(
            List.of("100", "1E2", "100.00", "1.00E+2"), List.of("-1E+10", "-10000000000"), List.of("-0.5", "-0.50"),
            List.of("0", "-0", "0.000"), List.of("1E-5", "0.00001"), List.of("1E-130"), List.of("12.5", "12.50"),
            List.of("99999999999999999999999999999999999999"), List.of("-99999999999999999999999999999999999999"),
            List.of("9.9999999999999999999999999999999999999E+125"), List.of("-1E+125"), List.of("7"),
            List.of("-7"), List.of("3.14159"), List.of("42", "4.2E1"));

    /** Binary values: high-bit bytes, a byte and its prefixes, the extremes. */
    static final List<byte[]> BINARIES = List.of(
            bytes(0x00), bytes(0x00, 0x00), bytes(0x00, 0x01), bytes(0x01), bytes(0x7F), bytes(0x7F, 0xFF),
            bytes(0x80), bytes(0x80, 0x00), bytes(0xFE, 0xFF), bytes(0xFF), bytes(0xFF, 0xFF), bytes(0xFF, 0x00, 0x7F),
            bytes('A', 'B'), bytes(0xC3, 0xA9));

    private EdgeValues() {
    }

    static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }

    static String randomText(Random random, int minLength, int maxLength) {
        int length = minLength + random.nextInt(maxLength - minLength + 1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.appendCodePoint(CODE_POINTS[random.nextInt(CODE_POINTS.length)]);
        }
        return sb.toString();
    }

    /** A random binary value of 1-6 bytes, biased towards 0x00, 0x7F, 0x80 and 0xFF. */
    static byte[] randomBinary(Random random) {
        if (random.nextInt(4) == 0) {
            return BINARIES.get(random.nextInt(BINARIES.size())).clone();
        }
        byte[] out = new byte[1 + random.nextInt(6)];
        for (int i = 0; i < out.length; i++) {
            int pick = random.nextInt(6);
            out[i] = (byte) switch (pick) {
                case 0 -> 0x00;
                case 1 -> 0x7F;
                case 2 -> 0x80;
                case 3 -> 0xFF;
                default -> random.nextInt(256);
            };
        }
        return out;
    }

    /** A random number: an edge value, an integer, a decimal or an exponent form. */
    static String randomNumber(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> NUMBERS.get(random.nextInt(NUMBERS.size()));
            case 1 -> Integer.toString(random.nextInt(2001) - 1000);
            case 2 -> (random.nextBoolean() ? "-" : "") + random.nextInt(1000) + "." + random.nextInt(10000);
            case 3 -> (random.nextInt(9) + 1) + "E" + (random.nextInt(41) - 20);
            default -> Integer.toString(random.nextInt(50));
        };
    }
}
