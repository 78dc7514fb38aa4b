package dev.tablesmith.cli.live;

import java.nio.file.Path;
import java.util.Locale;

/**
 * The settings folder the CLI reads saved connections from: the same folder the app uses ({@code %APPDATA%\Tablesmith}
 * on Windows, {@code ~/Library/Application Support/Tablesmith} on macOS, {@code $XDG_CONFIG_HOME/tablesmith} or
 * {@code ~/.config/tablesmith} elsewhere; the system property {@code tablesmith.config.dir} overrides it). The
 * app's own resolver lives in the UI, which the CLI may not depend on.
 */
final class SettingsDirectory {
    static final String OVERRIDE_PROPERTY = "tablesmith.config.dir";

    private SettingsDirectory() {
    }

    static Path forCurrentUser() {
        String override = System.getProperty(OVERRIDE_PROPERTY);
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        Path home = Path.of(System.getProperty("user.home"));
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            return absolute(System.getenv("APPDATA"), home.resolve("AppData").resolve("Roaming"))
                    .resolve("Tablesmith");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Tablesmith");
        }
        return absolute(System.getenv("XDG_CONFIG_HOME"), home.resolve(".config")).resolve("tablesmith");
    }

    private static Path absolute(String value, Path fallback) {
        return value == null || value.isBlank() || !Path.of(value).isAbsolute() ? fallback : Path.of(value);
    }
}
