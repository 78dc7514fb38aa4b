package dev.tablesmith.io.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.export.DocumentImage;
import dev.tablesmith.export.MarkdownExporter;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Exporting the Markdown document again into a folder that no longer accepts new files (injected: chmod does not
 * stop root): the pictures' staging folder cannot be made, and the line says so in our words, naming the folder,
 * never the hidden staging folder's path (issue 21); the earlier document and pictures stay.
 */
class MarkdownPicturesReadOnlyFolderTest {
    @TempDir
    Path folder;

    @Test
    void aReadOnlyFolderIsNamedWithoutTheStagingFolder() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        DocumentImageRenderer fake = (d, images, into) -> {
            for (DocumentImage image : images) {
                Files.writeString(into.resolve(image.fileName()), image.view());
            }
        };
        Path target = folder.resolve("design.md");
        new MarkdownFiles(new MarkdownExporter(), fake).write(design, target);
        byte[] before = Files.readAllBytes(target);

        try (AutoCloseable readOnly = WriteFaults.refuseNewFilesIn(folder)) {
            assertThatThrownBy(() -> new MarkdownFiles(new MarkdownExporter(), fake).write(design, target))
                    .isInstanceOf(IOException.class)
                    .hasMessage("cannot write the pictures of " + target + " into " + folder.resolve("design-images")
                            + ": permission denied");
        }

        assertThat(Files.readAllBytes(target)).isEqualTo(before);
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }
}
