package dev.tablesmith.ui.shell;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.BackgroundWork;
import dev.tablesmith.ui.DesignSession;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The designer's status bar: counts on the left; on the right the background work in progress (a spinning
 * indicator with its description, such as "Saving commerce-main.tablesmith.json…", and Cancel when the work can be
 * cancelled), the autosave note and the unsaved marker.
 */
final class DesignerStatusBar {
    private final DesignSession session;
    private final HBox root;
    private final ProgressIndicator spinner = styled(new ProgressIndicator(-1), "designer-work-indicator");
    private final Label workText = styled(new Label(), "designer-work");
    private final Button cancel = styled(new Button("Cancel"), "designer-work-cancel");

    DesignerStatusBar(DesignerViewModel viewModel, ReadOnlyStringProperty autosaveStatus) {
        this.session = viewModel.session();
        Label counts = styled(new Label(), "designer-counts");
        counts.textProperty().bind(viewModel.countsProperty());
        Label dirty = styled(new Label("● unsaved"), "designer-dirty");
        dirty.visibleProperty().bind(session.dirtyProperty());
        Label autosave = styled(new Label(), "designer-autosave");
        if (autosaveStatus != null) {
            autosave.textProperty().bind(autosaveStatus);
        }
        autosave.visibleProperty().bind(autosave.textProperty().isNotEmpty());
        autosave.managedProperty().bind(autosave.visibleProperty());
        spinner.setPrefSize(14, 14);
        spinner.setMaxSize(14, 14);
        cancel.setFocusTraversable(false);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        root = styled(new HBox(12, counts, spacer, spinner, workText, cancel, autosave, dirty),
                "designer-status");
        session.work().addListener((ListChangeListener<BackgroundWork>) change -> showWork());
        showWork();
    }

    HBox root() {
        return root;
    }

    private void showWork() {
        BackgroundWork newest = session.work().isEmpty() ? null : session.work().get(session.work().size() - 1);
        boolean busy = newest != null;
        show(spinner, busy);
        show(workText, busy);
        workText.setText(busy ? newest.description() + (session.work().size() > 1
                ? " (+" + (session.work().size() - 1) + " more)" : "") : "");
        show(cancel, busy && newest.isCancellable());
        cancel.setOnAction(busy ? e -> session.cancel(newest) : null);
    }

    private static void show(javafx.scene.Node node, boolean visible) {
        node.setVisible(visible);
        node.setManaged(visible);
    }
}
