package dev.tablesmith.cli;

import dev.tablesmith.engine.KeyReadExpressions;
import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.BatchGetItemResponse;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;

/**
 * {@code tablesmith batch-get-item FILE --request REQ.json}: a DynamoDB BatchGetItem on the design's sample data.
 * Each table of {@code RequestItems} is read from its own simulated table; the responses are merged in the order
 * of {@code RequestItems}.
 */
@Command(name = "batch-get-item",
        mixinStandardHelpOptions = true,
        description = "Run a DynamoDB BatchGetItem on the design's sample data and print the response JSON.",
        footer = {"", "Example request (commerce-main: two products):",
                "  {",
                "    \"RequestItems\": {",
                "      \"commerce-main\": {",
                "        \"Keys\": [",
                "          { \"PK\": { \"S\": \"PROD#sku-101\" }, \"SK\": { \"S\": \"META\" } },",
                "          { \"PK\": { \"S\": \"PROD#sku-205\" }, \"SK\": { \"S\": \"META\" } }",
                "        ]",
                "      }",
                "    }",
                "  }",
                "", ReadRequestCommand.EXIT_CODES})
final class BatchGetItemCommand extends ReadRequestCommand {
    @Override
    String respond(byte[] request, String source) throws RequestJsonException {
        BatchGetItemRequest batch = RequestJson.readBatchGetItem(request, source);
        Map<String, KeysAndAttributes> requestItems = batch.requestItems();
        // the request's shape, every table's expressions and the 100-key limit before any table is looked up
        KeyReadExpressions.checkBatch(requestItems);
        if (requestItems.size() == 1) {
            String tableName = requestItems.keySet().iterator().next();
            return RequestJson.writeResponse(table(tableName).batchGetItem(batch));
        }
        requestItems.keySet().forEach(this::table);
        return RequestJson.writeResponse(acrossTables(batch));
    }

    /** One request per table, each to its own simulated table, merged into one response. */
    private BatchGetItemResponse acrossTables(BatchGetItemRequest batch) {
        Map<String, List<Item>> responses = new LinkedHashMap<>();
        Map<String, KeysAndAttributes> unprocessed = new LinkedHashMap<>();
        List<ConsumedCapacity> capacity = new ArrayList<>();
        batch.requestItems().forEach((tableName, keys) -> {
            BatchGetItemResponse part = table(tableName).batchGetItem(
                    new BatchGetItemRequest(Map.of(tableName, keys), batch.returnConsumedCapacity()));
            if (part.responses() != null) {
                responses.putAll(part.responses());
            }
            if (part.unprocessedKeys() != null) {
                unprocessed.putAll(part.unprocessedKeys());
            }
            if (part.consumedCapacity() != null) {
                capacity.addAll(part.consumedCapacity());
            }
        });
        return new BatchGetItemResponse(responses, unprocessed, capacity);
    }
}
