package dev.tablesmith.ui;

import dev.tablesmith.model.Design;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A design the user opened, with where it came from.
 *
 * @param design   the loaded design
 * @param file     the file it was loaded from, or null for an example, a new design or an imported one (which is
 *                 saved to a new {@code .tablesmith.json} file, never over the other tool's file)
 * @param origin   where it came from in words, e.g. "Example: Commerce" or "New design, not saved yet"
 * @param warnings for an imported design, what the import could not carry over ({@code FILE: PATH: MESSAGE});
 *                 empty otherwise
 */
public record OpenedDesign(Design design, Path file, String origin, List<String> warnings) {
    public OpenedDesign {
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(origin, "origin");
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    public OpenedDesign(Design design, Path file, String origin) {
        this(design, file, origin, List.of());
    }

    public static OpenedDesign fromFile(Design design, Path file) {
        return new OpenedDesign(design, file, file.toAbsolutePath().normalize().toString());
    }

    /** A design imported from another tool's file: it opens unsaved, with the import's warnings. */
    public static OpenedDesign imported(Design design, Path source, String formatLabel, List<String> warnings) {
        return new OpenedDesign(design, null, "Imported from " + source.getFileName() + " (" + formatLabel
                + "), not saved yet", warnings);
    }

    public Optional<Path> sourceFile() {
        return Optional.ofNullable(file);
    }

    /** Whether this design was imported from another tool's file rather than loaded or created. */
    public boolean isImported() {
        return origin.startsWith("Imported from ");
    }
}
