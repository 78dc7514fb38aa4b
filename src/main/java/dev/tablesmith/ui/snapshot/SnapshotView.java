package dev.tablesmith.ui.snapshot;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The designer views a snapshot can show, by their command-line names, with the tab each one selects. */
public enum SnapshotView {
    ENTITY_CHART("entity-chart", "Entity chart"),
    PATTERNS("patterns", "Access patterns"),
    COLLECTIONS("collections", "Item collections"),
    TABLES("tables", "Table and indexes"),
    /** The review panel under the views, enlarged; the entity chart stays above it. */
    REVIEW("review", "Entity chart");

    private final String cliName;
    private final String tabTitle;

    SnapshotView(String cliName, String tabTitle) {
        this.cliName = cliName;
        this.tabTitle = tabTitle;
    }

    /** The name used on the command line, e.g. {@code entity-chart}. */
    public String cliName() {
        return cliName;
    }

    /** The title of the designer tab this view selects. */
    public String tabTitle() {
        return tabTitle;
    }

    /** The view with this command-line name (case-insensitive). */
    public static Optional<SnapshotView> named(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(v -> v.cliName.equals(wanted)).findFirst();
    }

    /** The accepted names for messages: {@code entity-chart, patterns, collections[:INDEX], tables, review}. */
    public static String choices() {
        return Arrays.stream(values()).map(v -> v == COLLECTIONS ? v.cliName + "[:INDEX]" : v.cliName)
                .collect(Collectors.joining(", "));
    }
}
