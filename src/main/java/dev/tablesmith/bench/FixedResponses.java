package dev.tablesmith.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.tablesmith.serve.DesignEndpoint;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The HTTP floor of {@code bench serve}: the JDK HTTP server the design endpoint runs on, answering each request
 * body with the response the endpoint gave it. While recording it passes requests on to the endpoint and keeps
 * each response; once {@link #freeze() frozen} it answers from the record alone, so a run against it costs HTTP,
 * headers and the client's own parsing, and nothing of the engine.
 */
final class FixedResponses implements AutoCloseable {
    private record Recorded(int status, byte[] body, String crc32) {
    }

    private final HttpServer server;
    private final ExecutorService executor;
    private final HttpClient upstream = HttpClient.newHttpClient();
    private final URI target;
    private final Map<String, Recorded> responses = new ConcurrentHashMap<>();
    private volatile boolean frozen;

    private FixedResponses(URI target) throws IOException {
        this.target = target;
        this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        this.executor = Executors.newFixedThreadPool(DesignEndpoint.THREADS);
        server.setExecutor(executor);
        server.createContext("/", this::answer);
        server.start();
    }

    /** A floor that, until frozen, passes each request on to {@code target} and records the answer. */
    static FixedResponses proxying(URI target) throws IOException {
        return new FixedResponses(target);
    }

    /** From now on, answer only from the record (an unrecorded request gets HTTP 500). */
    void freeze() {
        frozen = true;
    }

    URI url() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange; InputStream in = exchange.getRequestBody()) {
            byte[] body = in.readAllBytes();
            // ISO-8859-1 maps each byte to one char: the key is the body's exact bytes.
            String key = new String(body, StandardCharsets.ISO_8859_1);
            Recorded recorded = responses.get(key);
            if (recorded == null && !frozen) {
                recorded = forward(exchange, body);
                responses.put(key, recorded);
            }
            if (recorded == null) {
                exchange.sendResponseHeaders(500, -1);
                return;
            }
            exchange.getResponseHeaders().set("Content-Type", "application/x-amz-json-1.0");
            if (recorded.crc32() != null) {
                exchange.getResponseHeaders().set("x-amz-crc32", recorded.crc32());
            }
            exchange.sendResponseHeaders(recorded.status(), recorded.body().length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(recorded.body());
            }
        }
    }

    private Recorded forward(HttpExchange exchange, byte[] body) throws IOException {
        String operation = exchange.getRequestHeaders().getFirst("X-Amz-Target");
        HttpRequest request = HttpRequest.newBuilder(target)
                .header("X-Amz-Target", operation == null ? "" : operation)
                .header("Content-Type", "application/x-amz-json-1.0")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        try {
            HttpResponse<byte[]> response = upstream.send(request, HttpResponse.BodyHandlers.ofByteArray());
            return new Recorded(response.statusCode(), response.body(),
                    response.headers().firstValue("x-amz-crc32").orElse(null));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while recording a response", e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
