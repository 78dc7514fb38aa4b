package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * A timestamp after the latest of some earlier ones, for a record written after the records it refers to: at
 * least one unit and at most {@value #MAX_DAYS} days later, in the form of the latest earlier value (the same
 * precision and offset for an ISO date-time, whole epoch seconds for a number). Drawn uniformly, so the children
 * of one parent almost never share a timestamp (and where a timestamp is part of the primary key, a repeat is
 * drawn again like any repeated key).
 */
final class TimeAfter {
    /** How far after the earlier timestamp a later one may fall. */
    static final int MAX_DAYS = 30;
    private static final long SECONDS_PER_DAY = 86_400;

    private TimeAfter() {
    }

    /**
     * A value after every one of {@code earlier} that can be read as a point in time; empty when none can (the
     * attribute keeps its own value then).
     */
    static Optional<AttributeValue> after(List<AttributeValue> earlier, Random random) {
        TimestampShape.Parsed latest = null;
        Long latestEpoch = null;
        for (AttributeValue value : earlier) {
            if (value instanceof AttributeValue.S s) {
                Optional<TimestampShape.Parsed> parsed = TimestampShape.parse(s.value());
                if (parsed.isPresent() && (latest == null || parsed.get().instant().isAfter(latest.instant()))) {
                    latest = parsed.get();
                }
            } else if (value instanceof AttributeValue.N n) {
                Optional<Long> epoch = epochSeconds(n.value());
                if (epoch.isPresent() && (latestEpoch == null || epoch.get() > latestEpoch)) {
                    latestEpoch = epoch.get();
                }
            }
        }
        if (latest != null) {
            return Optional.of(after(latest, random));
        }
        if (latestEpoch != null) {
            long later = latestEpoch + 1 + Draws.below(random, MAX_DAYS * SECONDS_PER_DAY);
            return Optional.of(AttributeValue.n(Long.toString(later)));
        }
        return Optional.empty();
    }

    /** A date-time 1 unit to {@value #MAX_DAYS} days after {@code earlier}, written in its form. */
    static AttributeValue after(TimestampShape.Parsed earlier, Random random) {
        TimestampShape.Form form = earlier.form();
        long unit = TimestampShape.unitOf(earlier.instant(), form);
        long span = Math.max(1, TimestampShape.unitOf(Instant.EPOCH.plusSeconds(MAX_DAYS * SECONDS_PER_DAY), form));
        return new TimestampShape(unit + 1, span, form).valueAt(Draws.below(random, span));
    }

    private static Optional<Long> epochSeconds(String number) {
        try {
            return Optional.of(new BigDecimal(number).longValueExact());
        } catch (ArithmeticException | NumberFormatException notWhole) {
            return Optional.empty();
        }
    }
}
