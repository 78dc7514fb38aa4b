package dev.tablesmith.ui.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemCollection;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.export.DocumentImage;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.SampleGenerator;
import dev.tablesmith.ui.collections.CollectionRow;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The pictures of the design document. Above {@link DocumentImages#WINDOW_ABOVE} sample items a picture is drawn
 * from a window of its view (the first entries, with the whole view's counts), because the designer's views of a
 * million items do not fit in memory beside the design: the window must show what the whole view shows.
 */
class DocumentImagesTest {
    private static Design commerce;

    @BeforeAll
    static void startToolkitAndLoadCommerce() throws Exception {
        FxToolkit.registerPrimaryStage();
        ExampleGallery gallery = new ExampleGallery();
        commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    @Test
    void aPictureDrawnFromAWindowIsThePictureOfTheWholeViewWhenTheWindowHoldsItAll(@TempDir Path dir)
            throws Exception {
        // commerce-main's views hold at most 43 entries: a window of 60 holds every one of them
        List<DocumentImage> images = List.of("entity-chart", "collections:table", "collections:GSI1",
                "collections:GSI2").stream().map(v -> new DocumentImage(commerce.table().name(), v,
                        v.replace(':', '-') + ".png", v)).toList();
        Path whole = dir.resolve("whole");
        Path windowed = dir.resolve("windowed");
        java.nio.file.Files.createDirectories(whole);
        java.nio.file.Files.createDirectories(windowed);

        new DocumentImages().render(commerce, images, whole);
        new DocumentImages(0).render(commerce, images, windowed);

        for (DocumentImage image : images) {
            BufferedImage a = ImageIO.read(whole.resolve(image.fileName()).toFile());
            BufferedImage b = ImageIO.read(windowed.resolve(image.fileName()).toFile());
            assertThat(b.getWidth()).as(image.view()).isEqualTo(a.getWidth());
            assertThat(b.getHeight()).as(image.view()).isEqualTo(a.getHeight());
            assertThat(differingPixels(a, b)).as(image.view()).isZero();
        }
    }

    @Test
    void aWindowShowsTheWholeViewsCountsAndItsFirstRows() throws Exception {
        Table generated = new SampleGenerator(42).generate(commerce.table(), 600).table();
        Design large = commerce.withTable(generated.name(), generated);
        DocumentImages images = new DocumentImages(1_000);
        for (String index : List.of("table", "GSI2")) {
            IndexView whole = SimulatedTable.of(generated).view("table".equals(index) ? null : index);
            DocumentImage image = new DocumentImage(generated.name(), "collections:" + index, "c.png", "c");

            Parent root = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(
                    () -> images.designer(large, image).scene().getRoot()));

            String summary = label(root, "collections-summary").getText();
            if ("table".equals(index)) {
                assertThat(summary).isEqualTo(String.format("%,d items in %,d item collections of the table",
                        whole.entryCount(), whole.collections().size()));
            } else {
                assertThat(summary).isEqualTo(String.format("%,d items in GSI2, %,d not in it (%s)",
                        whole.entryCount(), whole.excludedCount(), whole.collections().size() == 1
                                ? "1 item collection" : String.format("%,d item collections", whole.collections().size())));
                TitledPane excluded = DesignerScene.find(root, TitledPane.class,
                        p -> p.getStyleClass().contains("collections-excluded")).orElseThrow();
                assertThat(excluded.getText()).isEqualTo(String.format("Not in GSI2: %,d items (and why)",
                        whole.excludedCount()));
            }
            ListView<?> rows = DesignerScene.find(root, ListView.class,
                    l -> l.getStyleClass().contains("collections-list")).orElseThrow();
            assertThat(rows.getItems().size()).as(index).isLessThan(whole.entryCount());
            CollectionRow.Band band = (CollectionRow.Band) rows.getItems().get(0);
            ItemCollection first = whole.collections().get(0);
            assertThat(band.itemCount()).as(index).isEqualTo(first.size());
            assertThat(band.bytes()).as(index).isEqualTo(first.entries().stream().mapToLong(e -> e.size()).sum());
        }
    }

    private static Label label(Parent root, String styleClass) {
        return DesignerScene.find(root, Label.class, l -> l.getStyleClass().contains(styleClass)).orElseThrow();
    }

    private static long differingPixels(BufferedImage a, BufferedImage b) {
        long differing = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    differing++;
                }
            }
        }
        return differing;
    }
}
