package dev.tablesmith.live;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.OutcomeComparison;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.PredictedReads;
import dev.tablesmith.planner.ReadOutcome;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Verify: runs every read access pattern's planned request on the engine (over the sample the table was loaded
 * with) and on the live table, following pages the same way on both sides, and compares the two with
 * {@link OutcomeComparison}: the same items in the same order, the same Count and ScannedCount. Reads only.
 */
public final class LiveVerifier {
    /** Pages followed per pattern on each side before the comparison stops reading. */
    public static final int DEFAULT_MAX_PAGES = 1_000;

    private final LiveReads live;
    private final int maxPages;

    public LiveVerifier(LiveReads live, int maxPages) {
        this.live = live;
        this.maxPages = maxPages;
    }

    /**
     * One verdict per read pattern of the sample's table, in the table's order (write patterns and patterns the
     * planner cannot plan are left out).
     *
     * @param progress told each verdict as it is reached
     */
    /**
     * The key attributes that define the order DynamoDB promises for the request: none for a Scan (hash order),
     * the index's keys for a Query on an index (equal index keys come in no defined order), else the table's.
     */
    static List<String> orderKeys(Table table, PlannedRequest request) {
        if (request.resolution() == Resolution.SCAN) {
            return List.of();
        }
        if (request.indexName() == null) {
            return table.keySchema().attributeNames();
        }
        return table.index(request.indexName()).map(i -> i.keySchema().attributeNames())
                .orElse(table.keySchema().attributeNames());
    }

    public List<PatternVerdict> verify(LiveSample sample, Pricing pricing, Consumer<PatternVerdict> progress) {
        SimulatedTable engine = new SimulatedTable(sample.table(), sample.items());
        AccessPatternPlanner planner = new AccessPatternPlanner(sample.table(), pricing,
                ItemMaterializer.materialize(sample.table()));
        List<String> keyNames = sample.table().keySchema().attributeNames();
        List<PatternVerdict> verdicts = new ArrayList<>();
        for (AccessPatternPlan plan : planner.planAll()) {
            if (plan.resolution() == Resolution.WRITE || plan.request() == null) {
                continue;
            }
            ReadOutcome predicted = PredictedReads.run(engine, plan.request(), maxPages);
            LiveRead read = live.run(plan.request(), maxPages);
            List<String> differences = new ArrayList<>(OutcomeComparison.compare(plan.pattern().id(), predicted,
                    read.outcome(), keyNames, orderKeys(sample.table(), plan.request())));
            if (predicted.truncated() != read.outcome().truncated()) {
                differences.add(plan.pattern().id() + ": after " + maxPages + " pages only the "
                        + (predicted.truncated() ? "predicted" : "live") + " side had more to read");
            }
            PatternVerdict verdict = new PatternVerdict(plan.pattern().id(), plan.pattern().name(),
                    plan.resolution().label(), predicted, read.outcome(), differences, read.totalLatencyMillis());
            progress.accept(verdict);
            verdicts.add(verdict);
        }
        return verdicts;
    }
}
