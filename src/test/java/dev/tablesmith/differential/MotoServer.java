package dev.tablesmith.differential;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One {@code moto_server} process (an open-source implementation of the DynamoDB API) listening on a free port
 * of 127.0.0.1, and a DynamoDB client pointed at it.
 *
 * <p>The server only ever binds 127.0.0.1. It is started with {@link ProcessBuilder}, its output goes to
 * {@code target/moto-server.log}, and it is stopped by its own process handle ({@link Process#destroy()}, then
 * {@link Process#destroyForcibly()} after a grace period), never by name. A JVM shutdown hook stops it if the test
 * run ends without closing it.
 */
public final class MotoServer implements AutoCloseable {
    /** What a test run says when the executable is missing (a skip locally, a failure when {@code CI=true}). */
    public static final String NOT_FOUND_MESSAGE =
            "moto_server not found on PATH: differential tests skipped (install with pip install 'moto[server]')";
    static final String EXECUTABLE = "moto_server";
    static final String HOST = "127.0.0.1";
    static final Path LOG = Path.of("target", "moto-server.log");
    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(20);
    private static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private final Process process;
    private final int port;
    private final DynamoDbClient client;
    private final Thread shutdownHook;
    private boolean stopped;

    private MotoServer(Process process, int port) {
        this.process = process;
        this.port = port;
        this.client = DynamoDbClient.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .endpointOverride(endpoint(port))
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("testing", "testing")))
                // moto answers 500 when it crashes on a request; retrying would only repeat the crash slowly.
                .overrideConfiguration(c -> c.retryStrategy(AwsRetryStrategy.doNotRetry()))
                .build();
        this.shutdownHook = new Thread(this::stopProcess, "moto-server-shutdown");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /** The {@code moto_server} executable on {@code PATH}, if there is one. */
    public static Optional<Path> findOnPath() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(dir, EXECUTABLE);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /**
     * Starts {@code executable -H 127.0.0.1 -p PORT} on a free port and waits until it accepts connections.
     *
     * @throws IOException when it cannot be started or does not answer within 20 seconds (it is then stopped)
     */
    public static MotoServer start(Path executable) throws IOException {
        int port = freePort();
        Files.createDirectories(LOG.getParent());
        ProcessBuilder builder = new ProcessBuilder(executable.toString(), "-H", HOST, "-p", Integer.toString(port))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(LOG.toFile()));
        Process process = builder.start();
        MotoServer server = new MotoServer(process, port);
        try {
            server.awaitReady();
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
        return server;
    }

    /** A port that was free a moment ago: bind 127.0.0.1:0, read the port, release it. */
    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, loopback())) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        }
    }

    private static InetAddress loopback() throws UnknownHostException {
        return InetAddress.getByAddress(HOST, new byte[] {127, 0, 0, 1});
    }

    private static URI endpoint(int port) {
        return URI.create("http://" + HOST + ":" + port);
    }

    private void awaitReady() throws IOException {
        long deadline = System.nanoTime() + STARTUP_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("moto_server exited with code " + process.exitValue()
                        + " before it answered on " + endpoint(port) + "; see " + LOG.toAbsolutePath());
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(loopback(), port), 250);
                return;
            } catch (IOException notYet) {
                sleep(100);
            }
        }
        throw new IOException("moto_server did not answer on " + endpoint(port) + " within "
                + STARTUP_TIMEOUT.toSeconds() + " s; see " + LOG.toAbsolutePath());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for moto_server", e);
        }
    }

    public int port() {
        return port;
    }

    /** {@code http://127.0.0.1:PORT}. */
    public URI endpoint() {
        return endpoint(port);
    }

    /** The process id of the server (for the log and for diagnostics). */
    public long pid() {
        return process.pid();
    }

    public boolean isRunning() {
        return process.isAlive();
    }

    /** A client for the server: region us-east-1, dummy static credentials, no retries. */
    public DynamoDbClient client() {
        return client;
    }

    /** Closes the client and stops the server process (and anything it started). */
    @Override
    public synchronized void close() {
        client.close();
        stopProcess();
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to: nothing left to do
        }
    }

    private synchronized void stopProcess() {
        if (stopped) {
            return;
        }
        stopped = true;
        ProcessHandle handle = process.toHandle();
        handle.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                handle.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "moto_server pid " + pid() + " on " + endpoint();
    }
}
