package dev.tablesmith.ui.items;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.ui.AppTheme;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The item editor window: a row per attribute (name, type, value, remove) with its problem under it, Add
 * attribute, the whole item as DynamoDB JSON to paste into, and Save, Delete (an existing item) and Cancel.
 */
public final class ItemEditorDialog {
    private final ItemEditorViewModel viewModel;
    private final VBox root = styled(new VBox(12), "item-editor");
    private final VBox rowBox = styled(new VBox(6), "item-editor-rows");
    private Runnable onClose = () -> { };

    public ItemEditorDialog(ItemEditorViewModel viewModel) {
        this.viewModel = viewModel;
        build();
    }

    /** Opens the editor in a window owned by {@code owner}. */
    public static Stage show(Window owner, ItemEditorViewModel viewModel) {
        Stage stage = new Stage();
        ItemEditorDialog dialog = new ItemEditorDialog(viewModel);
        dialog.onClose = stage::close;
        Scene scene = new Scene(dialog.root());
        AppTheme.style(scene);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), stage::close);
        stage.setTitle(viewModel.title());
        if (owner != null) {
            stage.initOwner(owner);
            stage.initModality(Modality.WINDOW_MODAL);
        }
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    public Parent root() {
        return root;
    }

    private void build() {
        Label heading = styled(new Label(viewModel.title()), "section-title");
        Label hint = styled(new Label("S, N and B values as typed (B in base64); BOOL true or false; SS, NS, BS, L "
                + "and M as DynamoDB JSON: [\"a\", \"b\"], [{\"S\": \"x\"}], {\"city\": {\"S\": \"Oslo\"}}."),
                "muted");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        showRows();
        viewModel.rows().addListener((ListChangeListener<AttributeRow>) c -> showRows());
        ScrollPane scroll = styled(new ScrollPane(rowBox), "item-editor-scroll");
        scroll.setFitToWidth(true);
        scroll.setPrefViewportHeight(260);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        Button addRow = new Button("Add _attribute");
        addRow.setId("item-editor-add-attribute");
        addRow.setOnAction(e -> viewModel.addRow());

        TextArea json = styled(new TextArea(), "item-editor-json", "code");
        json.setId("item-editor-json");
        json.setPrefRowCount(6);
        json.textProperty().bindBidirectional(viewModel.jsonProperty());
        Button useJson = new Button("Use this JSON");
        useJson.setId("item-editor-use-json");
        useJson.setOnAction(e -> viewModel.useJson());
        TitledPane jsonPane = styled(new TitledPane("DynamoDB JSON (paste a whole item here)",
                new VBox(8, json, useJson)), "item-editor-json-pane");
        jsonPane.setExpanded(false);
        jsonPane.setAnimated(false);

        Label message = styled(new Label(), "item-editor-message");
        message.setId("item-editor-message");
        message.setWrapText(true);
        message.setMinHeight(40);
        message.setMaxWidth(Double.MAX_VALUE);
        message.textProperty().bind(viewModel.messageProperty());
        viewModel.failedProperty().addListener((obs, was, now) -> {
            message.getStyleClass().remove("item-editor-message-error");
            if (now) {
                message.getStyleClass().add("item-editor-message-error");
            }
        });

        Button save = styled(new Button("_Save"), "primary");
        save.setId("item-editor-save");
        save.setDefaultButton(true);
        save.setOnAction(e -> {
            if (viewModel.save()) {
                onClose.run();
            }
        });
        Button delete = new Button("_Delete item");
        delete.setId("item-editor-delete");
        delete.setVisible(viewModel.editsExisting());
        delete.setManaged(viewModel.editsExisting());
        delete.setOnAction(e -> {
            if (viewModel.delete()) {
                onClose.run();
            }
        });
        Button cancel = new Button("Cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> onClose.run());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = styled(new HBox(8, delete, spacer, save, cancel), "item-editor-buttons");

        root.getChildren().setAll(heading, hint, scroll, addRow, jsonPane, message, buttons);
        root.setPrefWidth(760);
    }

    private void showRows() {
        rowBox.getChildren().clear();
        for (AttributeRow row : viewModel.rows()) {
            TextField name = styled(new TextField(), "item-editor-name", "code");
            name.setPromptText("attribute name");
            name.setPrefColumnCount(12);
            name.textProperty().bindBidirectional(row.nameProperty());
            ComboBox<AttributeType> type = styled(new ComboBox<>(FXCollections.observableArrayList(
                    AttributeType.values())), "item-editor-type");
            type.valueProperty().bindBidirectional(row.typeProperty());
            type.setMinWidth(Region.USE_PREF_SIZE);
            TextField value = styled(new TextField(), "item-editor-value", "code");
            value.setPromptText("value");
            value.textProperty().bindBidirectional(row.valueProperty());
            HBox.setHgrow(value, Priority.ALWAYS);
            Button remove = new Button("Remove");
            remove.setOnAction(e -> viewModel.removeRow(row));
            HBox line = styled(new HBox(8, name, type, value, remove), "item-editor-row");
            line.setAlignment(Pos.CENTER_LEFT);
            Label problem = styled(new Label(), "item-editor-problem");
            problem.textProperty().bind(row.problemProperty());
            problem.visibleProperty().bind(row.problemProperty().isNotEmpty());
            problem.managedProperty().bind(row.problemProperty().isNotEmpty());
            problem.setWrapText(true);
            rowBox.getChildren().add(new VBox(2, line, problem));
        }
    }
}
