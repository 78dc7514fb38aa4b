package dev.tablesmith.ui;

import dev.tablesmith.ui.snapshot.PngImages;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
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
        BufferedImage buffered = PngImages.toBufferedImage(image);
        try {
            Files.createDirectories(FOLDER);
            PngImages.write(buffered, FOLDER.resolve(name + ".png"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return buffered;
    }
}
