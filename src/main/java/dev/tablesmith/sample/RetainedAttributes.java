package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.Relationships.Identity;
import dev.tablesmith.sample.Relationships.LaterTime;
import dev.tablesmith.sample.Relationships.Reference;
import dev.tablesmith.sample.Relationships.Snapshot;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Which attributes of an entity's generated records the rest of a run still reads, so that a run keeps those
 * values and not whole records (issue 21: a million commerce records held whole peaked at 5.4 GB RSS):
 * <ul>
 *   <li>the attributes a {@link Reference} to the entity takes ({@code customerId} of Customer for Order), and the
 *       timestamps a {@link LaterTime} compares through such a reference ({@code createdAt});</li>
 *   <li>the {@code via} and source attribute of a {@link Snapshot} of the entity ({@code Customer.name});</li>
 *   <li>an attribute that alone identifies the entity, whose values a later entity with the same identity must not
 *       repeat (a new OrderHeader's {@code orderId} is no Order's);</li>
 *   <li>every attribute of an entity that copies this one record by record (the same orders stored twice).</li>
 * </ul>
 * A record keeps these in its own order; the values are the record's own objects, not copies.
 */
final class RetainedAttributes {
    /** Keeps whole records, as runs did before issue 21; for tests that compare the two. */
    static final RetainedAttributes WHOLE = new RetainedAttributes(null);

    /** The attributes kept; null for all. */
    private final Set<String> names;

    private RetainedAttributes(Set<String> names) {
        this.names = names;
    }

    /** What the run reads later of {@code target}'s records; {@code leaderOf} maps a copy to the entity it copies. */
    static RetainedAttributes of(Table table, Relationships relationships, Map<String, String> leaderOf,
                                 String target) {
        Set<String> names = new HashSet<>();
        for (Reference reference : relationships.references()) {
            if (!reference.targets().contains(target)) {
                continue;
            }
            names.addAll(reference.attributes());
            for (LaterTime later : relationships.laterTimes()) {
                if (later.entity().equals(reference.entity()) && later.via().equals(reference.attributes())) {
                    names.add(later.attribute());
                }
            }
        }
        for (LaterTime later : relationships.laterTimes()) {
            if (later.target().equals(target)) {
                names.add(later.attribute());
            }
        }
        for (Snapshot snapshot : relationships.snapshots()) {
            if (snapshot.target().equals(target)) {
                names.add(snapshot.via());
                names.add(snapshot.targetAttribute());
            }
        }
        for (Identity identity : relationships.identitiesOf(target)) {
            if (identity.attributes().size() == 1) {
                names.add(identity.attributes().get(0));
            }
        }
        leaderOf.forEach((copy, leader) -> {
            if (leader.equals(target)) {
                table.entity(copy).map(Entity::attributes)
                        .ifPresent(attributes -> attributes.forEach(a -> names.add(a.name())));
            }
        });
        return new RetainedAttributes(names);
    }

    /** Whether nothing of the records is read later, so none need be kept. */
    boolean none() {
        return names != null && names.isEmpty();
    }

    /** The record with only the retained attributes. */
    Item of(Item record) {
        if (names == null) {
            return record;
        }
        Map<String, AttributeValue> kept = new LinkedHashMap<>();
        record.attributes().forEach((name, value) -> {
            if (names.contains(name)) {
                kept.put(name, value);
            }
        });
        return kept.size() == record.attributes().size() ? record : new Item(kept);
    }
}
