package dev.tablesmith.differential;

import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * One page of a Query or Scan answer in comparable form: {@code Items}, {@code Count}, {@code ScannedCount} and
 * {@code LastEvaluatedKey} ({@link ComparableForm} applied), plus the {@code LastEvaluatedKey} exactly as the side
 * returned it, which is what a client sends back as {@code ExclusiveStartKey}.
 *
 * @param items            the items, normalised
 * @param count            {@code Count}
 * @param scannedCount     {@code ScannedCount}
 * @param lastEvaluatedKey {@code LastEvaluatedKey}, normalised, or null
 * @param resumeKey        {@code LastEvaluatedKey} as returned, or null
 */
record ReadPage(List<Item> items, int count, int scannedCount, Map<String, AttributeValue> lastEvaluatedKey,
                Map<String, AttributeValue> resumeKey) {

    ReadPage {
        items = List.copyOf(items);
    }

    static ReadPage ofEngine(dev.tablesmith.engine.request.QueryResponse response) {
        return new ReadPage(response.items().stream().map(ComparableForm::engine).toList(), response.count(),
                response.scannedCount(), ComparableForm.engineKey(response.lastEvaluatedKey()),
                response.lastEvaluatedKey());
    }

    /** A page answered through the SDK; {@code canonicalNumbers} for moto's ({@code NUMBERS_NOT_CANONICAL}). */
    static ReadPage ofSdk(software.amazon.awssdk.services.dynamodb.model.QueryResponse response,
                          boolean canonicalNumbers) {
        return ofSdk(response.hasItems() ? response.items() : List.of(), response.count(), response.scannedCount(),
                response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null, canonicalNumbers);
    }

    static ReadPage ofSdk(software.amazon.awssdk.services.dynamodb.model.ScanResponse response,
                          boolean canonicalNumbers) {
        return ofSdk(response.hasItems() ? response.items() : List.of(), response.count(), response.scannedCount(),
                response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null, canonicalNumbers);
    }

    private static ReadPage ofSdk(List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> items,
                                  Integer count, Integer scannedCount,
                                  Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> lek,
                                  boolean canonicalNumbers) {
        Map<String, AttributeValue> raw = SdkValues.toModel(lek);
        UnaryOperator<Item> form = canonicalNumbers ? ComparableForm::moto : ComparableForm::engine;
        return new ReadPage(SdkValues.toItems(items).stream().map(form).toList(),
                count == null ? 0 : count, scannedCount == null ? 0 : scannedCount,
                canonicalNumbers ? ComparableForm.motoKey(raw) : ComparableForm.engineKey(raw), raw);
    }

    /** The page without its items (for Select=COUNT, where only the counts are DynamoDB's answer). */
    ReadPage withoutItems() {
        return new ReadPage(List.of(), count, scannedCount, lastEvaluatedKey, resumeKey);
    }

    boolean hasMore() {
        return resumeKey != null;
    }

    @Override
    public String toString() {
        return "page(Count=" + count + ", ScannedCount=" + scannedCount + ", LastEvaluatedKey=" + lastEvaluatedKey
                + ", " + items.size() + " items)";
    }
}
