package dev.tablesmith.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConfigDirectoryTest {
    private static final Path HOME = Path.of("/home/ada");

    @Test
    void linuxUsesXdgConfigHomeWhenItIsAbsolute() {
        assertThat(ConfigDirectory.forPlatform("Linux", HOME, Map.of("XDG_CONFIG_HOME", "/cfg")::get))
                .isEqualTo(Path.of("/cfg/tablesmith"));
    }

    @Test
    void linuxFallsBackToDotConfigWhenXdgConfigHomeIsUnsetOrRelative() {
        assertThat(ConfigDirectory.forPlatform("Linux", HOME, Map.<String, String>of()::get))
                .isEqualTo(Path.of("/home/ada/.config/tablesmith"));
        assertThat(ConfigDirectory.forPlatform("Linux", HOME, Map.of("XDG_CONFIG_HOME", "cfg")::get))
                .isEqualTo(Path.of("/home/ada/.config/tablesmith"));
    }

    @Test
    void macOsUsesApplicationSupport() {
        assertThat(ConfigDirectory.forPlatform("Mac OS X", HOME, Map.<String, String>of()::get))
                .isEqualTo(Path.of("/home/ada/Library/Application Support/Tablesmith"));
    }

    @Test
    void windowsUsesAppData() {
        assertThat(ConfigDirectory.forPlatform("Windows 11", HOME, Map.of("APPDATA", "/roaming")::get))
                .isEqualTo(Path.of("/roaming/Tablesmith"));
        assertThat(ConfigDirectory.forPlatform("Windows 11", HOME, Map.<String, String>of()::get))
                .isEqualTo(Path.of("/home/ada/AppData/Roaming/Tablesmith"));
    }

    @Test
    void systemPropertyOverridesThePlatformFolder() {
        String previous = System.getProperty(ConfigDirectory.OVERRIDE_PROPERTY);
        System.setProperty(ConfigDirectory.OVERRIDE_PROPERTY, "/portable/settings");
        try {
            assertThat(ConfigDirectory.forCurrentUser()).isEqualTo(Path.of("/portable/settings"));
        } finally {
            if (previous == null) {
                System.clearProperty(ConfigDirectory.OVERRIDE_PROPERTY);
            } else {
                System.setProperty(ConfigDirectory.OVERRIDE_PROPERTY, previous);
            }
        }
    }
}
