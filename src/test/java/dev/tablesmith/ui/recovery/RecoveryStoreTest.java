package dev.tablesmith.ui.recovery;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.SampleDesigns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecoveryStoreTest {
    private static final Instant SAVED_AT = Instant.parse("2026-11-30T09:12:04Z");

    @TempDir
    Path dir;

    private RecoveryStore store;
    private final Design design = SampleDesigns.commerce(null);

    @BeforeEach
    void setUp() {
        store = new RecoveryStore(dir.resolve("recovery"), new JsonDesignStore());
    }

    @Test
    void recoveryFileRoundTripsTheDesignItsOriginalFileAndTime() throws Exception {
        Path original = dir.resolve("designs/commerce.tablesmith.json");
        store.write("w1", design, original, SAVED_AT);

        RecoveryScan scan = store.scan();

        assertThat(scan.problems()).isEmpty();
        assertThat(scan.found()).singleElement().satisfies(found -> {
            assertThat(found.id()).isEqualTo("w1");
            assertThat(found.design()).isEqualTo(design);
            assertThat(found.originalFile()).isEqualTo(original.toAbsolutePath().normalize());
            assertThat(found.savedAt()).isEqualTo(SAVED_AT);
        });
    }

    @Test
    void designNeverSavedToAFileRecoversWithoutOne() throws Exception {
        store.write("w1", design, null, SAVED_AT);

        RecoveryFile found = store.scan().found().get(0);

        assertThat(found.original()).isEmpty();
        assertThat(found.describe(ZoneOffset.UTC))
                .isEqualTo("commerce-main (never saved to a file), autosaved 2026-11-30 09:12:04");
    }

    @Test
    void describeNamesTheDesignItsFileAndWhenItWasSaved() throws Exception {
        Path original = Path.of("/designs/commerce.tablesmith.json");
        store.write("w1", design, original, SAVED_AT);

        assertThat(store.scan().found().get(0).describe(ZoneOffset.UTC)).isEqualTo(
                "commerce-main (" + original.toAbsolutePath() + "), autosaved 2026-11-30 09:12:04");
    }

    @Test
    void rewritingReplacesTheFileAndLeavesNoTemporaryFiles() throws Exception {
        store.write("w1", design, null, SAVED_AT);
        Design renamed = new Design("renamed", design.description(), design.tables(), design.pricing());
        store.write("w1", renamed, null, SAVED_AT.plusSeconds(30));

        assertThat(store.scan().found()).singleElement().satisfies(f -> assertThat(f.design().name())
                .isEqualTo("renamed"));
        try (var files = Files.list(store.directory())) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("w1.recovery.json");
        }
    }

    @Test
    void corruptRecoveryFileIsMovedAsideAndReportedWhileGoodOnesStillRecover() throws Exception {
        store.write("good", design, null, SAVED_AT);
        Files.writeString(store.fileOf("broken"), "{ \"format\": \"tablesmith-recovery/1\", \"design\": ");

        RecoveryScan scan = store.scan();

        assertThat(scan.found()).extracting(RecoveryFile::id).containsExactly("good");
        assertThat(scan.problems()).singleElement().asString()
                .startsWith("The recovery file broken.recovery.json could not be read (")
                .contains("it was kept as").contains("corrupt");
        assertThat(store.fileOf("broken")).doesNotExist();
        assertThat(store.directory().resolve("corrupt/broken.recovery.json")).exists();
        assertThat(store.scan().problems()).isEmpty(); // not reported again at the next start
    }

    @Test
    void jsonThatIsNotARecoveryFileIsSetAside() throws Exception {
        Files.createDirectories(store.directory());
        Files.writeString(store.fileOf("other"), "{\"recentFiles\": []}");

        RecoveryScan scan = store.scan();

        assertThat(scan.found()).isEmpty();
        assertThat(scan.problems()).singleElement().asString().contains("not a Tablesmith recovery file");
    }

    @Test
    void recoveryFileWithAnInvalidDesignShapeIsSetAside() throws Exception {
        Files.createDirectories(store.directory());
        Files.writeString(store.fileOf("bad"), "{\"format\": \"tablesmith-recovery/1\", \"savedAt\": \""
                + SAVED_AT + "\", \"originalFile\": null, \"design\": {\"tables\": 3}}");

        RecoveryScan scan = store.scan();

        assertThat(scan.found()).isEmpty();
        assertThat(scan.problems()).hasSize(1);
    }

    @Test
    void missingFolderMeansNothingToRecover() {
        assertThat(store.scan().isEmpty()).isTrue();
    }

    @Test
    void deleteRemovesOnlyThatWindowsFile() throws Exception {
        store.write("a", design, null, SAVED_AT);
        store.write("b", design, null, SAVED_AT);

        store.delete("a");

        assertThat(store.scan().found()).extracting(RecoveryFile::id).containsExactly("b");
    }

    @Test
    void aDesignOpenInAnotherRunningInstanceIsNotOffered() throws Exception {
        RecoveryStore other = new RecoveryStore(dir.resolve("recovery"), new JsonDesignStore());
        other.write("open-elsewhere", design, null, SAVED_AT);

        assertThat(store.scan().found()).isEmpty();

        other.close(); // the other instance quit (or its process ended)
        assertThat(store.scan().found()).extracting(RecoveryFile::id).containsExactly("open-elsewhere");
    }

    @Test
    void aStaleLockLeftByADeadProcessIsIgnoredAndRemoved() throws Exception {
        Path instances = dir.resolve(InstanceLock.FOLDER);
        Files.createDirectories(instances);
        Path stale = instances.resolve("999999-deadbeef.lock");
        Files.writeString(stale, "pid 999999\n");
        store.write("w1", design, null, SAVED_AT);
        Path file = store.fileOf("w1");
        Files.writeString(file, Files.readString(file).replaceFirst("\"instance\" : \"[^\"]+\"",
                "\"instance\" : \"999999-deadbeef\""));

        assertThat(store.scan().found()).extracting(RecoveryFile::id).containsExactly("w1");
        assertThat(stale).doesNotExist();
    }

    @Test
    void aFileFromBeforeInstancesWereRecordedIsOffered() throws Exception {
        store.write("old", design, null, SAVED_AT);
        Path file = store.fileOf("old");
        Files.writeString(file, Files.readString(file).replaceFirst("\\s*\"instance\" : \"[^\"]+\",?", ""));
        RecoveryStore later = new RecoveryStore(dir.resolve("recovery"), new JsonDesignStore());

        assertThat(later.scan().found()).extracting(RecoveryFile::id).containsExactly("old");
        later.close();
    }
}
