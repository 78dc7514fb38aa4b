package dev.tablesmith.infer;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.math.BigDecimal;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the attribute whose value is a given part of a key in every item, and the placeholder that renders it:
 * {@code {customerId}} when {@code CUST#c1} goes with {@code customerId = c1}; {@code {price|pad:7.2}} when
 * {@code PRICE#0000019.99} goes with {@code price = 19.99} (zero-padded numbers sort as numbers, see the
 * template's {@code pad} filter). Only when no attribute holds a part as it is (or zero-padded) are the other
 * filters tried, in this order: {@code date} ({@code 2026-01-02} from {@code 2026-01-02T10:00:00Z} or epoch
 * seconds), {@code datetime}, {@code upper}, {@code lower}.
 *
 * <p>Only S, N and BOOL attributes with one type across the entity can be rendered into a key. When several
 * attributes fit, the preferred one is named like the key's prefix ({@code customerId} for {@code CUST#}), then
 * one whose name ends in {@code id}, then one every item has, then the first declared.
 */
final class PartExplainer {
    private static final Pattern PADDED = Pattern.compile("(\\d+)(?:\\.(\\d+))?");
    /** The template filters tried when no attribute holds a part as it is: dates from timestamps, case changes. */
    private static final List<String> FILTERS = List.of("date", "datetime", "upper", "lower");
    private final List<Attribute> candidates;

    PartExplainer(List<Attribute> attributes, String prefixHint) {
        String hint = prefixHint == null ? "" : prefixHint.toLowerCase(Locale.ROOT);
        String spelled = prefixHint == null ? "" : EntityNames.fromPrefix(prefixHint).toLowerCase(Locale.ROOT);
        this.candidates = attributes.stream()
                .filter(a -> a.type() == AttributeType.S || a.type() == AttributeType.N
                        || a.type() == AttributeType.BOOL)
                .sorted(Comparator.comparingInt((Attribute a) -> score(a, hint, spelled)))
                .toList();
    }

    private static int score(Attribute attribute, String hint, String spelled) {
        String name = attribute.name().toLowerCase(Locale.ROOT);
        int score = 0;
        if (hint.isEmpty() || !(name.startsWith(hint) || name.startsWith(spelled))) {
            score += 4;
        }
        if (!name.endsWith("id")) {
            score += 2;
        }
        if (!attribute.required()) {
            score += 1;
        }
        return score;
    }

    /**
     * The placeholder text (with braces) of the preferred attribute whose value is {@code parts.get(i)} in
     * {@code items.get(i)} for every item.
     */
    Optional<String> explain(List<Item> items, List<String> parts) {
        for (Attribute candidate : candidates) {
            Optional<String> placeholder = placeholder(candidate, items, parts);
            if (placeholder.isPresent()) {
                return placeholder;
            }
        }
        for (Attribute candidate : candidates) {
            for (String filter : FILTERS) {
                String placeholder = "{" + candidate.name() + "|" + filter + "}";
                if (rendersAll(placeholder, items, parts)) {
                    return Optional.of(placeholder);
                }
            }
        }
        return Optional.empty();
    }

    /** Whether the placeholder renders exactly {@code parts.get(i)} for every item. */
    private static boolean rendersAll(String placeholder, List<Item> items, List<String> parts) {
        KeyTemplate template;
        try {
            template = KeyTemplate.parse(placeholder);
        } catch (TemplateSyntaxException unusableName) {
            return false;
        }
        for (int i = 0; i < items.size(); i++) {
            if (template.render(items.get(i)::get).text().filter(parts.get(i)::equals).isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private static Optional<String> placeholder(Attribute attribute, List<Item> items, List<String> parts) {
        String name = attribute.name();
        boolean plain = true;
        Integer integerDigits = null;
        Integer decimals = null;
        for (int i = 0; i < items.size(); i++) {
            Optional<AttributeValue> value = items.get(i).get(name);
            if (value.isEmpty() || value.get().type() != attribute.type()) {
                return Optional.empty();
            }
            String part = parts.get(i);
            String text = AttributeInference.example(value.get()).orElse("");
            if (text.equals(part)) {
                continue;
            }
            plain = false;
            Matcher padded = PADDED.matcher(part);
            if (!(value.get() instanceof AttributeValue.N n) || !padded.matches() || !sameNumber(n.value(), part)) {
                return Optional.empty();
            }
            int width = padded.group(1).length();
            int scale = padded.group(2) == null ? 0 : padded.group(2).length();
            if ((integerDigits != null && integerDigits != width) || (decimals != null && decimals != scale)) {
                return Optional.empty();
            }
            integerDigits = width;
            decimals = scale;
        }
        if (plain) {
            return Optional.of("{" + name + "}");
        }
        return Optional.of("{" + name + "|pad:" + integerDigits + (decimals == 0 ? "" : "." + decimals) + "}");
    }

    private static boolean sameNumber(String number, String part) {
        try {
            return new BigDecimal(number.trim()).compareTo(new BigDecimal(part)) == 0;
        } catch (NumberFormatException notANumber) {
            return false;
        }
    }
}
