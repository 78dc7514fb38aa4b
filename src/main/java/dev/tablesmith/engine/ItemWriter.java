package dev.tablesmith.engine;

import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteItemResponse;
import dev.tablesmith.model.Item;
import java.util.List;

/**
 * PutItem, UpdateItem and DeleteItem on a {@link SimulatedTable}, as DynamoDB runs them: checks, then the
 * ConditionExpression against the stored item (ConditionalCheckFailedException "The conditional request failed"
 * when false, with the old item if ReturnValuesOnConditionCheckFailure=ALL_OLD), then the write.
 *
 * <p>ReturnValues: PutItem and DeleteItem accept NONE and ALL_OLD only ("Return values set to invalid value"
 * otherwise); UpdateItem also UPDATED_OLD, ALL_NEW and UPDATED_NEW (the updated paths of the old or new item).
 * {@code Attributes} is left out when there is nothing to return (no old item, an empty projection).
 */
final class ItemWriter {
    private ItemWriter() {
    }

    static WriteOutcome<WriteItemResponse> put(SimulatedTable table, PutItemRequest request) {
        requireOldOrNone(request.returnValues());
        return write(table, WriteAction.of(request), request.returnValues(), request.returnConsumedCapacity());
    }

    static WriteOutcome<WriteItemResponse> update(SimulatedTable table, UpdateItemRequest request) {
        NestingDepth.checkExpressionValues(request.expressionAttributeValues());
        return write(table, WriteAction.of(request), request.returnValues(), request.returnConsumedCapacity());
    }

    static WriteOutcome<WriteItemResponse> delete(SimulatedTable table, DeleteItemRequest request) {
        requireOldOrNone(request.returnValues());
        return write(table, WriteAction.of(request), request.returnValues(), request.returnConsumedCapacity());
    }

    private static void requireOldOrNone(ReturnValues returnValues) {
        if (returnValues != null && returnValues != ReturnValues.NONE && returnValues != ReturnValues.ALL_OLD) {
            throw DynamoDbError.validation("Return values set to invalid value");
        }
    }

    private static WriteOutcome<WriteItemResponse> write(SimulatedTable table, WriteAction action,
                                                         ReturnValues returnValues, ReturnConsumedCapacity rcc) {
        PreparedWrite prepared = PreparedWrite.prepare(table, action);
        PreparedWrite.Evaluated evaluated;
        try {
            evaluated = prepared.evaluate(table);
        } catch (PreparedWrite.ConditionFailed e) {
            throw DynamoDbError.conditionalCheckFailed(action.returnsOldOnFailure() ? e.before() : null);
        }
        List<PreparedWrite.Evaluated> all = List.of(evaluated);
        List<ItemWrite> writes = WriteResults.itemWrites(table, all, false);
        SimulatedTable after = WriteResults.apply(table, all);
        Item attributes = attributes(prepared, evaluated, returnValues);
        return new WriteOutcome<>(new WriteItemResponse(attributes,
                WriteResults.consumed(table, writes, 0, rcc)), after, writes);
    }

    private static Item attributes(PreparedWrite prepared, PreparedWrite.Evaluated e, ReturnValues returnValues) {
        if (returnValues == null) {
            return null;
        }
        Item result = switch (returnValues) {
            case NONE -> null;
            case ALL_OLD -> e.before();
            case ALL_NEW -> e.after();
            case UPDATED_OLD -> e.before() == null ? null : prepared.update().map(u -> u.updatedPart(e.before()))
                    .orElse(null);
            case UPDATED_NEW -> e.after() == null ? null : prepared.update().map(u -> u.updatedPart(e.after()))
                    .orElse(null);
        };
        return result == null || result.attributes().isEmpty() ? null : result;
    }
}
