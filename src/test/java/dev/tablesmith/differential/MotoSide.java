package dev.tablesmith.differential;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.live.SdkRequests;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.Item;
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

/** moto's side: the same requests through the AWS SDK to a running moto_server. */
final class MotoSide implements ReadSide {
    /** DynamoDB's limit on requests in one BatchWriteItem call. */
    static final int BATCH_WRITE_LIMIT = 25;
    private final DynamoDbClient client;

    MotoSide(DynamoDbClient client) {
        this.client = client;
    }

    @Override
    public String name() {
        return "moto";
    }

    DynamoDbClient client() {
        return client;
    }

    /** Creates the table (with its indexes) and writes the items with BatchWriteItem, 25 per request. */
    void createAndLoad(dev.tablesmith.model.Table table, List<Item> items) {
        client.createTable(SdkTables.createTable(table));
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
                    throw new IllegalStateException("moto left items unprocessed five times: " + pending);
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
        return ReadPage.ofMoto(call(request, () -> client.query(SdkRequests.query(request))));
    }

    @Override
    public ReadPage scanPage(ScanRequest request) {
        return ReadPage.ofMoto(call(request, () -> client.scan(SdkRequests.scan(request))));
    }

    @Override
    public Item getItem(GetItemRequest request) {
        GetItemResponse response = call(request, () -> client.getItem(SdkRequests.getItem(request)));
        return response.hasItem() ? ComparableForm.moto(SdkValues.toItem(response.item())) : null;
    }

    /** Runs a call, naming the request when moto fails (it answers HTTP 500 when it crashes on one). */
    static <T> T call(Object request, Supplier<T> call) {
        try {
            return call.get();
        } catch (SdkException e) {
            throw new MotoRequestFailed(request, e);
        }
    }

    /** moto refused or failed a request: the request and moto's answer. */
    static final class MotoRequestFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        MotoRequestFailed(Object request, SdkException cause) {
            super("moto failed on " + request + ": " + firstLine(cause.getMessage()), cause);
        }

        private static String firstLine(String message) {
            if (message == null) {
                return "";
            }
            int newline = message.indexOf('\n');
            return newline < 0 ? message : message.substring(0, newline) + " ...";
        }
    }
}
