package dev.tablesmith.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import dev.tablesmith.io.JsonLimits;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.CRC32;

/**
 * DynamoDB's HTTP protocol, AWS JSON 1.0, in front of the {@link Dispatcher}: {@code POST /} with a JSON content
 * type ({@code application/x-amz-json-1.0}, or {@code application/json}) and {@code X-Amz-Target:
 * DynamoDB_20120810.OPERATION}. Signatures are not checked (as DynamoDB Local does not). Every response carries
 * {@code x-amzn-RequestId} (52 characters of {@code [0-9A-Z]}) and {@code x-amz-crc32} (the CRC32 of the body
 * bytes, in decimal), which the SDKs check; the content type echoes the request's.
 *
 * <p>Refusals before an operation runs follow dynalite's test/connection.js (recorded against DynamoDB): not a
 * POST, or no JSON content type: 404 {@code <UnknownOperationException/>}; a body that is not JSON: 400
 * SerializationException; no or an unknown target: 400 UnknownOperationException; a body over 16 MB: 413. A request
 * with an {@code Origin} gets {@code Access-Control-Allow-Origin: *}, and an OPTIONS with one a CORS preflight
 * answer. A client that goes away mid-response costs only its own exchange.
 */
final class WireHandler implements HttpHandler {
    static final String TARGET_PREFIX = "DynamoDB_20120810.";
    /** DynamoDB refuses request bodies over 16 MB. */
    static final int MAX_BODY_BYTES = 16 * 1024 * 1024;
    private static final char[] ID_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".toCharArray();
    private static final ObjectMapper JSON = JsonLimits.jsonMapper();

    private final Dispatcher dispatcher;
    private final TrafficListener listener;

    WireHandler(Dispatcher dispatcher, TrafficListener listener) {
        this.dispatcher = dispatcher;
        this.listener = listener;
    }

    @Override
    public void handle(HttpExchange exchange) {
        Instant arrived = Instant.now();
        long started = System.nanoTime();
        String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
        String operation = target == null ? "" : target.startsWith(TARGET_PREFIX)
                ? target.substring(TARGET_PREFIX.length()) : target;
        String contentType = exchange.getRequestHeaders().getFirst("Content-Type");
        byte[] body = new byte[0];
        JsonNode root = null;
        Answer answer = null;
        String origin = exchange.getRequestHeaders().getFirst("Origin");
        try {
            String type = jsonType(contentType);
            if (origin != null) {
                exchange.getResponseHeaders().set("Access-Control-Allow-Origin", "*");
            }
            if (origin != null && exchange.getRequestMethod().equals("OPTIONS")) {
                answer = preflight(exchange);
            } else if (!exchange.getRequestMethod().equals("POST") || type == null) {
                answer = WireErrors.notFound();
            } else {
                body = readBody(exchange);
                if (body == null) {
                    body = new byte[0];
                    answer = WireErrors.tooLarge();
                } else {
                    Parsed parsed = parse(body);
                    root = parsed.root();
                    if (parsed.limit() != null) {
                        answer = WireErrors.serialization(parsed.limit());
                    } else if (root == null) {
                        answer = WireErrors.notJson();
                    } else if (target == null || !target.startsWith(TARGET_PREFIX)
                            || !Dispatcher.OPERATIONS.contains(operation)) {
                        answer = WireErrors.unknownOperation();
                    } else {
                        answer = run(operation, body, root);
                    }
                }
            }
            send(exchange, answer, type == null ? "text/plain" : type);
        } catch (IOException e) {
            // the client went away: mid-request nothing was answered (logged as 499, as proxies log it);
            // mid-response the answer stands as sent. Either way the server carries on.
            if (answer == null) {
                answer = new Answer(499, "", "ClientClosedRequest", 0, 0, 0);
            }
        } finally {
            exchange.close();
        }
        tell(new ServedRequest(arrived, operation, tableName(root), text(root, "IndexName"),
                new String(body, StandardCharsets.UTF_8), answer.status(), answer.body(), answer.errorType(),
                answer.itemsRead(), answer.itemsReturned(), answer.units(),
                Duration.ofNanos(System.nanoTime() - started)));
    }

    /**
     * A browser's CORS preflight: 200, no body, the headers and method asked for allowed for two days (dynalite
     * test/connection.js "should set CORS if OPTIONS and Origin and Headers and Method", recorded on DynamoDB,
     * which also sends {@code Access-Control-Allow-Origin: *} with every answer to a request with an Origin).
     */
    private static Answer preflight(HttpExchange exchange) {
        var asked = exchange.getRequestHeaders();
        var headers = exchange.getResponseHeaders();
        headers.set("Access-Control-Max-Age", "172800");
        String allowHeaders = asked.getFirst("Access-Control-Request-Headers");
        if (allowHeaders != null) {
            headers.set("Access-Control-Allow-Headers", allowHeaders);
        }
        String allowMethod = asked.getFirst("Access-Control-Request-Method");
        if (allowMethod != null) {
            headers.set("Access-Control-Allow-Methods", allowMethod);
        }
        return new Answer(200, "", null, 0, 0, 0);
    }

    private Answer run(String operation, byte[] body, JsonNode root) {
        try {
            return dispatcher.answer(operation, body, root);
        } catch (RuntimeException e) {
            return WireErrors.internal(String.valueOf(e.getMessage()));
        }
    }

    private void tell(ServedRequest request) {
        try {
            listener.served(request);
        } catch (RuntimeException e) {
            // a listener's failure is its own; the endpoint keeps serving
        }
    }

    /** {@code application/x-amz-json-1.0} or {@code application/json} (parameters dropped), else null. */
    static String jsonType(String contentType) {
        if (contentType == null) {
            return null;
        }
        String type = contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        return type.equals("application/x-amz-json-1.0") || type.equals("application/json") ? type : null;
    }

    /** The body, or null when it is over 16 MB (by its Content-Length, or as read). */
    private static byte[] readBody(HttpExchange exchange) throws IOException {
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > MAX_BODY_BYTES) {
                    return null;
                }
            } catch (NumberFormatException e) {
                return null;
            }
        }
        try (InputStream in = exchange.getRequestBody()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[16384];
            int n;
            while ((n = in.read(buffer)) > 0) {
                out.write(buffer, 0, n);
                if (out.size() > MAX_BODY_BYTES) {
                    return null;
                }
            }
            return out.toByteArray();
        }
    }

    /**
     * A body as read: its JSON object (null when it is not one), or which limit of {@link JsonLimits} it goes past
     * ("nesting deeper than 200 levels"), so that such a body is answered with a SerializationException that says
     * so, never with a 500 or a thread's stack.
     */
    private record Parsed(JsonNode root, String limit) {
    }

    private static Parsed parse(byte[] body) {
        try {
            JsonNode node = JSON.readTree(body);
            return new Parsed(node != null && node.isObject() ? node : null, null);
        } catch (StreamConstraintsException e) {
            return new Parsed(null, JsonLimits.describe(e));
        } catch (IOException e) {
            return new Parsed(null, null);
        }
    }

    private static void send(HttpExchange exchange, Answer answer, String contentType) throws IOException {
        byte[] bytes = answer.body().getBytes(StandardCharsets.UTF_8);
        CRC32 crc = new CRC32();
        crc.update(bytes);
        var headers = exchange.getResponseHeaders();
        headers.set("x-amzn-RequestId", requestId());
        headers.set("x-amz-crc32", Long.toString(crc.getValue()));
        headers.set("Content-Type", contentType);
        exchange.sendResponseHeaders(answer.status(), bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    /** A request id as DynamoDB forms them: 52 characters, digits and capital letters. */
    static String requestId() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        char[] id = new char[52];
        for (int i = 0; i < id.length; i++) {
            id[i] = ID_CHARS[random.nextInt(ID_CHARS.length)];
        }
        return new String(id);
    }

    /**
     * The table a request names: its {@code TableName}, or the one table of a BatchGetItem's or BatchWriteItem's
     * {@code RequestItems}, or of every action of a transaction; null when it names none or several.
     */
    static String tableName(JsonNode root) {
        String direct = text(root, "TableName");
        if (direct != null || root == null) {
            return direct;
        }
        JsonNode requestItems = root.get("RequestItems");
        if (requestItems != null && requestItems.isObject() && requestItems.size() == 1) {
            return requestItems.fieldNames().next();
        }
        JsonNode actions = root.get("TransactItems");
        if (actions == null || !actions.isArray()) {
            return null;
        }
        Set<String> names = new HashSet<>();
        for (JsonNode action : actions) {
            action.forEach(body -> names.add(text(body, "TableName")));
        }
        return names.size() == 1 ? names.iterator().next() : null;
    }

    private static String text(JsonNode root, String field) {
        JsonNode value = root == null ? null : root.get(field);
        return value != null && value.isTextual() ? value.textValue() : null;
    }
}
