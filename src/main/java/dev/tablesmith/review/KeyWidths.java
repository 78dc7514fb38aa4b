package dev.tablesmith.review;

import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The largest key value, in UTF-8 bytes, a template can render for an entity, from the template alone:
 * literal bytes plus, per placeholder, the widest value it can render.
 *
 * <ul>
 *   <li>{@code pad:W} is W characters ({@code pad:W.S} is W + 1 + S), {@code date} 10, {@code datetime} 20;</li>
 *   <li>an attribute with an enum: its longest value (after {@code upper}/{@code lower});</li>
 *   <li>an N attribute without {@code pad}: 40 bytes (38 significant digits, a sign and a decimal point);</li>
 *   <li>a BOOL attribute: 5 ({@code false});</li>
 *   <li>any other S attribute is free text with no bound: it counts as its longest known value (examples, sample
 *       records) and is reported as {@linkplain #unbounded() unbounded}.</li>
 * </ul>
 */
final class KeyWidths {
    /** The widest text of an N value without pad: 38 digits, a sign and a decimal point. */
    static final int MAX_NUMBER_TEXT = 40;
    static final int BOOL_TEXT = 5;

    private final long bytes;
    private final List<String> unbounded;
    private final List<String> parts;

    private KeyWidths(long bytes, List<String> unbounded, List<String> parts) {
        this.bytes = bytes;
        this.unbounded = List.copyOf(unbounded);
        this.parts = List.copyOf(parts);
    }

    static KeyWidths of(KeyTemplate template, Entity entity, List<Item> samples) {
        long total = 0;
        List<String> free = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (TemplateSegment segment : template.segments()) {
            if (segment instanceof TemplateSegment.Literal literal) {
                int length = ItemSize.utf8Length(literal.text());
                total += length;
                parts.add("'" + literal.text() + "' " + length);
                continue;
            }
            Placeholder placeholder = (Placeholder) segment;
            Optional<Integer> fixed = placeholder.fixedWidth();
            if (fixed.isPresent()) {
                total += fixed.get();
                parts.add(placeholder.source() + " " + fixed.get());
                continue;
            }
            Optional<Attribute> attribute = entity.attribute(placeholder.attribute());
            if (attribute.isEmpty()) {
                continue;
            }
            Attribute a = attribute.get();
            long width;
            String basis;
            if (!a.enumValues().isEmpty()) {
                width = a.enumValues().stream().mapToLong(v -> ItemSize.utf8Length(cased(placeholder, v))).max()
                        .orElse(0);
                basis = "its longest enum value";
            } else if (a.type() == AttributeType.N) {
                width = MAX_NUMBER_TEXT;
                basis = "a number's widest text";
            } else if (a.type() == AttributeType.BOOL) {
                width = BOOL_TEXT;
                basis = "false";
            } else {
                free.add(a.name());
                width = KnownValues.longestBytes(entity, a.name(), samples, v -> cased(placeholder, v),
                        caseName(placeholder));
                basis = width == 0 ? "no known value" : "its longest known value";
            }
            total += width;
            parts.add(placeholder.source() + " " + width + " (" + basis + ")");
        }
        return new KeyWidths(total, free, parts);
    }

    /** The case filters of the placeholder, in order, as a name ("upper", "lower,upper", or "" for none). */
    private static String caseName(Placeholder placeholder) {
        StringBuilder name = new StringBuilder();
        for (TemplateFilter filter : placeholder.filters()) {
            if (filter instanceof TemplateFilter.Case c) {
                name.append(name.length() == 0 ? "" : ",").append(c.upper() ? "upper" : "lower");
            }
        }
        return name.toString();
    }

    private static String cased(Placeholder placeholder, String value) {
        String text = value;
        for (TemplateFilter filter : placeholder.filters()) {
            if (filter instanceof TemplateFilter.Case c) {
                text = c.upper() ? text.toUpperCase(Locale.ROOT) : text.toLowerCase(Locale.ROOT);
            }
        }
        return text;
    }

    /** The largest rendered key in UTF-8 bytes (free text counted at its longest known value). */
    long bytes() {
        return bytes;
    }

    /**
     * What the widest rendered key costs in an item: as an S key its UTF-8 bytes; as an N key the most a number
     * of that many characters costs by DynamoDB's number size rule ({@link ItemSize#widestNumberBytes}), so a
     * 40-character number key is 22 bytes and not 40.
     */
    long itemBytes(boolean numberKey) {
        return numberKey ? ItemSize.widestNumberBytes(bytes) : bytes;
    }

    /** The S attributes whose length nothing bounds (no enum, no pad/date/datetime). */
    List<String> unbounded() {
        return unbounded;
    }

    /** How the width adds up, e.g. {@code 'DOC#' 4 + {title} 3001 (its longest known value)}. */
    String breakdown() {
        return String.join(" + ", parts);
    }
}
