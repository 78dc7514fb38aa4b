package dev.tablesmith.ui.start;

import dev.tablesmith.ui.LaunchArguments;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One entry of the start screen's recent files.
 *
 * @param file   the design file's absolute path
 * @param found  whether the file existed when the list was last read; a missing one is shown greyed, "not found"
 * @param folder the folder holding the file as shown, with the user's home folder written {@code ~}
 */
public record RecentFileRow(Path file, boolean found, String folder) {
    public RecentFileRow {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(folder, "folder");
    }

    /** The row for {@code file}, its folder shown relative to {@code home} when it is inside it. */
    public static RecentFileRow of(Path file, boolean found, Path home) {
        Path parent = file.getParent();
        String folder;
        if (parent == null) {
            folder = "";
        } else if (parent.startsWith(home) && !parent.equals(home)) {
            folder = "~" + parent.getFileSystem().getSeparator() + home.relativize(parent);
        } else {
            folder = parent.equals(home) ? "~" : parent.toString();
        }
        return new RecentFileRow(file, found, folder);
    }

    /** The design's name as the file name says it: {@code orders} for {@code orders.tablesmith.json}. */
    public String displayName() {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        return name.endsWith(LaunchArguments.DESIGN_FILE_SUFFIX)
                ? name.substring(0, name.length() - LaunchArguments.DESIGN_FILE_SUFFIX.length())
                : name;
    }
}
