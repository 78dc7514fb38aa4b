package dev.tablesmith.cli.live;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * A tiny HTTP server on 127.0.0.1 (a free port) standing in for an endpoint: each request goes to the answer given,
 * which sees the target operation ({@code X-Amz-Target}, e.g. {@code DynamoDB_20120810.BatchWriteItem}) and the
 * body and returns the status, content type and body to send.
 */
final class FakeEndpoint implements AutoCloseable {
    /** What the server sends back. */
    record Reply(int status, String contentType, String body) {
        static Reply json(int status, String body) {
            return new Reply(status, "application/x-amz-json-1.0", body);
        }

        /** A DynamoDB error as the service sends it: HTTP 400 and {@code __type} naming the code. */
        static Reply error(String code, String message) {
            return json(400, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + code + "\",\"message\":\""
                    + message + "\"}");
        }
    }

    interface Answer {
        Reply answer(String operation, String body) throws IOException;
    }

    private final HttpServer server;

    FakeEndpoint(Answer answer) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> handle(exchange, answer));
        server.start();
    }

    private static void handle(HttpExchange exchange, Answer answer) throws IOException {
        try (exchange) {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
            String operation = target == null ? "" : target.substring(target.indexOf('.') + 1);
            Reply reply = answer.answer(operation, body);
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", reply.contentType());
            exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                exchange.getResponseBody().write(bytes);
            }
        }
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
