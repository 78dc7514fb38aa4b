package dev.tablesmith.sample;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import net.datafaker.Faker;

/**
 * Word lists drawn once from datafaker (English, seeded), from which the text families build their values by
 * index. Drawing a few hundred words once and combining them is what keeps generation fast: datafaker resolves
 * every call through its YAML expressions, which costs microseconds per value, while picking from a list costs
 * nanoseconds and needs no objects per value.
 *
 * <p>Each list is drawn from its own seed stream (the generator's seed and the list's name), so a list does not
 * depend on which other lists were needed before it. Values that could confuse a key template or a key value
 * ({@code #}, braces, control characters) are left out.
 */
final class Vocabularies {
    /** The word lists, with how many distinct values each aims for and where datafaker keeps them. */
    enum Kind {
        FIRST_NAME(400, f -> f.name().firstName()),
        LAST_NAME(400, f -> f.name().lastName()),
        COMPANY(150, f -> f.company().name()),
        PRODUCT(200, f -> f.commerce().productName()),
        JOB_TITLE(150, f -> f.job().title()),
        BOOK_TITLE(150, f -> f.book().title()),
        CITY(150, f -> f.address().city()),
        COUNTRY(120, f -> f.address().country()),
        STREET(150, f -> f.address().streetAddress()),
        DEPARTMENT(20, f -> f.commerce().department(), v -> !v.contains(",") && !v.contains("&")),
        // not f.money().currencyCode(): datafaker lists Currency.getAvailableCurrencies(), a HashSet of objects
        // with identity hash codes, so its order (and the codes a seed drew) changed from one run of a different
        // program or JVM to the next; the sorted codes are the same list every time
        CURRENCY(60, f -> CURRENCY_CODES.get(f.random().nextInt(CURRENCY_CODES.size()))),
        COLOR(30, f -> f.color().name()),
        WORD(150, f -> f.lorem().word()),
        DOMAIN_WORD(150, f -> f.internet().domainWord()),
        USERNAME(200, f -> f.name().username());

        private final int size;
        private final Function<Faker, String> draw;
        private final Predicate<String> wanted;

        Kind(int size, Function<Faker, String> draw) {
            this(size, draw, v -> true);
        }

        Kind(int size, Function<Faker, String> draw, Predicate<String> wanted) {
            this.size = size;
            this.draw = draw;
            this.wanted = wanted;
        }
    }

    /** The JDK's ISO 4217 currency codes, sorted. */
    private static final List<String> CURRENCY_CODES = java.util.Currency.getAvailableCurrencies().stream()
            .map(java.util.Currency::getCurrencyCode).sorted().toList();

    /** Draws per wanted value before a list settles for fewer (datafaker repeats values of short lists). */
    private static final int ATTEMPTS_PER_VALUE = 6;
    private static final int MAX_LENGTH = 60;

    private final long seed;
    private final Random random;
    private final Map<Kind, List<String>> lists = new EnumMap<>(Kind.class);
    private Faker faker;

    Vocabularies(long seed) {
        this.seed = seed;
        this.random = new Random(seed);
    }

    /** The list of {@code kind}: distinct, non-empty, in the order datafaker drew them. */
    List<String> words(Kind kind) {
        return lists.computeIfAbsent(kind, this::draw);
    }

    private List<String> draw(Kind kind) {
        if (faker == null) {
            faker = new Faker(Locale.ENGLISH, random);
        }
        random.setSeed(Draws.seed(seed, "vocabulary:" + kind.name()));
        Set<String> values = new LinkedHashSet<>();
        for (int i = 0; i < kind.size * ATTEMPTS_PER_VALUE && values.size() < kind.size; i++) {
            String value = kind.draw.apply(faker).strip();
            if (usable(value) && kind.wanted.test(value)) {
                values.add(value);
            }
        }
        if (values.isEmpty()) {
            values.add(kind.name().toLowerCase(Locale.ROOT));
        }
        return List.copyOf(new ArrayList<>(values));
    }

    /** Whether a drawn value can go into a key template's output and be read back. */
    static boolean usable(String value) {
        if (value.isEmpty() || value.length() > MAX_LENGTH) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '#' || c == '{' || c == '}' || Character.isISOControl(c)) {
                return false;
            }
        }
        return true;
    }
}
