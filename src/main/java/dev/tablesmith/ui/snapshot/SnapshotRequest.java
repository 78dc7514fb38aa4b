package dev.tablesmith.ui.snapshot;

import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.stream.Collectors;

/**
 * What to render: a design, the view, the item collections of the table or of one secondary index (for the
 * collections view), the access pattern to select (its read slice is marked) and the size in pixels.
 *
 * @param design  the design to show
 * @param view    the designer view
 * @param index   a secondary index of the table for the collections view, or null for the table itself
 * @param pattern the id of the access pattern to select, or null
 * @param width   the width of the image in pixels
 * @param height  the height of the image in pixels
 * @param theme   the colour theme the designer is drawn in
 */
public record SnapshotRequest(Design design, SnapshotView view, String index, String pattern, int width,
                              int height, Theme theme) {
    /** The size a designer window opens at. */
    public static final int DEFAULT_WIDTH = 1280;
    public static final int DEFAULT_HEIGHT = 800;
    /** Smaller than this the designer's controls overlap; larger images cost memory for nothing. */
    public static final int MIN_SIZE = 200;
    public static final int MAX_SIZE = 8000;

    public SnapshotRequest {
        theme = theme == null ? Theme.LIGHT : theme;
        if (width < MIN_SIZE || width > MAX_SIZE || height < MIN_SIZE || height > MAX_SIZE) {
            throw new IllegalArgumentException("the size must be between " + MIN_SIZE + " and " + MAX_SIZE
                    + " pixels each way, not " + width + "x" + height);
        }
    }

    /**
     * Reads a view argument such as {@code patterns} or {@code collections:GSI2} and checks the index and the
     * pattern against the design's table.
     *
     * @throws IllegalArgumentException with a one-line message naming the unknown view, index or pattern
     */
    public static SnapshotRequest parse(Design design, String viewArgument, String pattern, int width, int height) {
        int colon = viewArgument.indexOf(':');
        String viewName = colon < 0 ? viewArgument : viewArgument.substring(0, colon);
        String index = colon < 0 ? null : viewArgument.substring(colon + 1);
        SnapshotView view = SnapshotView.named(viewName).orElseThrow(() -> new IllegalArgumentException(
                "unknown view '" + viewName + "'; the views: " + SnapshotView.choices()));
        Table table = design.table();
        if (index != null) {
            if (view != SnapshotView.COLLECTIONS) {
                throw new IllegalArgumentException("only the collections view takes an index (collections:"
                        + index + "), not " + view.cliName());
            }
            if (index.equals(AccessPattern.TABLE_INDEX)) {
                index = null;
            } else if (table.index(index).isEmpty()) {
                throw new IllegalArgumentException(unknownIndex(table, index));
            }
        }
        if (pattern != null && table.accessPattern(pattern).isEmpty()) {
            throw new IllegalArgumentException("unknown access pattern '" + pattern + "'; the patterns of "
                    + table.name() + ": " + table.accessPatterns().stream().map(AccessPattern::id)
                    .collect(Collectors.joining(", ")));
        }
        return new SnapshotRequest(design, view, index, pattern, width, height, Theme.LIGHT);
    }

    /** The same request drawn in {@code theme}. */
    public SnapshotRequest withTheme(Theme theme) {
        return new SnapshotRequest(design, view, index, pattern, width, height, theme);
    }

    /**
     * The theme named {@code name} ({@code light} or {@code dark}).
     *
     * @throws IllegalArgumentException with a one-line message for any other name
     */
    public static Theme theme(String name) {
        for (Theme theme : Theme.values()) {
            if (theme.setting().equals(name)) {
                return theme;
            }
        }
        throw new IllegalArgumentException("unknown theme '" + name + "'; the themes: light, dark");
    }

    private static String unknownIndex(Table table, String index) {
        if (table.indexes().isEmpty()) {
            return "unknown index '" + index + "': table " + table.name() + " has no secondary indexes";
        }
        return "unknown index '" + index + "'; the indexes of " + table.name() + ": "
                + table.indexes().stream().map(SecondaryIndex::name).collect(Collectors.joining(", "));
    }
}
