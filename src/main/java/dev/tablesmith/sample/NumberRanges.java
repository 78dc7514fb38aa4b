package dev.tablesmith.sample;

import dev.tablesmith.template.TemplateFilter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

/**
 * The range and decimals of an N attribute's generated numbers.
 *
 * <ul>
 *   <li>Decimals: as many as the examples have ({@code 19.99}: 2), or 2 for money names without examples.</li>
 *   <li>Range: from a quarter of the smallest example to four times the largest ({@code 19.99}: 5.00 to 79.96),
 *       at least up to 10 for whole numbers; without examples, by name (quantities 1-10, money 1.00-500.00,
 *       ages 18-90, ratings 1-5, years, percentages, ids 1-1000000) or 0-1000.</li>
 *   <li>Whole numbers with a distinct-value estimate D: D consecutive values from the smallest example
 *       ({@code shard} with examples 0 and 9 and D = 10: exactly 0..9).</li>
 *   <li>Epoch seconds (the table's TTL attribute, names such as {@code expiresAt}, examples between 10^9 and
 *       10^11, or a {@code date}/{@code datetime} filter): a year either side of the examples, or 2025-2026.</li>
 *   <li>A {@code pad:W.S} filter bounds it all: at most S decimals, nothing negative, at most W integer digits.</li>
 * </ul>
 */
final class NumberRanges {
    /** The largest magnitude generated, in units; keeps unit arithmetic in a long. */
    private static final BigDecimal MAX_UNITS = BigDecimal.TEN.pow(15);
    private static final int MAX_SCALE = 6;
    private static final BigDecimal EPOCH_LOW = BigDecimal.valueOf(1_000_000_000L);
    private static final BigDecimal EPOCH_HIGH = BigDecimal.valueOf(100_000_000_000L);
    private static final long SECONDS_PER_DAY = 86_400;
    private static final BigDecimal FOUR = BigDecimal.valueOf(4);

    private NumberRanges() {
    }

    static NumberShape shape(String name, List<String> exampleTexts, Optional<TemplateFilter.Pad> pad,
                             boolean epochByUse, Long distinctValues) {
        List<BigDecimal> examples = exampleTexts.stream().map(NumberRanges::number).flatMap(Optional::stream)
                .sorted().toList();
        Optional<NameHints.Number> hint = NameHints.number(name);
        boolean epoch = epochByUse || (examples.isEmpty() && hint.filter(h -> h == NameHints.Number.EPOCH_SECONDS)
                .isPresent()) || (!examples.isEmpty() && examples.stream().allMatch(NumberRanges::looksLikeEpoch));
        BigDecimal low;
        BigDecimal high;
        int scale;
        if (epoch) {
            scale = 0;
            BigDecimal year = BigDecimal.valueOf(365 * SECONDS_PER_DAY);
            BigDecimal start = BigDecimal.valueOf(ShapeDetector.DEFAULT_FIRST_DAY.atStartOfDay(ZoneOffset.UTC)
                    .toEpochSecond());
            boolean fromExamples = !examples.isEmpty() && examples.stream().allMatch(NumberRanges::looksLikeEpoch);
            low = fromExamples ? examples.get(0).subtract(year) : start;
            high = fromExamples ? examples.get(examples.size() - 1).add(year)
                    : start.add(BigDecimal.valueOf(ShapeDetector.DEFAULT_DAYS * SECONDS_PER_DAY));
        } else if (!examples.isEmpty()) {
            scale = Math.min(MAX_SCALE, examples.stream().mapToInt(e -> Math.max(0, e.scale())).max().orElse(0));
            BigDecimal min = examples.get(0);
            BigDecimal max = examples.get(examples.size() - 1);
            low = min.signum() >= 0 ? min.divide(FOUR) : min.multiply(FOUR);
            high = max.signum() > 0 ? max.multiply(FOUR) : (max.signum() == 0 ? BigDecimal.TEN : max.divide(FOUR));
            if (scale == 0 && high.compareTo(BigDecimal.TEN) < 0 && max.signum() >= 0) {
                high = BigDecimal.TEN;
            }
            if (scale == 0 && distinctValues != null && distinctValues > 0) {
                low = min;
                high = min.add(BigDecimal.valueOf(distinctValues - 1));
            }
        } else {
            scale = hint.filter(h -> h == NameHints.Number.MONEY).isPresent() ? 2 : 0;
            long[] range = defaultRange(hint.orElse(null));
            low = BigDecimal.valueOf(range[0]);
            high = BigDecimal.valueOf(range[1]);
        }
        if (pad.isPresent()) {
            scale = Math.min(scale, pad.get().decimals());
            low = low.max(BigDecimal.ZERO);
            BigDecimal largest = BigDecimal.TEN.pow(pad.get().integerDigits())
                    .subtract(BigDecimal.ONE.movePointLeft(pad.get().decimals()));
            high = high.min(largest);
        }
        long lowUnits = units(low, scale, RoundingMode.CEILING);
        long highUnits = units(high, scale, RoundingMode.FLOOR);
        if (pad.isPresent()) {
            lowUnits = Math.max(0, lowUnits);
        }
        return new NumberShape(lowUnits, Math.max(lowUnits, highUnits), scale);
    }

    private static long[] defaultRange(NameHints.Number hint) {
        if (hint == null) {
            return new long[] {0, 1000};
        }
        return switch (hint) {
            case MONEY -> new long[] {1, 500};
            case QUANTITY -> new long[] {1, 10};
            case AGE -> new long[] {18, 90};
            case RATING -> new long[] {1, 5};
            case YEAR -> new long[] {1990, 2026};
            case PERCENT -> new long[] {0, 100};
            case ID -> new long[] {1, 1_000_000};
            case EPOCH_SECONDS -> new long[] {0, 1000};
        };
    }

    private static long units(BigDecimal value, int scale, RoundingMode rounding) {
        BigDecimal units = value.movePointRight(scale).setScale(0, rounding);
        return units.max(MAX_UNITS.negate()).min(MAX_UNITS).longValueExact();
    }

    private static boolean looksLikeEpoch(BigDecimal value) {
        return value.signum() > 0 && value.stripTrailingZeros().scale() <= 0 && value.compareTo(EPOCH_LOW) >= 0
                && value.compareTo(EPOCH_HIGH) < 0;
    }

    static boolean isNumber(String text) {
        return number(text).isPresent();
    }

    private static Optional<BigDecimal> number(String text) {
        try {
            return Optional.of(new BigDecimal(text.strip()));
        } catch (NumberFormatException notANumber) {
            return Optional.empty();
        }
    }
}
