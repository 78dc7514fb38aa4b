package dev.tablesmith.ui.start;

import dev.tablesmith.ui.LaunchArguments;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One entry of the start screen's recent files.
 *
 * @param file  the design file's absolute path
 * @param found whether the file existed when the list was last read; a missing one is shown greyed, "not found"
 */
public record RecentFileRow(Path file, boolean found) {
    public RecentFileRow {
        Objects.requireNonNull(file, "file");
    }

    /** The design's name as the file name says it: {@code orders} for {@code orders.tablesmith.json}. */
    public String displayName() {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        return name.endsWith(LaunchArguments.DESIGN_FILE_SUFFIX)
                ? name.substring(0, name.length() - LaunchArguments.DESIGN_FILE_SUFFIX.length())
                : name;
    }

    /** The folder holding the file, as text. */
    public String folder() {
        return file.getParent() == null ? "" : file.getParent().toString();
    }
}
