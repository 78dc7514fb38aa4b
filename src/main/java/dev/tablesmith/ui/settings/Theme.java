package dev.tablesmith.ui.settings;

import java.util.Locale;
import java.util.Optional;

/**
 * The app's colour theme. Light is {@code app.css} alone; Dark adds {@code dark.css}, which only redefines the
 * looked-up colours ({@code -ts-bg}, {@code -ts-text}, ...) that {@code app.css} declares on {@code .root}.
 */
public enum Theme {
    LIGHT("Light", null),
    DARK("Dark", "dark.css");

    private final String label;
    private final String stylesheet;

    Theme(String label, String stylesheet) {
        this.label = label;
        this.stylesheet = stylesheet;
    }

    /** The menu text: "Light" or "Dark". */
    public String label() {
        return label;
    }

    /** The stylesheet (next to {@code app.css}) added on top of it, if any. */
    public Optional<String> overlay() {
        return Optional.ofNullable(stylesheet);
    }

    /** The theme saved as {@code name} ("light", "dark"); light for anything else. */
    public static Theme fromSetting(String name) {
        if (name == null) {
            return LIGHT;
        }
        for (Theme theme : values()) {
            if (theme.name().equals(name.trim().toUpperCase(Locale.ROOT))) {
                return theme;
            }
        }
        return LIGHT;
    }

    /** How the theme is saved in {@code settings.json}. */
    public String setting() {
        return name().toLowerCase(Locale.ROOT);
    }
}
