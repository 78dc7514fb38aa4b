package dev.tablesmith.sample;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.sample.NameHints.Text;
import dev.tablesmith.sample.TextFamily.Words.WordCase;
import dev.tablesmith.sample.Vocabularies.Kind;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chooses the {@link ValueShape} of an attribute from its declaration, in this order: its {@code enum} values; the
 * shape its examples share (ISO dates, ISO timestamps in the example's precision and offset, email addresses,
 * host names, ids such as {@code o9}); what its name says ({@code email}, {@code createdAt}, {@code customerId},
 * a Customer's {@code name}, {@code city}, ...); the style of its examples (slugs, codes, titles, sentences).
 * Numbers take their decimals and range from the examples. What the key templates demand wins over all of it
 * ({@link KeyUsage}: pad bounds, date filters).
 */
final class ShapeDetector {
    /** The first day of generated dates when nothing says otherwise. */
    static final LocalDate DEFAULT_FIRST_DAY = LocalDate.of(2025, 1, 1);
    /** How many days generated dates span when nothing says otherwise. */
    static final long DEFAULT_DAYS = 730;
    /** How far before the earliest example date or timestamp generated ones may go. */
    static final long LOOKBACK_DAYS = 365;

    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@([^@\\s]+\\.[^@\\s]+)");
    private static final Pattern HOST = Pattern.compile(
            "[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*\\.[a-z][a-z0-9-]*");
    private static final Pattern ID = Pattern.compile("([A-Za-z][A-Za-z_.:\\-]{0,15})?(\\d{1,18})");
    private static final Pattern SLUG = Pattern.compile("[a-z0-9]+([-_][a-z0-9]+)*");
    private static final Pattern UPPER_SLUG = Pattern.compile("[A-Z0-9]+([-_][A-Z0-9]+)*");
    private static final Pattern CODE = Pattern.compile("[A-Z]{1,12}");
    private static final int MAX_WORDS = 12;

    private final Vocabularies vocabularies;

    ShapeDetector(Vocabularies vocabularies) {
        this.vocabularies = vocabularies;
    }

    /**
     * The shape of one attribute's values.
     *
     * @param entity the entity's name (a hint for what {@code name} means)
     * @param usage  what the entity's key templates demand
     * @param ttl    whether it is the table's TTL attribute (epoch seconds)
     */
    ValueShape detect(Attribute attribute, String entity, KeyUsage usage, boolean ttl) {
        AttributeType type = attribute.type();
        List<AttributeValue> choices = attribute.enumValues().stream()
                .flatMap(v -> typed(type, v).stream()).distinct().toList();
        if (!choices.isEmpty()) {
            return new ChoiceShape(choices);
        }
        List<String> examples = attribute.examples().stream().map(String::strip).filter(e -> !e.isEmpty())
                .distinct().toList();
        String name = attribute.name();
        return switch (type) {
            case S -> text(name, entity, examples, usage.conditionValues(name), usage.timeFiltered(name));
            case N -> NumberRanges.shape(name, examples, usage.pad(name), usage.timeFiltered(name) || ttl,
                    attribute.distinctValues());
            case B -> new BinaryShape(binaryLength(examples));
            case BOOL -> ChoiceShape.booleans();
            case NULL -> ChoiceShape.nulls();
            case SS, L -> new CollectionShape(type, text(name, entity, examples, List.of(), false), List.of());
            case NS -> new CollectionShape(type, NumberRanges.shape(name, examples, Optional.empty(), false, null),
                    List.of());
            case BS -> new CollectionShape(type, new BinaryShape(binaryLength(examples)), List.of());
            case M -> new CollectionShape(type, new TextShape(List.of(), words(1, "-", WordCase.LOWER)),
                    vocabularies.words(Kind.WORD).subList(0, Math.min(3, vocabularies.words(Kind.WORD).size())));
        };
    }

    /**
     * An enum value as a value of the attribute's type; empty for a value that is not one (an N enum value that is
     * not a number, a BOOL one other than true or false) and for types an enum does not apply to.
     */
    private static Optional<AttributeValue> typed(AttributeType type, String text) {
        return switch (type) {
            case S -> text.isEmpty() ? Optional.empty() : Optional.of(AttributeValue.s(text));
            case N -> NumberRanges.isNumber(text) ? Optional.of(AttributeValue.n(text)) : Optional.empty();
            case BOOL -> text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")
                    ? Optional.of(AttributeValue.bool(Boolean.parseBoolean(text))) : Optional.empty();
            default -> Optional.empty();
        };
    }

    private ValueShape text(String name, String entity, List<String> examples, List<String> conditionValues,
                            boolean timeFiltered) {
        if (!examples.isEmpty()) {
            Optional<ValueShape> patterned = patterned(examples, timeFiltered);
            if (patterned.isPresent()) {
                return patterned.get();
            }
        }
        Optional<Text> hint = NameHints.text(name, entity);
        if (timeFiltered) {
            return hint.filter(h -> h == Text.DATE).isPresent() ? defaultDates() : defaultTimestamps();
        }
        if (hint.isPresent() && (examples.isEmpty() || hint.get() == Text.EMAIL)) {
            switch (hint.get()) {
                case EMAIL -> {
                    return new TextShape(List.of(), emails(List.of("example.com")));
                }
                case DATE -> {
                    return defaultDates();
                }
                case TIMESTAMP -> {
                    return defaultTimestamps();
                }
                case ID -> {
                    return new TextShape(List.of(), new TextFamily.Ids(idPrefix(name), 1));
                }
                default -> {
                }
            }
        }
        Set<String> front = new LinkedHashSet<>(conditionValues);
        front.addAll(examples);
        front.removeIf(String::isEmpty);
        TextFamily family = hint.flatMap(h -> hinted(h, examples, front)).orElseGet(() -> styled(examples));
        return new TextShape(new ArrayList<>(front), family);
    }

    /** A shape every example has: dates, timestamps, emails, host names, or ids. */
    private Optional<ValueShape> patterned(List<String> examples, boolean timeFiltered) {
        if (examples.stream().allMatch(e -> DATE.matcher(e).matches() && date(e).isPresent())) {
            List<LocalDate> dates = examples.stream().map(e -> date(e).orElseThrow()).sorted().toList();
            LocalDate first = dates.get(0).minusDays(LOOKBACK_DAYS);
            return Optional.of(new DateShape(first, ChronoUnit.DAYS.between(first, dates.get(dates.size() - 1)) + 1));
        }
        List<TimestampShape.Parsed> times = examples.stream().map(TimestampShape::parse)
                .flatMap(Optional::stream).toList();
        if (times.size() == examples.size()) {
            TimestampShape.Form form = times.get(0).form();
            try {
                long low = times.stream().mapToLong(t -> TimestampShape.unitOf(t.instant(), form)).min()
                        .orElseThrow();
                long high = times.stream().mapToLong(t -> TimestampShape.unitOf(t.instant(), form)).max()
                        .orElseThrow();
                long lookback = TimestampShape.unitOf(Instant.EPOCH.plus(LOOKBACK_DAYS, ChronoUnit.DAYS), form);
                return Optional.of(new TimestampShape(Math.subtractExact(low, lookback),
                        Math.addExact(high - low, lookback) + 1, form));
            } catch (ArithmeticException tooFarOut) {
                return Optional.of(defaultTimestamps());
            }
        }
        if (timeFiltered) {
            return Optional.empty();
        }
        if (examples.stream().allMatch(e -> EMAIL.matcher(e).matches())) {
            List<String> domains = examples.stream().map(ShapeDetector::emailDomain).distinct().toList();
            return Optional.of(new TextShape(List.of(), emails(domains)));
        }
        if (examples.stream().allMatch(e -> HOST.matcher(e).matches())) {
            String first = examples.get(0);
            return Optional.of(new TextShape(List.of(), domains(first.substring(first.indexOf('.')))));
        }
        Matcher firstId = ID.matcher(examples.get(0));
        if (firstId.matches()) {
            String prefix = firstId.group(1) == null ? "" : firstId.group(1);
            if (examples.stream().allMatch(e -> ID.matcher(e).matches() && e.startsWith(prefix)
                    && Character.isDigit(e.charAt(prefix.length())))) {
                String digits = firstId.group(2);
                int width = digits.length() > 1 && digits.startsWith("0") ? digits.length() : 1;
                return Optional.of(new TextShape(List.of(), new TextFamily.Ids(prefix, width)));
            }
        }
        return Optional.empty();
    }

    private static Optional<LocalDate> date(String text) {
        try {
            return Optional.of(LocalDate.parse(text));
        } catch (java.time.format.DateTimeParseException notADate) {
            return Optional.empty();
        }
    }

    private static String emailDomain(String email) {
        return email.substring(email.indexOf('@') + 1).toLowerCase(Locale.ROOT);
    }

    /** Host names of lower-case datafaker domain words and the given suffix. */
    private TextFamily domains(String suffix) {
        List<String> words = vocabularies.words(Kind.DOMAIN_WORD).stream().map(w -> w.toLowerCase(Locale.ROOT))
                .filter(w -> SLUG.matcher(w).matches()).distinct().toList();
        return new TextFamily.Domains(words.isEmpty() ? List.of("site") : words, suffix);
    }

    private TextFamily emails(List<String> domains) {
        return new TextFamily.Emails(vocabularies.words(Kind.FIRST_NAME), vocabularies.words(Kind.LAST_NAME),
                domains);
    }

    private Optional<TextFamily> hinted(Text hint, List<String> examples, Set<String> front) {
        return Optional.ofNullable(switch (hint) {
            case PERSON_NAME -> new TextFamily.PersonNames(vocabularies.words(Kind.FIRST_NAME),
                    vocabularies.words(Kind.LAST_NAME));
            case FIRST_NAME -> listed(Kind.FIRST_NAME, examples, front);
            case LAST_NAME -> listed(Kind.LAST_NAME, examples, front);
            case COMPANY -> listed(Kind.COMPANY, examples, front);
            case PRODUCT -> listed(Kind.PRODUCT, examples, front);
            case JOB_TITLE -> listed(Kind.JOB_TITLE, examples, front);
            case BOOK_TITLE -> listed(Kind.BOOK_TITLE, examples, front);
            case CITY -> listed(Kind.CITY, examples, front);
            case COUNTRY -> listed(Kind.COUNTRY, examples, front);
            case STREET -> listed(Kind.STREET, examples, front);
            case DEPARTMENT -> listed(Kind.DEPARTMENT, examples, front);
            case CURRENCY -> listed(Kind.CURRENCY, examples, front);
            case COLOR -> listed(Kind.COLOR, examples, front);
            case USERNAME -> listed(Kind.USERNAME, examples, front);
            case SENTENCE -> words(examples.isEmpty() ? 8 : wordCount(examples), " ",
                    examples.isEmpty() || examples.get(0).endsWith(".") ? WordCase.SENTENCE : WordCase.FIRST_UPPER);
            case DOMAIN -> domains(".example");
            case WORD -> words(1, "-", WordCase.LOWER);
            case EMAIL -> emails(List.of("example.com"));
            case DATE, TIMESTAMP, ID -> null;
        });
    }

    /** A datafaker list in the case of the examples: all lower case, all upper case, or as drawn. */
    private TextFamily listed(Kind kind, List<String> examples, Set<String> front) {
        Function<String, String> cased = Function.identity();
        if (!examples.isEmpty() && examples.stream().allMatch(e -> e.equals(e.toLowerCase(Locale.ROOT)))) {
            cased = w -> w.toLowerCase(Locale.ROOT);
        } else if (!examples.isEmpty() && examples.stream().allMatch(e -> e.equals(e.toUpperCase(Locale.ROOT)))) {
            cased = w -> w.toUpperCase(Locale.ROOT);
        }
        List<String> words = vocabularies.words(kind).stream().map(cased).distinct()
                .filter(w -> !front.contains(w)).toList();
        return new TextFamily.Listed(words.isEmpty() ? List.of(kind.name().toLowerCase(Locale.ROOT)) : words,
                kind == Kind.CURRENCY ? "-" : " ");
    }

    /** Words in the style of the examples: slugs, upper-case codes, titles or sentences. */
    private TextFamily styled(List<String> examples) {
        if (examples.isEmpty()) {
            return words(2, " ", WordCase.TITLE);
        }
        if (examples.stream().allMatch(e -> CODE.matcher(e).matches())) {
            return new TextFamily.Codes(examples.get(0).length());
        }
        if (examples.stream().allMatch(e -> SLUG.matcher(e).matches())) {
            return words(Math.min(3, slugWords(examples)), separator(examples), WordCase.LOWER);
        }
        if (examples.stream().allMatch(e -> UPPER_SLUG.matcher(e).matches())) {
            return words(Math.min(3, slugWords(examples)), separator(examples), WordCase.UPPER);
        }
        String first = examples.get(0);
        int count = wordCount(examples);
        if (first.endsWith(".")) {
            return words(count, " ", WordCase.SENTENCE);
        }
        boolean titled = examples.stream().flatMap(e -> List.of(e.split("\\s+")).stream())
                .allMatch(w -> !w.isEmpty() && !Character.isLowerCase(w.charAt(0)));
        return words(count, " ", titled ? WordCase.TITLE : WordCase.FIRST_UPPER);
    }

    private TextFamily words(int count, String separator, WordCase wordCase) {
        List<String> words = vocabularies.words(Kind.WORD).stream().map(w -> w.toLowerCase(Locale.ROOT))
                .filter(w -> SLUG.matcher(w).matches()).distinct().toList();
        return new TextFamily.Words(words.isEmpty() ? List.of("item") : words, count, separator, wordCase);
    }

    private static int slugWords(List<String> examples) {
        return examples.stream().mapToInt(e -> e.split("[-_]").length).max().orElse(1);
    }

    private static String separator(List<String> examples) {
        for (String example : examples) {
            if (example.contains("_")) {
                return "_";
            }
            if (example.contains("-")) {
                return "-";
            }
        }
        return "-";
    }

    private static int wordCount(List<String> examples) {
        double average = examples.stream().mapToInt(e -> e.split("\\s+").length).average().orElse(2);
        return (int) Math.max(1, Math.min(MAX_WORDS, Math.round(average)));
    }

    /** The id prefix an id attribute's name suggests: {@code customerId} gives {@code c}, {@code sku} gives
     * {@code sku-}. */
    static String idPrefix(String name) {
        List<String> words = NameHints.words(name);
        if (words.size() > 1) {
            return words.get(0).substring(0, 1);
        }
        return words.isEmpty() ? "id-" : words.get(0) + "-";
    }

    private static int binaryLength(List<String> examples) {
        for (String example : examples) {
            try {
                byte[] bytes = Base64.getDecoder().decode(example);
                if (bytes.length > 0) {
                    return Math.min(bytes.length, 1024);
                }
            } catch (IllegalArgumentException notBase64) {
                // try the next one
            }
        }
        return BinaryShape.DEFAULT_LENGTH;
    }

    private static ValueShape defaultDates() {
        return new DateShape(DEFAULT_FIRST_DAY, DEFAULT_DAYS);
    }

    private static ValueShape defaultTimestamps() {
        TimestampShape.Form form = TimestampShape.Form.UTC_SECONDS;
        long first = TimestampShape.unitOf(DEFAULT_FIRST_DAY.atStartOfDay(java.time.ZoneOffset.UTC).toInstant(),
                form);
        return new TimestampShape(first, DEFAULT_DAYS * 86_400, form);
    }
}
