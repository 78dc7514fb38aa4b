package dev.tablesmith.io;

import dev.tablesmith.engine.request.BatchGetItemResponse;
import dev.tablesmith.engine.request.BatchWriteItemResponse;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.engine.request.TransactGetItemsResponse;
import dev.tablesmith.engine.request.WriteResponse;
import dev.tablesmith.io.CanonicalJsonPrinter.JsonNumber;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * DynamoDB's response and error bodies as they travel over the wire (AWS JSON 1.0): the same members as
 * {@link RequestJson} prints for the command line, written compactly, without spaces or line breaks, as DynamoDB
 * sends them ({@code {"Count":1,"Items":[...]}}); capacity units as JSON numbers ({@code 0.5}, {@code 1.0}).
 */
public final class WireJson {
    private WireJson() {
    }

    /** A Query or Scan response ({@code Items} left out for {@code Select=COUNT}). */
    public static String query(QueryResponse response, Select select) {
        return compact(ResponseTree.query(response, select != Select.COUNT));
    }

    public static String getItem(GetItemResponse response) {
        return compact(ResponseTree.getItem(response));
    }

    public static String batchGetItem(BatchGetItemResponse response) {
        return compact(ResponseTree.batchGetItem(response));
    }

    /** PutItem, UpdateItem, DeleteItem or TransactWriteItems. */
    public static String write(WriteResponse response) {
        return compact(WriteResponseTree.response(response));
    }

    /** BatchWriteItem: {@code UnprocessedItems} (always {@code {}}: every request was processed), capacity. */
    public static String batchWriteItem(BatchWriteItemResponse response) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("UnprocessedItems", Map.of());
        capacities(out, response.consumedCapacity());
        return compact(out);
    }

    /** TransactGetItems: one {@code {"Item": ...}} or {@code {}} per Get, then capacity. */
    public static String transactGetItems(TransactGetItemsResponse response) {
        Map<String, Object> out = new LinkedHashMap<>();
        capacities(out, response.consumedCapacity());
        List<Object> responses = new ArrayList<>();
        for (Item item : response.responses()) {
            responses.add(item == null ? Map.of() : Map.of("Item", item));
        }
        out.put("Responses", responses);
        return compact(out);
    }

    /** DynamoDB's error body ({@code __type}, {@code message}, and the extras of some errors). */
    public static String error(DynamoDbError error) {
        return compact(WriteResponseTree.error(error));
    }

    private static void capacities(Map<String, Object> out, List<ConsumedCapacity> consumed) {
        if (!consumed.isEmpty()) {
            List<Object> list = new ArrayList<>();
            consumed.forEach(c -> list.add(ResponseTree.consumedCapacity(c)));
            out.put("ConsumedCapacity", list);
        }
    }

    /** {@code text} as a JSON string literal. */
    public static String quote(String text) {
        return CanonicalJsonPrinter.quote(text);
    }

    /** A JSON tree of the kind {@link ResponseJsonPrinter} takes, written without whitespace. */
    static String compact(Object tree) {
        StringBuilder out = new StringBuilder(256);
        write(out, tree);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value) {
        if (value instanceof AttributeValue attribute) {
            write(out, AttributeValueWriter.dynamo(attribute));
        } else if (value instanceof Item item) {
            write(out, AttributeValueWriter.item(item));
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> member : map.entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                out.append(CanonicalJsonPrinter.quote((String) member.getKey())).append(':');
                write(out, member.getValue());
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                write(out, list.get(i));
            }
            out.append(']');
        } else if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            out.append(CanonicalJsonPrinter.quote(s));
        } else if (value instanceof Double d) {
            out.append(ResponseJsonPrinter.floatText(d));
        } else if (value instanceof JsonNumber n) {
            out.append(n.text());
        } else {
            out.append(value);
        }
    }
}
