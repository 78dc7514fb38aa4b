package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.BatchWriteEntry;
import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** BatchWriteItem's rules, with the texts of dynalite test/batchWriteItem.js (recorded against DynamoDB). */
class BatchWriterTest {
    private static final SimulatedTable TABLE = table();

    private static SimulatedTable table() {
        try {
            ExampleGallery gallery = new ExampleGallery();
            Table t = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
            return new SimulatedTable(t, List.of());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Item item(String pk, String sk, int bytes) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        attributes.put("PK", AttributeValue.s(pk));
        attributes.put("SK", AttributeValue.s(sk));
        if (bytes > 0) {
            attributes.put("pad", AttributeValue.s("x".repeat(bytes)));
        }
        return new Item(attributes);
    }

    private static BatchWriter.Outcome write(List<BatchWriteEntry> entries) {
        return BatchWriter.write(Map.of("commerce-main", TABLE), new BatchWriteItemRequest(
                Map.of("commerce-main", entries), ReturnConsumedCapacity.TOTAL));
    }

    @Test
    void putsAndDeletesApplyTogetherAndCapacityIsPerItem() {
        BatchWriter.Outcome outcome = write(List.of(BatchWriteEntry.put(item("A", "1", 0)),
                BatchWriteEntry.put(item("A", "2", 1500)),
                BatchWriteEntry.delete(Map.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("3")))));

        SimulatedTable after = outcome.tables().get("commerce-main");
        assertThat(after.items()).hasSize(2);
        assertThat(TABLE.items()).isEmpty();
        // 1 unit for the small item, 2 for the one over 1 KB, 1 for deleting nothing
        assertThat(outcome.response().consumedCapacity()).singleElement()
                .satisfies(c -> assertThat(c.total().capacityUnits()).isEqualTo(4.0));
        assertThat(after.getItem(new GetItemRequest("commerce-main", Map.of("PK", AttributeValue.s("A"), "SK",
                AttributeValue.s("2")), null, null, null, null)).item()).isNotNull();
    }

    /** dynalite: "should return ValidationException for puts and deletes of the same item with put first". */
    @Test
    void aPutAndADeleteOfOneItemAreDuplicates() {
        assertThatThrownBy(() -> write(List.of(BatchWriteEntry.put(item("A", "1", 0)),
                BatchWriteEntry.delete(Map.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("1"))))))
                .isInstanceOf(DynamoDbError.class)
                .hasMessage("Provided list of item keys contains duplicates");
    }

    @Test
    void moreThan25RequestsAreRefused() {
        List<BatchWriteEntry> entries = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            entries.add(BatchWriteEntry.put(item("A", "S" + i, 0)));
        }
        assertThatThrownBy(() -> write(entries))
                .hasMessage("Too many items requested for the BatchWriteItem call");
        assertThat(write(entries.subList(0, 25)).tables().get("commerce-main").items()).hasSize(25);
    }

    /** dynalite: "should return ResourceNotFoundException when fetching exactly 25 items and table does not exist". */
    @Test
    void anUnknownTableIsResourceNotFoundAndNothingIsWritten() {
        Map<String, List<BatchWriteEntry>> items = new LinkedHashMap<>();
        items.put("commerce-main", List.of(BatchWriteEntry.put(item("A", "1", 0))));
        items.put("nope", List.of(BatchWriteEntry.put(item("A", "1", 0))));

        assertThatThrownBy(() -> BatchWriter.write(Map.of("commerce-main", TABLE),
                new BatchWriteItemRequest(items, null)))
                .isInstanceOfSatisfying(DynamoDbError.class, e -> {
                    assertThat(e.errorType()).isEqualTo("ResourceNotFoundException");
                    assertThat(e.getMessage()).isEqualTo("Requested resource not found");
                });
    }

    /** dynalite: "should return ValidationException for empty body". */
    @Test
    void noRequestItemsIsAValidationError() {
        assertThatThrownBy(() -> BatchWriter.write(Map.of(), new BatchWriteItemRequest(null, null)))
                .hasMessage("1 validation error detected: Value null at 'requestItems' failed to satisfy "
                        + "constraint: Member must not be null");
    }
}
