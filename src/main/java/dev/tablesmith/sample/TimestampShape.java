package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ISO date-times written exactly in the form of an example: the same precision (minutes, seconds, or 1 to 9
 * fraction digits) and the same offset ({@code Z}, {@code +05:30}, or none for a local date-time). Every form is
 * one the {@code date} and {@code datetime} filters read, and values with one offset sort chronologically as
 * strings.
 *
 * @param firstUnit   the earliest value, in units since the epoch
 * @param count       how many consecutive units, at least 1
 * @param form        precision and offset of the text
 */
record TimestampShape(long firstUnit, long count, Form form) implements ValueShape {
    private static final Pattern ISO = Pattern.compile(
            "(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?(Z|[+-]\\d{2}:\\d{2})?");
    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    TimestampShape {
        if (count < 1) {
            throw new IllegalArgumentException("a time range has at least one unit");
        }
    }

    /**
     * How a timestamp is written.
     *
     * @param seconds        whether seconds are written
     * @param fractionDigits how many fraction-of-second digits are written (0 to 9; only with seconds)
     * @param offset         {@code Z}, an offset such as {@code +05:30}, or empty for a local date-time
     */
    record Form(boolean seconds, int fractionDigits, String offset) {
        /** Seconds precision in UTC: {@code 2026-07-14T09:30:00Z}. */
        static final Form UTC_SECONDS = new Form(true, 0, "Z");

        /** The length of one unit in nanoseconds. */
        long unitNanos() {
            if (!seconds) {
                return 60 * NANOS_PER_SECOND;
            }
            long unit = NANOS_PER_SECOND;
            for (int i = 0; i < fractionDigits; i++) {
                unit /= 10;
            }
            return unit;
        }

        ZoneOffset zone() {
            return offset.isEmpty() || offset.equals("Z") ? ZoneOffset.UTC : ZoneOffset.of(offset);
        }
    }

    /** A parsed example timestamp: its instant and its form. */
    record Parsed(Instant instant, Form form) {
    }

    /** Reads an ISO date-time in one of the forms above, or empty when the text is not one. */
    static Optional<Parsed> parse(String text) {
        Matcher m = ISO.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            int second = m.group(6) == null ? 0 : Integer.parseInt(m.group(6));
            String fraction = m.group(7) == null ? "" : m.group(7);
            int nanos = fraction.isEmpty() ? 0 : Integer.parseInt((fraction + "000000000").substring(0, 9));
            LocalDateTime local = LocalDateTime.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)), second,
                    nanos);
            Form form = new Form(m.group(6) != null, fraction.length(), m.group(8) == null ? "" : m.group(8));
            return Optional.of(new Parsed(local.toInstant(form.zone()), form));
        } catch (java.time.DateTimeException invalid) {
            return Optional.empty();
        }
    }

    /**
     * The unit (in this form's precision) an instant falls in.
     *
     * @throws ArithmeticException when the count of units does not fit a long (nanoseconds after the year 2262)
     */
    static long unitOf(Instant instant, Form form) {
        if (!form.seconds()) {
            return Math.floorDiv(instant.getEpochSecond(), 60);
        }
        long perSecond = NANOS_PER_SECOND / form.unitNanos();
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), perSecond),
                instant.getNano() / form.unitNanos());
    }

    @Override
    public long capacity() {
        return count;
    }

    @Override
    public long naturalSize() {
        return count;
    }

    @Override
    public AttributeValue valueAt(long index) {
        long unit = firstUnit + index;
        Instant instant;
        if (form.seconds()) {
            long perSecond = NANOS_PER_SECOND / form.unitNanos();
            instant = Instant.ofEpochSecond(Math.floorDiv(unit, perSecond),
                    Math.floorMod(unit, perSecond) * form.unitNanos());
        } else {
            instant = Instant.ofEpochSecond(unit * 60);
        }
        LocalDateTime t = LocalDateTime.ofInstant(instant, form.zone());
        StringBuilder text = new StringBuilder(32);
        text.append(t.toLocalDate()).append('T');
        two(text, t.getHour()).append(':');
        two(text, t.getMinute());
        if (form.seconds()) {
            two(text.append(':'), t.getSecond());
            if (form.fractionDigits() > 0) {
                String nano = Integer.toString(t.getNano() + 1_000_000_000).substring(1);
                text.append('.').append(nano, 0, form.fractionDigits());
            }
        }
        return AttributeValue.s(text.append(form.offset()).toString());
    }

    private static StringBuilder two(StringBuilder text, int value) {
        return text.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
    }
}
