package dev.tablesmith.ui.shell;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.BackgroundWork;
import dev.tablesmith.ui.DesignSession;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;

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
    /** How long quiet work runs before the status bar names it. */
    static final Duration QUIET_DELAY = Duration.millis(400);
    private final Set<BackgroundWork> announced = new HashSet<>();

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
        session.work().addListener((ListChangeListener<BackgroundWork>) change -> {
            while (change.next()) {
                change.getAddedSubList().stream().filter(BackgroundWork::isQuiet).forEach(this::announceLater);
                change.getRemoved().forEach(announced::remove);
            }
            showWork();
        });
        showWork();
    }

    /** Quiet work (an analysis redone after an edit) is named once it has lasted {@link #QUIET_DELAY}. */
    private void announceLater(BackgroundWork work) {
        PauseTransition delay = new PauseTransition(QUIET_DELAY);
        delay.setOnFinished(e -> {
            if (session.work().contains(work)) {
                announced.add(work);
                showWork();
            }
        });
        delay.play();
    }

    HBox root() {
        return root;
    }

    private void showWork() {
        List<BackgroundWork> shown = session.work().stream().filter(w -> !w.isQuiet() || announced.contains(w))
                .toList();
        BackgroundWork newest = shown.isEmpty() ? null : shown.get(shown.size() - 1);
        boolean busy = newest != null;
        show(spinner, busy);
        show(workText, busy);
        workText.setText(busy ? newest.description() + (shown.size() > 1
                ? " (+" + (shown.size() - 1) + " more)" : "") : "");
        show(cancel, busy && newest.isCancellable());
        cancel.setOnAction(busy ? e -> session.cancel(newest) : null);
    }

    private static void show(javafx.scene.Node node, boolean visible) {
        node.setVisible(visible);
        node.setManaged(visible);
    }
}
