package dev.tablesmith.differential;

import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;

/** Builds the engine's {@link ScanRequest} one DynamoDB parameter at a time. */
final class ScanBuilder {
    private final String tableName;
    private String indexName;
    private String filter;
    private String projection;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();
    private Integer limit;
    private Select select;
    private ReturnConsumedCapacity capacity;

    private ScanBuilder(String tableName) {
        this.tableName = tableName;
    }

    static ScanBuilder on(String tableName) {
        return new ScanBuilder(tableName);
    }

    ScanBuilder index(String name) {
        this.indexName = name;
        return this;
    }

    ScanBuilder filter(String filterExpression) {
        this.filter = filterExpression;
        return this;
    }

    ScanBuilder projection(String projectionExpression) {
        this.projection = projectionExpression;
        return this;
    }

    /** Sets the FilterExpression and adds its placeholders. */
    ScanBuilder filter(ExpressionParts filter) {
        names.putAll(filter.names());
        values.putAll(filter.values());
        return filter(filter.text());
    }

    /** Sets the ProjectionExpression and adds its placeholders. */
    ScanBuilder projection(ExpressionParts projection) {
        names.putAll(projection.names());
        values.putAll(projection.values());
        return projection(projection.text());
    }

    ScanBuilder name(String placeholder, String attributeName) {
        names.put(placeholder, attributeName);
        return this;
    }

    ScanBuilder value(String placeholder, AttributeValue value) {
        values.put(placeholder, value);
        return this;
    }

    ScanBuilder limit(Integer limit) {
        this.limit = limit;
        return this;
    }

    ScanBuilder select(Select select) {
        this.select = select;
        return this;
    }

    ScanBuilder capacity(ReturnConsumedCapacity capacity) {
        this.capacity = capacity;
        return this;
    }

    ScanRequest build() {
        return new ScanRequest(tableName, indexName, filter, projection, names.isEmpty() ? null : Map.copyOf(names),
                values.isEmpty() ? null : Map.copyOf(values), limit, null, null, select, capacity, null, null);
    }

    /** The same request resuming after {@code exclusiveStartKey}. */
    static ScanRequest startingAfter(ScanRequest r, Map<String, AttributeValue> exclusiveStartKey) {
        return new ScanRequest(r.tableName(), r.indexName(), r.filterExpression(), r.projectionExpression(),
                r.expressionAttributeNames(), r.expressionAttributeValues(), r.limit(), exclusiveStartKey,
                r.consistentRead(), r.select(), r.returnConsumedCapacity(), r.segment(), r.totalSegments());
    }
}
