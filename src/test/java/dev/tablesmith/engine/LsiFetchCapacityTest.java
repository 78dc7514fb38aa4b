package dev.tablesmith.engine;

import static dev.tablesmith.engine.LsiFetchTable.INCLUDE;
import static dev.tablesmith.engine.LsiFetchTable.KEYS_ONLY;
import static dev.tablesmith.engine.LsiFetchTable.SIM;
import static dev.tablesmith.engine.LsiFetchTable.query;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a read of a local secondary index costs when it fetches items from the table. DynamoDB Developer Guide,
 * "Local secondary indexes", "Provisioned throughput considerations", "Read capacity units": the index entries are
 * summed and rounded up to 4 KB as for a table, and "you are charged for read capacity units for every base table
 * item fetched. This charge is for reading each entire item from the table", each item "individually rounded up to
 * the next 4 KB". Whether a read fetches: API Reference, Query/Scan {@code Select} (see {@link TableFetch}).
 */
class LsiFetchCapacityTest {

    private static double units(QueryResponse response) {
        return response.consumedCapacity().total().capacityUnits();
    }

    @Test
    void partitionFixturesHaveTheDeveloperGuidesSizes() {
        IndexEntry entry = SIM.view(INCLUDE).collection(new KeyValue(java.util.List.of(AttributeValue.s("P"))))
                .orElseThrow().entries().get(0);
        assertThat(entry.size()).isEqualTo(200);
        assertThat(ItemSize.of(entry.item())).isEqualTo(300);
    }

    // Developer Guide, LSI "Read capacity units" example: 200 B x 4 = 800 B, rounded to 4 KB, plus 300 B rounded to
    // 4 KB x 4 = 16 KB: 20 KB, so 5 units strongly consistent and 2.5 eventually consistent.
    @Test
    void allAttributesOnAnIncludeLsiChargesTheIndexSumPlusEachItemRoundedDeveloperGuideExample() {
        assertThat(units(SIM.query(query(INCLUDE, "P", null, Select.ALL_ATTRIBUTES, true,
                ReturnConsumedCapacity.TOTAL)))).isEqualTo(5.0);
        assertThat(units(SIM.query(query(INCLUDE, "P", null, Select.ALL_ATTRIBUTES, false,
                ReturnConsumedCapacity.TOTAL)))).isEqualTo(2.5);
    }

    // API Reference, Select: "If any of the requested attributes are not projected into the local secondary index,
    // DynamoDB fetches each of these attributes from the parent table."
    @Test
    void projectionNamingANonProjectedAttributeFetchesEveryItem() {
        QueryResponse response = SIM.query(query(INCLUDE, "P", "c, b", null, true, ReturnConsumedCapacity.TOTAL));
        assertThat(units(response)).isEqualTo(5.0);
        assertThat(response.items()).hasSize(4).allSatisfy(i -> assertThat(i.attributes()).containsOnlyKeys("c", "b"));
    }

    // API Reference, Select: "If you query or scan a local secondary index and request only attributes that are
    // projected into that index, the operation will read only the index and not the table." Partition Q's items are
    // 3,200 bytes but their entries 200: reading only the index costs 800 B -> 1 unit, not 12,800 B -> 4.
    @Test
    void projectionOfProjectedAttributesOnlyReadsTheIndex() {
        assertThat(units(SIM.query(query(INCLUDE, "Q", "a, y, c", null, true, ReturnConsumedCapacity.TOTAL))))
                .isEqualTo(1.0);
        assertThat(units(SIM.query(query(INCLUDE, "Q", null, null, true, ReturnConsumedCapacity.TOTAL))))
                .as("ALL_PROJECTED_ATTRIBUTES, the index default").isEqualTo(1.0);
        assertThat(units(SIM.query(query(KEYS_ONLY, "Q", null, Select.COUNT, true, ReturnConsumedCapacity.TOTAL))))
                .isEqualTo(1.0);
    }

    @Test
    void keysOnlyLsiWithAllAttributesFetchesAndReturnsTheWholeItem() {
        QueryResponse response = SIM.query(query(KEYS_ONLY, "Q", null, Select.ALL_ATTRIBUTES, true,
                ReturnConsumedCapacity.TOTAL));
        // Entries p, c, y: 8 bytes each, 32 in all -> 1 block; each 3,200-byte item -> 1 block; 5 units.
        assertThat(units(response)).isEqualTo(5.0);
        assertThat(response.items()).allSatisfy(i -> assertThat(i.attributes()).containsKeys("a", "b"));
    }

    // The fetch shows under Table and the index read under LocalSecondaryIndexes (the split is inferred from the
    // API Reference's ConsumedCapacity fields; no recorded response shows it).
    @Test
    void indexesModeShowsTheFetchUnderTableAndTheEntriesUnderTheIndex() {
        ConsumedCapacity consumed = SIM.query(query(INCLUDE, "P", null, Select.ALL_ATTRIBUTES, true,
                ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertThat(consumed.total()).isEqualTo(Capacity.read(5));
        assertThat(consumed.table()).isEqualTo(Capacity.read(4));
        assertThat(consumed.localSecondaryIndexes()).containsExactly(Map.entry(INCLUDE, Capacity.read(1)));
        assertThat(consumed.globalSecondaryIndexes()).isEmpty();

        ConsumedCapacity noFetch = SIM.query(query(INCLUDE, "P", null, null, true, ReturnConsumedCapacity.INDEXES))
                .consumedCapacity();
        assertThat(noFetch.table()).isEqualTo(Capacity.read(0));
        assertThat(noFetch.localSecondaryIndexes()).containsExactly(Map.entry(INCLUDE, Capacity.read(1)));
    }

    // A filter runs after the read, so every evaluated entry's item was fetched and is charged (Developer Guide,
    // "Filter expressions for Query": a filter does not reduce the capacity consumed).
    @Test
    void filteredOutItemsWereStillFetchedAndCharged() {
        ScanRequest scan = new ScanRequest(LsiFetchTable.NAME, INCLUDE, "p = :q", null, null,
                Map.of(":q", AttributeValue.s("P")), 8, null, true, Select.ALL_ATTRIBUTES,
                ReturnConsumedCapacity.TOTAL, null, null);
        QueryResponse response = SIM.scan(scan);
        // The Scan walks partitions P and Q (ascending partition key order in the simulation) before Limit=8 stops it.
        assertThat(response.count()).isEqualTo(4);
        assertThat(response.scannedCount()).isEqualTo(8);
        // Entries: 8 x 200 = 1,600 B -> 1 block; items: 8 fetched, each under 4 KB -> 8 blocks.
        assertThat(units(response)).isEqualTo(9.0);
    }

    // Developer Guide: with table fetches "the maximum size of the data in the results might be lower": the 1 MB
    // counts each fetched item rounded up to 4 KB. Partition R: 33-byte entries, 234-byte items -> 4,129 B each, so
    // the page stops after the first entry that reaches 1,048,576 B: ceil(1,048,576 / 4,129) = 254.
    @Test
    void fetchedItemsRoundedTo4KbCountTowardsTheOneMegabytePage() {
        QueryResponse page = SIM.query(query(INCLUDE, "R", null, Select.ALL_ATTRIBUTES, false,
                ReturnConsumedCapacity.TOTAL));
        assertThat(page.scannedCount()).isEqualTo(254);
        assertThat(page.lastEvaluatedKey()).isNotNull();
        // 254 x 33 = 8,382 B of entries -> 3 blocks, plus 254 item blocks: 257 blocks, eventually consistent.
        assertThat(units(page)).isEqualTo(128.5);

        QueryResponse indexOnly = SIM.query(query(INCLUDE, "R", null, null, false, ReturnConsumedCapacity.TOTAL));
        assertThat(indexOnly.scannedCount()).isEqualTo(300);
        assertThat(indexOnly.lastEvaluatedKey()).isNull();
    }
}
