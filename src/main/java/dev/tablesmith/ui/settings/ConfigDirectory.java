package dev.tablesmith.ui.settings;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Where Tablesmith keeps the user's settings, following each platform's convention:
 * {@code %APPDATA%\Tablesmith} on Windows, {@code ~/Library/Application Support/Tablesmith} on macOS and
 * {@code $XDG_CONFIG_HOME/tablesmith} (default {@code ~/.config/tablesmith}) elsewhere. The system property
 * {@code tablesmith.config.dir} overrides it (for portable installs and tests).
 */
public final class ConfigDirectory {
    /** System property that overrides the settings folder. */
    public static final String OVERRIDE_PROPERTY = "tablesmith.config.dir";

    private ConfigDirectory() {
    }

    /** The settings folder of the user running Tablesmith. */
    public static Path forCurrentUser() {
        String override = System.getProperty(OVERRIDE_PROPERTY);
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        return forPlatform(System.getProperty("os.name", ""), Path.of(System.getProperty("user.home")),
                System::getenv);
    }

    /** The settings folder on the named operating system, for a user with the given home and environment. */
    static Path forPlatform(String osName, Path home, UnaryOperator<String> environment) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            return absolute(environment.apply("APPDATA"), home.resolve("AppData").resolve("Roaming"))
                    .resolve("Tablesmith");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Tablesmith");
        }
        return absolute(environment.apply("XDG_CONFIG_HOME"), home.resolve(".config")).resolve("tablesmith");
    }

    /** The variable's value when it is an absolute path (the XDG spec says to ignore relative ones), else the fallback. */
    private static Path absolute(String value, Path fallback) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        Path path = Path.of(value);
        return path.isAbsolute() ? path : fallback;
    }
}
