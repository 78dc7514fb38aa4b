package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.ReturnValuesOnConditionCheckFailure;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the JSON of DynamoDB's write requests (PutItem, UpdateItem, DeleteItem, TransactWriteItems) into the
 * engine's request records, checking the shape only, as {@link RequestReader} does for reads. A TransactItems
 * element must hold exactly one of {@code Put}, {@code Update}, {@code Delete}, {@code ConditionCheck}.
 */
final class WriteRequestReader {
    private static final List<String> EXPRESSION_FIELDS = List.of("ConditionExpression", "ExpressionAttributeNames",
            "ExpressionAttributeValues");
    static final FieldSet PUT_ITEM = FieldSet.of("PutItem", fields(List.of("TableName", "Item"), true, true),
            "TableName", "Item");
    static final FieldSet UPDATE_ITEM = FieldSet.of("UpdateItem",
            fields(List.of("TableName", "Key", "UpdateExpression"), true, true), "TableName", "Key");
    static final FieldSet DELETE_ITEM = FieldSet.of("DeleteItem", fields(List.of("TableName", "Key"), true, true),
            "TableName", "Key");
    static final FieldSet TRANSACT_WRITE_ITEMS = FieldSet.of("TransactWriteItems",
            List.of("TransactItems", "ReturnConsumedCapacity", "ClientRequestToken"), "TransactItems");
    private static final FieldSet TRANSACT_ITEM = FieldSet.of("TransactWriteItem",
            List.of("Put", "Update", "Delete", "ConditionCheck"));
    private static final FieldSet PUT = FieldSet.of("Put", fields(List.of("TableName", "Item"), false, true),
            "TableName", "Item");
    private static final FieldSet UPDATE = FieldSet.of("Update",
            fields(List.of("TableName", "Key", "UpdateExpression"), false, true), "TableName", "Key",
            "UpdateExpression");
    private static final FieldSet DELETE = FieldSet.of("Delete", fields(List.of("TableName", "Key"), false, true),
            "TableName", "Key");
    private static final FieldSet CONDITION_CHECK = FieldSet.of("ConditionCheck",
            fields(List.of("TableName", "Key"), false, true), "TableName", "Key", "ConditionExpression");

    private final RequestReader reader;

    WriteRequestReader(RequestReader reader) {
        this.reader = reader;
    }

    private static List<String> fields(List<String> first, boolean single, boolean onFailure) {
        List<String> all = new ArrayList<>(first);
        all.addAll(EXPRESSION_FIELDS);
        if (single) {
            all.add("ReturnValues");
            all.add("ReturnConsumedCapacity");
        }
        if (onFailure) {
            all.add("ReturnValuesOnConditionCheckFailure");
        }
        return all;
    }

    /**
     * @param operation PutItem, UpdateItem, DeleteItem or TransactWriteItems; null to tell from the fields
     *                  (TransactItems, Item, UpdateExpression)
     */
    WriteRequest write(JsonNode root, String operation) {
        String op = operation != null ? operation : infer(root);
        if (op == null) {
            return null;
        }
        switch (op) {
            case "PutItem":
                return reader.request(root, PUT_ITEM).map(r -> new PutItemRequest(r.optionalString("TableName"),
                        item(r), r.optionalString("ConditionExpression"), reader.names(r),
                        reader.attributeValues(r, "ExpressionAttributeValues"), returnValues(r),
                        RequestReader.returnConsumedCapacity(r), onFailure(r))).orElse(null);
            case "UpdateItem":
                return reader.request(root, UPDATE_ITEM).map(r -> new UpdateItemRequest(r.optionalString("TableName"),
                        reader.attributeValues(r, "Key"), r.optionalString("UpdateExpression"),
                        r.optionalString("ConditionExpression"), reader.names(r),
                        reader.attributeValues(r, "ExpressionAttributeValues"), returnValues(r),
                        RequestReader.returnConsumedCapacity(r), onFailure(r))).orElse(null);
            case "DeleteItem":
                return reader.request(root, DELETE_ITEM).map(r -> new DeleteItemRequest(r.optionalString("TableName"),
                        reader.attributeValues(r, "Key"), r.optionalString("ConditionExpression"), reader.names(r),
                        reader.attributeValues(r, "ExpressionAttributeValues"), returnValues(r),
                        RequestReader.returnConsumedCapacity(r), onFailure(r))).orElse(null);
            default:
                return reader.request(root, TRANSACT_WRITE_ITEMS).map(r -> new TransactWriteItemsRequest(
                        transactItems(r), RequestReader.returnConsumedCapacity(r))).orElse(null);
        }
    }

    private String infer(JsonNode root) {
        if (root.isObject()) {
            if (root.has("TransactItems")) {
                return "TransactWriteItems";
            }
            if (root.has("Item")) {
                return "PutItem";
            }
            if (root.has("UpdateExpression")) {
                return "UpdateItem";
            }
        }
        reader.context.problem("", "cannot tell which write this is: a request with TransactItems is "
                + "TransactWriteItems, with Item PutItem, with UpdateExpression UpdateItem; name DeleteItem (or an "
                + "UpdateItem without UpdateExpression) explicitly");
        return null;
    }

    private Item item(ObjectView r) {
        JsonNode node = r.raw("Item");
        return node == null ? null : reader.values.item(node, r.pointer("Item")).orElse(null);
    }

    private static ReturnValues returnValues(ObjectView r) {
        return r.choice("ReturnValues", ReturnValues.class, "value", null);
    }

    private static ReturnValuesOnConditionCheckFailure onFailure(ObjectView r) {
        return r.choice("ReturnValuesOnConditionCheckFailure", ReturnValuesOnConditionCheckFailure.class, "value",
                null);
    }

    private List<TransactWriteItem> transactItems(ObjectView r) {
        List<TransactWriteItem> items = new ArrayList<>();
        for (ObjectView.Element element : r.array("TransactItems")) {
            Optional<ObjectView> wrapper = reader.object(element.node(), element.pointer(), TRANSACT_ITEM, false);
            if (wrapper.isEmpty()) {
                continue;
            }
            List<String> present = new ArrayList<>();
            TRANSACT_ITEM.fields().stream().filter(wrapper.get()::has).forEach(present::add);
            if (present.size() != 1) {
                reader.context.problem(element.pointer(), "a TransactItems element holds exactly one of Put, "
                        + "Update, Delete, ConditionCheck (found " + (present.isEmpty() ? "none" : present) + ")");
                continue;
            }
            String kind = present.get(0);
            FieldSet fields = switch (kind) {
                case "Put" -> PUT;
                case "Update" -> UPDATE;
                case "Delete" -> DELETE;
                default -> CONDITION_CHECK;
            };
            JsonNode node = wrapper.get().raw(kind);
            reader.object(node, wrapper.get().pointer(kind), fields, false).ifPresent(a -> items.add(
                    new TransactWriteItem(TransactWriteItem.Action.valueOf(kind), a.optionalString("TableName"),
                            kind.equals("Put") ? item(a) : null,
                            kind.equals("Put") ? null : reader.attributeValues(a, "Key"),
                            a.optionalString("UpdateExpression"), a.optionalString("ConditionExpression"),
                            reader.names(a), reader.attributeValues(a, "ExpressionAttributeValues"),
                            onFailure(a))));
        }
        return items;
    }
}
