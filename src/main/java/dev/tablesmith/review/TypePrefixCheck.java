package dev.tablesmith.review;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code missing-type-prefix}: a table or GSI partition key template that starts with a placeholder
 * ({@code {email}}) instead of an entity-type prefix ({@code EMAIL#{email}}). In an overloaded table the prefix is
 * what tells entity types apart, keeps one type's values from colliding with another's, and lets IAM's
 * {@code dynamodb:LeadingKeys} and stream consumers see the type. A natural key (the key attribute is the
 * entity's own attribute, template {@code {userId}} for key {@code userId}) is exempt: it belongs to a table or
 * index of one entity type.
 */
final class TypePrefixCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Set<String> partitionKeys = new LinkedHashSet<>();
        for (IndexSpec spec : context.indexSpecs()) {
            if (spec.isTable() || spec.global()) {
                partitionKeys.addAll(context.partitionKeyAttributes(spec));
            }
        }
        for (Entity entity : context.table().entities()) {
            for (String keyAttribute : partitionKeys) {
                Optional<KeyTemplate> template = context.template(entity, keyAttribute);
                if (template.isEmpty() || !template.get().constantPrefix().isEmpty()
                        || context.keyType(keyAttribute).map(t -> t != ScalarType.S).orElse(false)
                        || EntityRules.isIdentity(template.get().source(), keyAttribute)) {
                    continue;
                }
                String suggestion = suggestion(entity, template.get());
                String message = entity.name() + "'s " + keyAttribute + " template " + template.get().source()
                        + " starts with a placeholder: its values carry no entity-type prefix (e.g. " + suggestion
                        + ")";
                String explanation = "Key overloading keeps many entity types in the same generic key attributes and"
                        + " tells them apart by the prefix of the value: CUST#123 is a customer partition, ORDER#o789"
                        + " an order. Without a prefix a value says nothing about what it is, one type's value can"
                        + " collide with another's (an id that happens to equal another entity's id), and a later"
                        + " entity cannot share the index safely. Prefix every key value with its entity type and"
                        + " keep a redundant entity attribute for stream consumers and exports.";
                FindingLocation at = FindingLocation.at(context.templatePath(entity, keyAttribute).toString())
                        .withEntity(entity.name()).withTemplate(template.get().source(), 1);
                findings.add(Finding.of(ReviewRule.MISSING_TYPE_PREFIX, at, message, explanation));
            }
        }
    }

    private static String suggestion(Entity entity, KeyTemplate template) {
        String first = template.attributeNames().isEmpty() ? entity.name() : template.attributeNames().get(0);
        String tag = first.replaceAll("(?i)id$", "").replaceAll("([a-z])([A-Z])", "$1_$2");
        return (tag.isEmpty() ? entity.name() : tag).toUpperCase(java.util.Locale.ROOT) + "#" + template.source();
    }
}
