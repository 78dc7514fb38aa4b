package dev.tablesmith.export.diff;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.review.DesignReview;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Compares two designs as a live table would feel the change: tables and their settings, secondary indexes and
 * projections, entities with their key templates, sparse conditions and attributes, access patterns with the
 * planner's plan and monthly cost in each version, and the design review's findings. Tables are matched by name,
 * indexes by index name, entities by entity name, patterns by id.
 */
public final class DesignDiffer {
    private static final Comparator<DesignChange> REPORT_ORDER = Comparator
            .comparing(DesignChange::section)
            .thenComparing(DesignChange::subject, NaturalOrder.INSTANCE)
            .thenComparing(DesignChange::kind);

    /** The difference from {@code before} to {@code after}. */
    public DesignDiff diff(Design before, Design after) {
        boolean severalTables = before.tables().size() > 1 || after.tables().size() > 1;
        List<DesignChange> changes = new ArrayList<>();
        List<PatternCost> costs = new ArrayList<>();
        for (Table table : after.tables()) {
            ChangeList out = new ChangeList(severalTables ? table.name() + ": " : "");
            Optional<Table> old = before.table(table.name());
            if (old.isEmpty() && !severalTables) {
                old = Optional.of(before.table());
            }
            if (old.isEmpty()) {
                long items = new ItemCounts(table).tableItems();
                out.add(DiffSection.TABLES, ChangeKind.ADDED, "table", "key " + IndexDiffer.keys(table.keySchema()),
                        Impact.NONE, "CreateTable; the " + Counts.items(items) + " of its entities are written by the"
                                + " application.");
                PatternDiffer patterns = new PatternDiffer(out);
                patterns.diff(List.of(), plans(after, table));
                costs.addAll(patterns.costs());
            } else {
                costs.addAll(diffTable(before, old.get(), after, table, out));
            }
            changes.addAll(out.changes());
        }
        for (Table table : before.tables()) {
            if (severalTables && after.table(table.name()).isEmpty()) {
                ChangeList out = new ChangeList(table.name() + ": ");
                out.add(DiffSection.TABLES, ChangeKind.REMOVED, "table", "key " + IndexDiffer.keys(table.keySchema()),
                        Impact.TABLE_RECREATE, "DeleteTable removes the table and its "
                                + Counts.items(new ItemCounts(table).tableItems()) + " for good (back it up first).");
                PatternDiffer patterns = new PatternDiffer(out);
                patterns.diff(plans(before, table), List.of());
                costs.addAll(patterns.costs());
                changes.addAll(out.changes());
            }
        }
        ChangeList findings = new ChangeList("");
        new FindingDiffer(findings).diff(new DesignReview().review(before), new DesignReview().review(after));
        changes.addAll(findings.changes());
        changes.sort(REPORT_ORDER);
        return new DesignDiff(before.name(), after.name(), changes, costs);
    }

    private static List<PatternCost> diffTable(Design beforeDesign, Table before, Design afterDesign, Table after,
                                               ChangeList out) {
        ItemCounts oldCounts = new ItemCounts(before);
        ItemCounts newCounts = new ItemCounts(after);
        new TableSettingsDiffer(out).diff(before, after, newCounts);
        new IndexDiffer(out, oldCounts, newCounts).diff(before, after);
        new EntityDiffer(out, oldCounts, newCounts).diff(before, after);
        PatternDiffer patterns = new PatternDiffer(out);
        patterns.diff(plans(beforeDesign, before), plans(afterDesign, after));
        return patterns.costs();
    }

    private static List<AccessPatternPlan> plans(Design design, Table table) {
        return AccessPatternPlanner.planAll(table, design.pricing());
    }
}
