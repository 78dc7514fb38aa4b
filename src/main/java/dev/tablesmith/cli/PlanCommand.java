package dev.tablesmith.cli;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.io.PlanJson;
import dev.tablesmith.io.PlanSummary;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.CapacityPlan;
import dev.tablesmith.planner.PriceTable;
import dev.tablesmith.planner.RegionPrices;
import dev.tablesmith.planner.StorageEstimate;
import dev.tablesmith.planner.AccessPatternPlanner;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith plan FILE [--json] [--table NAME] [--pattern ID]}: how each access pattern is served, decided
 * from the key templates alone (GetItem, Query, Query + filter, Scan, or a write), with the concrete request, the
 * reason, the cheapest fix and the cost per call and per month.
 *
 * <p>Planning is a report, not a gate: the command exits 0 even when a pattern needs a Scan ({@code tablesmith
 * check} is the gate). Standard output holds only the plans; warnings about sample records that cannot become
 * items go to standard error.
 */
@Command(name = "plan",
        mixinStandardHelpOptions = true,
        description = {"Show how each access pattern is served: GetItem, Query, Query + filter or Scan, with the "
                + "request, the reason, the cheapest fix and the cost.",
            "Requests use the patterns' example inputs (or values from the sample records)."},
        footer = {"", "Examples:",
                "  tablesmith plan commerce-main.tablesmith.json",
                "  tablesmith plan commerce-main.tablesmith.json --pattern AP4",
                "  tablesmith plan commerce-main.tablesmith.json --region eu-west-1",
                "  tablesmith plan commerce-main.tablesmith.json --json --pattern AP2 \\",
                "      | jq '.tables[0].patterns[0].request' > ap2.json",
                "  tablesmith query commerce-main.tablesmith.json --request ap2.json",
                "",
                "With --json, each pattern's \"request\" is the DynamoDB request JSON that",
                "'tablesmith query', 'scan' or 'get-item' (its \"operation\") runs. The JSON",
                "shape is in docs/guide.md.",
                "Exit codes: 0 plans printed, even when a pattern needs a Scan ('tablesmith",
                "check' is the gate); 1 invalid design file; 2 usage error (no such file,",
                "unknown table or pattern)."})
final class PlanCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    private Path designFile;

    @Option(names = "--table", paramLabel = "NAME", description = "Plan only this table (default: every table).")
    private String tableName;

    @Option(names = "--pattern", paramLabel = "ID", description = "Plan only this access pattern, e.g. AP4.")
    private String patternId;

    @Option(names = "--json", description = "Print JSON instead of text.")
    private boolean json;

    @Option(names = "--region", paramLabel = "REGION", description = "Price with this region's figures from "
            + "Tablesmith's price table (default: the design's pricing), e.g. eu-west-1.")
    private String region;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        InputFiles files = new InputFiles(spec);
        try {
            files.requireFiles(designFile.toString());
            Design design = priced(files.design(designFile));
            Map<Table, List<AccessPattern>> selected = select(tables(design));
            Map<Table, List<AccessPatternPlan>> plans = new LinkedHashMap<>();
            Map<Table, CapacityPlan> capacities = new LinkedHashMap<>();
            selected.forEach((table, patterns) -> {
                SampleData sample = ItemMaterializer.materialize(table);
                sample.problems().forEach(p -> err.println("warning: " + p));
                AccessPatternPlanner planner = new AccessPatternPlanner(table, design.pricing(), sample);
                plans.put(table, patterns.stream().map(planner::plan).toList());
                capacities.put(table, CapacityPlan.of(table, design.pricing(), table.accessPatterns().stream()
                        .map(planner::plan).toList(), sample));
            });
            out.print(json ? PlanJson.write(design, plans, capacities) : text(design, plans, capacities));
            return 0;
        } catch (CommandFailure e) {
            return e.exitCode();
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The design priced for --region, when given (a usage error for a region the price table lacks). */
    private Design priced(Design design) throws CommandFailure {
        if (region == null) {
            return design;
        }
        RegionPrices prices = PriceTable.of(region).orElse(null);
        if (prices == null) {
            throw usage("no prices for region '" + region + "'; the price table has "
                    + String.join(", ", PriceTable.regions().stream().map(RegionPrices::region).toList()));
        }
        return design.withPricing(prices.applyTo(design.pricing()));
    }

    private String text(Design design, Map<Table, List<AccessPatternPlan>> plans,
                        Map<Table, CapacityPlan> capacities) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        boolean first = true;
        for (Map.Entry<Table, List<AccessPatternPlan>> entry : plans.entrySet()) {
            if (!first) {
                out.println();
            }
            first = false;
            PlanText view = new PlanText(entry.getKey(), out);
            view.heading(entry.getValue().size(), design.pricing());
            entry.getValue().forEach(view::pattern);
            view.storage(StorageEstimate.of(entry.getKey(), design.pricing()));
            view.capacity(capacities.get(entry.getKey()));
            view.summary(PlanSummary.of(entry.getValue()));
        }
        out.flush();
        return text.toString();
    }

    private List<Table> tables(Design design) throws CommandFailure {
        if (tableName == null) {
            return design.tables();
        }
        Table table = design.table(tableName).orElse(null);
        if (table == null) {
            throw usage("unknown table '" + tableName + "'; the design's tables: "
                    + String.join(", ", design.tables().stream().map(Table::name).toList()));
        }
        return List.of(table);
    }

    /** The patterns to plan, by table: every one, or the one --pattern names (a usage error if none has it). */
    private Map<Table, List<AccessPattern>> select(List<Table> tables) throws CommandFailure {
        Map<Table, List<AccessPattern>> selected = new LinkedHashMap<>();
        for (Table table : tables) {
            if (patternId == null) {
                selected.put(table, table.accessPatterns());
            } else {
                table.accessPattern(patternId).ifPresent(p -> selected.put(table, List.of(p)));
            }
        }
        if (selected.isEmpty()) {
            List<String> ids = tables.stream().flatMap(t -> t.accessPatterns().stream()).map(AccessPattern::id)
                    .toList();
            String where = tableName == null ? "the design" : "table " + tableName;
            throw usage(ids.isEmpty() ? "unknown access pattern '" + patternId + "': " + where
                    + " has no access patterns" : "unknown access pattern '" + patternId + "'; the patterns of "
                    + where + ": " + String.join(", ", ids));
        }
        return selected;
    }

    private CommandFailure usage(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": " + message);
        err.flush();
        return new CommandFailure(TablesmithCommand.EXIT_USAGE);
    }
}
