package dev.tablesmith.edit;

import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.UniqueValue;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Keeps the write-side declarations (copies, aggregates, unique values, expiry) pointing at what they name when an
 * attribute or an entity is renamed, and says which of them would be left naming nothing when an attribute is
 * removed. A copy or an aggregate names its holder's attribute and another entity's attribute; a unique value's
 * guard key template names attributes too.
 */
final class WriteRuleRenames {
    private WriteRuleRenames() {
    }

    /** The entities with attribute {@code from} of {@code owner} renamed to {@code to} in every declaration. */
    static List<Entity> attributeRenamed(List<Entity> entities, String owner, String from, String to) {
        return entities.stream().map(e -> {
            boolean own = e.name().equals(owner);
            List<DenormalizedCopy> copies = e.copies().stream().map(c -> new DenormalizedCopy(
                    own && from.equals(c.attribute()) ? to : c.attribute(), c.sourceEntity(),
                    c.sourceEntity().equals(owner) && from.equals(c.sourceAttribute()) ? to : c.sourceAttribute(),
                    c.mode())).toList();
            List<Aggregate> aggregates = e.aggregates().stream().map(a -> new Aggregate(
                    own && a.attribute().equals(from) ? to : a.attribute(), a.sourceEntity(), a.rule(),
                    a.sourceEntity().equals(owner) && from.equals(a.sourceAttribute()) ? to : a.sourceAttribute(),
                    a.maintainedBy())).toList();
            List<UniqueValue> unique = !own ? e.uniqueValues() : e.uniqueValues().stream().map(u -> new UniqueValue(
                    u.attribute().equals(from) ? to : u.attribute(),
                    EntityEdits.renameInTemplate(u.keyTemplate(), from, to))).toList();
            String ttl = own && from.equals(e.ttlAttribute()) ? to : e.ttlAttribute();
            return e.withWriteRules(copies, aggregates, unique, ttl);
        }).toList();
    }

    /** The entities with entity {@code from} renamed to {@code to} as the source of copies and aggregates. */
    static List<Entity> entityRenamed(List<Entity> entities, String from, String to) {
        return entities.stream().map(e -> e.withWriteRules(
                e.copies().stream().map(c -> c.sourceEntity().equals(from)
                        ? new DenormalizedCopy(c.attribute(), to, c.sourceAttribute(), c.mode()) : c).toList(),
                e.aggregates().stream().map(a -> a.sourceEntity().equals(from)
                        ? new Aggregate(a.attribute(), to, a.rule(), a.sourceAttribute(), a.maintainedBy()) : a)
                        .toList(),
                e.uniqueValues(), e.ttlAttribute())).toList();
    }

    /** Why attribute {@code name} of {@code owner} cannot be removed: a declaration still names it. */
    static Optional<String> use(Table table, String owner, String name) {
        String refused = "cannot remove " + name + ": ";
        Entity entity = table.entity(owner).orElseThrow();
        for (DenormalizedCopy copy : entity.copies()) {
            if (name.equals(copy.attribute())) {
                return Optional.of(refused + "it holds a copy of " + copy.sourceText());
            }
        }
        for (Aggregate aggregate : entity.aggregates()) {
            if (aggregate.attribute().equals(name)) {
                return Optional.of(refused + "it holds the aggregate " + EntityRelationRules.describe(aggregate));
            }
        }
        for (UniqueValue unique : entity.uniqueValues()) {
            if (unique.attribute().equals(name) || templateNames(unique.keyTemplate()).contains(name)) {
                return Optional.of(refused + "the unique value guard " + unique.keyTemplate() + " of " + owner
                        + " uses it");
            }
        }
        if (name.equals(entity.ttlAttribute())) {
            return Optional.of(refused + owner + " expires by it");
        }
        for (Entity other : table.entities()) {
            for (DenormalizedCopy copy : other.copies()) {
                if (copy.sourceEntity().equals(owner) && name.equals(copy.sourceAttribute())) {
                    return Optional.of(refused + other.name() + "." + copy.attribute() + " is a copy of it");
                }
            }
            for (Aggregate aggregate : other.aggregates()) {
                if (aggregate.sourceEntity().equals(owner) && Objects.equals(name, aggregate.sourceAttribute())) {
                    return Optional.of(refused + other.name() + "." + aggregate.attribute() + " sums it");
                }
            }
        }
        return Optional.empty();
    }

    private static List<String> templateNames(String template) {
        try {
            return dev.tablesmith.template.KeyTemplate.parse(template).attributeNames();
        } catch (IllegalArgumentException e) {
            return List.of();
        }
    }
}
