package dev.tablesmith.ui.entities;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import dev.tablesmith.template.TemplateSyntaxException;
import dev.tablesmith.template.TemplateTypeProblem;
import java.util.List;
import java.util.Optional;

/**
 * Checks the text of an entity-chart cell ({@code TEMPLATE} or {@code TEMPLATE when CONDITION}) before the entity
 * writes it: the template must parse, name only the entity's own attributes (an item gets its key values from its
 * attributes), and its filters must suit the attribute types; its sparse condition must parse too. A problem comes
 * with the exact character range it is about, taken from the columns the template parser reports.
 */
final class TemplateCheck {
    private static final String WHEN = " when ";

    private TemplateCheck() {
    }

    /** The one-line reason the template (and condition) cannot be used for {@code entity}, or empty. */
    static Optional<String> problem(Entity entity, String keyAttribute, String template, String when) {
        return locate(entity, keyAttribute, when == null ? template : template + WHEN + when)
                .map(TemplateProblem::message);
    }

    /** The problem of a whole cell text, located in that text; empty when the cell can be written (or is blank). */
    static Optional<TemplateProblem> locate(Entity entity, String keyAttribute, String cellText) {
        String text = cellText == null ? "" : cellText;
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            return Optional.empty();
        }
        int lead = text.indexOf(trimmed);
        int at = trimmed.indexOf(WHEN);
        String template = (at < 0 ? trimmed : trimmed.substring(0, at)).strip();
        String where = entity.name() + " " + keyAttribute + ": ";
        if (template.isEmpty() || trimmed.startsWith(WHEN.substring(1))) {
            return Optional.of(new TemplateProblem(where + "a condition needs a template before \"when\"", 0,
                    text.length()));
        }
        Optional<TemplateProblem> inTemplate = templateProblem(entity, where, template, text, lead);
        if (inTemplate.isPresent() || at < 0) {
            return inTemplate;
        }
        String rest = trimmed.substring(at + WHEN.length());
        String when = rest.strip();
        if (when.isEmpty()) {
            return Optional.empty();
        }
        int whenStart = lead + at + WHEN.length() + rest.indexOf(when);
        try {
            SparseCondition.parse(when);
        } catch (TemplateSyntaxException e) {
            return Optional.of(span(where + "condition " + e.describe() + " in " + when, text,
                    whenStart + e.column() - 1, whenStart + e.column()));
        } catch (IllegalArgumentException e) {
            return Optional.of(span(where + "condition: " + e.getMessage(), text, whenStart,
                    whenStart + when.length()));
        }
        return Optional.empty();
    }

    private static Optional<TemplateProblem> templateProblem(Entity entity, String where, String template,
                                                             String text, int lead) {
        KeyTemplate parsed;
        try {
            parsed = KeyTemplate.parse(template);
        } catch (TemplateSyntaxException e) {
            int start = lead + e.column() - 1;
            int end = e.getMessage().startsWith("unclosed") ? lead + template.length() : start + 1;
            return Optional.of(span(where + e.describe() + " in " + template, text, start, end));
        }
        List<String> known = entity.attributes().stream().map(Attribute::name).toList();
        for (Placeholder placeholder : parsed.placeholders()) {
            String name = placeholder.attribute();
            if (!known.contains(name)) {
                int start = lead + placeholder.column() - 1;
                int close = text.indexOf('}', start);
                return Optional.of(span(where + "{" + name + "} is not an attribute of " + entity.name()
                        + (known.isEmpty() ? " (it has no attributes)" : " (it has " + String.join(", ", known) + ")"),
                        text, start, close < 0 ? start + 1 : close + 1));
            }
        }
        List<TemplateTypeProblem> typeProblems = parsed.typeProblems(n -> entity.attribute(n).map(Attribute::type));
        if (!typeProblems.isEmpty()) {
            TemplateTypeProblem first = typeProblems.get(0);
            int start = lead + first.column() - 1;
            int end = start + 1;
            while (end < text.length() && text.charAt(end) != '|' && text.charAt(end) != '}') {
                end++;
            }
            return Optional.of(span(where + "column " + first.column() + ": " + first.message(), text, start, end));
        }
        return Optional.empty();
    }

    /** A problem over {@code [start, end)}, kept inside the text (a column just past the end marks the last one). */
    private static TemplateProblem span(String message, String text, int start, int end) {
        int length = Math.max(1, text.length());
        int from = Math.max(0, Math.min(start, length - 1));
        int to = Math.max(from + 1, Math.min(end, length));
        return new TemplateProblem(message, from, to);
    }
}
