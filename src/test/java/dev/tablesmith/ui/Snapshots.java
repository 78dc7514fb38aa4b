package dev.tablesmith.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.testfx.util.WaitForAsyncUtils;

/** Renders scenes to PNG files under {@code target/snapshots}, for a person to look at. */
public final class Snapshots {
    /** The folder snapshots are written to. */
    public static final Path FOLDER = Path.of("target", "snapshots");

    private Snapshots() {
    }

    /** Renders {@code scene} on the FX thread and writes it as {@code target/snapshots/NAME.png}; returns the image. */
    public static BufferedImage write(Scene scene, String name) {
        WaitForAsyncUtils.waitForFxEvents();
        return write(WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> scene.snapshot(null))), name);
    }

    /** Writes a rendered image as {@code target/snapshots/NAME.png}; returns it. */
    public static BufferedImage write(WritableImage image, String name) {
        BufferedImage buffered = toBufferedImage(image);
        try {
            Files.createDirectories(FOLDER);
            ImageIO.write(buffered, "png", FOLDER.resolve(name + ".png").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return buffered;
    }

    /** Copies the pixels through {@link PixelReader}: javafx-swing's {@code SwingFXUtils} is not a dependency. */
    static BufferedImage toBufferedImage(WritableImage image) {
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
}
