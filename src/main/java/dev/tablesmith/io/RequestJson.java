package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.BatchGetItemResponse;
import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.engine.request.TransactGetItemsRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.engine.request.WriteResponse;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;

/**
 * DynamoDB's read and write requests and responses in the JSON of the DynamoDB API: the request bodies that
 * {@code aws dynamodb query --cli-input-json file://req.json} takes (same field names), and the responses as the
 * AWS CLI prints them.
 *
 * <p>Reading checks the JSON shape the way the API does before it looks at the table: every field must be a
 * parameter of the operation (DynamoDB refuses unknown parameters; a near miss is named, "did you mean
 * 'KeyConditionExpression'?"), have the right JSON type, and every attribute value must be DynamoDB JSON
 * ({@code {"S": "CUST#c1"}}, numbers as strings). Every problem is located as {@code SOURCE:LINE:COLUMN: FIELD:
 * MESSAGE}, the field written as DynamoDB names it ({@code ExpressionAttributeValues.:s},
 * {@code RequestItems.orders.Keys[0].PK}). The rules DynamoDB applies against the table and the expressions are
 * the engine's, and fail there with DynamoDB's ValidationException text.
 *
 * <p>Writing prints the response members in the AWS CLI's order ({@code Items, Count, ScannedCount,
 * LastEvaluatedKey, ConsumedCapacity}), four-space indented, capacity units as JSON numbers ({@code 0.5},
 * {@code 1.0}). One difference: for a GetItem that finds nothing DynamoDB returns {@code {}}, which the AWS CLI
 * prints as nothing at all; this prints {@code {}}, so the output is always JSON.
 */
public final class RequestJson {
    /** The write operations {@link #readWrite} reads. */
    public static final List<String> WRITE_OPERATIONS = List.of("PutItem", "UpdateItem", "DeleteItem",
            "TransactWriteItems");
    /**
     * A member left out, which the older list names after the values the file holds ("2 validation errors
     * detected: Value '' at 'tableName' ...; Value null at 'key' ...", Parity Suite
     * validation-ordering/updateItem.test.ts, eu-west-2 and us-east-1, 2026-10-09).
     */
    private static final String MISSING = "Value null at ";
    private static final String DESIGN_TRAILER = "unexpected content after the end of the design";
    private static final Comparator<RequestProblem> FILE_ORDER = Comparator.comparingInt(RequestProblem::line)
            .thenComparingInt(RequestProblem::column)
            .thenComparing(RequestProblem::message);

    private RequestJson() {
    }

    /** Reads a Query request. {@code source} names the text in problems ({@code req.json}, {@code stdin}). */
    public static QueryRequest readQuery(byte[] json, String source) throws RequestJsonException {
        return read(json, source, RequestReader::query);
    }

    /** {@link #readQuery(byte[], String)} for text already in memory. */
    public static QueryRequest readQuery(String json, String source) throws RequestJsonException {
        return readQuery(json.getBytes(StandardCharsets.UTF_8), source);
    }

    /** Reads a Scan request (parallel scan's {@code Segment} and {@code TotalSegments} included). */
    public static ScanRequest readScan(byte[] json, String source) throws RequestJsonException {
        return read(json, source, RequestReader::scan);
    }

    /** {@link #readScan(byte[], String)} for text already in memory. */
    public static ScanRequest readScan(String json, String source) throws RequestJsonException {
        return readScan(json.getBytes(StandardCharsets.UTF_8), source);
    }

    /** Reads a GetItem request. */
    public static GetItemRequest readGetItem(byte[] json, String source) throws RequestJsonException {
        return read(json, source, RequestReader::getItem);
    }

    /** {@link #readGetItem(byte[], String)} for text already in memory. */
    public static GetItemRequest readGetItem(String json, String source) throws RequestJsonException {
        return readGetItem(json.getBytes(StandardCharsets.UTF_8), source);
    }

    /** Reads a BatchGetItem request: {@code RequestItems} maps each table name to its keys and projection. */
    public static BatchGetItemRequest readBatchGetItem(byte[] json, String source) throws RequestJsonException {
        return read(json, source, RequestReader::batchGetItem);
    }

    /** {@link #readBatchGetItem(byte[], String)} for text already in memory. */
    public static BatchGetItemRequest readBatchGetItem(String json, String source) throws RequestJsonException {
        return readBatchGetItem(json.getBytes(StandardCharsets.UTF_8), source);
    }

    /**
     * Reads a write request: PutItem, UpdateItem, DeleteItem or TransactWriteItems.
     *
     * @param operation the operation's API name, or null to tell it from the fields (TransactItems, Item,
     *                  UpdateExpression; a DeleteItem must be named)
     */
    public static WriteRequest readWrite(byte[] json, String source, String operation) throws RequestJsonException {
        if (operation != null && !WRITE_OPERATIONS.contains(operation)) {
            throw new IllegalArgumentException("not a write operation: " + operation);
        }
        return read(json, source, (reader, root) -> new WriteRequestReader(reader).write(root, operation));
    }

    /** {@link #readWrite(byte[], String, String)} for text already in memory. */
    public static WriteRequest readWrite(String json, String source, String operation) throws RequestJsonException {
        return readWrite(json.getBytes(StandardCharsets.UTF_8), source, operation);
    }

    /** Reads a BatchWriteItem request: {@code RequestItems} maps each table name to its puts and deletes. */
    public static BatchWriteItemRequest readBatchWriteItem(byte[] json, String source) throws RequestJsonException {
        return read(json, source, (reader, root) -> new BatchRequestReaders(reader).batchWriteItem(root));
    }

    /** Reads a TransactGetItems request: {@code TransactItems}, each one {@code Get}. */
    public static TransactGetItemsRequest readTransactGetItems(byte[] json, String source)
            throws RequestJsonException {
        return read(json, source, (reader, root) -> new BatchRequestReaders(reader).transactGetItems(root));
    }

    /** The response of a write as the AWS CLI prints it ({@code {}} for a write that returns nothing). */
    public static String writeResponse(WriteResponse response) {
        return ResponseJsonPrinter.print(WriteResponseTree.response(response));
    }

    /**
     * DynamoDB's error body: {@code __type} and {@code message}, with the old {@code Item} of a failed condition that
     * asked for it and the {@code CancellationReasons} of a cancelled transaction.
     */
    public static String writeError(DynamoDbError error) {
        return ResponseJsonPrinter.print(WriteResponseTree.error(error));
    }

    /** The response of a Query or a Scan as the AWS CLI prints it. */
    public static String writeResponse(QueryResponse response) {
        return writeResponse(response, null);
    }

    /**
     * The response of a Query or a Scan made with {@code select}: with {@code Select=COUNT} DynamoDB leaves the
     * {@code Items} member out altogether, so this does too.
     */
    public static String writeResponse(QueryResponse response, Select select) {
        return ResponseJsonPrinter.print(ResponseTree.query(response, select != Select.COUNT));
    }

    /** The response of GetItem as the AWS CLI prints it ({@code {}} when no item has the key). */
    public static String writeResponse(GetItemResponse response) {
        return ResponseJsonPrinter.print(ResponseTree.getItem(response));
    }

    /** The response of BatchGetItem as the AWS CLI prints it. */
    public static String writeResponse(BatchGetItemResponse response) {
        return ResponseJsonPrinter.print(ResponseTree.batchGetItem(response));
    }

    /** The request as {@code --cli-input-json} text; reading it back gives an equal record. */
    public static String writeRequest(QueryRequest request) {
        return ResponseJsonPrinter.print(RequestTree.query(request));
    }

    /** The Scan request as {@code --cli-input-json} text. */
    public static String writeRequest(ScanRequest request) {
        return ResponseJsonPrinter.print(RequestTree.scan(request));
    }

    /** The GetItem request as {@code --cli-input-json} text. */
    public static String writeRequest(GetItemRequest request) {
        return ResponseJsonPrinter.print(RequestTree.getItem(request));
    }

    /** The BatchGetItem request as {@code --cli-input-json} text. */
    public static String writeRequest(BatchGetItemRequest request) {
        return ResponseJsonPrinter.print(RequestTree.batchGetItem(request));
    }

    private static <T> T read(byte[] bytes, String source, BiFunction<RequestReader, JsonNode, T> reading)
            throws RequestJsonException {
        ParsedJson json;
        try {
            json = ParsedJson.read(bytes);
        } catch (MalformedJsonException e) {
            throw new RequestJsonException(List.of(new RequestProblem(source, e.line(), e.column(),
                    RequestPaths.dotted(e.pointer(), null), malformedMessage(e.getMessage()))));
        }
        JsonNode root = json.root();
        ReadContext context = ReadContext.forRequest(json);
        json.duplicateFields().forEach(d -> context.fieldNameProblem(d.pointer(),
                "duplicate field '" + d.name() + "' (each field may appear once)"));
        T request = reading.apply(new RequestReader(context), root);
        if (context.hasProblems()) {
            List<ShapeProblem> problems = context.problems();
            LocationIndex index = json.locations(problems.stream().map(ShapeProblem::pointer).toList());
            throw new RequestJsonException(problems.stream()
                    .map(p -> locate(source, index, root, p))
                    .sorted(FILE_ORDER)
                    .toList(), answer(problems, index, context.operation()));
        }
        return request;
    }

    /**
     * DynamoDB's answer to a request with these problems, or null when any of them is one a client refuses before
     * sending (see {@link RequestJsonException}). Request-model failures come first. Where the operation's failures
     * are all checks the validation framework has taken over, the first in the API model's member order alone
     * ("1 validation error detected: Value at 'TableName' ...", see {@link ValidationFramework}); otherwise all of
     * them in the older form ("2 validation errors detected: A; B", in file order, members left out last:
     * DynamoDB's own order of that list is not documented). Without request-model failures, the first other refusal in file order.
     */
    private static DynamoDbError answer(List<ShapeProblem> problems, LocationIndex index, String operation) {
        if (problems.stream().anyMatch(p -> p.answer() == null)) {
            return null;
        }
        List<ShapeProblem> ordered = problems.stream()
                .sorted(Comparator.comparingInt((ShapeProblem p) -> position(index, p).line())
                        .thenComparingInt(p -> position(index, p).column()))
                .toList();
        List<ShapeProblem> model = ordered.stream().filter(p -> p.answer().requestModel()).toList();
        if (!model.isEmpty() && ValidationFramework.coversOperation(operation)
                && model.stream().allMatch(p -> p.answer().frameworkEntry() != null)) {
            ShapeProblem first = model.stream()
                    .min(Comparator.comparingInt(p -> ValidationFramework.rank(operation, p.pointer())))
                    .orElseThrow();
            return DynamoDbError.validation("1 validation error detected: " + first.answer().frameworkEntry());
        }
        List<String> constraints = ordered.stream().map(ShapeProblem::answer).filter(DynamoDbAnswer::constraint)
                .map(DynamoDbAnswer::message)
                .sorted(Comparator.comparing((String entry) -> entry.startsWith(MISSING)))
                .distinct().toList();
        if (!constraints.isEmpty()) {
            return DynamoDbError.validation(constraints.size() + " validation error"
                    + (constraints.size() == 1 ? "" : "s") + " detected: " + String.join("; ", constraints));
        }
        return DynamoDbError.validation(ordered.get(0).answer().message());
    }

    private static LocationIndex.Position position(LocationIndex index, ShapeProblem problem) {
        return problem.atFieldName() ? index.nameAt(problem.pointer()) : index.valueAt(problem.pointer());
    }

    /** The shared JSON tokenizer speaks of designs; a request file is a request. */
    private static String malformedMessage(String message) {
        if (message.startsWith(DESIGN_TRAILER)) {
            return "unexpected content after the end of the request (a request file holds one JSON object)";
        }
        return message;
    }

    /**
     * A problem at its value, or at its field name for unknown and duplicate fields; those name the object they
     * are in as the path, since the field itself is the problem.
     */
    private static RequestProblem locate(String source, LocationIndex index, JsonNode root, ShapeProblem problem) {
        LocationIndex.Position at = problem.atFieldName()
                ? index.nameAt(problem.pointer())
                : index.valueAt(problem.pointer());
        String pointer = problem.atFieldName() ? JsonPointers.parent(problem.pointer()) : problem.pointer();
        return new RequestProblem(source, at.line(), at.column(), RequestPaths.dotted(pointer, root),
                problem.message());
    }
}
