package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.recovery.RecoveryFile;
import dev.tablesmith.ui.recovery.RecoveryOffer;
import dev.tablesmith.ui.settings.Theme;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Snapshots for the docs: the designer in the dark theme at 1280x800, and the recovery offer. */
@ExtendWith(ApplicationExtension.class)
class ShellSnapshotTest {
    private Design commerce;
    private Stage stage;
    private DesignerWindow designer;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
        this.stage = stage;
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void backToLight() {
        WaitForAsyncUtils.asyncFx(() -> {
            AppTheme.setTheme(Theme.LIGHT);
            stage.titleProperty().unbind(); // the primary stage is shared with the test classes that run next
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void designerInTheDarkTheme() throws Exception {
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> {
            AppTheme.setTheme(Theme.DARK);
            designer = new DesignerWindow(new DesignSession(commerce,
                    Path.of("commerce-main.tablesmith.json"), new FxTaskRunner()), new JsonDesignStore());
            designer.show(stage);
        }));
        TimeUnit.MILLISECONDS.sleep(1500); // the views compute their content in the background
        WaitForAsyncUtils.waitForFxEvents();

        BufferedImage image = Snapshots.write(stage.getScene(), "designer-dark");

        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(brightness(image.getRGB(5, image.getHeight() - 5))).isLessThan(0.25f); // status bar is dark
        String[] names = {"designer-dark-patterns", "designer-dark-collections", "designer-dark-tables"};
        for (int view = 1; view <= 3; view++) {
            int index = view;
            WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> designer.selectView(index)));
            TimeUnit.MILLISECONDS.sleep(800);
            Snapshots.write(stage.getScene(), names[view - 1]);
        }
    }

    @Test
    void recoveryOffer() throws Exception {
        RecoveryFile file = new RecoveryFile("w1", commerce,
                Path.of("/home/asha/designs/commerce-main.tablesmith.json"), Instant.parse("2026-11-30T08:59:30Z"));
        Alert alert = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> {
            Alert offer = RecoveryOffer.create(file, ZoneOffset.UTC);
            offer.initOwner(stage);
            offer.show();
            return offer;
        }));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = alert.getDialogPane();
        Scene scene = pane.getScene();

        Snapshots.write(scene, "recovery-offer");

        assertThat(pane.getHeaderText()).isEqualTo("Tablesmith closed without saving commerce-main.");
        assertThat(pane.getContentText()).contains("/home/asha/designs/commerce-main.tablesmith.json",
                "2026-11-30 08:59:30", "Save then writes to commerce-main.tablesmith.json");
        WaitForAsyncUtils.asyncFx(alert::close);
    }

    private static float brightness(int argb) {
        int r = (argb >> 16) & 0xff;
        int g = (argb >> 8) & 0xff;
        int b = argb & 0xff;
        return Math.max(r, Math.max(g, b)) / 255f;
    }
}
