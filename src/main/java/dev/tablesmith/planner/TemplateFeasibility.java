package dev.tablesmith.planner;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.TemplateSegment;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Whether another entity's key template can produce a given key value (or a value starting with a given prefix),
 * so the planner knows which neighbours a sort key condition lets through.
 *
 * <p>Attributes whose values the pattern fixes and that the whole item collection shares (the partition key's
 * attributes) are filled in; every other placeholder stands for any value that does not contain the template's
 * separator characters (the non-alphanumeric characters of its literals, such as {@code #}): ids and dates do not
 * contain the separators that the template puts between them, which is what makes a composite key readable.
 */
final class TemplateFeasibility {
    private TemplateFeasibility() {
    }

    /**
     * @param template the neighbour's sort key template
     * @param shared   values of attributes shared by the whole item collection
     * @param text     the key value, or the prefix
     * @param prefix   whether {@code text} is a prefix (begins_with) rather than a whole value (=)
     */
    static boolean canProduce(KeyTemplate template, Function<String, Optional<AttributeValue>> shared, String text,
                              boolean prefix) {
        Set<Character> separators = separators(template);
        return match(template.segments(), 0, text, 0, prefix, shared, separators);
    }

    private static boolean match(List<TemplateSegment> segments, int index, String text, int pos, boolean prefix,
                                 Function<String, Optional<AttributeValue>> shared, Set<Character> separators) {
        if (pos == text.length() && prefix) {
            return true;
        }
        if (index == segments.size()) {
            return pos == text.length();
        }
        TemplateSegment segment = segments.get(index);
        Optional<String> fixed = fixedText(segment, shared);
        if (fixed.isPresent()) {
            String literal = fixed.get();
            String rest = text.substring(pos);
            if (prefix && rest.length() < literal.length()) {
                return literal.startsWith(rest);
            }
            return text.startsWith(literal, pos)
                    && match(segments, index + 1, text, pos + literal.length(), prefix, shared, separators);
        }
        // A free placeholder: any non-empty run of characters without separators.
        for (int end = pos + 1; end <= text.length(); end++) {
            if (separators.contains(text.charAt(end - 1))) {
                break;
            }
            if (match(segments, index + 1, text, end, prefix, shared, separators)) {
                return true;
            }
        }
        return false;
    }

    private static Optional<String> fixedText(TemplateSegment segment, Function<String, Optional<AttributeValue>> shared) {
        if (segment instanceof TemplateSegment.Literal literal) {
            return Optional.of(literal.text());
        }
        TemplateSegment.Placeholder placeholder = (TemplateSegment.Placeholder) segment;
        if (shared.apply(placeholder.attribute()).isEmpty()) {
            return Optional.empty();
        }
        RenderResult rendered = placeholder.render(shared);
        return rendered.text();
    }

    private static Set<Character> separators(KeyTemplate template) {
        Set<Character> separators = new HashSet<>();
        for (TemplateSegment segment : template.segments()) {
            if (segment instanceof TemplateSegment.Literal literal) {
                for (char c : literal.text().toCharArray()) {
                    if (!Character.isLetterOrDigit(c)) {
                        separators.add(c);
                    }
                }
            }
        }
        return separators;
    }
}
