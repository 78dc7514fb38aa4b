package dev.tablesmith.sample;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.Relationships.DerivedDate;
import dev.tablesmith.sample.Relationships.Identity;
import dev.tablesmith.sample.Relationships.IdentityRule;
import dev.tablesmith.sample.Relationships.LaterTime;
import dev.tablesmith.sample.Relationships.Reference;
import dev.tablesmith.sample.Relationships.SameThing;
import dev.tablesmith.sample.Relationships.Snapshot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The inference rules of {@link Relationships}, applied in table order so that the result is deterministic. */
final class RelationshipInference {
    private RelationshipInference() {
    }

    static Relationships infer(Table table) {
        List<Identity> identities = new ArrayList<>();
        // identifying attributes (sorted, as the group key) -> the group's attributes in template order + members
        Map<List<String>, Group> groups = new LinkedHashMap<>();
        for (Entity entity : table.entities()) {
            List<String> key = KeyUsage.of(table, entity).primaryKeyAttributes();
            if (key.isEmpty() || !key.stream().allMatch(a -> entity.attribute(a).isPresent())) {
                continue;
            }
            identities.add(new Identity(entity.name(), key, IdentityRule.PRIMARY_KEY));
            group(groups, key).entities.add(entity.name());
            namedIdentifier(entity).filter(key::contains).filter(id -> key.size() > 1).ifPresent(id -> {
                identities.add(new Identity(entity.name(), List.of(id), IdentityRule.ENTITY_NAME));
                group(groups, List.of(id)).entities.add(entity.name());
            });
        }
        List<SameThing> sameThings = groups.values().stream().filter(g -> g.entities.size() > 1)
                .map(g -> new SameThing(g.attributes, g.entities)).toList();
        List<Reference> references = references(table, groups);
        return new Relationships(identities, sameThings, references, snapshots(table, references),
                derivedDates(table), laterTimes(table, references));
    }

    private static Group group(Map<List<String>, Group> groups, List<String> attributes) {
        return groups.computeIfAbsent(attributes.stream().sorted().toList(), k -> new Group(attributes));
    }

    /** The attribute named after the entity: {@code orderId} for Order, {@code orderHeaderId} for OrderHeader. */
    private static Optional<String> namedIdentifier(Entity entity) {
        String name = entity.name();
        if (name.isEmpty()) {
            return Optional.empty();
        }
        String id = name.substring(0, 1).toLowerCase(Locale.ROOT) + name.substring(1) + "Id";
        return entity.attribute(id).map(Attribute::name);
    }

    private static List<Reference> references(Table table, Map<List<String>, Group> groups) {
        List<Reference> references = new ArrayList<>();
        for (Entity entity : table.entities()) {
            List<Reference> own = new ArrayList<>();
            for (Group group : groups.values()) {
                if (!group.entities.contains(entity.name()) && hasAll(table, entity, group)
                        && group.attributes.stream().noneMatch(a -> isTimestamp(entity.attribute(a).orElseThrow()))) {
                    own.add(new Reference(entity.name(), group.attributes, group.entities));
                }
            }
            own.sort(Comparator.comparingInt((Reference r) -> r.attributes().size()).reversed());
            references.addAll(own);
        }
        return references;
    }

    /** Whether the entity declares every identifying attribute of the group, with the same type. */
    private static boolean hasAll(Table table, Entity entity, Group group) {
        Entity target = table.entity(group.entities.get(0)).orElseThrow();
        for (String name : group.attributes) {
            Optional<AttributeType> mine = entity.attribute(name).map(Attribute::type);
            Optional<AttributeType> theirs = target.attribute(name).map(Attribute::type);
            if (mine.isEmpty() || !mine.equals(theirs)) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code customerName} of an entity that refers to a Customer through {@code customerId} is the Customer's
     * {@code name}: the reference's name without {@code Id}, then a target attribute's name capitalised.
     */
    private static List<Snapshot> snapshots(Table table, List<Reference> references) {
        List<Snapshot> snapshots = new ArrayList<>();
        for (Reference reference : references) {
            if (reference.attributes().size() != 1) {
                continue;
            }
            String via = reference.attributes().get(0);
            if (!via.endsWith("Id") || via.length() <= 2) {
                continue;
            }
            String stem = via.substring(0, via.length() - 2);
            Entity entity = table.entity(reference.entity()).orElseThrow();
            for (Attribute attribute : entity.attributes()) {
                String name = attribute.name();
                if (name.equals(via) || !name.startsWith(stem) || name.length() <= stem.length()
                        || !Character.isUpperCase(name.charAt(stem.length()))) {
                    continue;
                }
                String targetName = name.substring(stem.length(), stem.length() + 1).toLowerCase(Locale.ROOT)
                        + name.substring(stem.length() + 1);
                for (String targetEntity : reference.targets()) {
                    Optional<Attribute> source = table.entity(targetEntity).flatMap(t -> t.attribute(targetName));
                    if (source.isPresent() && source.get().type() == attribute.type()
                            && !reference.attributes().contains(targetName)) {
                        snapshots.add(new Snapshot(entity.name(), name, targetEntity, targetName, via));
                        break;
                    }
                }
            }
        }
        return snapshots;
    }

    /**
     * Whether an attribute holds a point in time: ISO date-times (its examples, or without examples its name, such
     * as {@code createdAt}) or epoch seconds named so ({@code updatedAt}, {@code expiresAt}).
     */
    static boolean isTimestamp(Attribute attribute) {
        if (attribute.type() == AttributeType.N) {
            return NameHints.number(attribute.name()).filter(n -> n == NameHints.Number.EPOCH_SECONDS).isPresent();
        }
        if (attribute.type() != AttributeType.S) {
            return false;
        }
        List<String> examples = attribute.examples().stream().map(String::strip).filter(e -> !e.isEmpty()).toList();
        if (!examples.isEmpty()) {
            return examples.stream().allMatch(e -> TimestampShape.parse(e).isPresent());
        }
        return NameHints.text(attribute.name(), "").filter(t -> t == NameHints.Text.TIMESTAMP).isPresent();
    }

    /** For each reference: the entity's timestamps that the referenced entity has too (same name and type). */
    private static List<LaterTime> laterTimes(Table table, List<Reference> references) {
        List<LaterTime> later = new ArrayList<>();
        for (Reference reference : references) {
            Entity entity = table.entity(reference.entity()).orElseThrow();
            for (Attribute attribute : entity.attributes()) {
                if (reference.attributes().contains(attribute.name()) || !isTimestamp(attribute)) {
                    continue;
                }
                reference.targets().stream().filter(t -> table.entity(t).flatMap(e -> e.attribute(attribute.name()))
                                .filter(a -> a.type() == attribute.type() && isTimestamp(a)).isPresent())
                        .findFirst()
                        .ifPresent(t -> later.add(new LaterTime(entity.name(), attribute.name(), t,
                                reference.attributes())));
            }
        }
        return later;
    }

    /** A date attribute whose first example is the first ten characters of a timestamp attribute's example. */
    private static List<DerivedDate> derivedDates(Table table) {
        List<DerivedDate> derived = new ArrayList<>();
        for (Entity entity : table.entities()) {
            for (Attribute date : entity.attributes()) {
                if (date.type() != AttributeType.S || date.examples().isEmpty()
                        || !date.examples().get(0).strip().matches("\\d{4}-\\d{2}-\\d{2}")) {
                    continue;
                }
                String day = date.examples().get(0).strip();
                entity.attributes().stream()
                        .filter(t -> t != date && t.type() == AttributeType.S && !t.examples().isEmpty())
                        .filter(t -> t.examples().get(0).strip().startsWith(day + "T")
                                && TimestampShape.parse(t.examples().get(0).strip()).isPresent())
                        .findFirst()
                        .ifPresent(t -> derived.add(new DerivedDate(entity.name(), date.name(), t.name())));
            }
        }
        return derived;
    }

    /** The entities identified by one set of attributes. */
    private static final class Group {
        private final List<String> attributes;
        private final List<String> entities = new ArrayList<>();

        private Group(List<String> attributes) {
            this.attributes = List.copyOf(attributes);
        }
    }
}
