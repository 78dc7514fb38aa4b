package dev.tablesmith.planner;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import java.util.Map;

/**
 * The concrete request a plan resolves to, with the example inputs filled in, ready for the engine (or DynamoDB).
 *
 * @param resolution               GetItem, Query, Query + filter, or Scan
 * @param tableName                the table
 * @param indexName                the index, or null for the table
 * @param key                      for GetItem, the full primary key; else empty
 * @param keyConditionExpression   for a Query
 * @param filterExpression         the FilterExpression, or null
 * @param names                    ExpressionAttributeNames (may be empty)
 * @param values                   ExpressionAttributeValues (may be empty)
 * @param scanIndexForward         false for descending order
 * @param limit                    the pattern's page size, or null
 * @param consistentRead           whether the pattern asks for strongly consistent reads
 * @param select                   {@code ALL_ATTRIBUTES} when the pattern wants attributes a local secondary index
 *                                 does not project, so that DynamoDB fetches each item from the table; else null
 *                                 (DynamoDB's default)
 */
public record PlannedRequest(Resolution resolution, String tableName, String indexName,
                             Map<String, AttributeValue> key, String keyConditionExpression,
                             String filterExpression, Map<String, String> names,
                             Map<String, AttributeValue> values, boolean scanIndexForward, Integer limit,
                             boolean consistentRead, Select select) {
    public PlannedRequest {
        key = key == null ? Map.of() : Map.copyOf(key);
        names = names == null ? Map.of() : Map.copyOf(names);
        values = values == null ? Map.of() : Map.copyOf(values);
    }

    /** A request with DynamoDB's default Select. */
    public PlannedRequest(Resolution resolution, String tableName, String indexName,
                          Map<String, AttributeValue> key, String keyConditionExpression,
                          String filterExpression, Map<String, String> names,
                          Map<String, AttributeValue> values, boolean scanIndexForward, Integer limit,
                          boolean consistentRead) {
        this(resolution, tableName, indexName, key, keyConditionExpression, filterExpression, names, values,
                scanIndexForward, limit, consistentRead, null);
    }

    /** Whether DynamoDB fetches every item the request reads from the table (a local index read, see select). */
    public boolean fetchesFromTable() {
        return select == Select.ALL_ATTRIBUTES && indexName != null;
    }

    private static final java.util.regex.Pattern PLACEHOLDER = java.util.regex.Pattern.compile("[#:][A-Za-z0-9_]+");

    /**
     * The expression as people read it: each {@code #name} replaced by the attribute name and each {@code :value}
     * by {@code format} of its value; a placeholder the request does not define stays as it is. Null stays null.
     */
    public String readable(String expression, java.util.function.Function<AttributeValue, String> format) {
        if (expression == null) {
            return null;
        }
        java.util.regex.Matcher m = PLACEHOLDER.matcher(expression);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String token = m.group();
            String replacement = token;
            if (token.startsWith("#") && names.containsKey(token)) {
                replacement = names.get(token);
            } else if (token.startsWith(":") && values.containsKey(token)) {
                replacement = format.apply(values.get(token));
            }
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The index name as shown to users: the index, or "table". */
    public String indexLabel() {
        return indexName == null ? AccessPattern.TABLE_INDEX : indexName;
    }

    public GetItemRequest toGetItem() {
        return new GetItemRequest(tableName, key, null, null, consistentRead, ReturnConsumedCapacity.TOTAL);
    }

    public QueryRequest toQuery(Map<String, AttributeValue> exclusiveStartKey) {
        return new QueryRequest(tableName, indexName, keyConditionExpression, filterExpression, null,
                names.isEmpty() ? null : names, values.isEmpty() ? null : values, scanIndexForward, limit,
                exclusiveStartKey, consistentRead, select, ReturnConsumedCapacity.INDEXES);
    }

    public ScanRequest toScan(Map<String, AttributeValue> exclusiveStartKey) {
        return new ScanRequest(tableName, indexName, filterExpression, null, names.isEmpty() ? null : names,
                values.isEmpty() ? null : values, limit, exclusiveStartKey, consistentRead, null,
                ReturnConsumedCapacity.INDEXES, null, null);
    }
}
