package dev.tablesmith.ui.export;

import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.snapshot.DocumentImages;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The export dialog: the formats on the left (title and a one-line description), the chosen format's output on
 * the right (its first part, monospace, scrollable), and Copy, Save… and Close below. Save asks for a file with the
 * format's extension; the file is written by {@link ExportViewModel#save} off the FX thread.
 */
public final class ExportDialog {
    private final ExportViewModel viewModel;
    private final Function<ExportViewModel, Optional<Path>> chooseTarget;
    private final BorderPane root = new BorderPane();
    private Runnable onClose = () -> { };

    /**
     * A dialog over {@code viewModel}; {@code chooseTarget} asks where to save (a file chooser in the app, a fixed
     * path in tests) and returns empty when the user cancels.
     */
    public ExportDialog(ExportViewModel viewModel, Function<ExportViewModel, Optional<Path>> chooseTarget) {
        this.viewModel = viewModel;
        this.chooseTarget = chooseTarget;
        build();
    }

    /** Shows File &gt; Export for {@code session}'s design in a window owned by {@code owner}. */
    public static Stage show(Window owner, DesignSession session) {
        Stage stage = new Stage();
        ExportViewModel viewModel = new ExportViewModel(session, Exporters.all(), new DocumentImages());
        ExportDialog dialog = new ExportDialog(viewModel, vm -> chooseFile(stage, vm, session));
        dialog.onClose = stage::close;
        Scene scene = new Scene(dialog.root());
        AppTheme.style(scene);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), stage::close);
        stage.setTitle("Export " + session.design().name());
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    private static Optional<Path> chooseFile(Stage stage, ExportViewModel viewModel, DesignSession session) {
        ExportFormat format = viewModel.selectedProperty().get();
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save " + format.title());
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(format.title(),
                "*." + format.fileExtension()));
        chooser.setInitialFileName(viewModel.suggestedFileName());
        Path designFile = session.fileProperty().get();
        if (designFile != null && designFile.toAbsolutePath().getParent() != null) {
            chooser.setInitialDirectory(designFile.toAbsolutePath().getParent().toFile());
        }
        File chosen = chooser.showSaveDialog(stage);
        return Optional.ofNullable(chosen).map(File::toPath);
    }

    public Parent root() {
        return root;
    }

    /** Called by Close (the app closes the window). */
    public void setOnClose(Runnable handler) {
        onClose = handler;
    }

    private void build() {
        root.getStyleClass().add("export-dialog");
        ListView<ExportFormat> list = new ListView<>(viewModel.formats());
        list.getStyleClass().add("export-formats");
        list.setCellFactory(view -> new FormatCell());
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, format) -> {
            if (format != null && !format.equals(viewModel.selectedProperty().get())) {
                viewModel.select(format);
            }
        });
        Label formatsTitle = styled(new Label("Format"), "section-title");
        VBox left = styled(new VBox(formatsTitle, list), "export-left");
        VBox.setVgrow(list, Priority.ALWAYS);

        TextArea preview = new TextArea();
        preview.setEditable(false);
        preview.getStyleClass().add("export-preview");
        preview.textProperty().bind(viewModel.previewProperty());
        Label previewTitle = styled(new Label(), "section-title");
        previewTitle.textProperty().bind(viewModel.selectedProperty().map(f -> "Preview: " + f.title())
                .orElse("Preview"));
        Label fileName = styled(new Label(), "muted");
        fileName.textProperty().bind(viewModel.selectedProperty().map(f -> viewModel.suggestedFileName())
                .orElse(""));
        HBox previewHeader = styled(new HBox(previewTitle, spacer(), fileName), "export-preview-header");
        previewHeader.setAlignment(Pos.BASELINE_LEFT);
        VBox centre = styled(new VBox(previewHeader, preview), "export-centre");
        VBox.setVgrow(preview, Priority.ALWAYS);

        Label message = styled(new Label(), "export-message");
        message.textProperty().bind(viewModel.messageProperty());
        viewModel.failedProperty().addListener((obs, was, failed) -> {
            message.getStyleClass().remove("export-message-error");
            if (failed) {
                message.getStyleClass().add("export-message-error");
            }
        });
        Button copy = new Button("_Copy");
        copy.disableProperty().bind(viewModel.readyProperty().not());
        copy.setOnAction(event -> copy());
        Button save = new Button("_Save…");
        save.getStyleClass().add("primary");
        save.setDefaultButton(true);
        save.disableProperty().bind(viewModel.readyProperty().not().or(viewModel.savingProperty()));
        save.setOnAction(event -> chooseTarget.apply(viewModel).ifPresent(viewModel::save));
        Button close = new Button("Close");
        close.setCancelButton(true);
        close.setOnAction(event -> onClose.run());
        for (Button button : new Button[] {copy, save, close}) {
            button.setMinWidth(Region.USE_PREF_SIZE); // a long message wraps; the buttons keep their words
        }
        message.setWrapText(true);
        message.setMinWidth(0);
        message.setMinHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(message, Priority.SOMETIMES);
        HBox buttons = styled(new HBox(message, spacer(), copy, save, close), "export-buttons");
        buttons.setAlignment(Pos.CENTER_LEFT);

        root.setLeft(left);
        root.setCenter(centre);
        root.setBottom(buttons);
        list.getSelectionModel().select(0);
    }

    private void copy() {
        ClipboardContent content = new ClipboardContent();
        content.putString(viewModel.output());
        Clipboard.getSystemClipboard().setContent(content);
        viewModel.copied();
    }

    private static Region spacer() {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return spacer;
    }

    private static <T extends javafx.scene.Node> T styled(T node, String styleClass) {
        node.getStyleClass().add(styleClass);
        return node;
    }

    /** A format: its title, and its description below in a smaller, softer line. */
    private static final class FormatCell extends ListCell<ExportFormat> {
        private final Label title = styled(new Label(), "export-format-title");
        private final Label description = styled(new Label(), "export-format-description");
        private final VBox box = styled(new VBox(title, description), "export-format");

        FormatCell() {
            title.setWrapText(true);
            description.setWrapText(true);
            description.setMaxWidth(Double.MAX_VALUE);
            box.setMinWidth(0);
            box.prefWidthProperty().bind(widthProperty().subtract(24));
        }

        @Override
        protected void updateItem(ExportFormat format, boolean empty) {
            super.updateItem(format, empty);
            if (empty || format == null) {
                setGraphic(null);
                setText(null);
            } else {
                title.setText(format.title());
                description.setText(format.description());
                setText(null);
                setGraphic(box);
            }
        }
    }
}
