package dev.tablesmith.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.engine.BatchWriter;
import dev.tablesmith.engine.KeyReadExpressions;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.TransactWrites;
import dev.tablesmith.engine.TransactionReader;
import dev.tablesmith.engine.WriteOutcome;
import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.BatchGetItemResponse;
import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.engine.request.TransactGetItemsRequest;
import dev.tablesmith.engine.request.TransactGetItemsResponse;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.engine.request.WriteResponse;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import dev.tablesmith.io.WireJson;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs one DynamoDB operation on the served tables: reads on a snapshot, writes and control-plane changes through
 * {@link ServedTables#write}. Request bodies are read by {@code io/RequestJson} (the same reader as the command
 * line): a request DynamoDB would receive and refuse gets DynamoDB's ValidationException; JSON of the wrong shape
 * for the operation gets a SerializationException, as DynamoDB's framework refuses it before the operation runs.
 */
final class Dispatcher {
    static final Set<String> OPERATIONS = Set.of("PutItem", "GetItem", "UpdateItem", "DeleteItem", "Query", "Scan",
            "BatchGetItem", "BatchWriteItem", "TransactWriteItems", "TransactGetItems", "ListTables",
            "DescribeTable", "CreateTable", "DeleteTable", "UpdateTable", "DescribeTimeToLive", "UpdateTimeToLive");
    /** The operations that change tables or items: refused on a read-only endpoint. */
    static final Set<String> WRITES = Set.of("PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem",
            "TransactWriteItems", "CreateTable", "DeleteTable", "UpdateTable", "UpdateTimeToLive");
    private static final String SOURCE = "request";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ServedTables tables;
    private final WriteMode mode;

    Dispatcher(ServedTables tables, WriteMode mode) {
        this.tables = tables;
        this.mode = mode;
    }

    /**
     * @param operation one of {@link #OPERATIONS}
     * @param body      the request body, already known to be a JSON object
     * @param root      its parsed tree
     */
    Answer answer(String operation, byte[] body, JsonNode root) {
        if (mode == WriteMode.READ_ONLY && WRITES.contains(operation)) {
            JsonNode name = root.get("TableName");
            return WireErrors.accessDenied(operation, name != null && name.isTextual() ? name.textValue() : null);
        }
        try {
            return run(operation, body, root);
        } catch (RequestJsonException e) {
            return e.answer().map(Answer::refused)
                    .orElseGet(() -> WireErrors.serialization(e.problems().isEmpty() ? "invalid request"
                            : e.problems().get(0).message()));
        } catch (DynamoDbError e) {
            return Answer.refused(e);
        } catch (ExpressionException e) {
            return Answer.refused(DynamoDbError.validation(e.getMessage()));
        }
    }

    private Answer run(String operation, byte[] body, JsonNode root) throws RequestJsonException {
        return switch (operation) {
            case "Query" -> query(RequestJson.readQuery(body, SOURCE));
            case "Scan" -> scan(RequestJson.readScan(body, SOURCE));
            case "GetItem" -> getItem(RequestJson.readGetItem(body, SOURCE));
            case "BatchGetItem" -> batchGetItem(RequestJson.readBatchGetItem(body, SOURCE));
            case "TransactGetItems" -> transactGetItems(RequestJson.readTransactGetItems(body, SOURCE));
            case "BatchWriteItem" -> batchWriteItem(RequestJson.readBatchWriteItem(body, SOURCE));
            case "PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems" ->
                    write(RequestJson.readWrite(body, SOURCE, operation));
            default -> ControlPlaneCalls.answer(operation, root, tables);
        };
    }

    private Answer query(QueryRequest request) {
        SimulatedTable table = tables.snapshot().table(request.tableName());
        QueryResponse measured = table.query(new QueryRequest(request.tableName(), request.indexName(),
                request.keyConditionExpression(), request.filterExpression(), request.projectionExpression(),
                request.expressionAttributeNames(), request.expressionAttributeValues(), request.scanIndexForward(),
                request.limit(), request.exclusiveStartKey(), request.consistentRead(), request.select(),
                measuring(request.returnConsumedCapacity())));
        return pageAnswer(measured, request.returnConsumedCapacity(), request.select());
    }

    private Answer scan(ScanRequest request) {
        SimulatedTable table = tables.snapshot().table(request.tableName());
        QueryResponse measured = table.scan(new ScanRequest(request.tableName(), request.indexName(),
                request.filterExpression(), request.projectionExpression(), request.expressionAttributeNames(),
                request.expressionAttributeValues(), request.limit(), request.exclusiveStartKey(),
                request.consistentRead(), request.select(), measuring(request.returnConsumedCapacity()),
                request.segment(), request.totalSegments()));
        return pageAnswer(measured, request.returnConsumedCapacity(), request.select());
    }

    private static Answer pageAnswer(QueryResponse measured, ReturnConsumedCapacity asked,
                                     Select select) {
        QueryResponse sent = new QueryResponse(measured.items(), measured.count(), measured.scannedCount(),
                measured.lastEvaluatedKey(), shown(measured.consumedCapacity(), asked));
        return Answer.ok(WireJson.query(sent, select), measured.scannedCount(), measured.count(),
                units(measured.consumedCapacity()));
    }

    private Answer getItem(GetItemRequest request) {
        SimulatedTable table = tables.snapshot().table(request.tableName());
        GetItemResponse measured = table.getItem(new GetItemRequest(request.tableName(), request.key(),
                request.projectionExpression(), request.expressionAttributeNames(), request.consistentRead(),
                measuring(request.returnConsumedCapacity())));
        GetItemResponse sent = new GetItemResponse(measured.item(),
                shown(measured.consumedCapacity(), request.returnConsumedCapacity()));
        int found = measured.item() == null ? 0 : 1;
        return Answer.ok(WireJson.getItem(sent), found, found, units(measured.consumedCapacity()));
    }

    /** Each table of RequestItems from the same snapshot; the responses in the order of RequestItems. */
    private Answer batchGetItem(BatchGetItemRequest request) {
        KeyReadExpressions.checkBatch(request.requestItems());
        ServedState state = tables.snapshot();
        request.requestItems().keySet().forEach(state::table);
        Map<String, List<Item>> responses = new LinkedHashMap<>();
        List<ConsumedCapacity> capacity = new ArrayList<>();
        double total = 0;
        int found = 0;
        int keys = 0;
        for (Map.Entry<String, KeysAndAttributes> e : request.requestItems().entrySet()) {
            BatchGetItemResponse part = state.table(e.getKey()).batchGetItem(new BatchGetItemRequest(
                    Map.of(e.getKey(), e.getValue()), measuring(request.returnConsumedCapacity())));
            responses.putAll(part.responses());
            for (ConsumedCapacity c : part.consumedCapacity()) {
                total += c.total().capacityUnits();
                ConsumedCapacity shown = shown(c, request.returnConsumedCapacity());
                if (shown != null) {
                    capacity.add(shown);
                }
            }
            found += part.responses().values().stream().mapToInt(List::size).sum();
            keys += e.getValue().keys() == null ? 0 : e.getValue().keys().size();
        }
        return Answer.ok(WireJson.batchGetItem(new BatchGetItemResponse(responses, Map.of(), capacity)), keys, found,
                total);
    }

    private Answer transactGetItems(TransactGetItemsRequest request) {
        TransactGetItemsResponse measured = TransactionReader.read(tables.snapshot().tables(),
                new TransactGetItemsRequest(request.transactItems(), measuring(request.returnConsumedCapacity())));
        List<ConsumedCapacity> shown = new ArrayList<>();
        for (ConsumedCapacity c : measured.consumedCapacity()) {
            ConsumedCapacity s = shown(c, request.returnConsumedCapacity());
            if (s != null) {
                shown.add(s);
            }
        }
        int found = (int) measured.responses().stream().filter(i -> i != null).count();
        return Answer.ok(WireJson.transactGetItems(new TransactGetItemsResponse(measured.responses(), shown)),
                measured.responses().size(), found, measured.consumedCapacity().stream()
                        .mapToDouble(c -> c.total().capacityUnits()).sum());
    }

    private Answer batchWriteItem(BatchWriteItemRequest request) {
        BatchWriter.Outcome outcome = tables.write(state -> {
            BatchWriter.Outcome o = BatchWriter.write(state.tables(), request);
            return ServedTables.Update.tables(o, o.tables(), o.writes());
        });
        double units = outcome.writes().values().stream().flatMap(List::stream)
                .mapToDouble(w -> w.cost().totalUnits()).sum();
        return Answer.ok(WireJson.batchWriteItem(outcome.response()), units);
    }

    private Answer write(WriteRequest request) {
        if (request instanceof TransactWriteItemsRequest transaction) {
            TransactWrites.Outcome outcome = tables.write(state -> {
                TransactWrites.Outcome o = TransactWrites.transact(state.tables(), transaction);
                return ServedTables.Update.tables(o, o.tables(), o.writes());
            });
            double units = outcome.writes().values().stream().flatMap(List::stream)
                    .mapToDouble(w -> w.cost().totalUnits()).sum();
            return Answer.ok(WireJson.write(outcome.response()), units);
        }
        String tableName = tableName(request);
        WriteOutcome<? extends WriteResponse> outcome = tables.write(state -> {
            WriteOutcome<? extends WriteResponse> o = state.table(tableName).write(request);
            return ServedTables.Update.tables(o, Map.of(tableName, o.table()), Map.of(tableName, o.writes()));
        });
        return Answer.ok(WireJson.write(outcome.response()), outcome.totalWriteUnits());
    }

    /** The table a PutItem, UpdateItem or DeleteItem names. */
    private static String tableName(WriteRequest request) {
        if (request instanceof PutItemRequest p) {
            return p.tableName();
        }
        if (request instanceof UpdateItemRequest u) {
            return u.tableName();
        }
        return ((DeleteItemRequest) request).tableName();
    }

    /** Reads always measure their capacity (for the Traffic list); the response shows it only when asked. */
    private static ReturnConsumedCapacity measuring(ReturnConsumedCapacity asked) {
        return asked == ReturnConsumedCapacity.INDEXES ? asked : ReturnConsumedCapacity.TOTAL;
    }

    private static ConsumedCapacity shown(ConsumedCapacity measured, ReturnConsumedCapacity asked) {
        return asked == null || asked == ReturnConsumedCapacity.NONE ? null : measured;
    }

    private static double units(ConsumedCapacity c) {
        return c == null ? 0 : c.total().capacityUnits();
    }

    static String json(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a JSON tree", e);
        }
    }
}
