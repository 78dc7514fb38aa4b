package dev.tablesmith.cli;

import dev.tablesmith.io.PlanRequestText;
import dev.tablesmith.io.PlanSummary;
import dev.tablesmith.planner.StorageEstimate;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.planner.BillingComparison;
import dev.tablesmith.planner.CapacityPlan;
import dev.tablesmith.planner.IndexCapacity;
import dev.tablesmith.planner.MonthlyLine;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.CostEstimate;
import dev.tablesmith.planner.Fix;
import dev.tablesmith.planner.IndexVerdict;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The plans of one table as text for a terminal: a heading, one block per pattern (a label column, the values
 * aligned after it, long values wrapped), and a summary line. Requests are shown with their values filled in.
 */
final class PlanText {
    /** The widest a line gets before a value wraps onto the next line. */
    static final int WIDTH = 110;
    private static final String INDENT = "  ";
    private static final int LABEL_WIDTH = 15;

    private final Table table;
    private final PrintWriter out;

    PlanText(Table table, PrintWriter out) {
        this.table = table;
        this.out = out;
    }

    /** The heading: the table, how many patterns, and the prices the costs use. */
    void heading(int patternCount, Pricing pricing) {
        out.println("Table " + table.name() + ": " + Plural.of(patternCount, "access pattern"));
        out.println("Prices: " + pricing.region() + " on-demand, $" + PlanNumbers.exact(
                pricing.readRequestUnitsPerMillion()) + " per million read units, $"
                + PlanNumbers.exact(pricing.writeRequestUnitsPerMillion()) + " per million write units, "
                + PlanNumbers.exact(pricing.hoursPerMonth()) + " hours a month");
    }

    /** One pattern's block, preceded by a blank line. */
    void pattern(AccessPatternPlan plan) {
        AccessPattern pattern = plan.pattern();
        out.println();
        out.println(pattern.id() + "  " + pattern.name());
        line("resolution", resolution(plan));
        PlannedRequest request = plan.request();
        if (request != null) {
            request(plan, request);
        } else if (pattern.write() != null) {
            write(pattern.write());
        }
        reason(plan);
        plan.fix().ifPresent(this::fix);
        cost(plan);
    }

    /** The closing summary line, after a blank line. */
    void summary(PlanSummary summary) {
        out.println();
        out.println(summaryLine(summary));
    }

    /** Storage per table and index at the design's scale (projection-aware, sparse indexes counted in part). */
    void storage(StorageEstimate storage) {
        out.println();
        out.println("storage (projection-aware; a sparse index holds only its share of the items):");
        for (StorageEstimate.IndexStorage index : storage.indexes()) {
            out.println(String.format(Locale.ROOT, "  %-12s %10.2f GB %,16.0f entries", index.index(),
                    index.gigabytes(), index.entries()));
        }
        out.println(String.format(Locale.ROOT, "  %-12s %10.2f GB   %s/month after the free 25 GB", "total",
                storage.totalBytes() / (1024.0 * 1024 * 1024), PlanNumbers.dollars(storage.monthlyCost())));
    }

    /**
     * Both billing modes for the table and each GSI at the patterns' peak rates, the itemised fixed lines, the
     * totals and the recommended mode with its reason.
     */
    void capacity(CapacityPlan plan) {
        Pricing pricing = plan.pricing();
        out.println();
        String heading = "capacity by billing mode (" + plan.prices().region() + " prices of "
                + plan.prices().asOf() + (plan.prices().verified() ? "" : ", unverified") + "; the patterns' rates "
                + "are peaks, the average is peak / " + PlanNumbers.exact(pricing.peakToAverage())
                + "; provisioned at " + PlanNumbers.exact(pricing.targetUtilization() * 100) + "% target "
                + "utilisation; reserved capacity not assumed):";
        wrap(heading, WIDTH).forEach(out::println);
        out.println(String.format(Locale.ROOT, "  %-12s %9s %9s %6s %6s %14s %14s", "index", "RRU/s", "WRU/s",
                "RCU", "WCU", "on-demand", "provisioned"));
        for (IndexCapacity index : plan.indexes()) {
            out.println(String.format(Locale.ROOT, "  %-12s %9.2f %9.2f %6d %6d %14s %14s", index.index(),
                    index.readUnitsPerSecond(), index.writeUnitsPerSecond(), index.readCapacityUnits(),
                    index.writeCapacityUnits(), PlanNumbers.dollars(index.onDemandMonthly()) + "/month",
                    PlanNumbers.dollars(index.provisionedMonthly()) + "/month"));
        }
        List<MonthlyLine> fixed = plan.lines().stream().filter(l -> l.item().equals("storage")
                ? l.detail().startsWith("total") : !l.item().equals("reads") && !l.item().equals("writes")).toList();
        for (MonthlyLine line : fixed) {
            out.println(String.format(Locale.ROOT, "  %-12s %9s %9s %6s %6s %14s %14s", line.item(), "", "", "", "",
                    PlanNumbers.dollars(line.onDemand()) + "/month", PlanNumbers.dollars(line.provisioned())
                            + "/month"));
        }
        BillingComparison comparison = plan.comparison();
        out.println(String.format(Locale.ROOT, "  %-12s %9s %9s %6s %6s %14s %14s", "total", "", "", "", "",
                PlanNumbers.dollars(comparison.onDemandMonthly()) + "/month",
                PlanNumbers.dollars(comparison.provisionedMonthly()) + "/month"));
        wrap("recommended: " + comparison.reason(), WIDTH - 2).forEach(r -> out.println("  " + r));
        for (MonthlyLine line : fixed) {
            List<String> detail = wrap(line.item() + ": " + line.detail(), WIDTH - 4);
            out.println("  " + detail.get(0));
            detail.subList(1, detail.size()).forEach(d -> out.println("    " + d));
        }
    }

    static String summaryLine(PlanSummary s) {
        return Plural.of(s.patterns(), "pattern") + ": " + s.getItem() + " GetItem, " + s.query() + " Query, "
                + s.queryWithFilter() + " Query + filter, " + s.scan() + " Scan, " + Plural.of(s.write(), "write")
                + "; " + PlanNumbers.dollars(s.monthlyCost()) + "/month";
    }

    private String resolution(AccessPatternPlan plan) {
        if (plan.resolution() == Resolution.WRITE) {
            return "Write: " + plan.reason();
        }
        String where = plan.index().map(i -> plan.resolution() == Resolution.SCAN ? " of " + i : " on " + i)
                .orElse("");
        boolean unsorted = !plan.sorted() && plan.resolution() == Resolution.QUERY;
        return plan.resolution().label() + where + (unsorted ? ", not in the order asked for" : "");
    }

    private void request(AccessPatternPlan plan, PlannedRequest request) {
        String key = PlanRequestText.key(request, table);
        if (key != null) {
            line("key", key);
        }
        String keyCondition = PlanRequestText.keyCondition(request);
        if (keyCondition != null) {
            line("key condition", keyCondition);
        }
        String filter = PlanRequestText.filter(request);
        if (filter != null) {
            line("filter", filter);
        }
        String order = order(plan, request);
        if (order != null) {
            line("order", order);
        }
        if (request.limit() != null) {
            line("limit", request.limit().toString());
        }
        if (request.consistentRead()) {
            line("consistency", "strongly consistent (ConsistentRead = true)");
        }
    }

    /** The order results come back in, and whether it is the one the pattern asks for. */
    private static String order(AccessPatternPlan plan, PlannedRequest request) {
        if (request.resolution() == Resolution.GET_ITEM) {
            return null;
        }
        if (request.resolution() == Resolution.SCAN) {
            return "none: a Scan returns items partition by partition, in hash order"
                    + (plan.pattern().sort() == null ? "" : "; the application must sort by "
                    + plan.pattern().sort().attribute());
        }
        String direction = request.scanIndexForward() ? "ascending" : "descending (ScanIndexForward = false)";
        if (plan.pattern().sort() == null) {
            return "sort key order, " + direction;
        }
        String attribute = plan.pattern().sort().attribute();
        return plan.sorted() ? "by " + attribute + ", " + direction
                : "NOT by " + attribute + ": the results come in sort key order; the application must sort";
    }

    private void write(WriteSpec write) {
        if (write.updateExpression() != null) {
            line("update", write.updateExpression());
        }
        if (write.conditionExpression() != null) {
            line("condition", write.conditionExpression());
        }
    }

    /** The reason; for a Scan, the verdict of each index on its own line instead of one long sentence. */
    private void reason(AccessPatternPlan plan) {
        if (plan.resolution() == Resolution.WRITE) {
            return;
        }
        String reason = plan.reason();
        List<String> verdicts = new ArrayList<>();
        for (IndexVerdict verdict : plan.verdicts()) {
            verdicts.add(verdict.index() + ": " + verdict.reason());
        }
        String listed = String.join("; ", verdicts);
        if (plan.resolution() == Resolution.SCAN && !verdicts.isEmpty() && reason.endsWith(listed)) {
            line("reason", reason.substring(0, reason.length() - listed.length()).strip());
            verdicts.forEach(v -> line("", v));
            return;
        }
        line("reason", reason);
        if (!plan.isEfficient() && plan.resolution() != Resolution.SCAN) {
            plan.verdicts().stream().filter(v -> !reason.startsWith(v.index() + ": "))
                    .forEach(v -> line("other index", v.index() + ": " + verdictText(v)));
        }
    }

    private static String verdictText(IndexVerdict verdict) {
        if (!verdict.usable()) {
            return "cannot serve it: " + verdict.reason();
        }
        return verdict.resolution().label() + (verdict.sorted() ? "" : ", unsorted") + ": " + verdict.reason();
    }

    private void fix(Fix fix) {
        String level = switch (fix.cost()) {
            case EXISTING_INDEX -> "an existing index";
            case NEW_INDEX_OR_TEMPLATE -> "a new index or key template";
            case MIGRATION -> "a migration";
        };
        line("fix", "level " + fix.cost().level() + ", " + level + ": " + fix.summary());
        if (fix.backfillItems() > 0) {
            line("backfill", PlanNumbers.count(fix.backfillItems()) + " existing items");
        }
    }

    private void cost(AccessPatternPlan plan) {
        CostEstimate cost = plan.cost();
        if (plan.resolution() == Resolution.WRITE) {
            line("cost", PlanNumbers.plain(cost.writeUnits()) + " WCU per call");
        } else {
            line("cost", PlanNumbers.plain(cost.readUnits()) + " RCU per call: reads "
                    + PlanNumbers.items(cost.itemsRead()) + " of " + PlanNumbers.count(Math.round(
                    cost.averageItemBytes())) + " bytes, returns " + PlanNumbers.plain(cost.itemsReturned()));
        }
        line("", PlanNumbers.dollars(cost.monthlyCost()) + "/month at " + PlanNumbers.plain(
                plan.pattern().requestsPerSecond()) + " requests/s");
        line("", cost.basis());
    }

    /** A label and a value, the value wrapped to {@link #WIDTH} with continuation lines under its first word. */
    private void line(String label, String value) {
        String lead = INDENT + label + " ".repeat(Math.max(1, LABEL_WIDTH - label.length()));
        List<String> lines = wrap(value, WIDTH - lead.length());
        for (int i = 0; i < lines.size(); i++) {
            out.println((i == 0 ? lead : " ".repeat(lead.length())) + lines.get(i));
        }
    }

    /** Breaks text at spaces into lines of at most {@code width} characters (a longer word gets its own line). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
