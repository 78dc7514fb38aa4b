package dev.tablesmith.ui.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The user's Tablesmith settings: the recently opened design files, most recent first, the colour theme, and whether
 * a designer window opens with its navigator and its review panel shown (the last choice made in any window).
 *
 * @param recentFiles     absolute, normalized paths, most recent first, at most {@link #MAX_RECENT_FILES}
 * @param theme           the colour theme the app starts in
 * @param navigatorShown  whether designer windows show the navigator
 * @param reviewShown     whether designer windows show the review panel
 */
public record UserSettings(List<Path> recentFiles, Theme theme, boolean navigatorShown, boolean reviewShown) {
    /** How many recent files the start screen remembers. */
    public static final int MAX_RECENT_FILES = 10;

    public UserSettings {
        recentFiles = List.copyOf(Objects.requireNonNull(recentFiles, "recentFiles"));
        Objects.requireNonNull(theme, "theme");
    }

    /** Settings with these recent files and theme, and both panels shown. */
    public UserSettings(List<Path> recentFiles, Theme theme) {
        this(recentFiles, theme, true, true);
    }

    /** Settings with these recent files and the light theme. */
    public UserSettings(List<Path> recentFiles) {
        this(recentFiles, Theme.LIGHT);
    }

    public static UserSettings empty() {
        return new UserSettings(List.of());
    }

    /** A copy with another colour theme. */
    public UserSettings withTheme(Theme newTheme) {
        return new UserSettings(recentFiles, newTheme, navigatorShown, reviewShown);
    }

    /** A copy with {@code file} moved (or added) to the front of the recent files, dropping the oldest past the limit. */
    public UserSettings withRecentFile(Path file) {
        Path key = normalize(file);
        List<Path> updated = new ArrayList<>();
        updated.add(key);
        recentFiles.stream().filter(p -> !p.equals(key)).limit(MAX_RECENT_FILES - 1L).forEach(updated::add);
        return new UserSettings(updated, theme, navigatorShown, reviewShown);
    }

    /** A copy without {@code file} in the recent files. */
    public UserSettings withoutRecentFile(Path file) {
        Path key = normalize(file);
        return new UserSettings(recentFiles.stream().filter(p -> !p.equals(key)).toList(), theme, navigatorShown,
                reviewShown);
    }

    /** A copy with the designer's panels shown or folded. */
    public UserSettings withPanels(boolean navigator, boolean review) {
        return new UserSettings(recentFiles, theme, navigator, review);
    }

    static Path normalize(Path file) {
        return file.toAbsolutePath().normalize();
    }
}
