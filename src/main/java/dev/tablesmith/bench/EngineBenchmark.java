package dev.tablesmith.bench;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.sample.SampleGenerator;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * Measures the engine on a design scaled up with generated sample data: generating and materializing the items,
 * building the table's and each index's view, the heap they hold, and Query/GetItem throughput on the planned
 * requests of the design's read patterns.
 */
public final class EngineBenchmark {
    private final Design design;
    private final long seed;
    private final PrintWriter out;

    /** The data a run built, kept for a comparison run on the same items. */
    public record Loaded(Table table, List<Item> items, SimulatedTable simulated, List<AccessPatternPlan> plans) {
    }

    public EngineBenchmark(Design design, long seed, PrintWriter out) {
        this.design = design;
        this.seed = seed;
        this.out = out;
    }

    /** Generates about {@code items} items (spread evenly over the entities) and builds every index view. */
    public Loaded load(int items) {
        Table table = design.table();
        int perEntity = Math.max(1, items / Math.max(1, table.entities().size()));
        long start = BenchClock.now();
        Table generated = new SampleGenerator(seed).generate(table.withItems(List.of()), perEntity).table();
        double generation = BenchClock.secondsSince(start);
        start = BenchClock.now();
        // Not the app's shared, remembered materialization: the benchmark drops the records below, and a
        // remembered answer would keep them (softly) in the heap it measures.
        SampleData data = new ItemMaterializer(generated).materialize();
        double materialize = BenchClock.secondsSince(start);
        List<Item> plain = data.plainItems();
        report("generate records", generation, String.format(Locale.ROOT, "%,d records", plain.size()));
        report("materialize items", materialize, String.format(Locale.ROOT, "%,d items", plain.size()));
        List<AccessPatternPlan> plans = new AccessPatternPlanner(generated, design.pricing(), data).planAll();
        // The engine holds the items; the entity records they were rendered from are not needed any more.
        generated = generated.withEntities(generated.entities().stream().map(e -> e.withRecords(List.of()))
                .toList());
        data = null;

        start = BenchClock.now();
        SimulatedTable simulated = new SimulatedTable(generated, plain);
        report("store items", BenchClock.secondsSince(start), "canonical numbers, one item per primary key");
        long viewStart = BenchClock.now();
        simulated.buildAllViews();
        report("build views in parallel", BenchClock.secondsSince(viewStart), String.format(Locale.ROOT,
                "table %,d entries; %s", simulated.view(null).entryCount(), String.join("; ", generated.indexes()
                        .stream().map(i -> String.format(Locale.ROOT, "%s %,d entries (%,d items not in it)",
                                i.name(), simulated.view(i.name()).entryCount(),
                                simulated.view(i.name()).excludedCount())).toList())));
        double total = BenchClock.secondsSince(start);
        report("store + index build, table + " + generated.indexes().size() + " indexes", total,
                String.format(Locale.ROOT, "%,d items (target: 1,000,000 in under 5 s)", simulated.items().size()));
        out.printf(Locale.ROOT, "%-40s %10.1f MiB of %.0f MiB max heap (target: 1,000,000 items under 1 GiB)%n",
                "heap in use after GC", BenchClock.usedHeapMiB(), BenchClock.maxHeapMiB());
        return new Loaded(generated, plain, simulated, plans);
    }

    /** Runs {@code count} planned requests against the engine and reports requests per second. */
    public double queries(Loaded loaded, int count) {
        List<BenchRequests.Request> requests = BenchRequests.build(loaded.simulated(), loaded.plans(), count, seed);
        runEngine(loaded.simulated(), requests.subList(0, Math.min(requests.size(), 1000)));
        long start = BenchClock.now();
        long returned = runEngine(loaded.simulated(), requests);
        double seconds = BenchClock.secondsSince(start);
        double perSecond = requests.size() / seconds;
        report("engine requests", seconds, String.format(Locale.ROOT, "%,d requests, %,.0f per second, %.1f items "
                + "per request", requests.size(), perSecond, returned / (double) Math.max(1, requests.size())));
        return seconds;
    }

    static long runEngine(SimulatedTable table, List<BenchRequests.Request> requests) {
        long returned = 0;
        for (BenchRequests.Request request : requests) {
            if (request.get() != null) {
                returned += table.getItem(request.get()).item() == null ? 0 : 1;
            } else {
                returned += table.query(request.query()).count();
            }
        }
        return returned;
    }

    private void report(String what, double seconds, String detail) {
        out.printf(Locale.ROOT, "%-40s %10.3f s   %s%n", what, seconds, detail);
        out.flush();
    }
}
