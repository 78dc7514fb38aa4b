package dev.tablesmith.differential;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.WriteOutcome;
import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteItemResponse;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.live.SdkWrites;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * One fresh copy of a table on each side for a write test: moto and the design endpoint get a new table (its own
 * name, the schema and items of the dataset), the engine a {@link SimulatedTable} of the same items. A write runs on both; each side's
 * answer becomes a {@link Answer}, and the items each side holds afterwards can be compared.
 */
final class WriteSides {
    private static final AtomicInteger TABLES = new AtomicInteger();

    private final DynamoDbClient client;
    private final ServeSide endpoint;
    private final String tableName;
    private SimulatedTable engine;

    /** What one side answered: the Attributes, or the error with its reasons. */
    record Answer(Item attributes, String errorType, String message, List<String> reasonCodes) {
        static Answer ok(Item attributes) {
            return new Answer(attributes, null, null, List.of());
        }
    }

    WriteSides(DynamoDbClient client, ServeSide endpoint, Dataset dataset, List<Item> extraItems) {
        this.client = client;
        this.endpoint = endpoint;
        this.tableName = dataset.tableName() + "-w" + TABLES.incrementAndGet();
        Table base = dataset.table();
        Table table = new Table(tableName, base.keySchema(), base.indexes(), base.settings(), List.of(), List.of(),
                List.of());
        List<Item> items = new ArrayList<>(dataset.items());
        items.addAll(extraItems);
        new MotoSide(client).createAndLoad(table, items);
        endpoint.createAndLoad(table, items);
        engine = new SimulatedTable(table, items);
    }

    String tableName() {
        return tableName;
    }

    SimulatedTable engine() {
        return engine;
    }

    MotoSide moto() {
        return new MotoSide(client);
    }

    ServeSide endpoint() {
        return endpoint;
    }

    /** Runs the write on the engine (keeping its new state) and returns its answer. */
    Answer engineWrite(WriteRequest request) {
        try {
            WriteOutcome<?> outcome = engine.write(request);
            engine = outcome.table();
            return Answer.ok(outcome.response() instanceof WriteItemResponse w ? ComparableForm.engine(w.attributes())
                    : null);
        } catch (DynamoDbError e) {
            return new Answer(null, e.errorType(), e.getMessage(),
                    e.cancellationReasons().stream().map(CancellationReason::code).toList());
        }
    }

    /** Runs the write on moto and returns its answer. */
    Answer motoWrite(WriteRequest request) {
        return sdkWrite(client, request, true);
    }

    /** Runs the write on the design endpoint and returns its answer, which must be the engine's exactly. */
    Answer endpointWrite(WriteRequest request) {
        return sdkWrite(endpoint.client(), request, false);
    }

    private static Answer sdkWrite(DynamoDbClient client, WriteRequest request, boolean canonicalNumbers) {
        try {
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> attributes;
            if (request instanceof PutItemRequest put) {
                attributes = client.putItem(SdkWrites.putItem(put)).attributes();
            } else if (request instanceof UpdateItemRequest update) {
                attributes = client.updateItem(SdkWrites.updateItem(update)).attributes();
            } else if (request instanceof DeleteItemRequest delete) {
                attributes = client.deleteItem(SdkWrites.deleteItem(delete)).attributes();
            } else {
                client.transactWriteItems(SdkWrites.transactWriteItems((TransactWriteItemsRequest) request));
                attributes = null;
            }
            boolean none = attributes == null || attributes.isEmpty();
            return Answer.ok(none ? null : comparable(new Item(SdkValues.toModel(attributes)), canonicalNumbers));
        } catch (TransactionCanceledException e) {
            return new Answer(null, e.awsErrorDetails().errorCode(), e.awsErrorDetails().errorMessage(),
                    e.cancellationReasons().stream().map(r -> r.code()).toList());
        } catch (DynamoDbException e) {
            return new Answer(null, e.awsErrorDetails().errorCode(), e.awsErrorDetails().errorMessage(), List.of());
        }
    }

    private static Item comparable(Item item, boolean canonicalNumbers) {
        return canonicalNumbers ? ComparableForm.moto(item) : ComparableForm.engine(item);
    }

    /** The engine's items by primary key, in comparable form. */
    Map<String, Item> engineItems() {
        Map<String, Item> out = new TreeMap<>();
        engine.items().forEach(i -> out.put(key(i), ComparableForm.engine(i)));
        return out;
    }

    /** moto's items by primary key (a full Scan), in comparable form. */
    Map<String, Item> motoItems() {
        return sdkItems(client, tableName, true);
    }

    /** The endpoint's items by primary key (a full Scan), in the engine's comparable form. */
    Map<String, Item> endpointItems() {
        return sdkItems(endpoint.client(), tableName, false);
    }

    private static Map<String, Item> sdkItems(DynamoDbClient client, String tableName, boolean canonicalNumbers) {
        Map<String, Item> out = new TreeMap<>();
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> start = null;
        do {
            var startKey = start;
            ScanResponse page = client.scan(b -> b.tableName(tableName).exclusiveStartKey(startKey));
            page.items().forEach(i -> {
                Item item = new Item(SdkValues.toModel(i));
                out.put(key(item), comparable(item, canonicalNumbers));
            });
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return out;
    }

    private static String key(Item item) {
        AttributeValue pk = item.attributes().get("PK");
        AttributeValue sk = item.attributes().get("SK");
        return pk + " / " + sk;
    }
}
