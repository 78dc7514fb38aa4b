package dev.tablesmith.ui.startup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.ui.LaunchArguments;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StartupReportOptionsTest {
    @Test
    void theFlagAloneMeasuresTheStartScreenOnly() {
        assertThat(StartupReportOptions.parse(List.of("--startup-report")))
                .contains(new StartupReportOptions(Optional.empty(), 0));
    }

    @Test
    void openAndGenerateNameTheDesignAndTheRecordCount() {
        assertThat(StartupReportOptions.parse(List.of("--startup-report", "--open", "commerce-main", "--generate",
                "100_000"))).contains(new StartupReportOptions(Optional.of("commerce-main"), 100_000));
    }

    @Test
    void argumentsWithoutTheFlagAreNotAReport() {
        assertThat(StartupReportOptions.parse(List.of("validate", "--startup-report"))).isEmpty();
        assertThat(StartupReportOptions.parse(List.of())).isEmpty();
    }

    @Test
    void theReportStartsTheAppRatherThanTheCommandLine() {
        assertThat(LaunchArguments.startsApp(List.of("--startup-report", "--open", "commerce-main"))).isTrue();
        assertThat(LaunchArguments.designFileArgument(List.of("--startup-report"))).isEmpty();
    }

    @Test
    void anUnknownOptionIsRefusedWithTheUsage() {
        assertThatThrownBy(() -> StartupReportOptions.parse(List.of("--startup-report", "--items", "5")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("unknown option '--items'; usage: tablesmith --startup-report");
    }

    @Test
    void anOptionWithoutItsValueIsRefused() {
        assertThatThrownBy(() -> StartupReportOptions.parse(List.of("--startup-report", "--open")))
                .hasMessageStartingWith("--open needs a value");
    }

    @Test
    void aRecordCountMustBeAWholeNonNegativeNumber() {
        assertThatThrownBy(() -> StartupReportOptions.parse(List.of("--startup-report", "--open", "x", "--generate",
                "lots"))).hasMessage("--generate takes a whole number of records, not 'lots'");
        assertThatThrownBy(() -> StartupReportOptions.parse(List.of("--startup-report", "--open", "x", "--generate",
                "-3"))).hasMessage("--generate cannot be negative: -3");
    }

    @Test
    void generatingNeedsADesignToOpen() {
        assertThatThrownBy(() -> StartupReportOptions.parse(List.of("--startup-report", "--generate", "10")))
                .hasMessageStartingWith("--generate needs --open");
    }
}
