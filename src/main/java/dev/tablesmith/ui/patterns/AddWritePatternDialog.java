package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.edit.WriteSpecRules;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.ui.AppTheme;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * A new write pattern: id, name, the entity it writes and the operation (PutItem, UpdateItem, DeleteItem). It is
 * added as one undoable edit and selected; its request (expressions, steps, values) is then edited in the pattern's
 * Write request section.
 */
final class AddWritePatternDialog extends Dialog<ButtonType> {
    AddWritePatternDialog(PatternsViewModel viewModel, Window owner) {
        initOwner(owner);
        setTitle("Add write pattern");
        setHeaderText("A write the application makes: one PutItem, UpdateItem or DeleteItem to start with");
        TextField id = styled(new TextField(viewModel.nextPatternId()), "patterns-new-write-id");
        TextField name = styled(new TextField(), "patterns-new-write-name");
        name.setPromptText("Cancel an order");
        ComboBox<String> entity = styled(new ComboBox<>(), "patterns-new-write-entity");
        entity.getItems().setAll(viewModel.writeEditor().entityNames());
        if (!entity.getItems().isEmpty()) {
            entity.getSelectionModel().select(0);
        }
        ComboBox<WriteOperation> operation = styled(new ComboBox<>(), "patterns-new-write-operation");
        operation.getItems().setAll(WriteOperation.values());
        operation.setValue(WriteOperation.PUT);
        operation.setConverter(new StringConverter<>() {
            @Override
            public String toString(WriteOperation value) {
                return value == null ? "" : WriteSpecRules.name(value);
            }

            @Override
            public WriteOperation fromString(String string) {
                throw new UnsupportedOperationException("choices only");
            }
        });
        GridPane form = styled(new GridPane(), "patterns-form");
        form.addRow(0, new Label("ID"), id);
        form.addRow(1, new Label("Name"), name);
        form.addRow(2, new Label("Entity"), entity);
        form.addRow(3, new Label("Operation"), operation);
        Label error = styled(new Label(), "patterns-error", "patterns-new-write-error");
        error.setWrapText(true);
        getDialogPane().setContent(styled(new VBox(form, error), "dialog-content"));
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        AppTheme.style(getDialogPane());
        setOnShown(e -> name.requestFocus());
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = viewModel.writeEditor().addWritePattern(id.getText(), name.getText(),
                    entity.getValue(), operation.getValue());
            if (refused.isPresent()) {
                error.setText(refused.get());
                event.consume();
            }
        });
    }
}
