package dev.tablesmith.ui.items;

import dev.tablesmith.ui.DialogStage;
import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.DesignSession;
import java.io.File;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The "Import items" window: which files it reads, Choose files… (a file chooser), a progress bar and Cancel while
 * they are read, then the outcome: a line per file and per table (added, replaced, deleted) and the refused writes,
 * each with its location and DynamoDB's reason.
 */
public final class ImportItemsDialog {
    private final ImportItemsViewModel viewModel;
    private final VBox root = styled(new VBox(12), "import-items");
    private Runnable onClose = () -> { };
    private Window owner;

    public ImportItemsDialog(ImportItemsViewModel viewModel) {
        this.viewModel = viewModel;
        build();
    }

    /** Opens the window for {@code session}'s design and offers the file chooser at once. */
    public static Stage show(Window owner, DesignSession session) {
        Stage stage = new Stage();
        ImportItemsDialog dialog = new ImportItemsDialog(new ImportItemsViewModel(session));
        dialog.owner = stage;
        dialog.onClose = () -> {
            dialog.viewModel.cancel();
            stage.close();
        };
        DialogStage.show(owner, stage, new Scene(dialog.root()), "Import items", dialog.onClose);
        dialog.choose();
        return stage;
    }

    public Parent root() {
        return root;
    }

    public ImportItemsViewModel viewModel() {
        return viewModel;
    }

    /** Shows the file chooser and imports the files chosen. */
    void choose() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Import items from DynamoDB JSON");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("DynamoDB JSON (*.json, *.json.gz)", "*.json", "*.json.gz", "*.gz"),
                new FileChooser.ExtensionFilter("All files", "*"));
        List<File> files = chooser.showOpenMultipleDialog(owner);
        if (files != null) {
            viewModel.importFiles(files.stream().map(File::toPath).toList());
        }
    }

    private void build() {
        Label intro = styled(new Label("Adds items from aws dynamodb scan, query or get-item output, batch-write-item "
                + "--request-items files and S3 export data files (.json.gz). Each write is checked as DynamoDB "
                + "checks it; a later item with the same key replaces the earlier one."), "muted",
                "import-items-intro");
        intro.setWrapText(true);
        intro.setMinHeight(Region.USE_PREF_SIZE);

        ProgressBar bar = styled(new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS), "import-items-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.visibleProperty().bind(viewModel.runningProperty());
        bar.managedProperty().bind(viewModel.runningProperty());

        Label message = styled(new Label(), "import-items-message");
        message.setWrapText(true);
        message.setMinHeight(Region.USE_PREF_SIZE);
        message.textProperty().bind(viewModel.messageProperty());
        viewModel.failedProperty().addListener((obs, was, now) -> {
            message.getStyleClass().remove("import-items-message-error");
            if (now) {
                message.getStyleClass().add("import-items-message-error");
            }
        });

        VBox report = styled(new VBox(4), "import-items-report");
        Runnable showReport = () -> report.getChildren().setAll(viewModel.report().stream()
                .map(line -> styled(new Label(line), "code", "import-items-line")).toList());
        showReport.run();
        viewModel.report().addListener((javafx.collections.ListChangeListener<String>) c -> showReport.run());

        Label refusedTitle = styled(new Label(), "section-title", "import-items-refused-title");
        refusedTitle.textProperty().bind(Bindings.size(viewModel.refused()).asString("Refused (%d)"));
        ListView<String> refused = styled(new ListView<>(viewModel.refused()), "code", "import-items-refused");
        refused.setPrefHeight(220);
        refused.setPlaceholder(new Label("No write was refused."));
        VBox.setVgrow(refused, Priority.ALWAYS);

        Button choose = styled(new Button("_Choose files…"), "primary");
        choose.setId("import-items-choose");
        choose.disableProperty().bind(viewModel.runningProperty());
        choose.setOnAction(e -> choose());
        Button cancel = new Button("Cancel");
        cancel.setId("import-items-cancel");
        cancel.disableProperty().bind(viewModel.runningProperty().not());
        cancel.setOnAction(e -> viewModel.cancel());
        Button close = new Button("Close");
        close.setId("import-items-close");
        close.setCancelButton(true);
        close.setOnAction(e -> onClose.run());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = styled(new HBox(8, spacer, choose, cancel, close), "import-items-buttons");

        root.getChildren().setAll(styled(new Label("Import items"), "section-title"), intro, bar, message, report,
                refusedTitle, refused, buttons);
        root.setPrefWidth(820);
    }
}
