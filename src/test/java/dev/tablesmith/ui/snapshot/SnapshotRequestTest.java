package dev.tablesmith.ui.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SnapshotRequestTest {
    private static Design commerce;

    @BeforeAll
    static void loadCommerce() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    @Test
    void everyViewIsNamedAsOnTheCommandLine() {
        assertThat(SnapshotRequest.parse(commerce, "entity-chart", null, 1280, 800).view())
                .isEqualTo(SnapshotView.ENTITY_CHART);
        assertThat(SnapshotRequest.parse(commerce, "patterns", null, 1280, 800).view()).isEqualTo(SnapshotView.PATTERNS);
        assertThat(SnapshotRequest.parse(commerce, "tables", null, 1280, 800).view()).isEqualTo(SnapshotView.TABLES);
        assertThat(SnapshotRequest.parse(commerce, "Review", null, 1280, 800).view()).isEqualTo(SnapshotView.REVIEW);
    }

    @Test
    void collectionsTakeASecondaryIndexAfterAColon() {
        SnapshotRequest request = SnapshotRequest.parse(commerce, "collections:GSI2", "AP6", 1600, 900);

        assertThat(request.view()).isEqualTo(SnapshotView.COLLECTIONS);
        assertThat(request.index()).isEqualTo("GSI2");
        assertThat(request.pattern()).isEqualTo("AP6");
        assertThat(request.width()).isEqualTo(1600);
        assertThat(request.height()).isEqualTo(900);
    }

    @Test
    void collectionsOfTheTableNeedNoIndex() {
        assertThat(SnapshotRequest.parse(commerce, "collections", null, 1280, 800).index()).isNull();
        assertThat(SnapshotRequest.parse(commerce, "collections:table", null, 1280, 800).index()).isNull();
    }

    @Test
    void unknownViewIsRejectedWithTheViewsThereAre() {
        assertThatThrownBy(() -> SnapshotRequest.parse(commerce, "chart", null, 1280, 800))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown view 'chart'; the views: entity-chart, patterns, collections[:INDEX], tables, "
                        + "review");
    }

    @Test
    void unknownIndexIsRejectedWithTheTablesIndexes() {
        assertThatThrownBy(() -> SnapshotRequest.parse(commerce, "collections:GSI9", null, 1280, 800))
                .hasMessage("unknown index 'GSI9'; the indexes of commerce-main: GSI1, GSI2");
    }

    @Test
    void anIndexOnAnotherViewIsRejected() {
        assertThatThrownBy(() -> SnapshotRequest.parse(commerce, "tables:GSI1", null, 1280, 800))
                .hasMessage("only the collections view takes an index (collections:GSI1), not tables");
    }

    @Test
    void unknownPatternIsRejectedWithThePatternIds() {
        assertThatThrownBy(() -> SnapshotRequest.parse(commerce, "patterns", "AP99", 1280, 800))
                .hasMessageStartingWith("unknown access pattern 'AP99'; the patterns of commerce-main: AP1, AP2,");
    }

    @Test
    void sizeOutsideTheRangeIsRejected() {
        assertThatThrownBy(() -> SnapshotRequest.parse(commerce, "tables", null, 100, 800))
                .hasMessage("the size must be between 200 and 8000 pixels each way, not 100x800");
        assertThatThrownBy(() -> SnapshotRequest.parse(commerce, "tables", null, 1280, 9000))
                .hasMessage("the size must be between 200 and 8000 pixels each way, not 1280x9000");
    }
}
