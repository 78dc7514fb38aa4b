package dev.tablesmith.template;

import dev.tablesmith.model.AttributeValue;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;
import java.util.Optional;

/**
 * Reads the instants the {@code date} and {@code datetime} filters accept and writes them in the fixed-width
 * UTC forms that sort correctly as strings.
 *
 * <p>Accepted: an S value holding an ISO date ({@code 2026-07-14}, midnight UTC), a local date-time
 * ({@code 2026-07-14T09:30}, taken as UTC), an offset or zoned date-time ({@code 2026-07-14T09:30+02:00}) or an
 * instant ({@code 2026-07-14T09:30:00Z}); or an N value of epoch seconds (fractions of a second are dropped).
 * Output is always UTC, so keys written from different time zones still sort in time order.
 */
final class KeyTimestamps {
    /** {@code yyyy-MM-ddTHH:mm:ssZ}: fixed width, seconds precision, UTC. */
    static final DateTimeFormatter INSTANT_FORMAT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss'Z'")
            .withZone(ZoneOffset.UTC);
    /** {@code yyyy-MM-dd}, UTC. */
    static final DateTimeFormatter DATE_FORMAT = DateTimeFormatter.ISO_LOCAL_DATE.withZone(ZoneOffset.UTC);

    private KeyTimestamps() {
    }

    /** The instant a string or number stands for, or empty when it is neither an ISO date/time nor a number. */
    static Optional<Instant> read(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return parseIso(s.value().trim());
        }
        if (value instanceof AttributeValue.N n) {
            return epochSeconds(n.value().trim());
        }
        return Optional.empty();
    }

    static Optional<Instant> parseIso(String text) {
        try {
            TemporalAccessor parsed = DateTimeFormatter.ISO_DATE_TIME.parseBest(text, ZonedDateTime::from,
                    LocalDateTime::from);
            if (parsed instanceof ZonedDateTime zoned) {
                return Optional.of(zoned.toInstant());
            }
            return Optional.of(((LocalDateTime) parsed).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException notADateTime) {
            try {
                return Optional.of(LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant());
            } catch (DateTimeParseException notADate) {
                return Optional.empty();
            }
        }
    }

    private static Optional<Instant> epochSeconds(String text) {
        try {
            BigDecimal seconds = new BigDecimal(text).setScale(0, RoundingMode.FLOOR);
            return Optional.of(Instant.ofEpochSecond(seconds.longValueExact()));
        } catch (NumberFormatException | ArithmeticException | DateTimeException notAnInstant) {
            return Optional.empty();
        }
    }
}
