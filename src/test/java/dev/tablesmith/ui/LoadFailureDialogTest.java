package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.DesignFileProblem;
import dev.tablesmith.io.DesignLoadException;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class LoadFailureDialogTest {
    private Stage owner;

    /** Lets the FX thread finish what @Start queued (skins, layout) before a test looks at the scene. */
    @org.junit.jupiter.api.BeforeEach
    void settleAfterStart() {
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new Scene(new Pane(), 200, 100));
        stage.show();
    }

    @Test
    void dialogListsEveryProblemLineAndNoStackTrace() {
        LoadFailure failure = LoadFailure.of("orders.tablesmith.json", new DesignLoadException(List.of(
                new DesignFileProblem("orders.tablesmith.json", 14, 21, "/tables/0/entities/1/keys/SK/template",
                        "template refers to unknown attribute 'orderDat' (column 7)"),
                new DesignFileProblem("orders.tablesmith.json", 1, 1, "/format",
                        "unsupported format version 'tablesmith/9' (this Tablesmith reads tablesmith/1)"))));

        Alert alert = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> LoadFailureDialog.create(owner, failure)));

        assertThat(alert.getHeaderText()).isEqualTo("orders.tablesmith.json could not be opened");
        TextArea lines = (TextArea) alert.getDialogPane().lookup(".problem-lines");
        assertThat(lines.getText().lines()).containsExactlyElementsOf(failure.problems());
        assertThat(lines.isEditable()).isFalse();
        WaitForAsyncUtils.asyncFx(alert::show);
        try {
            Snapshots.write(alert.getDialogPane().getScene(), "load-failure");
        } finally {
            WaitForAsyncUtils.asyncFx(alert::close);
            WaitForAsyncUtils.waitForFxEvents();
        }
    }
}
