package dev.tablesmith.export;

import dev.tablesmith.export.RequestInputs.Input;
import dev.tablesmith.export.RequestInputs.Part;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.TemplateSegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A key value read back as the key template that rendered it: literal text and, for each placeholder, the input
 * it came from with the placeholder's filters ({@code PRICE#} then {@code price} through {@code pad:7.2}). Generated
 * code then renders the key from any input the way Tablesmith does, instead of repeating the example's text.
 *
 * <p>The walk follows the template's segments in order: a literal must match exactly, a placeholder matches the
 * example input of its attribute rendered through its filters. It stops at the first placeholder no input fills
 * (a {@code begins_with} prefix ends there, a fixed equality such as {@code STATUS#PENDING} stays literal), and
 * what is left of the value stays literal text (the upper bound a day range appends).
 */
final class KeyParts {
    private KeyParts() {
    }

    /**
     * The best reading of {@code text} among {@code templates}: the one that fills the most placeholders from
     * inputs, then consumes the most text; empty when none fills a placeholder from an input.
     */
    static Optional<List<Part>> read(String text, List<KeyTemplate> templates, List<Input> inputs) {
        List<Part> best = null;
        int bestInputs = 0;
        int bestConsumed = -1;
        for (KeyTemplate template : templates) {
            List<Part> parts = new ArrayList<>();
            int consumed = walk(text, template, inputs, parts);
            int filled = (int) parts.stream().filter(Part::isInput).count();
            if (filled > bestInputs || filled == bestInputs && filled > 0 && consumed > bestConsumed) {
                best = new ArrayList<>(parts);
                bestInputs = filled;
                bestConsumed = consumed;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        if (bestConsumed < text.length()) {
            best.add(new Part(text.substring(bestConsumed), null, List.of()));
        }
        return Optional.of(merge(best));
    }

    /** Walks the template over the text, adding parts; returns how much of the text they cover. */
    private static int walk(String text, KeyTemplate template, List<Input> inputs, List<Part> parts) {
        int at = 0;
        for (TemplateSegment segment : template.segments()) {
            if (at >= text.length()) {
                return at;
            }
            if (segment instanceof TemplateSegment.Literal literal) {
                if (!text.startsWith(literal.text(), at)) {
                    return at;
                }
                parts.add(new Part(literal.text(), null, List.of()));
                at += literal.text().length();
                continue;
            }
            TemplateSegment.Placeholder placeholder = (TemplateSegment.Placeholder) segment;
            Input filling = null;
            String rendered = null;
            for (Input input : inputs) {
                if (!input.attribute().equals(placeholder.attribute())) {
                    continue;
                }
                RenderResult result = placeholder.render(a -> Optional.of(input.example()));
                Optional<String> value = result.text();
                if (value.isPresent() && !value.get().isEmpty() && text.startsWith(value.get(), at)) {
                    filling = input;
                    rendered = value.get();
                    break;
                }
            }
            if (filling == null) {
                return at;
            }
            parts.add(new Part(null, filling, placeholder.filters()));
            at += rendered.length();
        }
        return at;
    }

    /** Adjacent literal parts joined into one. */
    private static List<Part> merge(List<Part> parts) {
        List<Part> merged = new ArrayList<>();
        for (Part part : parts) {
            if (!part.isInput() && !merged.isEmpty() && !merged.get(merged.size() - 1).isInput()) {
                Part last = merged.remove(merged.size() - 1);
                merged.add(new Part(last.literal() + part.literal(), null, List.of()));
            } else {
                merged.add(part);
            }
        }
        return merged;
    }

    /** Whether {@code value} is text a template could have rendered (an S value). */
    static boolean isText(AttributeValue value) {
        return value instanceof AttributeValue.S;
    }
}
