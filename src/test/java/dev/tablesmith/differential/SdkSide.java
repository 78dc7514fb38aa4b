package dev.tablesmith.differential;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.live.SdkRequests;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * A side reached through the AWS SDK for Java v2 over HTTP (moto_server or Tablesmith's own design endpoint): tables
 * made with CreateTable, items written with BatchWriteItem (25 per request, DynamoDB's limit, unprocessed items
 * retried), the engine's request records sent field for field ({@link SdkRequests}).
 */
abstract class SdkSide implements ReadSide {
    /** DynamoDB's limit on requests in one BatchWriteItem call. */
    static final int BATCH_WRITE_LIMIT = 25;
    private final DynamoDbClient client;

    SdkSide(DynamoDbClient client) {
        this.client = client;
    }

    DynamoDbClient client() {
        return client;
    }

    /**
     * Whether this side's numbers are rewritten in canonical form before comparing: moto's are
     * ({@link MotoDifference#NUMBERS_NOT_CANONICAL}), the endpoint's are not (it must produce them as the engine does).
     */
    abstract boolean numbersMadeCanonical();

    private Item comparable(Item item) {
        return numbersMadeCanonical() ? ComparableForm.moto(item) : ComparableForm.engine(item);
    }

    /** The exception thrown when this side refuses or fails {@code request}. */
    abstract RuntimeException failed(Object request, SdkException cause);

    /** Creates the table (with its indexes) and writes the items with BatchWriteItem, 25 per request. */
    void createAndLoad(Table table, List<Item> items) {
        call("CreateTable " + table.name(), () -> client.createTable(SdkTables.createTable(table)));
        write(table.name(), items);
    }

    void write(String tableName, List<Item> items) {
        for (int start = 0; start < items.size(); start += BATCH_WRITE_LIMIT) {
            List<WriteRequest> batch = new ArrayList<>();
            for (Item item : items.subList(start, Math.min(items.size(), start + BATCH_WRITE_LIMIT))) {
                batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(SdkValues.toSdk(item)).build())
                        .build());
            }
            Map<String, List<WriteRequest>> pending = Map.of(tableName, batch);
            for (int attempt = 0; !pending.isEmpty(); attempt++) {
                if (attempt == 5) {
                    throw new IllegalStateException(name() + " left items unprocessed five times: " + pending);
                }
                Map<String, List<WriteRequest>> request = pending;
                BatchWriteItemResponse response = call("BatchWriteItem", () -> client.batchWriteItem(b -> b
                        .requestItems(request)));
                pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
            }
        }
    }

    @Override
    public ReadPage queryPage(QueryRequest request) {
        return ReadPage.ofSdk(sdkQuery(request), numbersMadeCanonical());
    }

    @Override
    public ReadPage scanPage(ScanRequest request) {
        return ReadPage.ofSdk(sdkScan(request), numbersMadeCanonical());
    }

    @Override
    public Item getItem(GetItemRequest request) {
        GetItemResponse response = sdkGetItem(request);
        return response.hasItem() ? comparable(SdkValues.toItem(response.item())) : null;
    }

    software.amazon.awssdk.services.dynamodb.model.QueryResponse sdkQuery(QueryRequest request) {
        return call(request, () -> client.query(SdkRequests.query(request)));
    }

    software.amazon.awssdk.services.dynamodb.model.ScanResponse sdkScan(ScanRequest request) {
        return call(request, () -> client.scan(SdkRequests.scan(request)));
    }

    GetItemResponse sdkGetItem(GetItemRequest request) {
        return call(request, () -> client.getItem(SdkRequests.getItem(request)));
    }

    /** Runs a call, naming the request and this side when it fails. */
    <T> T call(Object request, Supplier<T> call) {
        try {
            return call.get();
        } catch (SdkException e) {
            throw failed(request, e);
        }
    }

    static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline) + " ...";
    }
}
