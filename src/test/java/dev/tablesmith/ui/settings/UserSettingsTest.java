package dev.tablesmith.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class UserSettingsTest {
    private static final Path A = Path.of("/designs/a.tablesmith.json");
    private static final Path B = Path.of("/designs/b.tablesmith.json");

    @Test
    void openedFileMovesToTheFrontWithoutRepeating() {
        UserSettings settings = UserSettings.empty().withRecentFile(A).withRecentFile(B).withRecentFile(A);

        assertThat(settings.recentFiles()).containsExactly(A, B);
    }

    @Test
    void theSameFileWrittenTwoWaysIsOneEntry() {
        UserSettings settings = UserSettings.empty().withRecentFile(A).withRecentFile(Path.of("/designs/x/../a.tablesmith.json"));

        assertThat(settings.recentFiles()).containsExactly(A);
    }

    @Test
    void onlyTheTenMostRecentAreKept() {
        UserSettings settings = UserSettings.empty();
        for (int i = 0; i < 12; i++) {
            settings = settings.withRecentFile(Path.of("/d/" + i + ".tablesmith.json"));
        }

        assertThat(settings.recentFiles()).hasSize(UserSettings.MAX_RECENT_FILES)
                .containsExactlyElementsOf(IntStream.iterate(11, i -> i >= 2, i -> i - 1)
                        .mapToObj(i -> Path.of("/d/" + i + ".tablesmith.json")).toList());
    }

    @Test
    void forgettingAFileRemovesOnlyIt() {
        UserSettings settings = UserSettings.empty().withRecentFile(A).withRecentFile(B).withoutRecentFile(A);

        assertThat(settings.recentFiles()).containsExactly(B);
    }
}
