package dev.tablesmith.differential;

import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;

/** Builds the engine's {@link QueryRequest} one DynamoDB parameter at a time. */
final class QueryBuilder {
    private final String tableName;
    private String indexName;
    private String keyCondition;
    private String filter;
    private String projection;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();
    private Boolean scanIndexForward;
    private Integer limit;
    private Boolean consistentRead;
    private Select select;
    private ReturnConsumedCapacity capacity;

    private QueryBuilder(String tableName) {
        this.tableName = tableName;
    }

    static QueryBuilder on(String tableName) {
        return new QueryBuilder(tableName);
    }

    QueryBuilder index(String name) {
        this.indexName = name;
        return this;
    }

    QueryBuilder key(String keyConditionExpression) {
        this.keyCondition = keyConditionExpression;
        return this;
    }

    QueryBuilder filter(String filterExpression) {
        this.filter = filterExpression;
        return this;
    }

    QueryBuilder projection(String projectionExpression) {
        this.projection = projectionExpression;
        return this;
    }

    /** Sets the FilterExpression and adds its placeholders. */
    QueryBuilder filter(ExpressionParts filter) {
        names.putAll(filter.names());
        values.putAll(filter.values());
        return filter(filter.text());
    }

    /** Sets the ProjectionExpression and adds its placeholders. */
    QueryBuilder projection(ExpressionParts projection) {
        names.putAll(projection.names());
        values.putAll(projection.values());
        return projection(projection.text());
    }

    QueryBuilder name(String placeholder, String attributeName) {
        names.put(placeholder, attributeName);
        return this;
    }

    QueryBuilder value(String placeholder, AttributeValue value) {
        values.put(placeholder, value);
        return this;
    }

    QueryBuilder forward(boolean forward) {
        this.scanIndexForward = forward;
        return this;
    }

    QueryBuilder reverse() {
        return forward(false);
    }

    QueryBuilder limit(Integer limit) {
        this.limit = limit;
        return this;
    }

    QueryBuilder consistentRead(boolean consistent) {
        this.consistentRead = consistent;
        return this;
    }

    QueryBuilder select(Select select) {
        this.select = select;
        return this;
    }

    QueryBuilder capacity(ReturnConsumedCapacity capacity) {
        this.capacity = capacity;
        return this;
    }

    QueryRequest build() {
        return new QueryRequest(tableName, indexName, keyCondition, filter, projection,
                names.isEmpty() ? null : Map.copyOf(names), values.isEmpty() ? null : Map.copyOf(values),
                scanIndexForward, limit, null, consistentRead, select, capacity);
    }

    /** The same request resuming after {@code exclusiveStartKey}. */
    static QueryRequest startingAfter(QueryRequest r, Map<String, AttributeValue> exclusiveStartKey) {
        return new QueryRequest(r.tableName(), r.indexName(), r.keyConditionExpression(), r.filterExpression(),
                r.projectionExpression(), r.expressionAttributeNames(), r.expressionAttributeValues(),
                r.scanIndexForward(), r.limit(), exclusiveStartKey, r.consistentRead(), r.select(),
                r.returnConsumedCapacity());
    }
}
