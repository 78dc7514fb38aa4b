package dev.tablesmith.ui.compare;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import java.io.File;
import java.nio.file.Path;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

/** File &gt; Compare with…: a window of its own beside the designer, showing a {@link CompareView}. */
public final class CompareDialog {
    private CompareDialog() {
    }

    /** A window comparing the session's design; shown by the caller. */
    public static Stage create(Window owner, DesignSession session) {
        CompareView view = new CompareView(new CompareViewModel(session));
        Stage stage = new Stage();
        view.setOnChooseFile(vm -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Compare with design file");
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Tablesmith designs",
                    "*" + JsonDesignStore.DESIGN_FILE_SUFFIX, "*.json"));
            Path current = session.fileProperty().get();
            if (current != null && current.toAbsolutePath().getParent() != null) {
                chooser.setInitialDirectory(current.toAbsolutePath().getParent().toFile());
            }
            File chosen = chooser.showOpenDialog(stage);
            if (chosen != null) {
                vm.compareWithFile(chosen.toPath());
            }
        });
        Scene scene = new Scene((Parent) view.root(), 980, 680);
        AppTheme.style(scene);
        stage.setScene(scene);
        stage.setTitle("Compare " + session.design().name() + " with…");
        if (owner != null) {
            stage.initOwner(owner);
        }
        return stage;
    }
}
