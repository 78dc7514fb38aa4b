package dev.tablesmith.edit;

import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.UniqueValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Commands on an entity's write-side declarations: the data it copies from other entities (DynamoDB has no join, so
 * a read that needs both stores a copy), the counts and sums it holds (DynamoDB has no COUNT or SUM at read time)
 * and its unique attributes (DynamoDB enforces uniqueness only on the primary key, so each unique value gets a
 * guard item). Each command checks its declaration with {@link EntityRelationRules} and refuses it with that
 * message; an edit replaces the declaration where it is, so the file keeps its order.
 */
public final class EntityRelationEdits {
    private EntityRelationEdits() {
    }

    /** Declares a copy on {@code holder}, after its other copies. */
    public static Command addCopy(String tableName, String holder, DenormalizedCopy copy) {
        return DesignEdits.onTable(tableName, "Add copy " + copyText(holder, copy), table -> {
            check(EntityRelationRules.copy(table, holder, clean(copy), null));
            return change(table, holder, e -> e.withWriteRules(added(e.copies(), clean(copy)), e.aggregates(),
                    e.uniqueValues(), e.ttlAttribute()));
        });
    }

    /** Replaces copy {@code from} of {@code holder} with {@code to}, in place. */
    public static Command updateCopy(String tableName, String holder, DenormalizedCopy from, DenormalizedCopy to) {
        return DesignEdits.onTable(tableName, "Edit copy " + copyText(holder, from), table -> {
            Entity entity = entity(table, holder);
            present(entity.copies(), from, holder + " has no copy " + copyText(holder, from));
            check(EntityRelationRules.copy(table, holder, clean(to), from));
            return change(table, holder, e -> e.withWriteRules(replaced(e.copies(), from, clean(to)),
                    e.aggregates(), e.uniqueValues(), e.ttlAttribute()));
        });
    }

    /** Removes a copy from {@code holder}. */
    public static Command removeCopy(String tableName, String holder, DenormalizedCopy copy) {
        return DesignEdits.onTable(tableName, "Remove copy " + copyText(holder, copy), table -> {
            present(entity(table, holder).copies(), copy, holder + " has no copy " + copyText(holder, copy));
            return change(table, holder, e -> e.withWriteRules(without(e.copies(), copy), e.aggregates(),
                    e.uniqueValues(), e.ttlAttribute()));
        });
    }

    /** Declares an aggregate on {@code holder}, after its other aggregates. */
    public static Command addAggregate(String tableName, String holder, Aggregate aggregate) {
        return DesignEdits.onTable(tableName, "Add aggregate " + aggregateText(holder, aggregate), table -> {
            check(EntityRelationRules.aggregate(table, holder, clean(aggregate), null));
            return change(table, holder, e -> e.withWriteRules(e.copies(), added(e.aggregates(), clean(aggregate)),
                    e.uniqueValues(), e.ttlAttribute()));
        });
    }

    /** Replaces aggregate {@code from} of {@code holder} with {@code to}, in place. */
    public static Command updateAggregate(String tableName, String holder, Aggregate from, Aggregate to) {
        return DesignEdits.onTable(tableName, "Edit aggregate " + holder + "." + from.attribute(), table -> {
            present(entity(table, holder).aggregates(), from, holder + " has no aggregate " + from.attribute());
            check(EntityRelationRules.aggregate(table, holder, clean(to), from));
            return change(table, holder, e -> e.withWriteRules(e.copies(), replaced(e.aggregates(), from, clean(to)),
                    e.uniqueValues(), e.ttlAttribute()));
        });
    }

    /** Removes an aggregate from {@code holder}. */
    public static Command removeAggregate(String tableName, String holder, Aggregate aggregate) {
        return DesignEdits.onTable(tableName, "Remove aggregate " + holder + "." + aggregate.attribute(), table -> {
            present(entity(table, holder).aggregates(), aggregate, holder + " has no aggregate "
                    + aggregate.attribute());
            return change(table, holder, e -> e.withWriteRules(e.copies(), without(e.aggregates(), aggregate),
                    e.uniqueValues(), e.ttlAttribute()));
        });
    }

    /** Makes an attribute of {@code holder} unique, guarded by an item keyed by {@code unique.keyTemplate()}. */
    public static Command addUniqueValue(String tableName, String holder, UniqueValue unique) {
        return DesignEdits.onTable(tableName, "Make " + holder + "." + unique.attribute() + " unique", table -> {
            check(EntityRelationRules.uniqueValue(table, holder, clean(unique), null));
            return change(table, holder, e -> e.withWriteRules(e.copies(), e.aggregates(),
                    added(e.uniqueValues(), clean(unique)), e.ttlAttribute()));
        });
    }

    /** Replaces unique value {@code from} of {@code holder} with {@code to}, in place. */
    public static Command updateUniqueValue(String tableName, String holder, UniqueValue from, UniqueValue to) {
        return DesignEdits.onTable(tableName, "Edit unique value " + holder + "." + from.attribute(), table -> {
            present(entity(table, holder).uniqueValues(), from, holder + "." + from.attribute() + " is not unique");
            check(EntityRelationRules.uniqueValue(table, holder, clean(to), from));
            return change(table, holder, e -> e.withWriteRules(e.copies(), e.aggregates(),
                    replaced(e.uniqueValues(), from, clean(to)), e.ttlAttribute()));
        });
    }

    /** Drops the uniqueness of an attribute of {@code holder} (and with it the guard item). */
    public static Command removeUniqueValue(String tableName, String holder, UniqueValue unique) {
        return DesignEdits.onTable(tableName, "Remove uniqueness of " + holder + "." + unique.attribute(),
                table -> {
                    present(entity(table, holder).uniqueValues(), unique, holder + "." + unique.attribute()
                            + " is not unique");
                    return change(table, holder, e -> e.withWriteRules(e.copies(), e.aggregates(),
                            without(e.uniqueValues(), unique), e.ttlAttribute()));
                });
    }

    /** {@code Order.customerName = Customer.name}, or {@code OrderHeader = Order} for a whole-item copy. */
    static String copyText(String holder, DenormalizedCopy copy) {
        return (copy.wholeItem() ? holder : holder + "." + copy.attribute()) + " = " + copy.sourceText();
    }

    private static String aggregateText(String holder, Aggregate aggregate) {
        return holder + "." + aggregate.attribute() + " = " + EntityRelationRules.describe(aggregate);
    }

    /** The declaration as stored: names stripped, and no source attribute where it would mean nothing. */
    private static DenormalizedCopy clean(DenormalizedCopy copy) {
        return new DenormalizedCopy(strip(copy.attribute()), strip(copy.sourceEntity()),
                copy.wholeItem() ? null : emptyToNull(strip(copy.sourceAttribute())), copy.mode());
    }

    private static Aggregate clean(Aggregate aggregate) {
        return new Aggregate(strip(aggregate.attribute()), strip(aggregate.sourceEntity()), aggregate.rule(),
                emptyToNull(strip(aggregate.sourceAttribute())), aggregate.maintainedBy());
    }

    private static UniqueValue clean(UniqueValue unique) {
        return new UniqueValue(strip(unique.attribute()), strip(unique.keyTemplate()));
    }

    private static String strip(String text) {
        return text == null ? null : text.strip();
    }

    private static String emptyToNull(String text) {
        return text == null || text.isEmpty() ? null : text;
    }

    private static void check(Optional<FieldRefusal> refusal) {
        refusal.ifPresent(r -> {
            throw new IllegalArgumentException(r.message());
        });
    }

    private static <T> void present(List<T> list, T item, String message) {
        if (!list.contains(item)) {
            throw new IllegalArgumentException(message);
        }
    }

    private static <T> List<T> added(List<T> list, T item) {
        List<T> next = new ArrayList<>(list);
        next.add(item);
        return next;
    }

    private static <T> List<T> replaced(List<T> list, T from, T to) {
        List<T> next = new ArrayList<>(list);
        next.set(next.indexOf(from), to);
        return next;
    }

    private static <T> List<T> without(List<T> list, T item) {
        List<T> next = new ArrayList<>(list);
        next.remove(item);
        return next;
    }

    static Entity entity(Table table, String name) {
        return table.entity(name).orElseThrow(() -> new IllegalArgumentException("there is no entity named " + name));
    }

    static Table change(Table table, String name, UnaryOperator<Entity> change) {
        Entity changed = change.apply(entity(table, name));
        return table.withEntities(table.entities().stream().map(e -> e.name().equals(name) ? changed : e).toList());
    }
}
