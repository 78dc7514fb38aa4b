package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The access patterns of one table in the design document: the chart (pattern, kind, index, key condition, the
 * operation the planner chose, request rate, cost per call and per month), then one short section per pattern with
 * its description, entities, filter, read settings, the planner's reason and the cheapest fix when it is not a
 * plain GetItem or Query.
 */
final class MarkdownPatterns {
    private MarkdownPatterns() {
    }

    static void write(MarkdownPage page, Table table, List<AccessPatternPlan> plans) {
        page.heading(3, "patterns:" + table.name(), "Access patterns");
        if (plans.isEmpty()) {
            page.paragraph("No access patterns yet.");
            return;
        }
        MarkdownTable chart = new MarkdownTable("#", "Pattern", "Kind", "Index", "Key condition", "Operation",
                "Rate:", "Per call:", "Per month:");
        for (AccessPatternPlan plan : plans) {
            AccessPattern pattern = plan.pattern();
            chart.row(MarkdownAnchors.link(pattern.id(), key(table, pattern)), pattern.name(), kind(pattern),
                    plan.index().map(i -> MarkdownAnchors.link(MarkdownTable.code(i), MarkdownIndexes.key(table, i)))
                            .orElse(""),
                    condition(plan), operation(plan), rate(pattern), CostText.perCall(plan.cost()),
                    CostText.perMonth(plan.cost()));
        }
        page.table(chart);
        page.paragraph("Inputs are shown as `<name>`. Costs are the planner's estimates at each pattern's request"
                + " rate (on-demand prices).");
        for (AccessPatternPlan plan : plans) {
            details(page, table, plan);
        }
    }

    static String key(Table table, AccessPattern pattern) {
        return "pattern:" + table.name() + ":" + pattern.id();
    }

    private static void details(MarkdownPage page, Table table, AccessPatternPlan plan) {
        AccessPattern pattern = plan.pattern();
        page.heading(4, key(table, pattern), pattern.id() + ": " + headingText(pattern.name()));
        if (!pattern.description().isBlank()) {
            page.paragraph(pattern.description().strip().replace("\n", " "));
        }
        List<String> lines = new ArrayList<>();
        lines.add("**" + operation(plan) + "**" + plan.index().map(i -> " on " + MarkdownTable.code(i)).orElse("")
                + (plan.reason() == null || plan.reason().isBlank() ? "" : ": " + reason(plan)));
        if (!pattern.entities().isEmpty()) {
            lines.add("Entities: " + pattern.entities().stream().map(e -> table.entity(e).isPresent()
                    ? MarkdownAnchors.link(e, MarkdownEntities.key(table, e)) : e).collect(Collectors.joining(", ")));
        }
        String condition = condition(plan);
        if (!condition.isEmpty()) {
            lines.add((plan.resolution() == Resolution.WRITE ? "Expression: " : "Key condition: ") + condition);
        }
        if (pattern.kind() == PatternKind.WRITE && pattern.write() != null) {
            write(pattern.write(), lines);
        } else {
            lines.add("Read: " + read(pattern));
        }
        lines.add("Cost: " + CostText.perCall(plan.cost()) + " per call, " + CostText.perMonth(plan.cost())
                + " per month at " + rate(pattern) + (plan.cost().basis() == null || plan.cost().basis().isBlank()
                ? "" : " (" + oneLine(plan.cost().basis()) + ")"));
        plan.fix().ifPresent(fix -> lines.add("Cheapest fix: " + oneLine(fix.summary())));
        lines.forEach(line -> page.append("- ").append(line).append("\n"));
        page.append("\n");
    }

    private static void write(WriteSpec write, List<String> lines) {
        if (write.conditionExpression() != null) {
            lines.add("Condition: " + MarkdownTable.code(write.conditionExpression()));
        }
        if (!write.actions().isEmpty()) {
            lines.add("Transaction: " + write.actions().stream()
                    .map(a -> a.kind().name().charAt(0) + a.kind().name().substring(1).toLowerCase(Locale.ROOT)
                            + " " + a.entity() + (a.itemsPerCall() > 1 ? " (x" + a.itemsPerCall() + ")" : ""))
                    .collect(Collectors.joining(", ")));
        }
    }

    private static String read(AccessPattern pattern) {
        List<String> parts = new ArrayList<>();
        parts.add(pattern.consistency() == ReadConsistency.STRONG ? "strongly consistent" : "eventually consistent");
        if (pattern.sort() != null) {
            parts.add("sorted by " + MarkdownTable.code(pattern.sort().attribute()) + " "
                    + pattern.sort().direction().name().toLowerCase(Locale.ROOT));
        }
        if (pattern.limit() != null) {
            parts.add("limit " + pattern.limit());
        }
        return String.join(", ", parts);
    }

    /** The planner's reason without the index name it starts with (the line names the index already). */
    private static String reason(AccessPatternPlan plan) {
        String reason = oneLine(plan.reason());
        String prefix = plan.index().map(i -> i + ": ").orElse("");
        return !prefix.isEmpty() && reason.startsWith(prefix) ? reason.substring(prefix.length()) : reason;
    }

    private static String kind(AccessPattern pattern) {
        return pattern.kind() == PatternKind.WRITE ? "write" : "read";
    }

    static String rate(AccessPattern pattern) {
        String text = String.format(Locale.ROOT, "%.3f", pattern.requestsPerSecond()).replaceAll("\\.?0+$", "");
        return text + "/s";
    }

    private static String headingText(String name) {
        return name.isBlank() ? "(unnamed)" : oneLine(name);
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    static String operation(AccessPatternPlan plan) {
        if (plan.resolution() != Resolution.WRITE || plan.pattern().write() == null) {
            return plan.resolution().label();
        }
        String operation = RequestCodeWriter.apiName(plan.pattern().write().operation());
        return plan.pattern().write().transaction() ? "TransactWriteItems (" + operation + ")" : operation;
    }

    /**
     * The key condition (or the key, for GetItem) with inputs shown as {@code <name>}, as a code span; for a write,
     * its update expression.
     */
    static String condition(AccessPatternPlan plan) {
        PlannedRequest request = plan.request();
        if (request == null) {
            String update = plan.pattern().write() == null ? null : plan.pattern().write().updateExpression();
            return update == null ? "" : "update " + MarkdownTable.code(update);
        }
        RequestInputs inputs = new RequestInputs(plan);
        String text = switch (plan.resolution()) {
            case GET_ITEM -> request.key().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(e -> e.getKey() + " = " + inputs.readable(e.getValue()))
                    .collect(Collectors.joining(" AND "));
            case SCAN -> "";
            default -> request.readable(request.keyConditionExpression(), inputs::readable);
        };
        if (request.filterExpression() != null) {
            String filter = request.readable(request.filterExpression(), inputs::readable);
            return (text.isEmpty() ? "" : MarkdownTable.code(text) + ", ") + "filter " + MarkdownTable.code(filter);
        }
        return MarkdownTable.code(text);
    }
}
