package dev.tablesmith.ui.patterns;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.CostEstimate;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** How a pattern and its plan read in the patterns view. */
final class PatternText {
    private PatternText() {
    }

    /**
     * The row of a plan; a pattern naming an entity the table does not have yet has no operation or cost, only
     * "Needs entity Post".
     */
    static PatternRow row(AccessPatternPlan plan, Table table) {
        AccessPattern p = plan.pattern();
        List<String> missing = missingEntities(p, table);
        if (!missing.isEmpty()) {
            return new PatternRow(p.id(), p.name(), String.join(", ", p.entities()), inputs(p), "—",
                    PatternStatus.NEEDS_ENTITY, PatternStatus.needsLabel(missing), "—", "—", plan);
        }
        return new PatternRow(p.id(), p.name(), String.join(", ", p.entities()), inputs(p), operation(plan),
                PatternStatus.of(plan), PatternStatus.label(plan), units(plan.cost()), money(plan.cost().monthlyCost()),
                plan);
    }

    /** The entities the pattern names that the table does not have, in the pattern's order. */
    static List<String> missingEntities(AccessPattern pattern, Table table) {
        return pattern.entities().stream().filter(name -> table.entity(name).isEmpty()).toList();
    }

    /** Equalities (fixed values shown), the range and the wanted order. */
    static String inputs(AccessPattern p) {
        List<String> parts = new ArrayList<>();
        for (Equality e : p.equalities()) {
            parts.add(e.isFixed() ? e.attribute() + " = " + e.value() : e.attribute());
        }
        if (p.range() != null) {
            parts.add(p.range().attribute() + " " + p.range().operator().name().toLowerCase(Locale.ROOT)
                    .replace('_', ' '));
        }
        if (p.sort() != null) {
            parts.add("sort " + p.sort().attribute() + (p.sort().direction() == SortDirection.DESC ? " ↓" : " ↑"));
        }
        return parts.isEmpty() ? "—" : String.join(" · ", parts);
    }

    /** {@code GetItem table}, {@code Query GSI1}, {@code Scan}, {@code Write PUT}. */
    static String operation(AccessPatternPlan plan) {
        if (plan.resolution() == Resolution.WRITE) {
            AccessPattern p = plan.pattern();
            return p.write() == null ? "Write" : "Write " + p.write().operation().name();
        }
        String index = plan.index().orElse(AccessPattern.TABLE_INDEX);
        return switch (plan.resolution()) {
            case GET_ITEM -> "GetItem " + index;
            case SCAN -> AccessPattern.TABLE_INDEX.equals(index) ? "Scan" : "Scan " + index;
            default -> "Query " + index;
        };
    }

    static String units(CostEstimate cost) {
        return cost.writeUnits() > 0 ? number(cost.writeUnits()) + " WCU" : number(cost.readUnits()) + " RCU";
    }

    static String number(double value) {
        if (Math.abs(value) >= 10_000) {
            return compact(value);
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e12) {
            return String.format(Locale.ROOT, "%,d", (long) value);
        }
        return value >= 100 ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%.2f", value).replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    /** 126,552 reads as {@code 126.6k}, 3,400,000 as {@code 3.4M}. */
    private static String compact(double value) {
        double abs = Math.abs(value);
        if (abs >= 1e9) {
            return String.format(Locale.ROOT, "%.1fB", value / 1e9);
        }
        if (abs >= 1e6) {
            return String.format(Locale.ROOT, "%.1fM", value / 1e6);
        }
        return String.format(Locale.ROOT, "%.1fk", value / 1e3);
    }

    static String money(double usd) {
        if (usd > 0 && usd < 0.01) {
            return "< $0.01";
        }
        return String.format(Locale.ROOT, "$%,.2f", usd);
    }
}
