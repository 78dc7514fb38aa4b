package dev.tablesmith.ui.startup;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StartupLinesTest {
    @Test
    void theStartScreenLineListsItsTimesAsKeyValues() {
        assertThat(StartupLines.startScreen(812, 845, 1300, 5)).isEqualTo(
                "startup-report start-screen first-frame-ms=812 interactive-ms=845 cpu-ms=1300 examples=5");
    }

    @Test
    void theOpenLineGivesTheHeapInMebibytes() {
        assertThat(StartupLines.openedDesign("commerce-main", 100_000, 9000, 700, 1200, 1900, 2600, 300L * 1024 * 1024,
                512L * 1024 * 1024)).isEqualTo("startup-report open=commerce-main items=100000 prepare-ms=9000"
                + " read-ms=700 first-frame-ms=1200 interactive-ms=1900 cpu-ms=2600 heap-used-mib=300 heap-max-mib=512");
    }

    @Test
    void aViewLineNamesTheViewAndTheTimeToShowIt() {
        assertThat(StartupLines.viewShown("item-collections", 640))
                .isEqualTo("startup-report view=item-collections shown-ms=640");
    }
}
