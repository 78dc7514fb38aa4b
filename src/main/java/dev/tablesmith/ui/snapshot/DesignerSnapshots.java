package dev.tablesmith.ui.snapshot;

import dev.tablesmith.model.Design;
import dev.tablesmith.ui.FontCheck;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;

/**
 * Renders a view of the designer to an image without a display: for README screenshots, design reviews and docs
 * ({@code tablesmith snapshot}). Starts the toolkit headless when it is not running and stops it again
 * afterwards; a toolkit that was already running (the app's tests) is left running.
 */
public final class DesignerSnapshots {
    /**
     * Layout passes before the image is taken: virtualized lists create their cells in one pulse and size them in
     * the next, so the first image can still show empty rows.
     */
    private static final int SETTLING_PASSES = 3;

    private DesignerSnapshots() {
    }

    /**
     * Renders {@code view} (e.g. {@code patterns} or {@code collections:GSI2}) of {@code design} at
     * {@code width} x {@code height} and writes it as PNG to {@code out}.
     *
     * @param pattern the id of the access pattern to select, or null
     * @param theme   {@code light} or {@code dark}
     * @throws IllegalArgumentException when the view, index, pattern or size is unknown or out of range
     * @throws IOException              when {@code out} cannot be written
     */
    public static void write(Design design, String view, String pattern, int width, int height, String theme,
                             Path out) throws IOException {
        BufferedImage image = render(SnapshotRequest.parse(design, view, pattern, width, height)
                .withTheme(SnapshotRequest.theme(theme)));
        PngImages.write(image, out);
    }

    /**
     * Renders the requested view and returns its pixels.
     *
     * @throws IllegalStateException with {@link FontCheck#NO_FONTS} when the system has no font to draw text with
     */
    public static BufferedImage render(SnapshotRequest request) {
        boolean startedHere = HeadlessToolkit.start();
        try {
            Scene scene = HeadlessToolkit.onFxThread(() -> new DesignerScene(request).scene());
            WritableImage image = null;
            for (int pass = 0; pass < SETTLING_PASSES; pass++) {
                HeadlessToolkit.drainEvents();
                image = HeadlessToolkit.onFxThread(() -> scene.snapshot(null));
            }
            return PngImages.toBufferedImage(image);
        } catch (RuntimeException | Error e) {
            if (FontCheck.isNoFontsFailure(e)) { // fontconfig lists no font although font files exist
                throw new IllegalStateException(FontCheck.NO_FONTS);
            }
            throw e;
        } finally {
            if (startedHere) {
                Platform.exit();
            }
        }
    }
}
