package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import org.junit.jupiter.api.Test;

class ScaleEstimatesSharingTest {

    private static Table commerceTable() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        return design.table();
    }

    @Test
    void theSharedSampleOfADesignVersionGetsOneSharedEstimate() throws Exception {
        Table table = commerceTable();
        SampleData shared = ItemMaterializer.materialize(table);

        assertThat(ScaleEstimates.of(table, shared)).isSameAs(ScaleEstimates.of(table, shared));
        assertThat(ItemMaterializer.remembered(table)).containsSame(shared);
    }

    @Test
    void aCallersOwnSampleGetsEstimatesOfItsOwnThatAreNotKept() throws Exception {
        Table table = commerceTable();
        SampleData own = new ItemMaterializer(table).materialize();

        ScaleEstimates first = ScaleEstimates.of(table, own);
        ScaleEstimates second = ScaleEstimates.of(table, own);

        assertThat(first).isNotSameAs(second);
        Entity order = table.entity("Order").orElseThrow();
        assertThat(first.averageItemBytes(order)).isEqualTo(second.averageItemBytes(order)).isPositive();
    }

    @Test
    void sharedAndOwnEstimatesAgree() throws Exception {
        Table table = commerceTable();
        ScaleEstimates shared = ScaleEstimates.of(table, ItemMaterializer.materialize(table));
        ScaleEstimates own = new ScaleEstimates(table, new ItemMaterializer(table).materialize());

        for (Entity entity : table.entities()) {
            assertThat(shared.averageItemBytes(entity)).isEqualTo(own.averageItemBytes(entity));
            for (var spec : dev.tablesmith.engine.IndexSpec.all(table)) {
                assertThat(shared.averageEntryBytes(entity, spec)).isEqualTo(own.averageEntryBytes(entity, spec));
                assertThat(shared.sampleShareInIndex(entity, spec)).isEqualTo(own.sampleShareInIndex(entity, spec));
            }
        }
    }
}
