package dev.tablesmith.export;

import dev.tablesmith.model.EntityKey;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One entity key as a OneTable value template, and what OneTable does differently when it cannot write exactly
 * the key the design renders.
 *
 * <p>What OneTable 2.x does with {@code value} (its {@code Model.runTemplate}): each {@code ${name}} is replaced by
 * the property's value as JavaScript text; {@code ${name:W:C}} left-pads that text with {@code C} to {@code W}
 * characters; a key whose template still has an unresolved variable is not written at all, and on {@code find} a
 * partly resolved sort key becomes {@code begins_with} of the text before the first variable. So:
 * <ul>
 *   <li>{@code {n|pad:W}} is exactly {@code ${n:W:0}} for the whole non-negative numbers pad accepts;</li>
 *   <li>{@code {n|pad:W.S}} pads the number's own text ({@code ${n:W+1+S:0}}), which equals the design's key only
 *       when the number is written with exactly S decimals (19.99, not 9.5 or 20): a caveat;</li>
 *   <li>{@code upper}, {@code lower}, {@code date} and {@code datetime} have no OneTable form: a caveat;</li>
 *   <li>a sparse key written {@code when attribute_exists(a)} for attributes the template uses is exactly what
 *       OneTable does by itself (no value for a, no key); any other condition is the application's, which passes
 *       the key as {@code null} to leave it out: a caveat.</li>
 * </ul>
 *
 * @param value   the {@code value} template, or empty when the template does not parse (it is then kept as written)
 * @param caveats how OneTable's key differs from the design's, empty when it writes exactly the design's key
 */
record OneTableKeyValue(String value, List<String> caveats) {
    OneTableKeyValue {
        caveats = List.copyOf(caveats);
    }

    /** Whether OneTable writes and queries exactly the key the design renders. */
    boolean exact() {
        return caveats.isEmpty();
    }

    static OneTableKeyValue of(EntityKey key) {
        KeyTemplate template;
        try {
            template = KeyTemplate.parse(key.template());
        } catch (TemplateSyntaxException e) {
            return new OneTableKeyValue(key.template(), List.of("the template does not parse, so it is kept as"
                    + " written"));
        }
        List<String> caveats = new ArrayList<>();
        StringBuilder value = new StringBuilder();
        for (TemplateSegment segment : template.segments()) {
            if (segment instanceof TemplateSegment.Literal literal) {
                if (literal.text().contains("${")) {
                    caveats.add("its literal text contains '${', which OneTable reads as a variable");
                }
                value.append(literal.text());
            } else {
                value.append(placeholder((TemplateSegment.Placeholder) segment, caveats));
            }
        }
        condition(key, template).ifPresent(caveats::add);
        return new OneTableKeyValue(value.toString(), caveats);
    }

    private static String placeholder(TemplateSegment.Placeholder placeholder, List<String> caveats) {
        String name = placeholder.attribute();
        List<TemplateFilter> filters = placeholder.filters();
        if (filters.isEmpty()) {
            return "${" + name + "}";
        }
        if (filters.size() == 1 && filters.get(0) instanceof TemplateFilter.Pad pad) {
            int width = pad.fixedWidth().orElseThrow();
            if (pad.decimals() > 0) {
                caveats.add("OneTable pads " + name + "'s own text to " + width + " characters but cannot fix "
                        + pad.decimals() + " decimals, so its key equals the design's only when " + name
                        + " has exactly " + pad.decimals() + " decimals (" + example(pad) + ")");
            }
            return "${" + name + ":" + width + ":0}";
        }
        String names = String.join("|", filters.stream().map(TemplateFilter::source).toList());
        caveats.add("OneTable has no " + names + " filter, so " + name + " must be passed already in that form");
        return "${" + name + "}";
    }

    /** E.g. for pad:7.2: {@code 12.34, not 12.3 or 12}. */
    private static String example(TemplateFilter.Pad pad) {
        String digits = "34567890".repeat(5);
        String exact = "12." + digits.substring(0, pad.decimals());
        String fewer = pad.decimals() > 1 ? "12." + digits.substring(0, pad.decimals() - 1) + " or 12" : "12";
        return exact + ", not " + fewer;
    }

    /**
     * The caveat of a sparse key, if OneTable cannot apply its condition by itself: it leaves a key out only when
     * a template variable has no value, so only {@code attribute_exists} of template attributes is exact.
     */
    private static Optional<String> condition(EntityKey key, KeyTemplate template) {
        if (!key.isSparse()) {
            return Optional.empty();
        }
        SparseCondition condition;
        try {
            condition = SparseCondition.parse(key.when());
        } catch (TemplateSyntaxException e) {
            return Optional.of("its condition '" + key.when() + "' does not parse");
        }
        boolean byItself = condition.comparisons().stream().allMatch(c -> c.operator() == ComparisonOperator.EXISTS
                && template.attributeNames().contains(c.attribute()));
        if (byItself) {
            return Optional.empty();
        }
        String when = String.join(" AND ", condition.comparisons().stream().map(Comparison::source).toList());
        return Optional.of("the design writes it only when " + when + " but OneTable writes it on every create:"
                + " pass " + key.attribute() + ": null when the condition does not hold");
    }
}
