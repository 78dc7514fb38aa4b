package dev.tablesmith.differential;

import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One answer exactly as a side gave it, for the comparison of the design endpoint with the engine behind it: the
 * items in the order returned with nothing normalised (not even set members), {@code Count}, {@code ScannedCount},
 * {@code LastEvaluatedKey} and {@code ConsumedCapacity}. A GetItem answer is a page of zero or one item without
 * counts.
 *
 * @param items            {@code Items} (or GetItem's {@code Item}), as returned
 * @param count            {@code Count}, or null for GetItem
 * @param scannedCount     {@code ScannedCount}, or null for GetItem
 * @param lastEvaluatedKey {@code LastEvaluatedKey}, or null
 * @param consumedCapacity {@code ConsumedCapacity}, or null when there was none
 */
record ExactPage(List<Item> items, Integer count, Integer scannedCount, Map<String, AttributeValue> lastEvaluatedKey,
                 ConsumedCapacity consumedCapacity) {

    ExactPage {
        items = List.copyOf(items);
    }

    static ExactPage ofEngine(QueryResponse response) {
        return new ExactPage(response.items(), response.count(), response.scannedCount(), response.lastEvaluatedKey(),
                response.consumedCapacity());
    }

    static ExactPage ofEngine(dev.tablesmith.engine.request.GetItemResponse response) {
        return new ExactPage(response.item() == null ? List.of() : List.of(response.item()), null, null, null,
                response.consumedCapacity());
    }

    static ExactPage ofSdk(software.amazon.awssdk.services.dynamodb.model.QueryResponse r) {
        return new ExactPage(SdkValues.toItems(r.hasItems() ? r.items() : List.of()), r.count(), r.scannedCount(),
                r.hasLastEvaluatedKey() ? SdkValues.toModel(r.lastEvaluatedKey()) : null,
                capacity(r.consumedCapacity()));
    }

    static ExactPage ofSdk(software.amazon.awssdk.services.dynamodb.model.ScanResponse r) {
        return new ExactPage(SdkValues.toItems(r.hasItems() ? r.items() : List.of()), r.count(), r.scannedCount(),
                r.hasLastEvaluatedKey() ? SdkValues.toModel(r.lastEvaluatedKey()) : null,
                capacity(r.consumedCapacity()));
    }

    static ExactPage ofSdk(software.amazon.awssdk.services.dynamodb.model.GetItemResponse r) {
        return new ExactPage(r.hasItem() ? List.of(SdkValues.toItem(r.item())) : List.of(), null, null, null,
                capacity(r.consumedCapacity()));
    }

    /** Every page, following {@code LastEvaluatedKey} into {@code ExclusiveStartKey} until a page has none. */
    static List<ExactPage> follow(String side, Function<Map<String, AttributeValue>, ExactPage> read,
                                  Map<String, AttributeValue> start) {
        List<ExactPage> pages = new ArrayList<>();
        Map<String, AttributeValue> key = start;
        do {
            ExactPage page = read.apply(key);
            pages.add(page);
            if (pages.size() > ReadSide.MAX_PAGES) {
                throw new AssertionError(side + ": pagination did not end after " + ReadSide.MAX_PAGES + " pages");
            }
            key = page.lastEvaluatedKey();
        } while (key != null);
        return pages;
    }

    /**
     * The SDK's {@code ConsumedCapacity} as the engine's record. An absent unit count is 0: the endpoint leaves out
     * {@code WriteCapacityUnits} of a read (and {@code ReadCapacityUnits} of a write), as DynamoDB does.
     */
    static ConsumedCapacity capacity(software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity c) {
        if (c == null) {
            return null;
        }
        Capacity total = c.capacityUnits() == null ? null
                : new Capacity(c.capacityUnits(), units(c.readCapacityUnits()), units(c.writeCapacityUnits()));
        return new ConsumedCapacity(c.tableName(), total, c.table() == null ? null : capacity(c.table()),
                indexes(c.globalSecondaryIndexes()), indexes(c.localSecondaryIndexes()));
    }

    private static Map<String, Capacity> indexes(
            Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> byIndex) {
        Map<String, Capacity> out = new LinkedHashMap<>();
        if (byIndex != null) {
            byIndex.forEach((name, c) -> out.put(name, capacity(c)));
        }
        return out;
    }

    private static Capacity capacity(software.amazon.awssdk.services.dynamodb.model.Capacity c) {
        return new Capacity(units(c.capacityUnits()), units(c.readCapacityUnits()), units(c.writeCapacityUnits()));
    }

    private static double units(Double units) {
        return units == null ? 0 : units;
    }

    @Override
    public String toString() {
        return "page(Count=" + count + ", ScannedCount=" + scannedCount + ", LastEvaluatedKey=" + lastEvaluatedKey
                + ", ConsumedCapacity=" + consumedCapacity + ", " + items.size() + " items)";
    }
}
