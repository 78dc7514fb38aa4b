package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.expr.KeyCondition;
import dev.tablesmith.engine.expr.KeyConditionExpression;
import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.BatchWriteEntry;
import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.TransactGetItem;
import dev.tablesmith.engine.request.TransactGetItemsRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.concurrent.ConcurrentHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Finds the access pattern a request the application sent serves, by comparing it with the plan of every pattern
 * of its table (the request {@link AccessPatternPlanner} builds for the pattern): a Query on the same index whose
 * partition key value one of the pattern's entities renders and whose sort key condition stays inside the
 * pattern's; a GetItem of a key the pattern's entity renders; a write of the same operation on the pattern's
 * entities. A Scan is always a Scan: it reads the whole table or index, whichever pattern it was meant for.
 *
 * <p>DynamoDB rules relied on: a Query names exactly one table or index ({@code IndexName}) and holds an equality
 * on the partition key ("Query condition missed key schema element"); a GetItem names the full primary key ("The
 * provided key element does not match the schema"); a BatchGetItem is a GetItem per key. A BatchWriteItem is
 * not a transaction: each of its entries is a PutItem or DeleteItem of its own (without a condition, which the
 * batch cannot carry), so each is matched as that single write; a TransactGetItems holds one GetItem per action.
 */
public final class RequestPatternMatcher {
    private final Design design;
    private final Map<String, ReadPatternMatcher> reads = new ConcurrentHashMap<>();

    public RequestPatternMatcher(Design design) {
        this.design = design;
    }

    public Design design() {
        return design;
    }

    public PatternMatch match(QueryRequest request) {
        return table(request.tableName()).map(t -> reads(t).query(request))
                .orElseGet(() -> noTable(request.tableName()));
    }

    public PatternMatch match(ScanRequest request) {
        return table(request.tableName()).map(t -> reads(t).scan(request))
                .orElseGet(() -> noTable(request.tableName()));
    }

    public PatternMatch match(GetItemRequest request) {
        Map<String, AttributeValue> key = request.key() == null ? Map.of() : request.key();
        return table(request.tableName()).map(t -> reads(t).getItem(key))
                .orElseGet(() -> noTable(request.tableName()));
    }

    /** Each key of a BatchGetItem is a GetItem: the patterns they serve, or the first key that serves none. */
    public PatternMatch match(BatchGetItemRequest request) {
        List<PatternMatch> each = new ArrayList<>();
        Map<String, KeysAndAttributes> items = request.requestItems() == null ? Map.of() : request.requestItems();
        for (Map.Entry<String, KeysAndAttributes> e : items.entrySet()) {
            List<Map<String, AttributeValue>> keys = e.getValue().keys() == null ? List.of() : e.getValue().keys();
            for (Map<String, AttributeValue> key : keys) {
                each.add(match(new GetItemRequest(e.getKey(), key, null, null, null, null)));
            }
        }
        return combined(each, false, "The requestItems parameter is required for BatchGetItem",
                "every key is a GetItem of a pattern: ", "a key of the batch: ");
    }

    /**
     * Each Get of a TransactGetItems is a GetItem: the patterns they serve, once per Get ({@code AP1 ×2, AP7}), or
     * the first Get that serves none.
     */
    public PatternMatch match(TransactGetItemsRequest request) {
        List<PatternMatch> each = new ArrayList<>();
        for (TransactGetItem get : request.transactItems() == null ? List.<TransactGetItem>of()
                : request.transactItems()) {
            each.add(match(new GetItemRequest(get.tableName(), get.key(), null, null, null, null)));
        }
        return combined(each, true, "the TransactGetItems holds no Get", "every Get is a GetItem of a pattern: ",
                "a Get of the transaction: ");
    }

    /**
     * Each entry of a BatchWriteItem is a single PutItem or DeleteItem: the write patterns they serve, once per
     * entry ({@code W1 ×3, W4}), or the first entry that serves none.
     */
    public PatternMatch match(BatchWriteItemRequest request) {
        List<PatternMatch> each = new ArrayList<>();
        Map<String, List<BatchWriteEntry>> items = request.requestItems() == null ? Map.of()
                : request.requestItems();
        for (Map.Entry<String, List<BatchWriteEntry>> e : items.entrySet()) {
            for (BatchWriteEntry entry : e.getValue() == null ? List.<BatchWriteEntry>of() : e.getValue()) {
                WriteRequest one = entry.isPut()
                        ? new PutItemRequest(e.getKey(), entry.putItem(), null, null, null, null, null, null)
                        : new DeleteItemRequest(e.getKey(), entry.deleteKey(), null, null, null, null, null, null);
                each.add(match(one));
            }
        }
        return combined(each, true, "the BatchWriteItem holds no entry",
                "each entry is a single write of a pattern: ", "an entry of the batch: ");
    }

    /**
     * The requests of one call together: the first one that serves no pattern decides; else every pattern served,
     * in order, repeated once per request when {@code perRequest} (else once), with the distinct reasons.
     */
    private static PatternMatch combined(List<PatternMatch> each, boolean perRequest, String emptyMessage,
                                         String matchedPrefix, String unmatchedPrefix) {
        List<AccessPattern> served = new ArrayList<>();
        Set<String> reasons = new LinkedHashSet<>();
        for (PatternMatch one : each) {
            if (one.verdict() != PatternMatch.Verdict.PATTERN) {
                return new PatternMatch(one.verdict(), List.of(), unmatchedPrefix + one.reason(), one.closest());
            }
            for (AccessPattern p : one.patterns()) {
                if (perRequest || !served.contains(p)) {
                    served.add(p);
                }
            }
            reasons.add(one.reason());
        }
        if (served.isEmpty()) {
            return PatternMatch.refused(emptyMessage);
        }
        return PatternMatch.matched(served, matchedPrefix + String.join("; ", reasons));
    }

    public PatternMatch match(WriteRequest request) {
        String tableName = WritePatternMatcher.tableName(request);
        return table(tableName).map(t -> new WritePatternMatcher(t).match(request))
                .orElseGet(() -> noTable(tableName));
    }

    /**
     * An access pattern drafted from a Query ("Add as access pattern…"), or empty when the request is refused or no
     * entity of the table writes the key it reads.
     */
    public Optional<PatternDraft> draft(QueryRequest request) {
        Optional<Table> table = table(request.tableName());
        if (table.isEmpty()) {
            return Optional.empty();
        }
        String label = request.indexName() == null ? AccessPattern.TABLE_INDEX : request.indexName();
        Optional<IndexSpec> spec = IndexSpec.all(table.get()).stream().filter(s -> s.name().equals(label))
                .findFirst();
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        KeyCondition condition;
        try {
            condition = KeyConditionExpression.parse(request.keyConditionExpression(),
                    request.expressionAttributeNames(), request.expressionAttributeValues(), spec.get());
        } catch (ExpressionException e) {
            return Optional.empty();
        }
        return PatternDraft.fromQuery(table.get(), spec.get(), condition, request.limit(), request.forward(),
                request.strong());
    }

    /** An access pattern drafted from a GetItem, or empty when no entity's templates render its key. */
    public Optional<PatternDraft> draft(GetItemRequest request) {
        return table(request.tableName()).flatMap(t -> PatternDraft.fromGetItem(t,
                request.key() == null ? Map.of() : request.key(), request.strong()));
    }

    private Optional<Table> table(String name) {
        return name == null ? Optional.empty() : design.table(name);
    }

    private ReadPatternMatcher reads(Table table) {
        return reads.computeIfAbsent(table.name(), n -> new ReadPatternMatcher(table, design.pricing()));
    }

    private static PatternMatch noTable(String name) {
        return PatternMatch.none("the design has no table " + (name == null ? "(none named)" : name)
                + ", so no access pattern", Optional.empty());
    }
}
