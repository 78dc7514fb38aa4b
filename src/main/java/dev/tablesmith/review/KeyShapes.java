package dev.tablesmith.review;

import dev.tablesmith.planner.ScaleEstimates;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether key templates of two entities can render the same key value. A value of one entity (from its sample
 * items, or from stand-in values built from its attribute declarations) is read back with the other entity's
 * templates ({@link KeyTemplate#match}); the match counts only when each captured text is a value the other
 * entity's attribute can have (one of its enum values, a number for N, the fixed format of pad/date/datetime) and
 * an attribute used in several key parts captures the same text in each. A capture that contains a separator of
 * the template ({@code #}) which no known value of the attribute contains is not taken as a value: ids do not
 * contain the separators between them (when they do, {@code prefix-overmatch} says so).
 */
final class KeyShapes {
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern DATETIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z");
    private static final Pattern PADDED = Pattern.compile("\\d+(\\.\\d+)?");
    private static final int MAX_SAMPLES = 50;

    private final ScaleEstimates scale;
    private final Map<String, List<String>> knownValues = new HashMap<>();

    KeyShapes(ScaleEstimates scale) {
        this.scale = scale;
    }

    /**
     * The key values {@code entity} renders from {@code templates} for its sample items and for one stand-in
     * item, each as one rendered text per template.
     */
    List<List<String>> values(Entity entity, List<KeyTemplate> templates) {
        List<List<String>> values = new ArrayList<>();
        List<Item> sources = new ArrayList<>(scale.sampleItems(entity).subList(0,
                Math.min(MAX_SAMPLES, scale.sampleItems(entity).size())));
        sources.add(standIn(entity, templates));
        for (Item item : sources) {
            List<String> rendered = new ArrayList<>();
            for (KeyTemplate template : templates) {
                RenderResult result = template.render(item::get);
                if (result.text().isEmpty()) {
                    break;
                }
                rendered.add(result.text().get());
            }
            if (rendered.size() == templates.size() && !values.contains(rendered)) {
                values.add(rendered);
            }
        }
        return values;
    }

    /**
     * Whether {@code owner}'s templates can render exactly these key values (one per template), with captures
     * that fit the owner's attributes and agree across templates.
     */
    boolean canRender(Entity owner, List<KeyTemplate> templates, List<String> values) {
        Map<String, String> captured = new HashMap<>();
        for (int i = 0; i < templates.size(); i++) {
            KeyTemplate template = templates.get(i);
            Optional<Map<String, String>> match = template.match(values.get(i));
            if (match.isEmpty()) {
                return false;
            }
            Set<Integer> separators = separators(template);
            for (Placeholder placeholder : template.placeholders()) {
                String text = match.get().get(placeholder.attribute());
                if (text == null || !fits(owner, placeholder, text)
                        || holdsUnseenSeparator(owner, placeholder.attribute(), text, separators)) {
                    return false;
                }
                String earlier = captured.putIfAbsent(placeholder.attribute(), text);
                if (earlier != null && !earlier.equals(text)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A value of {@code a} that {@code b}'s templates can also render (checked both ways), if there is one. */
    Optional<List<String>> commonValue(Entity a, List<KeyTemplate> aTemplates, Entity b, List<KeyTemplate> bTemplates) {
        for (List<String> value : values(a, aTemplates)) {
            if (canRender(b, bTemplates, value)) {
                return Optional.of(value);
            }
        }
        for (List<String> value : values(b, bTemplates)) {
            if (canRender(a, aTemplates, value)) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }

    /** The punctuation in the template's literal text: the separators between its parts. */
    private static Set<Integer> separators(KeyTemplate template) {
        Set<Integer> found = new HashSet<>();
        for (TemplateSegment segment : template.segments()) {
            if (segment instanceof TemplateSegment.Literal literal) {
                literal.text().codePoints().filter(c -> !Character.isLetterOrDigit(c)).forEach(found::add);
            }
        }
        return found;
    }

    /**
     * Whether a captured text holds one of the template's separators that no known value of the attribute holds:
     * such a capture spans several parts of the key ({@code exec#EMP#e100} for a deptId) and is not taken as a
     * value the attribute can have. Values that do contain a separator are {@code prefix-overmatch}'s business.
     */
    private boolean holdsUnseenSeparator(Entity owner, String attribute, String text, Set<Integer> separators) {
        List<String> known = knownValues.computeIfAbsent(owner.name() + "\u0000" + attribute,
                k -> KnownValues.of(owner, attribute, scale.sampleItems(owner)));
        return text.codePoints().filter(separators::contains)
                .anyMatch(c -> known.stream().noneMatch(v -> v.indexOf(c) >= 0));
    }

    /** Whether the captured text is something this placeholder of {@code owner} can render. */
    private static boolean fits(Entity owner, Placeholder placeholder, String text) {
        Optional<Attribute> attribute = owner.attribute(placeholder.attribute());
        if (attribute.isEmpty()) {
            return false;
        }
        List<TemplateFilter> filters = placeholder.filters();
        if (!filters.isEmpty()) {
            TemplateFilter last = filters.get(filters.size() - 1);
            if (last instanceof TemplateFilter.Pad) {
                return PADDED.matcher(text).matches();
            }
            if (last instanceof TemplateFilter.Date) {
                return DATE.matcher(text).matches();
            }
            if (last instanceof TemplateFilter.DateTime) {
                return DATETIME.matcher(text).matches();
            }
            if (last instanceof TemplateFilter.Case c) {
                String cased = c.upper() ? text.toUpperCase(Locale.ROOT) : text.toLowerCase(Locale.ROOT);
                return cased.equals(text) && (attribute.get().enumValues().isEmpty() || attribute.get().enumValues()
                        .stream().anyMatch(v -> (c.upper() ? v.toUpperCase(Locale.ROOT) : v.toLowerCase(Locale.ROOT))
                                .equals(text)));
            }
            return true;
        }
        Attribute declared = attribute.get();
        if (!declared.enumValues().isEmpty()) {
            return declared.type() == AttributeType.N ? SparseConditionRules.inEnum(declared, text)
                    : declared.enumValues().contains(text);
        }
        return switch (declared.type()) {
            case N -> isNumber(text);
            case BOOL -> text.equals("true") || text.equals("false");
            default -> true;
        };
    }

    /** One made-up item: the first example or enum value of each attribute, else a value of its type. */
    static Item standIn(Entity entity, List<KeyTemplate> templates) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (Attribute a : entity.attributes()) {
            String text = !a.examples().isEmpty() ? a.examples().get(0)
                    : !a.enumValues().isEmpty() ? a.enumValues().get(0) : null;
            boolean time = templates.stream().flatMap(t -> t.placeholders().stream())
                    .filter(p -> p.attribute().equals(a.name())).flatMap(p -> p.filters().stream())
                    .anyMatch(f -> f instanceof TemplateFilter.Date || f instanceof TemplateFilter.DateTime);
            switch (a.type()) {
                case N -> values.put(a.name(), AttributeValue.n(text != null && isNumber(text) ? text
                        : time ? "1784021400" : "1"));
                case BOOL -> values.put(a.name(), AttributeValue.bool(text == null || Boolean.parseBoolean(text)));
                case S -> values.put(a.name(), AttributeValue.s(text != null ? text : time ? "2026-01-01" : "x1"));
                default -> {
                }
            }
        }
        return new Item(values);
    }

    private static boolean isNumber(String text) {
        try {
            new BigDecimal(text.trim());
            return true;
        } catch (NumberFormatException notANumber) {
            return false;
        }
    }
}
