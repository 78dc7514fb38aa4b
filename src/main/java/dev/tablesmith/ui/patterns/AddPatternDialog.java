package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.PatternKind;
import dev.tablesmith.ui.AppTheme;
import java.util.EnumMap;
import java.util.Map;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * "Add access pattern", patterns first: the question, its id, read or write, the entity it returns (existing or
 * new) and what the caller knows. Focus starts on the question. When the entity is missing (or lacks attributes)
 * a ticked "Create entity Post with attributes authorId" adds it in the same undoable edit. A refusal is shown
 * under its field and keeps the dialog open.
 */
final class AddPatternDialog extends Dialog<ButtonType> {
    private final Map<AddPatternViewModel.Field, Label> errors = new EnumMap<>(AddPatternViewModel.Field.class);

    AddPatternDialog(AddPatternViewModel form, Window owner) {
        initOwner(owner);
        setTitle("Add access pattern");
        setHeaderText("The question first: what the caller knows, and what it gets back");
        TextField name = styled(new TextField(), "patterns-new-name");
        name.setPromptText("Posts by author");
        name.setPrefColumnCount(24);
        name.textProperty().bindBidirectional(form.nameProperty());
        TextField id = styled(new TextField(), "patterns-new-id");
        id.setPrefColumnCount(6);
        id.textProperty().bindBidirectional(form.idProperty());
        ToggleGroup kinds = new ToggleGroup();
        RadioButton read = styled(new RadioButton("Read"), "patterns-new-read");
        RadioButton write = styled(new RadioButton("Write (PutItem)"), "patterns-new-write");
        read.setToggleGroup(kinds);
        write.setToggleGroup(kinds);
        read.setSelected(form.kindProperty().get() == PatternKind.READ);
        write.setSelected(form.kindProperty().get() == PatternKind.WRITE);
        kinds.selectedToggleProperty().addListener((obs, old, now) ->
                form.kindProperty().set(now == write ? PatternKind.WRITE : PatternKind.READ));
        ComboBox<String> entity = styled(new ComboBox<>(), "patterns-new-entity");
        entity.setEditable(true);
        entity.getItems().setAll(form.entityNames());
        entity.setPromptText("Post");
        entity.getEditor().textProperty().bindBidirectional(form.entityProperty());
        TextField inputs = styled(new TextField(), "patterns-new-inputs");
        inputs.setPromptText("authorId, status = PUBLISHED");
        inputs.textProperty().bindBidirectional(form.inputsProperty());
        CheckBox create = styled(new CheckBox(), "patterns-new-create");
        create.selectedProperty().bindBidirectional(form.createEntityProperty());
        create.textProperty().bind(form.offerProperty());
        create.visibleProperty().bind(form.offerProperty().isNotEmpty());
        create.managedProperty().bind(create.visibleProperty());

        GridPane grid = styled(new GridPane(), "patterns-form");
        int row = 0;
        row = field(grid, row, "Question", name, AddPatternViewModel.Field.NAME);
        row = field(grid, row, "ID", id, AddPatternViewModel.Field.ID);
        row = field(grid, row, "Kind", styled(new HBox(read, write), "patterns-editor-row"), null);
        row = field(grid, row, "Entity", entity, AddPatternViewModel.Field.ENTITY);
        row = field(grid, row, "Caller knows", inputs, AddPatternViewModel.Field.INPUTS);
        grid.add(create, 1, row);
        Label hint = styled(new Label("Comma separated; attribute = VALUE makes a constant. The entity need not "
                + "exist yet."), "muted", "patterns-new-hint");
        hint.setWrapText(true);
        hint.setMaxWidth(460);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        getDialogPane().setContent(styled(new VBox(grid, hint), "dialog-content"));
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        AppTheme.style(getDialogPane());
        form.errorProperty().addListener((obs, old, now) -> showError(form));
        form.errorFieldProperty().addListener((obs, old, now) -> showError(form));
        // The create-entity choice and the messages come and go: the window follows its content's height.
        create.visibleProperty().addListener((obs, old, now) -> fit());
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            if (form.add().isPresent()) {
                event.consume();
            }
        });
        setOnShown(e -> Platform.runLater(name::requestFocus));
    }

    private int field(GridPane grid, int row, String title, Node field, AddPatternViewModel.Field which) {
        grid.addRow(row, new Label(title), field);
        if (which == null) {
            return row + 1;
        }
        Label error = styled(new Label(), "patterns-error", "patterns-new-error");
        error.setWrapText(true);
        error.setMaxWidth(420);
        error.setMinHeight(Region.USE_PREF_SIZE);
        error.managedProperty().bind(error.textProperty().isNotEmpty());
        error.visibleProperty().bind(error.textProperty().isNotEmpty());
        errors.put(which, error);
        grid.add(error, 1, row + 1);
        return row + 2;
    }

    private void fit() {
        Platform.runLater(() -> {
            if (getDialogPane().getScene() != null && getDialogPane().getScene().getWindow() != null) {
                getDialogPane().getScene().getWindow().sizeToScene();
            }
        });
    }

    private void showError(AddPatternViewModel form) {
        fit();
        errors.values().forEach(l -> l.setText(""));
        AddPatternViewModel.Field field = form.errorFieldProperty().get();
        if (field != null) {
            errors.get(field).setText(form.errorProperty().get());
        }
    }
}
