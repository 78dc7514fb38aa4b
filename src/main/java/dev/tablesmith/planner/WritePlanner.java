package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexChange;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks write patterns against the key templates and prices them. An UpdateItem, DeleteItem or ConditionCheck
 * names its item by the full primary key, so the pattern must know every attribute the entity's table key templates
 * are built from; a PutItem carries them in the item. Each action is priced on the entity's costliest sample item
 * (1 write unit per 1 KB on the table and on every index it enters, leaves, moves or updates; twice in a
 * transaction), times the items one call writes; a Put of an entity with unique values also writes one guard item
 * per value. The plan lists the live copies of what the pattern changes, which it must also write, and the
 * aggregates whose source it writes.
 */
public final class WritePlanner {
    private final Table table;
    private final Pricing pricing;
    private final ScaleEstimates scale;

    public WritePlanner(Table table, Pricing pricing, SampleData sample) {
        this(table, pricing, ScaleEstimates.of(table, sample));
    }

    WritePlanner(Table table, Pricing pricing, ScaleEstimates scale) {
        this.table = table;
        this.pricing = pricing;
        this.scale = scale;
    }

    /** The plan of a write pattern; empty for reads, a pattern without a write or one naming unknown entities. */
    public Optional<WritePlan> plan(AccessPattern pattern) {
        WriteSpec write = pattern.write();
        if (pattern.kind() != PatternKind.WRITE || write == null || pattern.entities().isEmpty()) {
            return Optional.empty();
        }
        List<TransactAction> actions = write.actionsOn(pattern.entities().get(0));
        if (actions.stream().anyMatch(a -> table.entity(a.entity()).isEmpty())) {
            return Optional.empty();
        }
        Set<String> known = knownInputs(pattern);
        List<WriteActionPlan> plans = new ArrayList<>();
        double units = 0;
        for (TransactAction action : actions) {
            WriteActionPlan plan = action(action, table.entity(action.entity()).orElseThrow(), write.transaction(),
                    known);
            plans.add(plan);
            units += plan.units();
        }
        double monthly = pattern.requestsPerSecond() * pricing.hoursPerMonth() * 3600 * units / 1_000_000
                * pricing.writeRequestUnitsPerMillion();
        return Optional.of(new WritePlan(pattern, write.transaction(), plans, units, monthly,
                copyDuties(actions), aggregates(actions)));
    }

    /** The inputs a pattern knows: its equality attributes and the names of its example inputs. */
    static Set<String> knownInputs(AccessPattern pattern) {
        Set<String> known = new LinkedHashSet<>();
        pattern.equalities().stream().map(Equality::attribute).forEach(known::add);
        known.addAll(pattern.exampleInputs().keySet());
        return known;
    }

    private WriteActionPlan action(TransactAction action, Entity entity, boolean transaction, Set<String> known) {
        List<String> keyInputs = keyInputs(table, entity);
        Set<String> supplied = action.kind() == TransactActionKind.PUT
                ? new LinkedHashSet<>(entity.attributes().stream().map(Attribute::name).toList()) : known;
        List<String> missing = keyInputs.stream().filter(k -> !supplied.contains(k)).toList();
        WriteCost cost = costliest(action, entity, transaction);
        Map<String, IndexChange> changes = new LinkedHashMap<>();
        cost.indexes().forEach((index, w) -> changes.put(index, w.change()));
        int guards = action.kind() == TransactActionKind.PUT ? entity.uniqueValues().size() : 0;
        double guardUnits = guards * (transaction ? 2 : 1);
        double units = action.itemsPerCall() * (cost.totalUnits() + guardUnits);
        return new WriteActionPlan(action, keyInputs, missing, changes, cost.totalUnits(), guards, units);
    }

    private WriteCost costliest(TransactAction action, Entity entity, boolean transaction) {
        List<Item> samples = scale.sampleItems(entity);
        if (samples.isEmpty()) {
            return WriteCosts.cost(table, action, transaction, synthetic(entity));
        }
        WriteCost best = null;
        for (Item item : samples.subList(0, Math.min(50, samples.size()))) {
            WriteCost cost = WriteCosts.cost(table, action, transaction, item);
            if (best == null || cost.totalUnits() > best.totalUnits()) {
                best = cost;
            }
        }
        return best;
    }

    private static Item synthetic(Entity entity) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (Attribute a : entity.attributes()) {
            values.put(a.name(), a.type() == AttributeType.N ? AttributeValue.n("100") : AttributeValue.s("x"));
        }
        return new Item(values);
    }

    /**
     * The attributes the entity's table key templates are built from, in template order: what a caller must know to
     * name one of its items, since UpdateItem and DeleteItem take the full primary key and nothing else.
     */
    public static List<String> keyInputs(Table table, Entity entity) {
        Set<String> names = new LinkedHashSet<>();
        for (KeyAttribute key : table.keySchema().attributes()) {
            entity.key(key.name()).ifPresent(k -> {
                try {
                    names.addAll(KeyTemplate.parse(k.template()).attributeNames());
                } catch (TemplateSyntaxException e) {
                    // a broken template is the validator's problem; it names no inputs here
                }
            });
        }
        return List.copyOf(names);
    }

    private List<CopyDuty> copyDuties(List<TransactAction> actions) {
        List<CopyDuty> duties = new ArrayList<>();
        for (TransactAction action : actions) {
            if (!action.writes()) {
                continue;
            }
            List<String> targets = WriteCosts.targets(action.updateExpression());
            for (Entity holder : table.entities()) {
                for (DenormalizedCopy copy : holder.copies()) {
                    if (copy.mode() != CopyMode.LIVE || !copy.sourceEntity().equals(action.entity())
                            || !affects(action, targets, copy)) {
                        continue;
                    }
                    boolean inCall = actions.stream().anyMatch(a -> a.writes() && a.entity().equals(holder.name())
                            && (copy.wholeItem() || a.kind() == TransactActionKind.PUT
                            || WriteCosts.targets(a.updateExpression()).contains(copy.attribute())));
                    CopyDuty duty = new CopyDuty(holder.name(), copy, inCall);
                    if (!duties.contains(duty)) {
                        duties.add(duty);
                    }
                }
            }
        }
        return duties;
    }

    private static boolean affects(TransactAction action, List<String> targets, DenormalizedCopy copy) {
        if (copy.wholeItem()) {
            return true;
        }
        return action.kind() == TransactActionKind.UPDATE && targets.contains(copy.sourceAttribute());
    }

    private List<String> aggregates(List<TransactAction> actions) {
        List<String> names = new ArrayList<>();
        for (Entity holder : table.entities()) {
            for (Aggregate aggregate : holder.aggregates()) {
                boolean written = actions.stream().anyMatch(a -> a.writes()
                        && a.entity().equals(aggregate.sourceEntity()));
                if (written) {
                    names.add(holder.name() + "." + aggregate.attribute() + " (" + aggregate.rule() + " of "
                            + aggregate.sourceEntity() + (aggregate.sourceAttribute() == null ? ""
                            : "." + aggregate.sourceAttribute()) + ", by " + aggregate.maintainedBy()
                            .name().toLowerCase(java.util.Locale.ROOT) + ")");
                }
            }
        }
        return names;
    }
}
