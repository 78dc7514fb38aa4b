package dev.tablesmith.review;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.util.List;
import java.util.Optional;

/**
 * {@code key-type-mix}: two entities that share item collections of an index and whose sort key values are built
 * from different types: both templates start with a placeholder (no type prefix), one of a number, the other of
 * text or a date ({@code {amount}} and {@code {createdAt}} in one collection). DynamoDB declares one type for the
 * key attribute, so the numbers are stored as text, sort between the other entity's values, and a range written
 * for one type's values returns the other's. (An N or B key attribute fed by an attribute of another type is a
 * validation error, not a review finding.)
 */
final class KeyTypeMixCheck implements ReviewCheck {
    private enum Kind {
        NUMBER("a number"), TEXT("text"), BOOLEAN("a boolean");

        final String words;

        Kind(String words) {
            this.words = words;
        }
    }

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        for (IndexSpec spec : context.indexSpecs()) {
            Optional<String> sortKey = context.sortKeyAttribute(spec);
            if (sortKey.isEmpty() || context.keyType(sortKey.get()).map(t -> t != ScalarType.S).orElse(false)) {
                continue;
            }
            List<Entity> entities = context.table().entities();
            for (int i = 0; i < entities.size(); i++) {
                for (int j = i + 1; j < entities.size(); j++) {
                    check(context, spec, sortKey.get(), entities.get(i), entities.get(j), findings);
                }
            }
        }
    }

    private static void check(ReviewContext context, IndexSpec spec, String sortKey, Entity a, Entity b,
                              List<Finding> findings) {
        Optional<KeyTemplate> aTemplate = context.template(a, sortKey);
        Optional<KeyTemplate> bTemplate = context.template(b, sortKey);
        if (aTemplate.isEmpty() || bTemplate.isEmpty()) {
            return;
        }
        Optional<Kind> aKind = leadingKind(a, aTemplate.get());
        Optional<Kind> bKind = leadingKind(b, bTemplate.get());
        if (aKind.isEmpty() || bKind.isEmpty() || aKind.get() == bKind.get()
                || !context.shareCollections(spec, a, b)) {
            return;
        }
        String message = spec.name() + " sorts " + a.name() + " by " + aTemplate.get().source() + " (" + aKind.get().words
                + ") and " + b.name() + " by " + bTemplate.get().source() + " (" + bKind.get().words + ") in the same"
                + " item collections of " + sortKey;
        String explanation = "A key attribute has one declared type; here " + sortKey + " is S, so every value is"
                + " compared as text, byte by byte. When two entities in one item collection fill the sort key"
                + " with different kinds of value and no prefix, their items interleave: numbers written as text"
                + " sort among the dates or names of the other entity, and a range condition meant for one kind of"
                + " value also returns items of the other. Start each entity's sort key with its own constant prefix"
                + " (PRICE#..., DATE#...) so each kind sorts in its own band, and pad numbers to a fixed width.";
        FindingLocation at = FindingLocation.at(context.templatePath(b, sortKey).toString()).withEntity(b.name())
                .withIndex(spec.name()).withTemplate(bTemplate.get().source(), 1);
        findings.add(Finding.of(ReviewRule.KEY_TYPE_MIX, at, message, explanation));
    }

    /** The kind of value a template starts with, when it starts with a placeholder. */
    private static Optional<Kind> leadingKind(Entity entity, KeyTemplate template) {
        if (!template.constantPrefix().isEmpty() || template.isConstant()) {
            return Optional.empty();
        }
        Placeholder first = template.placeholders().get(0);
        Optional<AttributeType> type = entity.attribute(first.attribute()).map(a -> a.type());
        if (type.isEmpty()) {
            return Optional.empty();
        }
        boolean time = first.filters().stream()
                .anyMatch(f -> f instanceof TemplateFilter.Date || f instanceof TemplateFilter.DateTime);
        if (time) {
            return Optional.of(Kind.TEXT);
        }
        return switch (type.get()) {
            case N -> Optional.of(Kind.NUMBER);
            case BOOL -> Optional.of(Kind.BOOLEAN);
            default -> Optional.of(Kind.TEXT);
        };
    }
}
