package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.KeyCondition;
import dev.tablesmith.engine.expr.ProjectionExpression;
import dev.tablesmith.engine.expr.QueryExpressions;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.ProjectionType;
import java.util.AbstractList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One Query: the key condition picks one item collection and a contiguous range of it (found by binary search);
 * entries are read in sort key order, or reversed with {@code ScanIndexForward=false}, from just after the
 * {@code ExclusiveStartKey} when there is one, one page at a time (see {@link ReadPage}).
 */
final class QueryRun {
    private final SimulatedTable table;
    private final QueryRequest request;

    QueryRun(SimulatedTable table, QueryRequest request) {
        this.table = table;
        this.request = request;
    }

    /**
     * DynamoDB's refusal of {@code Select=SPECIFIC_ATTRIBUTES} without a projection; Query wraps it in "1 validation
     * error detected: ", Scan gives it bare (paritysuite/dynamodb-conformance query.test.ts and scan.test.ts).
     */
    static final String SPECIFIC_NEEDS_PROJECTION = "Must specify the AttributesToGet or ProjectionExpression when "
            + "choosing to get SPECIFIC_ATTRIBUTES";

    /**
     * Refuses a projection of attributes a KEYS_ONLY or INCLUDE global secondary index does not hold (an LSI fetches
     * them from the table). The text is the one AWS gave in localstack/localstack#478; the list of several
     * attributes is assumed to be written as {@code [a, b]}.
     */
    static void requireProjected(IndexSpec spec, ProjectionExpression projection) {
        if (!spec.global() || spec.projection().type() == ProjectionType.ALL) {
            return;
        }
        Set<String> held = spec.projectedAttributeNames();
        List<String> missing = projection.attributeNames().stream().filter(n -> !held.contains(n)).toList();
        if (!missing.isEmpty()) {
            throw DynamoDbError.validation("One or more parameter values were invalid: Global secondary index "
                    + spec.name() + " does not project [" + String.join(", ", missing) + "]");
        }
    }

    /** The key attributes of the table's secondary indexes, in index order. */
    static Set<String> indexKeys(SimulatedTable table) {
        Set<String> keys = new LinkedHashSet<>();
        table.table().indexes().forEach(i -> keys.addAll(i.keySchema().attributeNames()));
        return keys;
    }

    QueryResponse run() {
        QueryExpressions.checkMapsGiven(request.keyConditionExpression(), request.filterExpression(),
                request.projectionExpression(), request.expressionAttributeNames(),
                request.expressionAttributeValues());
        IndexSpec spec = table.specFor(request.tableName(), request.indexName());
        ReadSettings.checkLimit(request.limit(), true);
        ReadSettings.checkConsistency(spec, request.strong());
        if (request.keyConditionExpression() == null) {
            throw DynamoDbError.validation("Either the KeyConditions or KeyConditionExpression parameter must be "
                    + "specified in the request.");
        }
        IndexEntry probe = request.exclusiveStartKey() == null ? null
                : StartKeys.probe(spec, request.exclusiveStartKey(), false);
        QueryExpressions expressions = QueryExpressions.parse(spec, indexKeys(table), request.keyConditionExpression(),
                request.filterExpression(), request.projectionExpression(), request.expressionAttributeNames(),
                request.expressionAttributeValues());
        if (request.select() == Select.SPECIFIC_ATTRIBUTES && expressions.projection().isEmpty()) {
            throw DynamoDbError.validation("1 validation error detected: " + SPECIFIC_NEEDS_PROJECTION);
        }
        Select select = ReadSettings.effectiveSelect(spec, request.select(), expressions.projection().isPresent());
        expressions.projection().ifPresent(p -> requireProjected(spec, p));
        boolean fetch = TableFetch.needed(spec, select, expressions.projection());
        KeyCondition condition = expressions.keyCondition();
        List<IndexEntry> entries = table.view(request.indexName()).collection(condition.partitionKey())
                .map(ItemCollection::entries).orElse(List.of());

        int from = EntrySearch.firstAdmitted(entries, condition.lowerBound());
        int to = EntrySearch.lastAdmitted(entries, condition.upperBound());
        boolean forward = request.forward();
        if (probe != null) {
            StartKeys.requireWithin(condition, probe);
            int after = EntrySearch.firstAfter(entries, spec, probe);
            if (forward) {
                from = Math.max(from, after);
            } else {
                boolean probeIsAnEntry = after > 0
                        && IndexView.entryOrder(spec).compare(entries.get(after - 1), probe) == 0;
                to = Math.min(to, probeIsAnEntry ? after - 2 : after - 1);
            }
        }
        List<IndexEntry> range = from <= to ? entries.subList(from, to + 1) : List.of();
        if (!forward) {
            range = reversed(range);
        }
        ReadPage page = ReadPage.read(range, e -> condition.test(e.sortKey()), request.limit(),
                expressions.filter(), fetch);
        return Pages.response(table.table().name(), spec, page, select, expressions.projection(),
                fetch, request.strong() && !spec.global(), request.returnConsumedCapacity());
    }

    /** A reversed view, so a descending read of k entries costs O(k), not the size of the collection. */
    private static List<IndexEntry> reversed(List<IndexEntry> list) {
        return new AbstractList<>() {
            @Override
            public IndexEntry get(int index) {
                return list.get(list.size() - 1 - index);
            }

            @Override
            public int size() {
                return list.size();
            }
        };
    }
}
