package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class ExampleGalleryTest {
    private static final String FOLDER = "/dev/tablesmith/io/testgallery/";

    private final ExampleGallery gallery = new ExampleGallery(FOLDER);

    @Test
    void listsTheExamplesOfTheIndexInGalleryOrder() throws Exception {
        assertThat(gallery.list()).containsExactly(
                new Example("commerce-main", "Commerce (main table)",
                        "Customers, orders and a sparse index of pending orders.",
                        FOLDER + "commerce-main.tablesmith.json"),
                new Example("tiny", "Tiny", "The smallest valid design.", FOLDER + "tiny.tablesmith.json"),
                new Example("gone", "Gone", "Listed, but its file is not bundled.", FOLDER + "gone.tablesmith.json"));
    }

    @Test
    void findsAnExampleByName() throws Exception {
        assertThat(gallery.find("tiny")).map(Example::title).hasValue("Tiny");
        assertThat(gallery.find("missing")).isEmpty();
    }

    @Test
    void textIsTheBundledFileExactly() throws Exception {
        Example example = gallery.find("commerce-main").orElseThrow();

        assertThat(gallery.text(example))
                .isEqualTo(StoreFixtures.resourceText(FOLDER + "commerce-main.tablesmith.json"));
    }

    @Test
    void loadReadsAndValidatesTheExample() throws Exception {
        assertThat(gallery.load(gallery.find("commerce-main").orElseThrow())).isEqualTo(OrdersDesign.build());
        assertThat(gallery.load(gallery.find("tiny").orElseThrow()).description())
                .isEqualTo("One table, one key — the smallest design.");
    }

    @Test
    void folderWithoutTrailingSlashWorksToo() throws Exception {
        assertThat(new ExampleGallery("dev/tablesmith/io/testgallery").list()).hasSize(3);
    }

    @Test
    void exampleWhoseFileIsMissingGivesAClearMessage() throws Exception {
        Example gone = gallery.find("gone").orElseThrow();

        assertThatThrownBy(() -> gallery.text(gone))
                .isInstanceOf(IOException.class)
                .hasMessage("example file not found on the classpath: " + FOLDER + "gone.tablesmith.json");
    }

    @Test
    void missingIndexGivesAClearMessage() {
        ExampleGallery empty = new ExampleGallery("/dev/tablesmith/io/no-gallery-here/");

        assertThatThrownBy(empty::list)
                .isInstanceOf(IOException.class)
                .hasMessage("example gallery index not found on the classpath:"
                        + " /dev/tablesmith/io/no-gallery-here/index.json");
    }

    @Test
    void indexEntryWithoutAFileIsRefusedWithItsPosition() {
        ExampleGallery broken = new ExampleGallery("/dev/tablesmith/io/brokengallery/");

        assertThatThrownBy(broken::list)
                .isInstanceOf(IOException.class)
                .hasMessage("example gallery index /dev/tablesmith/io/brokengallery/index.json: entry 2 needs a"
                        + " string 'file'");
    }
}
