package dev.tablesmith.ui.entities;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateSyntaxException;
import dev.tablesmith.template.TemplateTypeProblem;
import java.util.List;
import java.util.Optional;

/**
 * Checks a key template an entity is about to write: it must parse, name only the entity's own attributes (an
 * item gets its key values from its attributes), and its filters must suit the attribute types. Its sparse
 * condition must parse too.
 */
final class TemplateCheck {
    private TemplateCheck() {
    }

    /** The one-line reason the template (and condition) cannot be used for {@code entity}, or empty. */
    static Optional<String> problem(Entity entity, String keyAttribute, String template, String when) {
        String where = entity.name() + " " + keyAttribute + ": ";
        KeyTemplate parsed;
        try {
            parsed = KeyTemplate.parse(template);
        } catch (TemplateSyntaxException e) {
            return Optional.of(where + e.describe() + " in " + template);
        }
        List<String> known = entity.attributes().stream().map(Attribute::name).toList();
        for (String name : parsed.attributeNames()) {
            if (!known.contains(name)) {
                return Optional.of(where + "{" + name + "} is not an attribute of " + entity.name()
                        + (known.isEmpty() ? " (it has no attributes)" : " (it has " + String.join(", ", known) + ")"));
            }
        }
        List<TemplateTypeProblem> typeProblems = parsed.typeProblems(n -> entity.attribute(n).map(Attribute::type));
        if (!typeProblems.isEmpty()) {
            TemplateTypeProblem first = typeProblems.get(0);
            return Optional.of(where + "column " + first.column() + ": " + first.message());
        }
        if (when != null) {
            try {
                SparseCondition.parse(when);
            } catch (TemplateSyntaxException e) {
                return Optional.of(where + "condition " + e.describe() + " in " + when);
            } catch (IllegalArgumentException e) {
                return Optional.of(where + "condition: " + e.getMessage());
            }
        }
        return Optional.empty();
    }
}
