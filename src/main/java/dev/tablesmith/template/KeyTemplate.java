package dev.tablesmith.template;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.RenderResult.Reason;
import dev.tablesmith.template.TemplateSegment.Literal;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A parsed key template: how an entity builds the value of one key attribute from its own attributes, e.g.
 * {@code CUST#{customerId}} for {@code PK} or {@code ORDER#{orderDate}#{orderId}} for {@code SK}.
 *
 * <p>Key overloading puts many entity types into the same generic key attributes ({@code PK}, {@code SK},
 * {@code GSI1PK}); the literal prefix of each template ({@code CUST#}, {@code ORDER#}) tells them apart and makes
 * {@code begins_with} queries possible. A template without placeholders is a constant ({@code META},
 * {@code PROFILE}, {@code OPEN}).
 *
 * <p>Immutable. Two templates are equal when their canonical text ({@link #toString()}) is equal.
 */
public final class KeyTemplate {
    private final String source;
    private final List<TemplateSegment> segments;

    KeyTemplate(String source, List<TemplateSegment> segments) {
        this.source = Objects.requireNonNull(source, "source");
        this.segments = List.copyOf(segments);
        if (this.segments.isEmpty()) {
            throw new IllegalArgumentException("a template has at least one segment");
        }
    }

    /** Parses template text; see {@link KeyTemplateParser#parse(String)}. */
    public static KeyTemplate parse(String text) {
        return KeyTemplateParser.parse(text);
    }

    /** The text this template was parsed from, exactly as written. */
    public String source() {
        return source;
    }

    /** The literal and placeholder segments, in order. */
    public List<TemplateSegment> segments() {
        return segments;
    }

    /** The placeholders, in order (an attribute used twice appears twice). */
    public List<Placeholder> placeholders() {
        return segments.stream().filter(Placeholder.class::isInstance).map(Placeholder.class::cast).toList();
    }

    /** The names of the attributes the placeholders refer to, in order of first use, without repeats. */
    public List<String> attributeNames() {
        return List.copyOf(placeholders().stream().map(Placeholder::attribute)
                .collect(Collectors.toCollection(LinkedHashSet::new)));
    }

    /** Whether the template has no placeholder, so every item gets the same value ({@code META}). */
    public boolean isConstant() {
        return segments.stream().noneMatch(Placeholder.class::isInstance);
    }

    /** Whether the template is exactly one placeholder with no literal text around it ({@code {orderDate}}). */
    public boolean isSinglePlaceholder() {
        return segments.size() == 1 && segments.get(0) instanceof Placeholder;
    }

    /**
     * The literal text before the first placeholder ({@code ORDER#} for {@code ORDER#{orderDate}#{orderId}}), or
     * the whole text of a constant template. Every rendered value starts with it, so a Query for this entity's
     * items in a shared partition can use {@code begins_with(SK, :prefix)}. Empty when the template starts with
     * a placeholder.
     */
    public String constantPrefix() {
        return segments.get(0) instanceof Literal literal ? literal.text() : "";
    }

    /**
     * Renders the key value for one item as a string (for an S key attribute).
     *
     * @param values the item's attribute values by name (e.g. {@code item::get}); an empty result means absent
     * @return the rendered S value, or the first reason it cannot be rendered
     */
    public RenderResult render(Function<String, Optional<AttributeValue>> values) {
        StringBuilder text = new StringBuilder();
        for (TemplateSegment segment : segments) {
            if (segment instanceof Literal literal) {
                text.append(literal.text());
            } else {
                RenderResult part = ((Placeholder) segment).render(values);
                if (!(part instanceof RenderResult.Rendered rendered)) {
                    return part;
                }
                text.append(rendered.text().orElseThrow());
            }
        }
        return RenderResult.rendered(text.toString());
    }

    /**
     * Renders as much of the key as the known values allow: literals and placeholders in order, stopping at the
     * first placeholder whose attribute is absent. The literal after the last rendered placeholder is included,
     * which is what makes the prefix safe for {@code begins_with}: with only {@code orgId = 123},
     * {@code ORG#{orgId}#DEPT#{deptId}} gives {@code ORG#123#DEPT#}, which does not also match {@code ORG#1234#...}.
     * With every value known this is the whole key; with none, the {@link #constantPrefix()}.
     *
     * @return the prefix as an S value, or the reason a known value could not be rendered (pad overflow, ...)
     */
    public RenderResult renderPrefix(Function<String, Optional<AttributeValue>> values) {
        StringBuilder text = new StringBuilder();
        for (TemplateSegment segment : segments) {
            if (segment instanceof Literal literal) {
                text.append(literal.text());
                continue;
            }
            RenderResult part = ((Placeholder) segment).render(values);
            if (part instanceof RenderResult.Unrenderable failure) {
                if (failure.reason() == Reason.MISSING_ATTRIBUTE) {
                    break;
                }
                return part;
            }
            text.append(part.text().orElseThrow());
        }
        return RenderResult.rendered(text.toString());
    }

    /**
     * Renders the key value for a key attribute of type {@code keyType}. An S key gets {@link #render}'s string.
     * An N or B key holds the number or bytes themselves, so the template must be a single placeholder without
     * filters whose value has that type; the value is then copied unchanged.
     */
    public RenderResult renderAs(ScalarType keyType, Function<String, Optional<AttributeValue>> values) {
        if (keyType == ScalarType.S) {
            return render(values);
        }
        Optional<Placeholder> only = isSinglePlaceholder() ? Optional.of((Placeholder) segments.get(0))
                : Optional.empty();
        if (only.isEmpty() || !only.get().filters().isEmpty()) {
            String attribute = placeholders().isEmpty() ? "" : placeholders().get(0).attribute();
            return RenderResult.failure(attribute, Reason.NOT_A_SINGLE_PLACEHOLDER, "an " + keyType
                    + " key needs a template that is a single placeholder without filters, e.g. {"
                    + (attribute.isEmpty() ? "attribute" : attribute) + "}");
        }
        String attribute = only.get().attribute();
        Optional<AttributeValue> value = values.apply(attribute);
        if (value == null || value.isEmpty()) {
            return RenderResult.failure(attribute, Reason.MISSING_ATTRIBUTE, "missing attribute '" + attribute + "'");
        }
        if (value.get().type() != keyType.asAttributeType()) {
            return RenderResult.failure(attribute, Reason.UNSUPPORTED_TYPE, "an " + keyType + " key needs an "
                    + keyType + " value, '" + attribute + "' is " + value.get().type());
        }
        return new RenderResult.Rendered(value.get());
    }

    /**
     * Reads attribute text back out of a key value, when the value has this template's shape: literals must
     * match exactly, and each placeholder captures the text up to the next occurrence of the literal that
     * follows it (the last placeholder captures the rest). A placeholder directly followed by another one
     * captures its fixed width (pad, date, datetime), or the match fails because the split is ambiguous.
     * Captures are never empty, and an attribute used twice must capture the same text both times.
     *
     * @param keyValue a key attribute value, e.g. {@code ORDER#2026-07-14#o9}
     * @return attribute name to captured text (as it appears in the key, e.g. {@code 0000019.99}) in template
     *     order; empty when the value does not have the template's shape
     */
    public Optional<Map<String, String>> match(String keyValue) {
        return KeyTemplateMatcher.match(segments, keyValue);
    }

    /**
     * The type problems of the placeholders, found from the attribute types alone: a filter that cannot take
     * its input (pad on an S attribute) or a value type a key cannot hold. Attributes that {@code types} does
     * not know are skipped (reporting them is the caller's business).
     */
    public List<TemplateTypeProblem> typeProblems(Function<String, Optional<AttributeType>> types) {
        List<TemplateTypeProblem> problems = new ArrayList<>();
        for (Placeholder placeholder : placeholders()) {
            types.apply(placeholder.attribute()).ifPresent(type -> problems.addAll(placeholder.typeProblems(type)));
        }
        return problems;
    }

    /** The canonical template text: placeholders without spaces, filters in canonical form. */
    @Override
    public String toString() {
        return segments.stream().map(TemplateSegment::source).collect(Collectors.joining());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KeyTemplate other && toString().equals(other.toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }
}
