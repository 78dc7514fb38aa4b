package dev.tablesmith.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ways a fuzz run damages a seed file, each driven only by the {@link Random} it is given so that a run is
 * replayed from its seed. Byte mutations work on any file; the value mutations find a value by a pattern that fits
 * JSON, YAML, JavaScript/TypeScript and HCL alike (a quoted string, a number, {@code true}/{@code false}/{@code null})
 * and keep the rest of the file, its line numbers included, as it was.
 */
enum Mutator {
    /** The file ends at a random offset, as after an interrupted copy. */
    TRUNCATE {
        @Override
        byte[] apply(byte[] seed, Random random) {
            return slice(seed, 0, random.nextInt(Math.max(1, seed.length)));
        }
    },
    /** One to eight random bytes are replaced by random bytes. */
    FLIP_BYTES {
        @Override
        byte[] apply(byte[] seed, Random random) {
            byte[] copy = seed.clone();
            int flips = 1 + random.nextInt(8);
            for (int i = 0; i < flips && copy.length > 0; i++) {
                copy[random.nextInt(copy.length)] = (byte) random.nextInt(256);
            }
            return copy;
        }
    },
    /** A random span of up to 200 bytes is removed. */
    DELETE_SPAN {
        @Override
        byte[] apply(byte[] seed, Random random) {
            int start = random.nextInt(Math.max(1, seed.length));
            int end = Math.min(seed.length, start + 1 + random.nextInt(200));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(seed, 0, start);
            out.write(seed, end, seed.length - end);
            return out.toByteArray();
        }
    },
    /** A random span of up to 200 bytes is written twice. */
    DUPLICATE_SPAN {
        @Override
        byte[] apply(byte[] seed, Random random) {
            int start = random.nextInt(Math.max(1, seed.length));
            int end = Math.min(seed.length, start + 1 + random.nextInt(200));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(seed, 0, end);
            out.write(seed, start, seed.length - start);
            return out.toByteArray();
        }
    },
    /** Bytes that are not UTF-8 (a lone continuation, an overlong form, 0xFF, a cut multi-byte) are inserted. */
    INVALID_UTF8 {
        private static final byte[][] BAD = {{(byte) 0x80}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xFF},
                {(byte) 0xE2, (byte) 0x82}, {(byte) 0xC3, (byte) 0x28}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}};

        @Override
        byte[] apply(byte[] seed, Random random) {
            int at = random.nextInt(seed.length + 1);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(seed, 0, at);
            out.writeBytes(BAD[random.nextInt(BAD.length)]);
            out.write(seed, at, seed.length - at);
            return out.toByteArray();
        }
    },
    /** A value is replaced by a value of another type (an object, an array, a boolean, null, a string, a number). */
    WRONG_TYPE {
        private static final String[] OTHERS = {"{}", "[]", "true", "null", "\"text\"", "42", "[1, \"a\"]",
                "{\"S\": \"x\"}", "-0.5", "\"\""};

        @Override
        byte[] apply(byte[] seed, Random random) {
            return replaceOne(seed, VALUE, random, OTHERS[random.nextInt(OTHERS.length)]);
        }
    },
    /** A string value becomes 100,000 characters long. */
    HUGE_STRING {
        @Override
        byte[] apply(byte[] seed, Random random) {
            String filler = random.nextBoolean() ? "x" : "\u00e9";
            return replaceOne(seed, STRING, random, "\"" + filler.repeat(100_000) + "\"");
        }
    },
    /** A number becomes one no double or long holds. */
    HUGE_NUMBER {
        private static final String[] HUGE = {"1e400", "-1e400", "123456789012345678901234567890123456789",
                "1E+2147483648", "1e-400", "9223372036854775808", "0." + "0".repeat(500) + "1"};

        @Override
        byte[] apply(byte[] seed, Random random) {
            return replaceOne(seed, NUMBER, random, HUGE[random.nextInt(HUGE.length)]);
        }
    },
    /** A value becomes 1,000 levels of nested arrays or objects. */
    DEEP_NESTING {
        @Override
        byte[] apply(byte[] seed, Random random) {
            String nested = random.nextBoolean() ? "[".repeat(1000) + "]".repeat(1000)
                    : "{\"a\": ".repeat(1000) + "1" + "}".repeat(1000);
            return replaceOne(seed, VALUE, random, nested);
        }
    },
    /** A count, a rate or a limit becomes absurd: 1e15 items, 1e9 requests a second, a limit of -1. */
    ABSURD_COUNT {
        private static final String[] ABSURD = {"1e15", "1000000000", "-1", "0", "1e308", "2147483648",
                "9223372036854775807", "0.0000001"};

        @Override
        byte[] apply(byte[] seed, Random random) {
            String value = ABSURD[random.nextInt(ABSURD.length)];
            byte[] named = replaceOne(seed, COUNT, random, value);
            return named != seed ? named : replaceOne(seed, NUMBER, random, value);
        }
    };

    /** A quoted string (double quotes, escapes allowed), on one line. */
    private static final Pattern STRING = Pattern.compile("\"[^\"\\\\\\n]*+(?:\\\\.[^\"\\\\\\n]*+)*+\"");
    /** A number standing as a value: after a colon, an equals sign, a bracket, a comma or a space. */
    private static final Pattern NUMBER = Pattern.compile("(?<=[:=\\[,\\s])-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?");
    /** A value after a colon or an equals sign: a string, a number or a literal. */
    private static final Pattern VALUE = Pattern.compile(
            "(?<=[:=]\\s?)(?:\"[^\"\\\\\\n]*+(?:\\\\.[^\"\\\\\\n]*+)*+\"|-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?|true|false|null)");
    /** The number of a count, rate or limit field (the design's and the request's names). */
    private static final Pattern COUNT = Pattern.compile("(?<=(?:estimatedItemCount|requestsPerSecond|limit|Limit"
            + "|distinctValues|itemsPerCall|shardCount|hotShare|Segment|TotalSegments|ReadCapacityUnits"
            + "|WriteCapacityUnits|read_capacity|write_capacity|copies)\"?\\s?[:=]\\s?)-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?");

    /** The damaged copy of {@code seed}; {@code seed} itself is not changed. */
    abstract byte[] apply(byte[] seed, Random random);

    private static byte[] slice(byte[] bytes, int from, int to) {
        byte[] copy = new byte[to - from];
        System.arraycopy(bytes, from, copy, 0, copy.length);
        return copy;
    }

    /**
     * {@code seed} with one random match of {@code pattern} replaced by {@code replacement}, or {@code seed} itself
     * (the same array) when nothing matches.
     */
    private static byte[] replaceOne(byte[] seed, Pattern pattern, Random random, String replacement) {
        String text = new String(seed, StandardCharsets.UTF_8);
        List<int[]> matches = new ArrayList<>();
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            matches.add(new int[] {matcher.start(), matcher.end()});
        }
        if (matches.isEmpty()) {
            return seed;
        }
        int[] chosen = matches.get(random.nextInt(matches.size()));
        return (text.substring(0, chosen[0]) + replacement + text.substring(chosen[1]))
                .getBytes(StandardCharsets.UTF_8);
    }
}
