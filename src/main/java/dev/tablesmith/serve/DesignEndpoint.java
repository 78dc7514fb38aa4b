package dev.tablesmith.serve;

import com.sun.net.httpserver.HttpServer;
import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * A design served over DynamoDB's HTTP API (AWS JSON 1.0: {@code POST /} with {@code X-Amz-Target:
 * DynamoDB_20120810.Operation}), answered by the same engine as the designer and the command line.
 *
 * <p>The JDK's HTTP server ({@code docs/decisions/0017-serve-http-server.md}) on a pool of request threads; reads run
 * in parallel on snapshots, writes one at a time ({@link ServedTables}).
 */
public final class DesignEndpoint implements AutoCloseable {
    /** The threads that answer requests (the benchmark's HTTP floor runs with as many). */
    public static final int THREADS = Math.max(8, 4 * Runtime.getRuntime().availableProcessors());
    /**
     * The JDK server writes a response's headers and body separately and, by default, leaves Nagle's algorithm on:
     * the body then waits for the client's delayed ACK of the headers, about 40 ms per request on Linux (measured:
     * 45 to 50 ms per sequential Query, 1.8 ms with TCP_NODELAY). The server reads this property once, when its
     * first instance in the JVM is made; a value the user set is left alone.
     */
    private static final String NO_DELAY = "sun.net.httpserver.nodelay";

    static {
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
    }

    private final HttpServer server;
    private final ExecutorService pool;
    private final ServedTables tables;
    private final ChangeNotifier notifier;
    private final URI url;
    private boolean closed;

    private DesignEndpoint(HttpServer server, ExecutorService pool, ServedTables tables, ChangeNotifier notifier,
                           URI url) {
        this.server = server;
        this.pool = pool;
        this.tables = tables;
        this.notifier = notifier;
        this.url = url;
    }

    /**
     * Starts serving {@code design}'s tables with their sample items. The endpoint writes no files: with
     * {@link WriteMode#SAVE} its owner saves the design {@code onChange} is given (the command line does, with
     * {@code JsonDesignStore}); {@link WriteMode#READ_ONLY} refuses writes here.
     *
     * @param onChange told, off the request threads' critical path, the design as it is after writes (for
     *                 {@link WriteMode#SAVE} and for the app); may be called many times; null when nobody needs
     *                 to know (the design is then not rebuilt after writes)
     * @throws IOException when the address cannot be bound (port in use, no such address)
     */
    public static DesignEndpoint start(Design design, ServeOptions options, TrafficListener listener,
                                       Consumer<Design> onChange) throws IOException {
        ChangeNotifier[] notifier = new ChangeNotifier[1];
        ServedTables tables = new ServedTables(ServedState.of(design), onChange == null ? () -> { }
                : () -> notifier[0].changed());
        notifier[0] = new ChangeNotifier(tables::design, onChange == null ? d -> { } : onChange);
        HttpServer server = HttpServer.create(new InetSocketAddress(options.host(), options.port()), 128);
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor pool = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "tablesmith-serve-" + count.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        pool.allowCoreThreadTimeOut(true);
        server.setExecutor(pool);
        server.createContext("/", new WireHandler(new Dispatcher(tables, options.mode()),
                listener == null ? TrafficListener.NONE : listener));
        server.start();
        int port = server.getAddress().getPort();
        String host = options.host().contains(":") ? "[" + options.host() + "]" : options.host();
        return new DesignEndpoint(server, pool, tables, notifier[0], URI.create("http://" + host + ":" + port));
    }

    /** {@code http://HOST:PORT}, the endpoint URL a client is given. */
    public URI url() {
        return url;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** The design with every table's items as the endpoint holds them now. */
    public Design design() {
        return tables.design();
    }

    /**
     * Per table name, the last write of each item the clients wrote since start (a delete's {@code after} is null):
     * what a restart on an edited design carries over ({@link WrittenItems}).
     */
    public Map<String, List<ItemWrite>> writes() {
        return tables.writes();
    }

    /** How many items each table holds now, by table name in the design's order. */
    public Map<String, Integer> itemCounts() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        ServedState state = tables.snapshot();
        state.design().tables().forEach(t -> counts.put(t.name(), state.tables().get(t.name()).items().size()));
        return counts;
    }

    /** Stops accepting requests, finishes the ones in flight, and releases the port. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        server.stop(1);
        pool.shutdown();
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        notifier.close();
    }
}
