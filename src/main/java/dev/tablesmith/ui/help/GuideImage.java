package dev.tablesmith.ui.help;

import java.net.URL;
import javafx.geometry.Bounds;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;

/**
 * A screenshot of the guide: its box has the image's final size from the start (so headings do not move as images
 * arrive), and the image is decoded, at the size shown and in the background, only when the box is first scrolled
 * near: the whole guide's 45 screenshots are not held in memory at once.
 */
final class GuideImage {
    private final StackPane frame;
    private final ImageView view;
    private final String target;
    private final double width;
    private boolean requested;

    GuideImage(StackPane frame, ImageView view, String target, double width) {
        this.frame = frame;
        this.view = view;
        this.target = target;
        this.width = width;
    }

    /** Starts decoding the image if its box is within {@code window} (scene coordinates) and it has not started. */
    void loadIfNear(Bounds window) {
        if (requested || frame.getScene() == null) {
            return;
        }
        Bounds box = frame.localToScene(frame.getLayoutBounds());
        if (box.getMaxY() >= window.getMinY() && box.getMinY() <= window.getMaxY()) {
            load();
        }
    }

    /** Starts decoding the image now. */
    void load() {
        if (requested) {
            return;
        }
        requested = true;
        URL url = GuideImage.class.getResource(target);
        if (url != null) {
            view.setImage(new Image(url.toExternalForm(), width, 0, true, true, true));
        }
    }

    boolean requested() {
        return requested;
    }

    ImageView view() {
        return view;
    }

    String target() {
        return target;
    }
}
