package dev.tablesmith.io.export;

import dev.tablesmith.export.DocumentImage;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Draws the pictures of a design document ({@link DocumentImage}: the entity chart, each index's item collections)
 * as PNG files. The designer draws them with JavaFX, which neither the core nor this package may use, so the
 * launcher and the app supply the renderer; the command line started without the designer has none.
 */
@FunctionalInterface
public interface DocumentImageRenderer {
    /**
     * Draws every picture into {@code folder}, each as its {@link DocumentImage#fileName()}, all in one go (the
     * toolkit starts once).
     *
     * @throws IOException when a file cannot be written
     * @throws IllegalStateException with a one-line message when the pictures cannot be drawn at all (no fonts)
     */
    void render(Design design, List<DocumentImage> images, Path folder) throws IOException;
}
