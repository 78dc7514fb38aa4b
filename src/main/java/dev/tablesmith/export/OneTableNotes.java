package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a OneTable schema's {@code notes}: each place where OneTable does not write or query exactly what the
 * design says, with the access patterns that meet it (the reads whose planned index has the key attribute, and the
 * writes of the entity), so nothing differs silently.
 */
final class OneTableNotes {
    private final Design design;
    private final Table table;
    private final List<String> lines = new ArrayList<>();
    private List<AccessPatternPlan> plans;

    OneTableNotes(Design design, Table table) {
        this.design = design;
        this.table = table;
    }

    void add(String line) {
        lines.add(line);
    }

    /** A line for {@code key} of {@code entity} when OneTable's value is not exactly the design's. */
    void addKey(Entity entity, EntityKey key, OneTableKeyValue value) {
        if (value.exact()) {
            return;
        }
        List<String> patterns = patterns(entity, key.attribute());
        lines.add(entity.name() + "." + key.attribute() + " = " + key.template()
                + (key.isSparse() ? " when " + key.when() : "") + ": " + String.join("; ", value.caveats())
                + (patterns.isEmpty() ? " (no access pattern uses it)" : " (patterns " + String.join(", ", patterns)
                + ")"));
    }

    /** The lines, in the order the schema's models were written. */
    List<String> lines() {
        return List.copyOf(lines);
    }

    private List<String> patterns(Entity entity, String keyAttribute) {
        if (plans == null) {
            plans = DesignPlans.of(design, table);
        }
        List<String> ids = new ArrayList<>();
        for (AccessPatternPlan plan : plans) {
            AccessPattern pattern = plan.pattern();
            if (!pattern.entities().contains(entity.name())) {
                continue;
            }
            if (pattern.kind() == PatternKind.WRITE || indexKeys(plan).contains(keyAttribute)) {
                ids.add(pattern.id());
            }
        }
        return ids;
    }

    private List<String> indexKeys(AccessPatternPlan plan) {
        String index = plan.index().orElse(AccessPattern.TABLE_INDEX);
        return table.indexes().stream().filter(i -> i.name().equals(index)).findFirst()
                .map(SecondaryIndex::keySchema).orElse(table.keySchema()).attributeNames();
    }
}
