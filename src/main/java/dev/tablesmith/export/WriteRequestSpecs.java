package dev.tablesmith.export;

import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.WritePatternRequests;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A write pattern's request as the parameters of the DynamoDB API call: PutItem ({@code Item}), UpdateItem or
 * DeleteItem ({@code Key}), with {@code UpdateExpression}, {@code ConditionExpression},
 * {@code ExpressionAttributeNames} and {@code ExpressionAttributeValues}; a transactional pattern is one
 * TransactWriteItems whose {@code TransactItems} hold every action (Put, Update, Delete, ConditionCheck), each
 * with its own table, key or item and expressions, all applied or none.
 *
 * <p>The request is the one Tablesmith's engine sends for the pattern's example inputs
 * ({@link WritePatternRequests}); each value is then read back in terms of the inputs ({@link RequestInputs#forWrite}):
 * key attributes (table and GSI keys of a Put item) as their key templates render them, other attributes and
 * {@code :placeholders} named like an input as that input, everything else as the design's literal.
 */
final class WriteRequestSpecs {
    private WriteRequestSpecs() {
    }

    /** The write request of a write plan of {@code table}; null when the pattern cannot build one (inputs missing). */
    static RequestSpec of(AccessPatternPlan plan, Table table) {
        AccessPattern pattern = plan.pattern();
        WriteRequest request;
        try {
            request = WritePatternRequests.build(table, pattern);
        } catch (IllegalArgumentException noRequest) {
            return null;
        }
        java.util.Set<String> entities = new java.util.LinkedHashSet<>(pattern.entities());
        pattern.write().actionsOn(pattern.entities().get(0)).forEach(a -> entities.add(a.entity()));
        RequestInputs inputs = RequestInputs.forWrite(inputs(table, pattern),
                RequestInputs.keyTemplates(table, List.copyOf(entities)));
        List<RequestSpec.Parameter> parameters = new ArrayList<>();
        String operation;
        List<dev.tablesmith.model.TransactAction> declared = pattern.write().actionsOn(pattern.entities().get(0));
        if (request instanceof PutItemRequest put) {
            operation = "PutItem";
            single(parameters, put.tableName(), "Item", put.item().attributes(), null, put.conditionExpression(),
                    put.expressionAttributeNames(), put.expressionAttributeValues());
            sparse(parameters, table, declared.get(0).entity(), inputs);
        } else if (request instanceof UpdateItemRequest update) {
            operation = "UpdateItem";
            single(parameters, update.tableName(), "Key", update.key(), update.updateExpression(),
                    update.conditionExpression(), update.expressionAttributeNames(),
                    update.expressionAttributeValues());
        } else if (request instanceof DeleteItemRequest delete) {
            operation = "DeleteItem";
            single(parameters, delete.tableName(), "Key", delete.key(), null, delete.conditionExpression(),
                    delete.expressionAttributeNames(), delete.expressionAttributeValues());
        } else {
            operation = "TransactWriteItems";
            List<RequestSpec.TransactItem> actions = new ArrayList<>();
            int index = 0;
            for (TransactWriteItem action : ((TransactWriteItemsRequest) request).transactItems()) {
                String entity = declared.get(Math.min(index++, declared.size() - 1)).entity();
                List<RequestSpec.Parameter> members = new ArrayList<>();
                boolean put = action.action() == TransactWriteItem.Action.Put;
                single(members, action.tableName(), put ? "Item" : "Key",
                        put ? action.item().attributes() : action.key(), action.updateExpression(),
                        action.conditionExpression(), action.expressionAttributeNames(),
                        action.expressionAttributeValues());
                if (put) {
                    sparse(members, table, entity, inputs);
                }
                actions.add(new RequestSpec.TransactItem(action.action().name(), members));
            }
            parameters.add(new RequestSpec.Parameter("TransactItems", actions));
        }
        return new RequestSpec(operation, pattern, plan, inputs, parameters);
    }

    /**
     * Turns the {@code Item} of a Put into a {@link RequestSpec.WriteItem} when the entity has sparse keys whose
     * {@code when} condition the code can test on its inputs ({@link SparseKeyCode#of}): those keys leave the
     * always-written attributes and are written only when their condition holds, as DynamoDB indexes the item in
     * the sparse GSI only then.
     */
    @SuppressWarnings("unchecked")
    private static void sparse(List<RequestSpec.Parameter> parameters, Table table, String entityName,
                               RequestInputs inputs) {
        int at = -1;
        for (int i = 0; i < parameters.size(); i++) {
            if ("Item".equals(parameters.get(i).name())) {
                at = i;
            }
        }
        var entity = table.entity(entityName);
        if (at < 0 || entity.isEmpty()) {
            return;
        }
        TreeMap<String, AttributeValue> always = new TreeMap<>((Map<String, AttributeValue>) parameters.get(at).value());
        List<SparseKeyCode> sparse = new ArrayList<>();
        for (var key : entity.get().keys()) {
            SparseKeyCode.of(table, key, inputs).ifPresent(code -> {
                always.remove(code.attribute());
                sparse.add(code);
            });
        }
        if (!sparse.isEmpty()) {
            parameters.set(at, new RequestSpec.Parameter("Item", new RequestSpec.WriteItem(always, sparse)));
        }
    }

    private static void single(List<RequestSpec.Parameter> parameters, String tableName, String itemOrKey,
                               Map<String, AttributeValue> values, String updateExpression,
                               String conditionExpression, Map<String, String> names,
                               Map<String, AttributeValue> placeholders) {
        parameters.add(new RequestSpec.Parameter("TableName", tableName));
        parameters.add(new RequestSpec.Parameter(itemOrKey, new TreeMap<>(values)));
        if (updateExpression != null && !updateExpression.isBlank()) {
            parameters.add(new RequestSpec.Parameter("UpdateExpression", updateExpression));
        }
        if (conditionExpression != null && !conditionExpression.isBlank()) {
            parameters.add(new RequestSpec.Parameter("ConditionExpression", conditionExpression));
        }
        if (names != null && !names.isEmpty()) {
            parameters.add(new RequestSpec.Parameter("ExpressionAttributeNames", new TreeMap<>(names)));
        }
        if (placeholders != null && !placeholders.isEmpty()) {
            parameters.add(new RequestSpec.Parameter("ExpressionAttributeValues", new TreeMap<>(placeholders)));
        }
    }

    /**
     * The pattern's example inputs as parameters, by name: an input is a number when an entity of the pattern
     * declares the attribute of that name N.
     */
    static List<RequestInputs.Input> inputs(Table table, AccessPattern pattern) {
        List<RequestInputs.Input> inputs = new ArrayList<>();
        for (Map.Entry<String, String> input : new TreeMap<>(pattern.exampleInputs()).entrySet()) {
            boolean number = pattern.entities().stream().flatMap(e -> table.entity(e).stream())
                    .flatMap(e -> e.attribute(input.getKey()).stream()).map(Attribute::type)
                    .anyMatch(t -> t == AttributeType.N);
            inputs.add(new RequestInputs.Input(input.getKey(), input.getKey(),
                    number ? AttributeValue.n(input.getValue()) : AttributeValue.s(input.getValue())));
        }
        return inputs;
    }
}
