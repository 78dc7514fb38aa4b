package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Design;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A design save's {@code NAME.bak} is replaced the way the file is: a full disk while the old file is copied to it
 * leaves the earlier backup whole (it used to be truncated by a plain copy), the design file as it was, and no
 * temporary file.
 */
class AtomicBackupTest {
    private static final byte[] OLD = "{\"the old file\": true}\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] OLD_BACKUP = "{\"the older file\": true}\n".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path folder;

    @Test
    void aFullDiskWhileBackingUpLeavesTheEarlierBackupWhole() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        JsonDesignStore store = new JsonDesignStore();
        Design design = store.read(new java.io.ByteArrayInputStream(gallery.text(gallery.find("org-chart")
                .orElseThrow()).getBytes(StandardCharsets.UTF_8)), "org-chart");
        Path target = Files.write(folder.resolve("org.tablesmith.json"), OLD);
        Path backup = Files.write(folder.resolve("org.tablesmith.json.bak"), OLD_BACKUP);

        try (AutoCloseable fault = WriteFaults.wrapWritesTo(backup, FaultyStreams.diskFullAfter(5))) {
            assertThatThrownBy(() -> store.save(design, target))
                    .isInstanceOf(FileWriteException.class)
                    .hasMessage("cannot write " + target + ": no space left on device; org.tablesmith.json is"
                            + " unchanged");
        }

        assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        assertThat(Files.readAllBytes(backup)).isEqualTo(OLD_BACKUP);
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }

    @Test
    void aSaveBacksUpTheFileItReplaces() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        JsonDesignStore store = new JsonDesignStore();
        Design design = store.read(new java.io.ByteArrayInputStream(gallery.text(gallery.find("org-chart")
                .orElseThrow()).getBytes(StandardCharsets.UTF_8)), "org-chart");
        Path target = Files.write(folder.resolve("org.tablesmith.json"), OLD);
        Files.write(folder.resolve("org.tablesmith.json.bak"), OLD_BACKUP);

        store.save(design, target);

        assertThat(Files.readAllBytes(folder.resolve("org.tablesmith.json.bak"))).isEqualTo(OLD);
        assertThat(Files.readString(target)).isEqualTo(store.write(design));
        assertThat(FaultyStreams.temps(folder)).isEmpty();
    }
}
