package dev.tablesmith.ui.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.io.JsonLimits;
import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.BatchWriteEntry;
import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.TransactGetItemsRequest;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.planner.PatternDraft;
import dev.tablesmith.planner.PatternMatch;
import dev.tablesmith.planner.RequestPatternMatcher;
import dev.tablesmith.serve.ServedRequest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a served request's JSON back into the engine's request (as the endpoint did) and matches it to the design's
 * access patterns; also says what it reads or writes in one short line ({@code PK = "CUST#c1" AND begins_with(SK,
 * "ORDER#")}). A request DynamoDB refused matches nothing and carries its error; operations that read or write no
 * items of an access pattern (ListTables, DescribeTable, ...) are not matched. Each request inside a
 * BatchGetItem, BatchWriteItem or TransactGetItems is matched on its own ({@code W4 ×3}).
 */
final class TrafficMatcher {
    /** What one request is, against the design. */
    record Matched(Optional<PatternMatch> match, Optional<PatternDraft> draft, String key) {
    }

    /**
     * Where the request reads or writes, short: {@code table} or the index name when the design has that one table,
     * else {@code orders} or {@code orders / GSI1}; empty when it names no table.
     */
    static String where(ServedRequest request, dev.tablesmith.model.Design design) {
        if (request.tableName() == null) {
            return "";
        }
        boolean onlyTable = design.tables().size() == 1 && design.table().name().equals(request.tableName());
        if (onlyTable) {
            return request.indexName() == null ? "table" : request.indexName();
        }
        return request.indexName() == null ? request.tableName() : request.tableName() + " / " + request.indexName();
    }

    private static final ObjectMapper JSON = JsonLimits.jsonMapper();
    private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");

    private TrafficMatcher() {
    }

    static Matched match(ServedRequest request, RequestPatternMatcher matcher) {
        String json = request.requestJson() == null ? "" : request.requestJson();
        if (request.refused()) {
            return new Matched(Optional.of(PatternMatch.refused(request.errorType() + ": "
                    + errorMessage(request.responseJson()))), Optional.empty(), keyOf(request, json));
        }
        try {
            return switch (request.operation()) {
                case "Query" -> {
                    QueryRequest q = RequestJson.readQuery(json, "request");
                    PatternMatch m = matcher.match(q);
                    yield new Matched(Optional.of(m), m.verdict() == PatternMatch.Verdict.NO_PATTERN
                            ? matcher.draft(q) : Optional.empty(), readable(q.keyConditionExpression(),
                            q.expressionAttributeNames(), q.expressionAttributeValues()));
                }
                case "GetItem" -> {
                    GetItemRequest g = RequestJson.readGetItem(json, "request");
                    PatternMatch m = matcher.match(g);
                    yield new Matched(Optional.of(m), m.verdict() == PatternMatch.Verdict.NO_PATTERN
                            ? matcher.draft(g) : Optional.empty(), key(g.key()));
                }
                case "Scan" -> {
                    ScanRequest s = RequestJson.readScan(json, "request");
                    String filter = readable(s.filterExpression(), s.expressionAttributeNames(),
                            s.expressionAttributeValues());
                    yield new Matched(Optional.of(matcher.match(s)), Optional.empty(), filter.isEmpty()
                            ? "every item" : "filter " + filter);
                }
                case "BatchGetItem" -> {
                    BatchGetItemRequest b = RequestJson.readBatchGetItem(json, "request");
                    int keys = b.requestItems() == null ? 0 : b.requestItems().values().stream()
                            .mapToInt(k -> k.keys() == null ? 0 : k.keys().size()).sum();
                    yield new Matched(Optional.of(matcher.match(b)), Optional.empty(), keys + (keys == 1 ? " key"
                            : " keys"));
                }
                case "TransactGetItems" -> {
                    TransactGetItemsRequest t = RequestJson.readTransactGetItems(bytes(json), "request");
                    int gets = t.transactItems() == null ? 0 : t.transactItems().size();
                    yield new Matched(Optional.of(matcher.match(t)), Optional.empty(), gets + (gets == 1 ? " Get"
                            : " Gets"));
                }
                case "BatchWriteItem" -> {
                    BatchWriteItemRequest b = RequestJson.readBatchWriteItem(bytes(json), "request");
                    yield new Matched(Optional.of(matcher.match(b)), Optional.empty(), entries(b));
                }
                case "PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems" -> {
                    WriteRequest w = RequestJson.readWrite(json, "request", request.operation());
                    yield new Matched(Optional.of(matcher.match(w)), Optional.empty(), writeKey(w, matcher.design()));
                }
                default -> new Matched(Optional.empty(), Optional.empty(), "");
            };
        } catch (RequestJsonException e) {
            return new Matched(Optional.of(PatternMatch.refused(e.getMessage().lines().findFirst().orElse(""))),
                    Optional.empty(), keyOf(request, json));
        } catch (RuntimeException e) {
            // A request the engine cannot even read for matching is shown as such, never as a stack trace.
            return new Matched(Optional.of(PatternMatch.refused("cannot read the request: " + e.getMessage())),
                    Optional.empty(), "");
        }
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** {@code 3 puts, 1 delete}. */
    private static String entries(BatchWriteItemRequest batch) {
        long puts = 0;
        long deletes = 0;
        if (batch.requestItems() != null) {
            for (List<BatchWriteEntry> entries : batch.requestItems().values()) {
                for (BatchWriteEntry e : entries == null ? List.<BatchWriteEntry>of() : entries) {
                    if (e.isPut()) {
                        puts++;
                    } else {
                        deletes++;
                    }
                }
            }
        }
        List<String> parts = new ArrayList<>();
        if (puts > 0) {
            parts.add(puts + (puts == 1 ? " put" : " puts"));
        }
        if (deletes > 0) {
            parts.add(deletes + (deletes == 1 ? " delete" : " deletes"));
        }
        return String.join(", ", parts);
    }

    /** For a refused request: the expression or key as sent, if the body is JSON. */
    private static String keyOf(ServedRequest request, String json) {
        try {
            JsonNode body = JSON.readTree(json);
            if (body != null && body.hasNonNull("KeyConditionExpression")) {
                return body.get("KeyConditionExpression").asText();
            }
            return body != null && body.has("Key") ? body.get("Key").toString() : "";
        } catch (IOException e) {
            return "";
        }
    }

    /** DynamoDB's {@code message} (or {@code Message}) of an error response, or empty. */
    static String errorMessage(String responseJson) {
        try {
            JsonNode body = JSON.readTree(responseJson == null ? "" : responseJson);
            if (body == null) {
                return "";
            }
            JsonNode message = body.has("message") ? body.get("message") : body.get("Message");
            return message == null ? "" : message.asText();
        } catch (IOException e) {
            return "";
        }
    }

    /** The expression with {@code #names} and {@code :values} in place; empty for none. */
    static String readable(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
        if (expression == null) {
            return "";
        }
        Matcher m = PLACEHOLDER.matcher(expression);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String token = m.group();
            String replacement = token;
            if (token.startsWith("#") && names != null && names.containsKey(token)) {
                replacement = names.get(token);
            } else if (token.startsWith(":") && values != null && values.containsKey(token)) {
                replacement = show(values.get(token));
            }
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    static String key(Map<String, AttributeValue> key) {
        List<String> parts = new ArrayList<>();
        if (key != null) {
            key.forEach((name, value) -> parts.add(name + " = " + show(value)));
        }
        return String.join(", ", parts);
    }

    private static String writeKey(WriteRequest w, dev.tablesmith.model.Design design) {
        if (w instanceof PutItemRequest put) {
            Map<String, AttributeValue> attributes = put.item() == null ? Map.of() : put.item().attributes();
            List<String> parts = new ArrayList<>();
            List<String> keyNames = design.table(put.tableName()).map(t -> t.keySchema().attributeNames())
                    .orElse(List.of());
            for (String name : keyNames) {
                if (attributes.containsKey(name)) {
                    parts.add(name + " = " + show(attributes.get(name)));
                }
            }
            return parts.isEmpty() ? "item of " + attributes.size() + " attributes" : String.join(", ", parts);
        }
        if (w instanceof UpdateItemRequest update) {
            return key(update.key());
        }
        if (w instanceof DeleteItemRequest delete) {
            return key(delete.key());
        }
        var items = ((TransactWriteItemsRequest) w).transactItems();
        int n = items == null ? 0 : items.size();
        return n + (n == 1 ? " action" : " actions");
    }

    private static String show(AttributeValue value) {
        String text = AttributeValues.display(value);
        return value instanceof AttributeValue.S ? "\"" + text + "\"" : text;
    }
}
