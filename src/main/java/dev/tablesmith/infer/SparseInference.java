package dev.tablesmith.infer;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Infers when an entity writes an index key that only some of its items hold (a sparse index key, e.g.
 * {@code GSI2PK = OPEN} only while {@code status = PENDING}).
 *
 * <ol>
 *   <li>If the template needs an attribute that every item without the key lacks, nothing more is needed: the
 *       key cannot be rendered for them, so it is not written (as DynamoDB leaves such items out of the
 *       index).</li>
 *   <li>Otherwise, an S, N or BOOL attribute that items on both sides have, whose values on the items with the
 *       key (at most {@value #MAX_VALUES} of them) never occur on the items without it, gives
 *       {@code status = PENDING} or {@code status IN (PENDING, PAID)}; the fewest values win, then the first
 *       declared attribute. Attributes the table key templates use are identifiers, not states, and are never
 *       used: {@code orderId = o1} would describe the sample, not a rule.</li>
 *   <li>Otherwise an attribute every item with the key has and every item without it lacks gives
 *       {@code attribute_exists(name)}.</li>
 *   <li>Otherwise there is no condition, and the caller warns.</li>
 * </ol>
 */
final class SparseInference {
    static final int MAX_VALUES = 4;
    private static final Pattern BARE = Pattern.compile("[A-Za-z0-9_.+-]+");

    /** The result: whether a condition is needed and, if it is, the condition found (empty when none is). */
    record Outcome(boolean needed, Optional<String> when) {
    }

    private SparseInference() {
    }

    static Outcome infer(String template, List<Item> withKey, List<Item> withoutKey, List<Attribute> attributes,
                         Set<String> identifiers) {
        if (withoutKey.isEmpty() || rendersForNone(template, withoutKey)) {
            return new Outcome(false, Optional.empty());
        }
        Optional<String> best = Optional.empty();
        int fewest = Integer.MAX_VALUE;
        for (Attribute attribute : attributes) {
            if (identifiers.contains(attribute.name()) || withoutKey.stream().noneMatch(i -> i.has(attribute.name()))) {
                continue;
            }
            if (attribute.type() != AttributeType.S && attribute.type() != AttributeType.N
                    && attribute.type() != AttributeType.BOOL) {
                continue;
            }
            Optional<Set<String>> values = texts(withKey, attribute.name(), true);
            Optional<Set<String>> others = texts(withoutKey, attribute.name(), false);
            if (values.isEmpty() || others.isEmpty() || values.get().size() > MAX_VALUES
                    || values.get().stream().anyMatch(others.get()::contains) || values.get().size() >= fewest) {
                continue;
            }
            fewest = values.get().size();
            best = Optional.of(condition(attribute.name(), values.get()));
        }
        if (best.isEmpty()) {
            best = attributes.stream().filter(a -> !identifiers.contains(a.name()))
                    .filter(a -> withKey.stream().allMatch(i -> i.has(a.name()))
                            && withoutKey.stream().noneMatch(i -> i.has(a.name())))
                    .findFirst().map(a -> "attribute_exists(" + a.name() + ")");
        }
        return new Outcome(true, best.filter(text -> holdsExactly(text, withKey, withoutKey)));
    }

    private static boolean rendersForNone(String template, List<Item> items) {
        KeyTemplate parsed = KeyTemplate.parse(template);
        return items.stream().allMatch(item -> parsed.render(item::get) instanceof RenderResult.Unrenderable u
                && u.reason() == RenderResult.Reason.MISSING_ATTRIBUTE);
    }

    /** The values as text; empty when a required value is missing or a value has another type. */
    private static Optional<Set<String>> texts(List<Item> items, String attribute, boolean required) {
        Set<String> texts = new LinkedHashSet<>();
        for (Item item : items) {
            Optional<AttributeValue> value = item.get(attribute);
            if (value.isEmpty()) {
                if (required) {
                    return Optional.empty();
                }
                continue;
            }
            Optional<String> text = AttributeInference.example(value.get());
            if (text.isEmpty()) {
                return Optional.empty();
            }
            texts.add(text.get());
        }
        return Optional.of(texts);
    }

    private static String condition(String attribute, Set<String> values) {
        List<String> shown = values.stream().map(SparseInference::quoted).toList();
        return shown.size() == 1 ? attribute + " = " + shown.get(0)
                : attribute + " IN (" + String.join(", ", shown) + ")";
    }

    private static String quoted(String value) {
        boolean bare = BARE.matcher(value).matches() && !value.equalsIgnoreCase("AND") && !value.equalsIgnoreCase("IN");
        return bare ? value : "'" + value.replace("'", "''") + "'";
    }

    /** Whether the condition holds for every item with the key and for none without it. */
    private static boolean holdsExactly(String text, List<Item> withKey, List<Item> withoutKey) {
        SparseCondition condition;
        try {
            condition = SparseCondition.parse(text);
        } catch (TemplateSyntaxException unreadable) {
            return false;
        }
        return withKey.stream().allMatch(i -> condition.test(i::get))
                && withoutKey.stream().noneMatch(i -> condition.test(i::get));
    }
}
