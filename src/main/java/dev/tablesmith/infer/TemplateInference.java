package dev.tablesmith.infer;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Infers the key template one entity writes into one key attribute, from the values its items hold there.
 *
 * <ol>
 *   <li>An N or B key holds the value itself: the template is the attribute, {@code {userId}}.</li>
 *   <li>An S key with a natural name (not a generic one such as {@code PK}, {@code SK}, {@code GSI1PK},
 *       {@code gsi2_sk}) whose values have no separator is the attribute itself too.</li>
 *   <li>When every value equals another attribute of the same item: {@code {orderedAt}} (not for an upper-case
 *       constant such as {@code OPEN}, which is a literal).</li>
 *   <li>Otherwise the values are split at their separator ({@link KeyParts}) and each part becomes literal text
 *       or a placeholder: a first part that is the same everywhere is the literal prefix ({@code CUST}); any other
 *       part an attribute of the same item holds becomes that placeholder ({@code {customerId}}, or
 *       {@code {n|pad:W}} for zero-padded numbers); a part that is the same everywhere and no attribute holds is
 *       literal. So {@code ORDER#2026-01-02#o9} with orderDate and orderId gives
 *       {@code ORDER#{orderDate}#{orderId}}, and {@code PROFILE} everywhere gives the constant {@code PROFILE}.</li>
 *   <li>A key with a natural name that none of this explains is the attribute itself.</li>
 * </ol>
 *
 * <p>Every template is checked by rendering it for each item: it is kept only when it gives exactly the value the
 * item holds. When no template does, the result says why, in words.
 */
final class TemplateInference {
    private static final Pattern GENERIC_KEY_NAME = Pattern.compile(
            "(?i)(pk|sk|hk|rk|hash(key)?|range(key)?|partition_?key|sort_?key|(gsi|lsi)\\d*_?(pk|sk|partition_?key"
                    + "|sort_?key)\\d*|(pk|sk)\\d+)");

    /** A template, or the reason there is none. */
    record Outcome(Optional<String> template, String reason) {
        static Outcome of(String template) {
            return new Outcome(Optional.of(template), "");
        }

        static Outcome none(String reason) {
            return new Outcome(Optional.empty(), reason);
        }
    }

    private TemplateInference() {
    }

    /** Whether a key attribute name is one of the generic names overloaded single-table designs use. */
    static boolean isGenericName(String keyAttribute) {
        return GENERIC_KEY_NAME.matcher(keyAttribute).matches();
    }

    /**
     * The template for {@code keyAttribute} (of type {@code keyType}) from {@code items}, every one of which holds
     * it; {@code attributes} are the entity's declared (non-key) attributes.
     */
    static Outcome infer(String keyAttribute, ScalarType keyType, List<Item> items, List<Attribute> attributes) {
        String identity = "{" + keyAttribute + "}";
        if (keyType != ScalarType.S) {
            return Outcome.of(identity);
        }
        List<String> values = new ArrayList<>();
        for (Item item : items) {
            AttributeValue value = item.get(keyAttribute).orElseThrow();
            if (!(value instanceof AttributeValue.S s)) {
                return Outcome.none("some values are " + value.type() + " although " + keyAttribute + " is declared S");
            }
            values.add(s.value());
        }
        boolean natural = !isGenericName(keyAttribute);
        Optional<Character> separator = KeyParts.separator(values);
        if (natural && separator.isEmpty()) {
            return Outcome.of(identity);
        }
        Outcome structured = structured(keyAttribute, items, values, separator, attributes);
        if (structured.template().isEmpty() && natural) {
            return Outcome.of(identity);
        }
        return structured;
    }

    private static Outcome structured(String keyAttribute, List<Item> items, List<String> values,
                                      Optional<Character> separator, List<Attribute> attributes) {
        Set<String> distinct = new LinkedHashSet<>(values);
        boolean constant = distinct.size() == 1;
        String prefixHint = separator.map(s -> KeyParts.split(values.get(0), s).get(0)).orElse(null);
        PartExplainer explainer = new PartExplainer(attributes, prefixHint);
        if (!(constant && KeyParts.isUpperLabel(values.get(0)))) {
            Optional<String> whole = explainer.explain(items, values);
            if (whole.isPresent()) {
                return verified(whole.get(), keyAttribute, items, values);
            }
        }
        if (separator.isEmpty()) {
            return constant ? verified(literal(values.get(0)), keyAttribute, items, values)
                    : Outcome.none("its values vary (e.g. '" + example(distinct, 0) + "' and '" + example(distinct, 1)
                            + "') and no attribute of the same item holds them");
        }
        char sep = separator.get();
        List<List<String>> split = values.stream().map(v -> KeyParts.split(v, sep)).toList();
        int width = split.get(0).size();
        for (int i = 1; i < split.size(); i++) {
            if (split.get(i).size() != width) {
                return Outcome.none("its values have different numbers of '" + sep + "'-separated parts (e.g. '"
                        + values.get(0) + "' and '" + values.get(i) + "')");
            }
        }
        StringBuilder template = new StringBuilder();
        for (int position = 0; position < width; position++) {
            int p = position;
            List<String> parts = split.stream().map(s -> s.get(p)).toList();
            boolean same = new LinkedHashSet<>(parts).size() == 1;
            Optional<String> placeholder = position == 0 && same ? Optional.empty() : explainer.explain(items, parts);
            if (placeholder.isEmpty() && !same) {
                return Outcome.none("part " + (position + 1) + " of its values varies (e.g. '" + parts.get(0)
                        + "' in '" + values.get(0) + "') and no attribute of the same item holds it");
            }
            if (position > 0) {
                template.append(sep);
            }
            template.append(placeholder.orElseGet(() -> literal(parts.get(0))));
        }
        if (template.isEmpty()) {
            return Outcome.none("its values are empty");
        }
        return verified(template.toString(), keyAttribute, items, values);
    }

    /** The template if rendering it for every item gives exactly the item's value. */
    private static Outcome verified(String text, String keyAttribute, List<Item> items, List<String> values) {
        KeyTemplate template;
        try {
            template = KeyTemplate.parse(text);
        } catch (TemplateSyntaxException e) {
            return Outcome.none("the template '" + text + "' it suggests does not parse: " + e.getMessage());
        }
        for (int i = 0; i < items.size(); i++) {
            RenderResult rendered = template.render(items.get(i)::get);
            if (rendered.text().filter(values.get(i)::equals).isEmpty()) {
                return Outcome.none("the template " + text + " does not reproduce its value '" + values.get(i) + "'");
            }
        }
        return Outcome.of(text);
    }

    /** Literal template text: braces doubled. */
    static String literal(String text) {
        return text.replace("{", "{{").replace("}", "}}");
    }

    private static String example(Set<String> distinct, int index) {
        return distinct.stream().skip(index).findFirst().orElse("");
    }
}
