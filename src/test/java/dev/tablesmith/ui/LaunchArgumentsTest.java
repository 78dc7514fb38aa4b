package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LaunchArgumentsTest {
    @TempDir
    Path dir;

    @Test
    void noArgumentsStartTheApp() {
        assertThat(LaunchArguments.startsApp(List.of())).isTrue();
    }

    @Test
    void anExistingDesignFileAsTheOnlyArgumentStartsTheAppWithIt() throws IOException {
        Path file = Files.writeString(dir.resolve("orders.tablesmith.json"), "{}");

        assertThat(LaunchArguments.startsApp(List.of(file.toString()))).isTrue();
        assertThat(LaunchArguments.designFileArgument(List.of(file.toString()))).contains(file);
    }

    @Test
    void aDesignFileThatDoesNotExistGoesToTheCommandLine() {
        assertThat(LaunchArguments.startsApp(List.of(dir.resolve("gone.tablesmith.json").toString()))).isFalse();
    }

    @Test
    void commandsAndOtherFilesGoToTheCommandLine() throws IOException {
        Path json = Files.writeString(dir.resolve("orders.json"), "{}");
        Path design = Files.writeString(dir.resolve("orders.tablesmith.json"), "{}");

        assertThat(LaunchArguments.startsApp(List.of("--version"))).isFalse();
        assertThat(LaunchArguments.startsApp(List.of(json.toString()))).isFalse();
        assertThat(LaunchArguments.startsApp(List.of("validate", design.toString()))).isFalse();
    }
}
