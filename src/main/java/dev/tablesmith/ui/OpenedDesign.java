package dev.tablesmith.ui;

import dev.tablesmith.model.Design;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A design the user opened, with where it came from.
 *
 * @param design the loaded design
 * @param file   the file it was loaded from, or null for an example or a new design
 * @param origin where it came from in words, e.g. "Example: Commerce" or "New design, not saved yet"
 */
public record OpenedDesign(Design design, Path file, String origin) {
    public OpenedDesign {
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(origin, "origin");
    }

    public static OpenedDesign fromFile(Design design, Path file) {
        return new OpenedDesign(design, file, file.toAbsolutePath().normalize().toString());
    }

    public Optional<Path> sourceFile() {
        return Optional.ofNullable(file);
    }
}
