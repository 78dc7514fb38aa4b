package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code ConsistentRead} on a Scan: a table or a local secondary index is charged one unit per 4 KB strongly
 * consistent and half that eventually consistent; a global secondary index refuses it (API Reference, Scan,
 * ConsistentRead: "If you scan a global secondary index with ConsistentRead set to true, you will receive a
 * ValidationException").
 */
class ConsistentScanCapacityTest {
    private static final String NAME = "demo";
    private static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("k"), KeyAttribute.s("s")),
            List.of(SecondaryIndex.lsi("local", KeySchema.of(KeyAttribute.s("k"), KeyAttribute.s("d")),
                            Projection.all()),
                    SecondaryIndex.gsi("global", KeySchema.of(KeyAttribute.s("d"), null), Projection.all())),
            null, null, null, null);
    /** 1,100 items of 1,042 bytes, the size of Franck Pachot's items (see the 128.5 test), in 33 partitions. */
    private static final SimulatedTable SIM = new SimulatedTable(TABLE, items());

    private static List<Item> items() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 1100; i++) {
            Map<String, AttributeValue> m = new LinkedHashMap<>();
            m.put("k", AttributeValue.s(String.format("k%02d", i % 33)));
            m.put("s", AttributeValue.s(String.format("s%04d", i)));
            m.put("d", AttributeValue.s("x".repeat(1031)));
            items.add(new Item(m));
        }
        return items;
    }

    private static ScanRequest scan(String index, Boolean consistent, ReturnConsumedCapacity mode) {
        return new ScanRequest(NAME, index, null, null, null, null, null, null, consistent, null, mode, null, null);
    }

    @Test
    void fixtureItemsAre1042Bytes() {
        assertThat(SIM.items().stream().map(ItemSize::of).distinct().toList()).containsExactly(1042L);
    }

    // Franck Pachot, "DynamoDB Scan (and why 128.5 RCU?)" (dbi-services blog, 2020), measured on DynamoDB: a Scan
    // page of 1,042-byte items reads just past 1 MB (1,007 items, 1,049,294 bytes: 257 blocks of 4 KB) and costs
    // 128.5 eventually consistent. The same page strongly consistent costs a whole unit per block: 257.
    @Test
    void stronglyConsistentScanPageCostsOneUnitPerBlockPachot128AndAHalf() {
        QueryResponse eventual = SIM.scan(scan(null, null, ReturnConsumedCapacity.TOTAL));
        assertThat(eventual.scannedCount()).isEqualTo(1007);
        assertThat(eventual.consumedCapacity().total().capacityUnits()).isEqualTo(128.5);

        QueryResponse strong = SIM.scan(scan(null, true, ReturnConsumedCapacity.INDEXES));
        assertThat(strong.scannedCount()).isEqualTo(1007);
        assertThat(strong.consumedCapacity().total()).isEqualTo(Capacity.read(257));
        assertThat(strong.consumedCapacity().table()).isEqualTo(Capacity.read(257));
    }

    // nubo-db/dynamodb-conformance tests/tier1/scan/lsi.test.ts "supports ConsistentRead on LSI scan".
    @Test
    void stronglyConsistentScanOfALocalIndexIsAllowedAndChargedInFull() {
        QueryResponse strong = SIM.scan(scan("local", true, ReturnConsumedCapacity.INDEXES));
        assertThat(strong.consumedCapacity().localSecondaryIndexes()).containsExactly(
                Map.entry("local", Capacity.read(257)));
        assertThat(SIM.scan(scan("local", false, ReturnConsumedCapacity.TOTAL)).consumedCapacity().total()
                .capacityUnits()).isEqualTo(128.5);
    }

    // The text is dynalite test/query.js "should return ValidationException for querying global index with
    // ConsistentRead" (recorded on DynamoDB for Query); that Scan answers with the same text is assumed.
    @Test
    void stronglyConsistentScanOfAGlobalIndexIsRefused() {
        assertThatThrownBy(() -> SIM.scan(scan("global", true, null)))
                .isInstanceOf(DynamoDbError.class)
                .hasMessage("Consistent reads are not supported on global secondary indexes");
        assertThat(SIM.scan(scan("global", false, ReturnConsumedCapacity.TOTAL)).consumedCapacity().total()
                .capacityUnits()).isEqualTo(128.5);
    }
}
