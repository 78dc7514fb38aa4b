package dev.tablesmith.cli;

import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Renders a view of the designer to a PNG file for {@code tablesmith snapshot}. The designer lives in the UI,
 * which the command line may not depend on (docs/architecture.md), so the launcher supplies the renderer.
 */
@FunctionalInterface
public interface SnapshotRenderer {
    /** For a command line started without the designer: says so instead of rendering. */
    SnapshotRenderer UNAVAILABLE = (design, view, pattern, width, height, theme, out) -> {
        throw new UnsupportedOperationException("snapshot needs the designer, which this command line was "
                + "started without");
    };

    /**
     * Renders {@code view} ({@code entity-chart}, {@code patterns}, {@code collections[:INDEX]}, {@code tables}
     * or {@code review}) of {@code design} at {@code width} x {@code height} to {@code out}.
     *
     * @param pattern the id of the access pattern to select (its read slice is marked), or null
     * @param theme   the colour theme: {@code light} or {@code dark}
     * @throws IllegalArgumentException with a one-line message for an unknown view, index or pattern
     * @throws IOException              when {@code out} cannot be written
     */
    void render(Design design, String view, String pattern, int width, int height, String theme, Path out)
            throws IOException;
}
