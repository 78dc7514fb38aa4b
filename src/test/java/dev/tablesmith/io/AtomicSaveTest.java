package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicSaveTest {
    @TempDir
    Path folder;

    private final JsonDesignStore store = StoreFixtures.formatOnlyStore();
    private final Design first = OrdersDesign.build();
    private final Design second = OrdersDesign.build().withName("commerce-renamed");

    private List<String> folderListing() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void saveWritesTheCanonicalTextToANewFileWithoutABackup() throws Exception {
        Path file = folder.resolve("shop.tablesmith.json");

        store.save(first, file);

        assertThat(Files.readString(file)).isEqualTo(store.write(first));
        assertThat(folderListing()).containsExactly("shop.tablesmith.json");
    }

    @Test
    void backupHoldsThePreviousVersionAndIsReplacedOnTheNextSave() throws Exception {
        Path file = folder.resolve("shop.tablesmith.json");
        Design third = first.withName("third");

        store.save(first, file);
        store.save(second, file);
        assertThat(Files.readString(file)).isEqualTo(store.write(second));
        assertThat(Files.readString(folder.resolve("shop.tablesmith.json.bak"))).isEqualTo(store.write(first));

        store.save(third, file);
        assertThat(Files.readString(file)).isEqualTo(store.write(third));
        assertThat(Files.readString(folder.resolve("shop.tablesmith.json.bak"))).isEqualTo(store.write(second));
        assertThat(folderListing()).containsExactly("shop.tablesmith.json", "shop.tablesmith.json.bak");
    }

    @Test
    void crashWhileWritingLeavesTheOriginalIntactAndNoTempFile() throws Exception {
        Path file = folder.resolve("shop.tablesmith.json");
        store.save(first, file);
        byte[] original = Files.readAllBytes(file);
        List<List<String>> seenDuringWrite = new ArrayList<>();
        JsonDesignStore crashing = new JsonDesignStore(d -> List.of(), (channel, bytes) -> {
            channel.write(ByteBuffer.wrap(bytes, 0, bytes.length / 2));
            seenDuringWrite.add(folderListing());
            throw new IOException("disk full (simulated)");
        });

        assertThatThrownBy(() -> crashing.save(second, file))
                .isInstanceOf(IOException.class)
                .hasMessage("cannot write " + file + ": disk full (simulated); shop.tablesmith.json is unchanged");

        assertThat(seenDuringWrite).singleElement().satisfies(listing -> assertThat(listing).hasSize(2)
                .anyMatch(name -> name.startsWith(".shop.tablesmith.json.") && name.endsWith(".tmp")));
        assertThat(Files.readAllBytes(file)).isEqualTo(original);
        assertThat(folderListing()).containsExactly("shop.tablesmith.json");
    }

    @Test
    void unexpectedRuntimeFailureWhileWritingAlsoRemovesTheTempFile() throws Exception {
        Path file = folder.resolve("shop.tablesmith.json");
        store.save(first, file);
        JsonDesignStore crashing = new JsonDesignStore(d -> List.of(), (channel, bytes) -> {
            channel.write(ByteBuffer.wrap(bytes, 0, 10));
            throw new IllegalStateException("bug in the middle of a write");
        });

        assertThatThrownBy(() -> crashing.save(second, file)).isInstanceOf(IllegalStateException.class);

        assertThat(Files.readString(file)).isEqualTo(store.write(first));
        assertThat(folderListing()).containsExactly("shop.tablesmith.json");
    }

    @Test
    void savingIntoAMissingFolderSaysWhichFolderIsMissing() {
        Path missingFolder = folder.resolve("no-such-folder");
        Path file = missingFolder.resolve("shop.tablesmith.json");

        assertThatThrownBy(() -> store.save(first, file))
                .isInstanceOf(IOException.class)
                .hasMessage("cannot write " + file + ": folder " + missingFolder.toAbsolutePath()
                        + " does not exist");
        assertThat(Files.exists(missingFolder)).isFalse();
    }

    @Test
    void savingOverAFolderIsRefused() throws Exception {
        Path target = Files.createDirectory(folder.resolve("shop.tablesmith.json"));

        assertThatThrownBy(() -> store.save(first, target))
                .isInstanceOf(IOException.class)
                .hasMessage("cannot write " + target + ": it is a folder");
        assertThat(folderListing()).containsExactly("shop.tablesmith.json");
    }

    @Test
    void savedFileKeepsThePermissionsOfTheFileItReplaces() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path file = folder.resolve("shop.tablesmith.json");
        store.save(first, file);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));

        store.save(second, file);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-r-----");
    }

    @Test
    void relativePathIsSavedInTheCurrentFolder() throws Exception {
        Path file = folder.resolve("rel.tablesmith.json");
        Path relative = Path.of("").toAbsolutePath().relativize(file);

        store.save(first, relative);

        assertThat(Files.readString(file)).isEqualTo(store.write(first));
    }
}
