package dev.tablesmith.ui.snapshot;

import dev.tablesmith.io.AtomicFiles;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/** JavaFX images to PNG files, through {@link PixelReader}: javafx-swing's {@code SwingFXUtils} is not a dependency. */
public final class PngImages {
    private PngImages() {
    }

    /** Copies the pixels of a rendered image into an ARGB {@link BufferedImage}. */
    public static BufferedImage toBufferedImage(WritableImage image) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage buffered = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                buffered.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        return buffered;
    }

    /**
     * Writes {@code image} to {@code file} as PNG, replacing the file atomically ({@link AtomicFiles}): a failure or
     * a kill mid-write leaves the old picture, never a truncated one.
     */
    public static void write(BufferedImage image, Path file) throws IOException {
        AtomicFiles.write(file, out -> {
            if (!ImageIO.write(image, "png", out)) {
                throw new IOException("no PNG writer in this Java runtime");
            }
        });
    }
}
