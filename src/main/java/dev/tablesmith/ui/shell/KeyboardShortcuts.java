package dev.tablesmith.ui.shell;

import java.util.List;

/**
 * The designer's keyboard shortcuts, listed once: the menus and scene accelerators use these key combinations and
 * Help &gt; Keyboard shortcuts shows this list. Key combinations are in JavaFX's {@code KeyCombination} syntax,
 * where {@code Shortcut} is Ctrl (Cmd on macOS).
 */
public final class KeyboardShortcuts {
    public static final String NEW = "Shortcut+N";
    public static final String OPEN = "Shortcut+O";
    public static final String SAVE = "Shortcut+S";
    public static final String SAVE_AS = "Shortcut+Shift+S";
    public static final String CLOSE = "Shortcut+W";
    public static final String EXPORT = "Shortcut+E";
    public static final String COMPARE = "Shortcut+Shift+D";
    public static final String UNDO = "Shortcut+Z";
    public static final String REDO = "Shortcut+Y";
    public static final String REDO_ALTERNATIVE = "Shortcut+Shift+Z";
    public static final String NEXT_AREA = "F6";
    public static final String NEXT_FINDING = "F8";
    public static final String LESSONS = "Shortcut+Shift+L";
    public static final String EXERCISES = "Shortcut+Shift+E";
    public static final String PRESENTATION = "F5";
    public static final String QUIT = "Shortcut+Q";
    public static final String CUT = "Shortcut+X";
    public static final String COPY = "Shortcut+C";
    public static final String PASTE = "Shortcut+V";
    public static final String USER_GUIDE = "F1";
    public static final String TOGGLE_NAVIGATOR = "Shortcut+Shift+B";
    public static final String TOGGLE_REVIEW = "Shortcut+Shift+J";

    /** The views in tab order; Ctrl+1..5 selects them. */
    public static final List<String> VIEWS = List.of("Entity chart", "Access patterns", "Item collections",
            "Table and indexes", "Live");

    /**
     * One row of the shortcuts dialog.
     *
     * @param keys   the keys as a person reads them, e.g. "Ctrl+Shift+S"
     * @param action what they do
     */
    public record Shortcut(String keys, String action) {
    }

    private KeyboardShortcuts() {
    }

    /** The key combination that selects view {@code index} (0-based): Ctrl+1 for the first. */
    public static String view(int index) {
        return "Shortcut+" + (index + 1);
    }

    /** Every shortcut, in the order the dialog lists them; {@code shortcutKey} is "Ctrl" or "Cmd". */
    public static List<Shortcut> all(String shortcutKey) {
        String ctrl = shortcutKey + "+";
        List<Shortcut> rows = new java.util.ArrayList<>(List.of(
                new Shortcut(ctrl + "N", "New design"),
                new Shortcut(ctrl + "O", "Open a design file"),
                new Shortcut(ctrl + "S", "Save"),
                new Shortcut(ctrl + "Shift+S", "Save as another file"),
                new Shortcut(ctrl + "E", "Export to another format (Workbench, CloudFormation, Markdown, ...)"),
                new Shortcut(ctrl + "Shift+D", "Compare with a file or a git revision"),
                new Shortcut(ctrl + "W", "Close the window (asks to save unsaved changes)"),
                new Shortcut(ctrl + "Q", "Quit: close every designer window (each asks to save), then Tablesmith"),
                new Shortcut(ctrl + "Z", "Undo"),
                new Shortcut(ctrl + "Y or " + ctrl + "Shift+Z", "Redo"),
                new Shortcut(ctrl + "X, " + ctrl + "C, " + ctrl + "V", "Cut, copy, paste in the focused text field"),
                new Shortcut("Insert", "Add an entity (entity chart) or an access pattern (access patterns)"),
                new Shortcut("F2", "Edit the focused cell; on the design or table in the navigator, rename it")));
        for (int i = 0; i < VIEWS.size(); i++) {
            rows.add(new Shortcut(ctrl + (i + 1), "Show " + VIEWS.get(i)));
        }
        rows.add(new Shortcut(ctrl + "Shift+B", "Show or hide the navigator"));
        rows.add(new Shortcut(ctrl + "Shift+J", "Show or hide the review panel"));
        rows.add(new Shortcut("F6", "Move focus: navigator, current view, review panel"));
        rows.add(new Shortcut("F8", "Select the next review finding"));
        rows.add(new Shortcut(ctrl + "Shift+L", "Show or hide the lesson panel"));
        rows.add(new Shortcut(ctrl + "Shift+E", "Show or hide the exercise panel"));
        rows.add(new Shortcut("F5", "Presentation mode on or off"));
        rows.add(new Shortcut("F1", "Show the user guide"));
        rows.add(new Shortcut("Alt+F, Alt+E, Alt+V, Alt+G, Alt+D, Alt+L, Alt+H",
                "Open the File, Edit, View, Design, Data, Learn, Help menu"));
        return List.copyOf(rows);
    }
}
