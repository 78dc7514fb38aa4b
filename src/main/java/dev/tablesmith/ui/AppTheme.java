package dev.tablesmith.ui;

import dev.tablesmith.ui.settings.Theme;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;

/**
 * The app-wide colour theme: every scene and dialog styled through {@link #style(Scene)} or
 * {@link #style(DialogPane)} gets {@code app.css} plus the theme's overlay, and follows {@link #themeProperty()}
 * when it changes (View &gt; Theme). Use on the FX thread.
 */
public final class AppTheme {
    private static final ObjectProperty<Theme> THEME = new SimpleObjectProperty<>(Theme.LIGHT);

    private AppTheme() {
    }

    /** The theme every styled scene shows; set it to switch all open windows. */
    public static ObjectProperty<Theme> themeProperty() {
        return THEME;
    }

    public static Theme theme() {
        return THEME.get();
    }

    public static void setTheme(Theme theme) {
        THEME.set(Objects.requireNonNull(theme, "theme"));
    }

    /** The stylesheets for {@code theme}: {@code app.css}, then its overlay (if any). */
    public static List<String> stylesheets(Theme theme) {
        String base = TablesmithApp.stylesheet();
        return theme.overlay().map(name -> List.of(base, AppTheme.class.getResource(name).toExternalForm()))
                .orElse(List.of(base));
    }

    /** Styles {@code scene} with the current theme and keeps it in step with theme changes. */
    public static void style(Scene scene) {
        follow(scene.getStylesheets(), scene.getProperties());
    }

    /** Styles a dialog with the current theme and keeps it in step with theme changes. */
    public static void style(DialogPane pane) {
        follow(pane.getStylesheets(), pane.getProperties());
    }

    /** The listener is held by the scene (or pane) and registered weakly, so closed windows can be collected. */
    private static void follow(ObservableList<String> sheets, ObservableMap<Object, Object> owner) {
        apply(sheets, THEME.get());
        ChangeListener<Theme> listener = (obs, old, theme) -> apply(sheets, theme);
        owner.put(AppTheme.class, listener);
        THEME.addListener(new WeakChangeListener<>(listener));
    }

    private static void apply(ObservableList<String> sheets, Theme theme) {
        sheets.removeIf(sheet -> sheet.endsWith("/app.css") || sheet.endsWith("/dark.css"));
        sheets.addAll(0, stylesheets(theme));
    }
}
