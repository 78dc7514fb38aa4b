package dev.tablesmith.cli;

import dev.tablesmith.bench.EngineBenchmark;
import dev.tablesmith.bench.LiveComparison;
import dev.tablesmith.bench.LoadBenchmark;
import dev.tablesmith.bench.ServeBenchmark;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith bench engine [FILE]}: prints the engine's numbers on a design scaled up with generated data
 * (commerce-main by default): index build time, heap, requests per second, and, side by side in the same run, the
 * same requests on the same items against moto_server (started on a free 127.0.0.1 port when it is on the PATH)
 * or a DynamoDB endpoint given with {@code --endpoint}. {@code tablesmith bench load [FILE]}: load throughput of
 * the live loader against a plain sequential BatchWriteItem loop, side by side in one run.
 */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = "Benchmark the engine: index build, heap, requests per second, and the same requests against "
                + "moto_server or DynamoDB Local side by side.",
        footer = {"", "Examples:", "  tablesmith bench engine",
            "  tablesmith bench engine --items 1000000 --queries 100000",
            "  tablesmith bench engine --endpoint http://localhost:8000   (DynamoDB Local)",
            "  java -Xmx1g -jar target/tablesmith.jar bench engine        (check the 1 GiB heap target)",
            "  tablesmith bench load --load-items 100000                  (BatchLoader vs a sequential loop)",
            "  tablesmith bench serve --threads 8                         (the design endpoint, its HTTP floor, moto)"})
final class BenchCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "engine|load|serve", description = "What to benchmark: engine (the engine, "
            + "and side by side with moto_server), load (BatchLoader against a sequential BatchWriteItem loop) or "
            + "serve (the design endpoint from concurrent SDK clients, against its HTTP floor and moto_server).")
    private String target;

    @Parameters(index = "1", arity = "0..1", paramLabel = "FILE",
            description = "A design file; the bundled commerce-main example when omitted.")
    private Path file;

    @Option(names = "--items", description = "Items to generate for the engine run (default: ${DEFAULT-VALUE}).")
    private int items = 1_000_000;

    @Option(names = "--queries", description = "Requests to run on the engine (default: ${DEFAULT-VALUE}).")
    private int queries = 100_000;

    @Option(names = "--compare-items", description = "Items for the side-by-side run (default: ${DEFAULT-VALUE}).")
    private int compareItems = 100_000;

    @Option(names = "--compare-queries", description = "Requests for the side-by-side run (default: ${DEFAULT-VALUE}; "
            + "moto_server takes seconds per request on 100,000 items, so 1,000 take tens of minutes).")
    private int compareQueries = 100;

    @Option(names = "--endpoint", description = "Compare against this DynamoDB endpoint instead of starting "
            + "moto_server, e.g. http://localhost:8000 (DynamoDB Local). The table is created and deleted.")
    private String endpoint;

    @Option(names = "--no-compare", description = "Skip the side-by-side run.")
    private boolean noCompare;

    @Option(names = "--load-items", description = "Items for 'bench load' (default: ${DEFAULT-VALUE}).")
    private int loadItems = 100_000;

    @Option(names = "--serve-requests", description = "GetItem/Query requests for 'bench serve' against the endpoint "
            + "and its floor (default: ${DEFAULT-VALUE}; moto_server gets the first --compare-queries of them).")
    private int serveRequests = 50_000;

    @Option(names = "--serve-writes", description = "PutItem requests for 'bench serve' against the endpoint, run "
            + "before the reads (default: ${DEFAULT-VALUE}; 0 for none).")
    private int serveWrites = 2_000;

    @Option(names = "--threads", description = "Requests in flight for 'bench load' and 'bench serve' "
            + "(default: ${DEFAULT-VALUE}).")
    private int threads = 8;

    @Option(names = "--seed", description = "Seed for data and requests (default: ${DEFAULT-VALUE}).")
    private long seed = 42;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (!"engine".equals(target) && !"load".equals(target) && !"serve".equals(target)) {
            throw new ParameterException(spec.commandLine(),
                    "unknown benchmark '" + target + "' (known: engine, load, serve)");
        }
        if (items < 1 || queries < 1 || compareItems < 1 || compareQueries < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--items, --queries, --compare-items and --compare-queries must be at least 1");
        }
        Design design;
        try {
            design = file != null ? new InputFiles(spec).design(file) : exampleDesign();
        } catch (CommandFailure e) {
            return e.exitCode();
        }
        PrintWriter out = spec.commandLine().getOut();
        jitNote(ManagementFactory.getRuntimeMXBean().getInputArguments()).ifPresent(out::println);
        if ("serve".equals(target)) {
            if (threads < 1 || serveRequests < 1 || serveWrites < 0) {
                throw new ParameterException(spec.commandLine(), "--threads and --serve-requests must be at least 1, "
                        + "--serve-writes at least 0");
            }
            new ServeBenchmark(design, seed, out).run(compareItems, serveRequests, serveWrites, threads,
                    compareQueries, !noCompare,
                    endpoint);
            out.flush();
            return 0;
        }
        if ("load".equals(target)) {
            if (threads < 1 || loadItems < 1) {
                throw new ParameterException(spec.commandLine(), "--threads and --load-items must be at least 1");
            }
            new LoadBenchmark(design, seed, out).run(loadItems, threads, endpoint);
            out.flush();
            return 0;
        }
        out.printf(Locale.ROOT, "Tablesmith engine benchmark: %s, %,d items, %,d requests, seed %d, Java %s, %d "
                        + "cores%n", design.name(), items, queries, seed, System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
        EngineBenchmark bench = new EngineBenchmark(design, seed, out);
        EngineBenchmark.Loaded loaded = bench.load(items);
        bench.queries(loaded, queries);
        if (!noCompare) {
            out.println();
            new LiveComparison(design, seed, out).run(compareItems, compareQueries, endpoint);
        }
        out.flush();
        return 0;
    }

    /**
     * A note when the JVM runs without its optimizing compiler, as the packaged app's launcher sets it up (decision
     * 0011): steady-state engine numbers are then lower than {@code java -jar} gives.
     */
    static Optional<String> jitNote(List<String> jvmArguments) {
        boolean c1Only = jvmArguments.stream().anyMatch(a -> a.startsWith("-XX:TieredStopAtLevel=")
                && !a.endsWith("=4"));
        return c1Only ? Optional.of("note: this JVM runs without its optimizing compiler (-XX:TieredStopAtLevel, as"
                + " the packaged app's launcher sets it, for a fast start); for the engine's steady-state numbers"
                + " run: java -jar tablesmith.jar bench ...") : Optional.empty();
    }

    private static Design exampleDesign() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find("commerce-main").orElseThrow());
    }
}
