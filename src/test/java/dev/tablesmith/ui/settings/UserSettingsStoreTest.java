package dev.tablesmith.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UserSettingsStoreTest {
    @TempDir
    Path dir;

    @Test
    void noSettingsFileMeansDefaults() {
        assertThat(new UserSettingsStore(dir.resolve("never-created")).load()).isEqualTo(UserSettings.empty());
    }

    @Test
    void savedRecentFilesAreReadBackInOrderAndTheFolderIsCreated() throws IOException {
        Path a = dir.resolve("a.tablesmith.json");
        Path b = dir.resolve("b.tablesmith.json");
        UserSettingsStore store = new UserSettingsStore(dir.resolve("config/tablesmith"));

        store.update(s -> s.withRecentFile(a).withRecentFile(b));

        assertThat(new UserSettingsStore(dir.resolve("config/tablesmith")).load().recentFiles()).containsExactly(b, a);
        assertThat(store.file()).exists();
        try (var files = Files.list(store.file().getParent())) {
            assertThat(files).containsExactly(store.file()); // no temp file left behind
        }
    }

    @Test
    void settingsThisVersionDoesNotKnowSurviveASave() throws IOException {
        UserSettingsStore store = new UserSettingsStore(dir);
        Files.writeString(store.file(), "{ \"fontScale\": 1.25, \"recentFiles\": [] }");

        store.update(s -> s.withRecentFile(dir.resolve("a.tablesmith.json")));

        assertThat(Files.readString(store.file())).contains("\"fontScale\" : 1.25", "a.tablesmith.json");
    }

    @Test
    void themeIsSavedAndReadBackWithoutTouchingTheRecentFiles() throws IOException {
        UserSettingsStore store = new UserSettingsStore(dir);
        Path a = dir.resolve("a.tablesmith.json");
        store.update(s -> s.withRecentFile(a));

        store.update(s -> s.withTheme(Theme.DARK));

        UserSettings reread = new UserSettingsStore(dir).load();
        assertThat(reread.theme()).isEqualTo(Theme.DARK);
        assertThat(reread.recentFiles()).containsExactly(a);
        assertThat(Files.readString(store.file())).contains("\"theme\" : \"dark\"");
    }

    @Test
    void missingOrUnknownThemeMeansLight() throws IOException {
        UserSettingsStore store = new UserSettingsStore(dir);
        assertThat(store.load().theme()).isEqualTo(Theme.LIGHT);

        Files.writeString(store.file(), "{ \"theme\": \"solarized\" }");

        assertThat(store.load().theme()).isEqualTo(Theme.LIGHT);
    }

    @Test
    void addingARecentFileKeepsTheTheme() {
        UserSettings dark = UserSettings.empty().withTheme(Theme.DARK);

        assertThat(dark.withRecentFile(dir.resolve("a.tablesmith.json")).theme()).isEqualTo(Theme.DARK);
        assertThat(dark.withoutRecentFile(dir.resolve("a.tablesmith.json")).theme()).isEqualTo(Theme.DARK);
    }

    @Test
    void aCorruptSettingsFileMeansDefaultsAndIsReplacedOnTheNextSave() throws IOException {
        UserSettingsStore store = new UserSettingsStore(dir);
        Files.writeString(store.file(), "{ \"recentFiles\": [ tr");

        assertThat(store.load()).isEqualTo(UserSettings.empty());

        Path a = dir.resolve("a.tablesmith.json");
        store.update(s -> s.withRecentFile(a));
        assertThat(store.load().recentFiles()).containsExactly(a);
    }

    @Test
    void entriesThatAreNotTextAreSkipped() throws IOException {
        UserSettingsStore store = new UserSettingsStore(dir);
        Files.writeString(store.file(), "{ \"recentFiles\": [ 42, \"/d/a.tablesmith.json\", null ] }");

        assertThat(store.load().recentFiles()).containsExactly(Path.of("/d/a.tablesmith.json"));
    }
}
