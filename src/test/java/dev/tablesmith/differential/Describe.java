package dev.tablesmith.differential;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.AttributeValue;
import java.util.Map;
import java.util.TreeMap;

/** One-line descriptions of requests, for test names and failure messages. */
final class Describe {
    private Describe() {
    }

    static String query(QueryRequest r) {
        StringBuilder sb = new StringBuilder("Query ").append(r.tableName());
        if (r.indexName() != null) {
            sb.append('.').append(r.indexName());
        }
        sb.append(" [").append(r.keyConditionExpression()).append(']');
        common(sb, r.filterExpression(), r.projectionExpression(), r.expressionAttributeValues(), r.limit());
        if (!r.forward()) {
            sb.append(" reverse");
        }
        return sb.toString();
    }

    static String scan(ScanRequest r) {
        StringBuilder sb = new StringBuilder("Scan ").append(r.tableName());
        if (r.indexName() != null) {
            sb.append('.').append(r.indexName());
        }
        common(sb, r.filterExpression(), r.projectionExpression(), r.expressionAttributeValues(), r.limit());
        return sb.toString();
    }

    static String getItem(GetItemRequest r) {
        StringBuilder sb = new StringBuilder("GetItem ").append(r.tableName()).append(' ');
        sb.append(values(r.key()));
        if (r.projectionExpression() != null) {
            sb.append(" projection [").append(r.projectionExpression()).append(']');
        }
        return sb.toString();
    }

    private static void common(StringBuilder sb, String filter, String projection, Map<String, AttributeValue> values,
                               Integer limit) {
        if (filter != null) {
            sb.append(" filter [").append(filter).append(']');
        }
        if (projection != null) {
            sb.append(" projection [").append(projection).append(']');
        }
        if (values != null && !values.isEmpty()) {
            sb.append(' ').append(values(values));
        }
        if (limit != null) {
            sb.append(" Limit ").append(limit);
        }
    }

    private static String values(Map<String, AttributeValue> values) {
        StringBuilder sb = new StringBuilder("{");
        new TreeMap<>(values).forEach((k, v) -> sb.append(sb.length() > 1 ? ", " : "").append(k).append('=')
                .append(ExpressionParts.display(v)));
        return sb.append('}').toString();
    }
}
