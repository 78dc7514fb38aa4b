package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class StorageEstimateTest {

    private static Design commerce() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    @Test
    void sparseIndexHoldsOnlyTheShareOfOrdersThatArePendingAndKeysOnlyEntriesAreSmaller() throws Exception {
        Design design = commerce();
        StorageEstimate storage = StorageEstimate.of(design.table(), design.pricing());
        Map<String, StorageEstimate.IndexStorage> byIndex = storage.indexes().stream()
                .collect(Collectors.toMap(StorageEstimate.IndexStorage::index, i -> i));
        long orders = design.table().entity("Order").orElseThrow().estimatedItemCount();
        long allItems = design.table().entities().stream().mapToLong(e -> e.estimatedItemCount()).sum();
        assertThat(byIndex.get("table").entries()).isEqualTo(allItems);
        assertThat(byIndex.get("GSI2").entries()).isGreaterThan(0).isLessThan(orders);
        assertThat(byIndex.get("GSI1").entries()).isLessThan(allItems);
        assertThat(storage.totalBytes()).isCloseTo(storage.indexes().stream()
                .mapToDouble(StorageEstimate.IndexStorage::bytes).sum(), org.assertj.core.api.Assertions.within(1.0));
    }

    @Test
    void theFirst25GigabytesAreFree() throws Exception {
        Design design = commerce();
        StorageEstimate storage = StorageEstimate.of(design.table(), design.pricing());
        double gb = storage.totalBytes() / (1024.0 * 1024 * 1024);
        double expected = Math.max(0, gb - 25) * Pricing.usEast1().storageGbMonth();
        assertThat(storage.monthlyCost()).isEqualTo(expected);
    }
}
