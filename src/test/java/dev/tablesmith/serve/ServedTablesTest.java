package dev.tablesmith.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.WriteOutcome;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.WriteItemResponse;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The endpoint's state: snapshots, serialized writes, the design with written items, debounced notices. */
class ServedTablesTest {
    private static final String TABLE = "commerce-main";

    private static Design design() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find(TABLE).orElseThrow());
    }

    private static WriteOutcome<WriteItemResponse> put(ServedState state, String pk, String condition) {
        return state.table(TABLE).putItem(new PutItemRequest(TABLE, new Item(Map.of("PK", AttributeValue.s(pk),
                "SK", AttributeValue.s("A"))), condition, null, null, null, null, null));
    }

    private static ServedTables.Update<Object> update(WriteOutcome<WriteItemResponse> o) {
        return ServedTables.Update.tables(o, Map.of(TABLE, o.table()), Map.of(TABLE, o.writes()));
    }

    @Test
    void aSnapshotTakenBeforeAWriteDoesNotChange() throws Exception {
        AtomicInteger notices = new AtomicInteger();
        ServedTables tables = new ServedTables(ServedState.of(design()), notices::incrementAndGet);
        ServedState before = tables.snapshot();
        int items = before.tables().get(TABLE).items().size();

        tables.write(s -> update(put(s, "NEW", null)));

        assertThat(before.tables().get(TABLE).items()).hasSize(items);
        assertThat(tables.snapshot().tables().get(TABLE).items()).hasSize(items + 1);
        assertThat(notices).hasValue(1);
    }

    @Test
    void aRefusedWritePublishesNothing() throws Exception {
        AtomicInteger notices = new AtomicInteger();
        ServedTables tables = new ServedTables(ServedState.of(design()), notices::incrementAndGet);
        tables.write(s -> update(put(s, "ONCE", null)));
        ServedState before = tables.snapshot();

        assertThatThrownBy(() -> tables.write(s -> update(put(s, "ONCE", "attribute_not_exists(PK)"))))
                .isInstanceOf(DynamoDbError.class);

        assertThat(tables.snapshot()).isSameAs(before);
        assertThat(notices).hasValue(1);
    }

    @Test
    void theDesignCarriesWrittenItemsAsExplicitSampleItemsAndKeepsUntouchedRecords() throws Exception {
        Design design = design();
        ServedTables tables = new ServedTables(ServedState.of(design), () -> { });
        tables.write(s -> update(put(s, "SAVED", null)));

        Design after = tables.design();

        assertThat(after.table(TABLE).orElseThrow().items()).extracting(i -> i.attributes().get("PK"))
                .contains(AttributeValue.s("SAVED"));
        assertThat(after.table(TABLE).orElseThrow().entities()).isEqualTo(design.table(TABLE).orElseThrow()
                .entities());
        List<Item> served = new SimulatedTable(after.table(TABLE).orElseThrow(),
                ItemMaterializer.materialize(after.table(TABLE).orElseThrow()).plainItems()).items();
        assertThat(served).hasSameSizeAs(tables.snapshot().tables().get(TABLE).items());
    }

    @Test
    void aBurstOfChangesIsOneNoticeAndCloseReportsWhatIsPending() throws Exception {
        List<Design> seen = new CopyOnWriteArrayList<>();
        Design design = design();
        ChangeNotifier notifier = new ChangeNotifier(() -> design, seen::add);
        for (int i = 0; i < 50; i++) {
            notifier.changed();
        }
        Thread.sleep(ChangeNotifier.DELAY_MILLIS * 3);
        notifier.changed();

        notifier.close();

        assertThat(seen).hasSize(2);
    }
}
