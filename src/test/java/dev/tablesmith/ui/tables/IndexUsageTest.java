package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class IndexUsageTest {
    private static final double GIB = 1024.0 * 1024 * 1024;

    @Test
    void smallTableSaysItemsAndKilobytesNotAZeroGigabyteFigure() {
        IndexUsage usage = new IndexUsage(List.of(), 3, 1229 / GIB);

        assertThat(usage.storageText()).isEqualTo("3 items · 1.2 KB");
    }

    @Test
    void oneItemIsSingular() {
        assertThat(new IndexUsage(List.of(), 1, 300 / GIB).storageText()).isEqualTo("1 item · 300 bytes");
    }

    @Test
    void sizesUseTheLargestUnitThatKeepsTheFigureAtLeastOne() {
        assertThat(IndexUsage.sizeText(0)).isEqualTo("0 bytes");
        assertThat(IndexUsage.sizeText(1023)).isEqualTo("1,023 bytes");
        assertThat(IndexUsage.sizeText(1024)).isEqualTo("1.0 KB");
        assertThat(IndexUsage.sizeText(450.3 * 1024 * 1024)).isEqualTo("450.3 MB");
        assertThat(IndexUsage.sizeText(2.5 * GIB)).isEqualTo("2.5 GB");
        assertThat(IndexUsage.sizeText(3.0 * 1024 * GIB)).isEqualTo("3.0 TB");
    }

    @Test
    void largeCountsAreGroupedByThousands() {
        assertThat(new IndexUsage(List.of(), 2_100_000, 0.45).storageText())
                .isEqualTo("2,100,000 items · 460.8 MB");
    }
}
