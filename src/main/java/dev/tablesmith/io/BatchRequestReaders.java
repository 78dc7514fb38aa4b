package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.request.BatchWriteEntry;
import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.TransactGetItem;
import dev.tablesmith.engine.request.TransactGetItemsRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the JSON of BatchWriteItem and TransactGetItems into the engine's request records, checking the shape only
 * (as {@link RequestReader} does for the other reads): a {@code RequestItems} list element holds exactly one of
 * {@code PutRequest} ({@code Item}) and {@code DeleteRequest} ({@code Key}); a {@code TransactItems} element holds
 * one {@code Get}.
 */
final class BatchRequestReaders {
    static final FieldSet BATCH_WRITE_ITEM = FieldSet.of("BatchWriteItem",
            List.of("RequestItems", "ReturnConsumedCapacity", "ReturnItemCollectionMetrics"), "RequestItems");
    private static final FieldSet WRITE_REQUEST = FieldSet.of("WriteRequest", List.of("PutRequest", "DeleteRequest"));
    private static final FieldSet PUT_REQUEST = FieldSet.of("PutRequest", List.of("Item"), "Item");
    private static final FieldSet DELETE_REQUEST = FieldSet.of("DeleteRequest", List.of("Key"), "Key");
    static final FieldSet TRANSACT_GET_ITEMS = FieldSet.of("TransactGetItems",
            List.of("TransactItems", "ReturnConsumedCapacity"), "TransactItems");
    private static final FieldSet TRANSACT_GET_ITEM = FieldSet.of("TransactGetItem", List.of("Get"), "Get");
    private static final FieldSet GET = FieldSet.of("Get",
            List.of("TableName", "Key", "ProjectionExpression", "ExpressionAttributeNames"), "TableName", "Key");

    private final RequestReader reader;

    BatchRequestReaders(RequestReader reader) {
        this.reader = reader;
    }

    BatchWriteItemRequest batchWriteItem(JsonNode root) {
        return reader.request(root, BATCH_WRITE_ITEM).map(r -> new BatchWriteItemRequest(
                requestItems(r), RequestReader.returnConsumedCapacity(r))).orElse(null);
    }

    TransactGetItemsRequest transactGetItems(JsonNode root) {
        return reader.request(root, TRANSACT_GET_ITEMS).map(r -> new TransactGetItemsRequest(
                gets(r), RequestReader.returnConsumedCapacity(r))).orElse(null);
    }

    private Map<String, List<BatchWriteEntry>> requestItems(ObjectView request) {
        if (!request.has("RequestItems")) {
            return null;
        }
        Map<String, List<BatchWriteEntry>> items = new LinkedHashMap<>();
        for (ObjectView.Member table : request.members("RequestItems")) {
            if (!table.node().isArray()) {
                reader.context.wrongType(table.pointer(), "an array of write requests", table.node());
                continue;
            }
            List<BatchWriteEntry> entries = new ArrayList<>();
            for (int i = 0; i < table.node().size(); i++) {
                entry(table.node().get(i), JsonPointers.child(table.pointer(), i)).ifPresent(entries::add);
            }
            items.put(table.name(), entries);
        }
        return items;
    }

    private Optional<BatchWriteEntry> entry(JsonNode node, String pointer) {
        Optional<ObjectView> wrapper = reader.object(node, pointer, WRITE_REQUEST, false);
        if (wrapper.isEmpty()) {
            return Optional.empty();
        }
        ObjectView w = wrapper.get();
        if (w.has("PutRequest") == w.has("DeleteRequest")) {
            reader.context.problem(pointer, "a write request holds exactly one of PutRequest and DeleteRequest");
            return Optional.empty();
        }
        if (w.has("PutRequest")) {
            return w.object("PutRequest", PUT_REQUEST).flatMap(p -> {
                JsonNode item = p.raw("Item");
                Optional<Item> read = item == null ? Optional.empty() : reader.values.item(item, p.pointer("Item"));
                return read.map(BatchWriteEntry::put);
            });
        }
        return w.object("DeleteRequest", DELETE_REQUEST).flatMap(d -> {
            Map<String, AttributeValue> key = reader.attributeValues(d, "Key");
            return Optional.ofNullable(key).map(BatchWriteEntry::delete);
        });
    }

    private List<TransactGetItem> gets(ObjectView request) {
        if (!request.has("TransactItems")) {
            return null;
        }
        List<TransactGetItem> gets = new ArrayList<>();
        for (ObjectView.Element element : request.array("TransactItems")) {
            reader.object(element.node(), element.pointer(), TRANSACT_GET_ITEM, false)
                    .flatMap(wrapper -> wrapper.object("Get", GET))
                    .ifPresent(g -> gets.add(new TransactGetItem(g.optionalString("TableName"),
                            reader.attributeValues(g, "Key"), g.optionalString("ProjectionExpression"),
                            reader.names(g))));
        }
        return gets;
    }
}
