package dev.tablesmith.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.io.JsonLimits;
import dev.tablesmith.io.AtomicFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The traffic log format: JSON lines, one {@link ServedRequest} per line, as {@code serve --log FILE} appends them
 * and the app's Traffic list saves and opens them. Fields are named as the record's components; {@code time} is
 * ISO-8601 ({@code 2026-12-03T06:00:00.123Z}), {@code latencyMicros} whole microseconds; absent values are
 * {@code null}. Blank lines are skipped.
 */
public final class TrafficLog {
    private static final ObjectMapper JSON = JsonLimits.jsonMapper();

    private TrafficLog() {
    }

    /** One request as one line of JSON (no line break). */
    public static String line(ServedRequest request) {
        ObjectNode node = JSON.createObjectNode();
        node.put("time", request.time().toString());
        node.put("operation", request.operation());
        node.put("tableName", request.tableName());
        node.put("indexName", request.indexName());
        node.put("status", request.status());
        node.put("errorType", request.errorType());
        node.put("itemsRead", request.itemsRead());
        node.put("itemsReturned", request.itemsReturned());
        node.put("capacityUnits", request.capacityUnits());
        node.put("latencyMicros", request.latency().toNanos() / 1000);
        node.put("requestJson", request.requestJson());
        node.put("responseJson", request.responseJson());
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a traffic line", e);
        }
    }

    /**
     * Every request of a log file, in order.
     *
     * @throws TrafficLogException a line that is not a served request, with the file, line number and what is wrong
     * @throws IOException         the file cannot be read
     */
    public static List<ServedRequest> read(Path file) throws IOException, TrafficLogException {
        List<ServedRequest> requests = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String text;
            int number = 0;
            while ((text = reader.readLine()) != null) {
                number++;
                if (!text.isBlank()) {
                    requests.add(parse(text, file + ":" + number + ": "));
                }
            }
        }
        return requests;
    }

    /** Writes the requests as a log file, atomically (the old file or the whole new one), one line at a time. */
    public static void write(Path file, List<ServedRequest> requests) throws IOException {
        AtomicFiles.write(file, out -> {
            java.io.Writer lines = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
            for (ServedRequest request : requests) {
                lines.write(line(request));
                lines.write('\n');
            }
            lines.flush();
        });
    }

    private static ServedRequest parse(String text, String at) throws TrafficLogException {
        JsonNode node;
        try {
            node = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new TrafficLogException(at + "not JSON (" + e.getOriginalMessage() + ")");
        }
        if (node == null || !node.isObject()) {
            throw new TrafficLogException(at + "expected a served request as a JSON object");
        }
        try {
            return new ServedRequest(Instant.parse(required(node, "time", at).asText()),
                    required(node, "operation", at).asText(), optional(node, "tableName"),
                    optional(node, "indexName"), optional(node, "requestJson"),
                    whole(node, "status", at), optional(node, "responseJson"), optional(node, "errorType"),
                    whole(node, "itemsRead", at), whole(node, "itemsReturned", at),
                    number(node, "capacityUnits", at),
                    Duration.ofNanos(Math.multiplyExact((long) whole(node, "latencyMicros", at), 1000L)));
        } catch (DateTimeParseException e) {
            throw new TrafficLogException(at + "time is not an ISO-8601 instant: " + node.get("time").asText());
        }
    }

    private static JsonNode required(JsonNode node, String field, String at) throws TrafficLogException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new TrafficLogException(at + "missing field '" + field + "'");
        }
        if (!value.isTextual() && !value.isNumber()) {
            throw new TrafficLogException(at + "field '" + field + "' must be a string");
        }
        return value;
    }

    private static String optional(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static int whole(JsonNode node, String field, String at) throws TrafficLogException {
        JsonNode value = node.get(field);
        if (value == null || !value.canConvertToInt() || !value.isIntegralNumber()) {
            throw new TrafficLogException(at + "field '" + field + "' must be a whole number");
        }
        return value.intValue();
    }

    private static double number(JsonNode node, String field, String at) throws TrafficLogException {
        JsonNode value = node.get(field);
        if (value == null || !value.isNumber()) {
            throw new TrafficLogException(at + "field '" + field + "' must be a number");
        }
        return value.doubleValue();
    }
}
