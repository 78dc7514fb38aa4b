package dev.tablesmith.sample;

import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a table's entities relate, as the sample generator infers it from key templates and attribute names (the
 * design format has no explicit relationships yet). The rules are in {@code docs/sample-data.md}; in short:
 *
 * <ul>
 *   <li>An entity is <b>identified</b> by the attributes its table key templates are built from (a Customer with
 *       {@code PK = CUST#{customerId}}, {@code SK = PROFILE} by {@code customerId}), and also by the attribute
 *       named after it ({@code orderId} of Order) when that is part of its primary key.</li>
 *   <li>Entities identified by the same attributes are the <b>same thing</b> stored twice (Order in its
 *       customer's collection and OrderHeader in its own): their records describe the same orders.</li>
 *   <li>Any other entity that has all of those attributes <b>refers</b> to them (Order.customerId to a Customer,
 *       OrderItem.orderId to an order): its values are taken from records of the identified entities.</li>
 *   <li>A referring entity's attribute named after the reference and a target attribute is a <b>snapshot</b>
 *       ({@code customerName} via {@code customerId} is the Customer's {@code name}).</li>
 *   <li>A date attribute whose example is the date of a timestamp attribute's example is <b>derived</b> from it
 *       ({@code orderDate} is the date of {@code orderedAt}).</li>
 *   <li>A timestamp of a referring entity that the referenced entity has too is <b>later</b> than the referenced
 *       record's ({@code Comment.createdAt} after its Post's {@code createdAt}); a timestamp is never itself the
 *       way one entity refers to another (a comment's own {@code createdAt} is not its post's).</li>
 * </ul>
 *
 * @param identities   what identifies each entity
 * @param sameThings   groups of entities that store the same things
 * @param references   attributes whose values come from another entity's records, largest first per entity
 * @param snapshots    attributes copied from the referenced record
 * @param derivedDates date attributes derived from a timestamp of the same record
 * @param laterTimes   timestamps that fall after the referenced record's timestamp of the same name
 */
public record Relationships(List<Identity> identities, List<SameThing> sameThings, List<Reference> references,
                            List<Snapshot> snapshots, List<DerivedDate> derivedDates, List<LaterTime> laterTimes) {
    public Relationships {
        identities = List.copyOf(identities);
        sameThings = List.copyOf(sameThings);
        references = List.copyOf(references);
        snapshots = List.copyOf(snapshots);
        derivedDates = List.copyOf(derivedDates);
        laterTimes = List.copyOf(laterTimes);
    }

    /** Infers the relationships of a table's entities. */
    public static Relationships infer(Table table) {
        return RelationshipInference.infer(table);
    }

    /** Which rule identified an entity. */
    public enum IdentityRule {
        /** The attributes of the entity's table key templates. */
        PRIMARY_KEY,
        /** The attribute named after the entity ({@code orderId} of Order), part of its primary key. */
        ENTITY_NAME
    }

    /**
     * Entity {@code entity} is identified by {@code attributes}: no two of its items have the same values for them.
     *
     * @param attributes in template order
     */
    public record Identity(String entity, List<String> attributes, IdentityRule rule) {
        public Identity {
            Objects.requireNonNull(entity, "entity");
            attributes = List.copyOf(attributes);
            Objects.requireNonNull(rule, "rule");
        }
    }

    /**
     * Entities identified by the same attributes: copies of the same things (Order and OrderHeader are the same
     * orders). Generated together, the later entities copy the first one's records.
     *
     * @param entities in table order
     */
    public record SameThing(List<String> attributes, List<String> entities) {
        public SameThing {
            attributes = List.copyOf(attributes);
            entities = List.copyOf(entities);
        }
    }

    /**
     * The values of {@code attributes} of entity {@code entity} come from records of {@code targets}, which are
     * identified by them.
     *
     * @param targets the entities identified by the attributes (one, or a same-thing group), in table order
     */
    public record Reference(String entity, List<String> attributes, List<String> targets) {
        public Reference {
            attributes = List.copyOf(attributes);
            targets = List.copyOf(targets);
        }
    }

    /**
     * {@code entity.attribute} holds the value of {@code target.targetAttribute} of the record that the reference
     * through {@code via} points to ({@code Order.customerName} is the {@code Customer.name} of its
     * {@code customerId}).
     */
    public record Snapshot(String entity, String attribute, String target, String targetAttribute, String via) {
    }

    /**
     * {@code entity.dateAttribute} is the date part of {@code entity.timestampAttribute} in the same record.
     */
    public record DerivedDate(String entity, String dateAttribute, String timestampAttribute) {
    }

    /**
     * {@code entity.attribute} is a timestamp later than the same-named timestamp of the {@code target} record
     * that the reference through {@code via} points to: a comment is written after its post, a post after its
     * author signed up. Children of one parent therefore differ in time, and a sort key such as
     * {@code COMMENT#{createdAt}} orders them as they were written.
     */
    public record LaterTime(String entity, String attribute, String target, List<String> via) {
        public LaterTime {
            via = List.copyOf(via);
        }
    }

    /** The references of one entity, largest (most attributes) first. */
    public List<Reference> referencesFrom(String entity) {
        return references.stream().filter(r -> r.entity().equals(entity)).toList();
    }

    /** The same-thing group an entity belongs to, if any (the first, should there be several). */
    public Optional<SameThing> sameThingOf(String entity) {
        return sameThings.stream().filter(s -> s.entities().contains(entity)).findFirst();
    }

    /** The identities of one entity, primary key first. */
    public List<Identity> identitiesOf(String entity) {
        return identities.stream().filter(i -> i.entity().equals(entity)).toList();
    }
}
