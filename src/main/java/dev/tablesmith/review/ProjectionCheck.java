package dev.tablesmith.review;

import dev.tablesmith.engine.CapacityUnits;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.planner.AccessPatternPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code over-projection}: a GSI with projection ALL copies the whole item on every write that touches it. The
 * design does not say which attributes a pattern reads, so Tablesmith flags the case where ALL is most likely
 * waste: some entity's entries in the GSI average more than 1 KB, so every write to the index costs more than one
 * write unit, and every read pattern planned on the GSI returns lists (more than one item per call on average),
 * which usually show a few attributes per item. An unused GSI is reported as {@code unused-index} instead.
 */
final class ProjectionCheck implements ReviewCheck {
    /** Entries larger than one write unit. */
    static final double LARGE_ENTRY_BYTES = CapacityUnits.WRITE_UNIT_BYTES;

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        for (SecondaryIndex index : context.table().globalSecondaryIndexes()) {
            if (index.projection().type() != ProjectionType.ALL) {
                continue;
            }
            List<AccessPatternPlan> plans = context.plans().stream()
                    .filter(p -> p.pattern().kind() == PatternKind.READ)
                    .filter(p -> p.index().map(index.name()::equals).orElse(false)).toList();
            boolean lists = !plans.isEmpty() && plans.stream().allMatch(p -> p.cost().itemsReturned() > 1);
            if (!lists) {
                continue;
            }
            IndexSpec spec = IndexSpec.of(context.table(), index);
            List<String> large = new ArrayList<>();
            double largest = 0;
            for (Entity entity : context.table().entities()) {
                boolean inIndex = index.keySchema().attributes().stream().map(KeyAttribute::name)
                        .allMatch(k -> entity.key(k).isPresent());
                double bytes = inIndex ? context.scale().averageEntryBytes(entity, spec) : 0;
                if (bytes > LARGE_ENTRY_BYTES) {
                    large.add(entity.name() + " ~" + Amounts.bytes(bytes));
                    largest = Math.max(largest, bytes);
                }
            }
            if (!large.isEmpty()) {
                findings.add(finding(context, index, plans, large, largest));
            }
        }
    }

    private static Finding finding(ReviewContext context, SecondaryIndex index, List<AccessPatternPlan> plans,
                                   List<String> large, double largest) {
        double units = CapacityUnits.writeUnits(Math.round(largest));
        String message = index.name() + " projects ALL and its entries are large (" + String.join(", ", large)
                + "), so each write to it costs up to " + Amounts.of(units) + " WCU, while its patterns ("
                + String.join(", ", plans.stream().map(p -> p.pattern().id()).toList()) + ") list many items";
        String explanation = "An index is a second copy of the items, maintained on every write: each write to the"
                + " table that changes an item in a GSI is also a write to the GSI, costing one write unit per 1 KB"
                + " of the projected entry, and ALL copies the whole item every time. Over-projecting is the quiet"
                + " cost leak of single-table design. List screens usually show a few attributes per item: project"
                + " exactly those with INCLUDE (or KEYS_ONLY and fetch details with GetItem when one is opened), and"
                + " keep ALL for indexes whose patterns truly need the whole item. Tablesmith cannot see which"
                + " attributes a pattern reads; it flags ALL on a GSI whose entries exceed 1 KB and whose patterns"
                + " all return lists.";
        FindingLocation at = FindingLocation.at(context.indexPath(index.name()).child("projection").toString())
                .withIndex(index.name());
        return Finding.of(ReviewRule.OVER_PROJECTION, at, message, explanation);
    }
}
