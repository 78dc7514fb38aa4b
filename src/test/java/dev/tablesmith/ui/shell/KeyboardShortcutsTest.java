package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.input.KeyCombination;
import org.junit.jupiter.api.Test;

class KeyboardShortcutsTest {
    @Test
    void everyViewHasItsOwnCtrlDigit() {
        assertThat(KeyboardShortcuts.VIEWS).hasSize(5);
        assertThat(KeyboardShortcuts.view(1)).isEqualTo("Shortcut+2");
        assertThat(KeyboardShortcuts.all("Ctrl")).extracting(KeyboardShortcuts.Shortcut::keys)
                .contains("Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4", "Ctrl+5").doesNotHaveDuplicates();
    }

    @Test
    void everyAcceleratorParses() {
        for (String keys : List.of(KeyboardShortcuts.NEW, KeyboardShortcuts.OPEN, KeyboardShortcuts.SAVE,
                KeyboardShortcuts.SAVE_AS, KeyboardShortcuts.EXPORT, KeyboardShortcuts.COMPARE, KeyboardShortcuts.CLOSE,
                KeyboardShortcuts.UNDO, KeyboardShortcuts.REDO,
                KeyboardShortcuts.REDO_ALTERNATIVE, KeyboardShortcuts.NEXT_AREA, KeyboardShortcuts.NEXT_FINDING,
                KeyboardShortcuts.LESSONS, KeyboardShortcuts.EXERCISES, KeyboardShortcuts.PRESENTATION,
                KeyboardShortcuts.QUIT, KeyboardShortcuts.CUT, KeyboardShortcuts.COPY, KeyboardShortcuts.PASTE,
                KeyboardShortcuts.USER_GUIDE, KeyboardShortcuts.TOGGLE_NAVIGATOR, KeyboardShortcuts.TOGGLE_REVIEW)) {
            assertThat(KeyCombination.keyCombination(keys)).as(keys).isNotNull();
        }
    }

    @Test
    void exportHasCtrlEAndNoOtherShortcutUsesIt() {
        assertThat(KeyboardShortcuts.EXPORT).isEqualTo("Shortcut+E");
        assertThat(KeyboardShortcuts.all("Ctrl")).extracting(KeyboardShortcuts.Shortcut::keys)
                .containsOnlyOnce("Ctrl+E");
    }

    @Test
    void compareHasAnAcceleratorNoOtherShortcutUses() {
        assertThat(KeyboardShortcuts.COMPARE).isEqualTo("Shortcut+Shift+D");
        assertThat(KeyboardShortcuts.all("Ctrl")).extracting(KeyboardShortcuts.Shortcut::keys)
                .contains("Ctrl+Shift+D").doesNotHaveDuplicates();
        assertThat(List.of(KeyboardShortcuts.NEW, KeyboardShortcuts.OPEN, KeyboardShortcuts.SAVE,
                KeyboardShortcuts.SAVE_AS, KeyboardShortcuts.CLOSE, KeyboardShortcuts.UNDO, KeyboardShortcuts.REDO,
                KeyboardShortcuts.REDO_ALTERNATIVE, "Shortcut+D")).doesNotContain(KeyboardShortcuts.COMPARE);
    }

    @Test
    void theGuidesTableListsEveryShortcut() throws Exception {
        String guide = Files.readString(Path.of("docs", "guide.md"));

        for (KeyboardShortcuts.Shortcut shortcut : KeyboardShortcuts.all("Ctrl")) {
            assertThat(guide).as(shortcut.keys()).contains("| " + shortcut.keys() + " |");
        }
    }

    @Test
    void eachAcceleratorHasOneMeaning() {
        List<String> accelerators = List.of(KeyboardShortcuts.NEW, KeyboardShortcuts.OPEN, KeyboardShortcuts.SAVE,
                KeyboardShortcuts.SAVE_AS, KeyboardShortcuts.EXPORT, KeyboardShortcuts.COMPARE, KeyboardShortcuts.CLOSE,
                KeyboardShortcuts.QUIT, KeyboardShortcuts.UNDO, KeyboardShortcuts.REDO,
                KeyboardShortcuts.REDO_ALTERNATIVE, KeyboardShortcuts.CUT, KeyboardShortcuts.COPY,
                KeyboardShortcuts.PASTE, KeyboardShortcuts.NEXT_AREA, KeyboardShortcuts.NEXT_FINDING,
                KeyboardShortcuts.LESSONS, KeyboardShortcuts.EXERCISES, KeyboardShortcuts.PRESENTATION,
                KeyboardShortcuts.USER_GUIDE, KeyboardShortcuts.TOGGLE_NAVIGATOR, KeyboardShortcuts.TOGGLE_REVIEW);

        assertThat(accelerators.stream().map(KeyCombination::keyCombination).toList()).doesNotHaveDuplicates();
        assertThat(KeyboardShortcuts.all("Ctrl")).extracting(KeyboardShortcuts.Shortcut::keys)
                .containsOnlyOnce("Ctrl+N");
    }
}
