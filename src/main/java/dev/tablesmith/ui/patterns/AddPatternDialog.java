package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.TablesmithApp;
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

/**
 * A small dialog for a new read pattern: id, name, entity and the one attribute the caller knows exactly. The
 * pattern is added as an undoable edit and then planned like every other.
 */
final class AddPatternDialog extends Dialog<ButtonType> {
    AddPatternDialog(PatternsViewModel viewModel, Window owner) {
        initOwner(owner);
        setTitle("Add access pattern");
        setHeaderText("A read pattern that knows one attribute exactly, at 1 request per second");
        TextField id = styled(new TextField(viewModel.nextPatternId()), "patterns-new-id");
        TextField name = styled(new TextField(), "patterns-new-name");
        name.setPromptText("Orders by carrier");
        ComboBox<String> entity = styled(new ComboBox<>(), "patterns-new-entity");
        entity.getItems().setAll(viewModel.entityNames());
        if (!entity.getItems().isEmpty()) {
            entity.getSelectionModel().select(0);
        }
        TextField attribute = styled(new TextField(), "patterns-new-attribute");
        attribute.setPromptText("carrier");
        GridPane form = styled(new GridPane(), "patterns-form");
        form.addRow(0, new Label("ID"), id);
        form.addRow(1, new Label("Name"), name);
        form.addRow(2, new Label("Entity"), entity);
        form.addRow(3, new Label("Attribute = value"), attribute);
        Label error = styled(new Label(), "patterns-error");
        getDialogPane().setContent(styled(new VBox(form, error), "dialog-content"));
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        getDialogPane().getStylesheets().add(TablesmithApp.stylesheet());
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = viewModel.addPattern(id.getText(), name.getText(), entity.getValue(),
                    attribute.getText());
            if (refused.isPresent()) {
                error.setText(refused.get());
                event.consume();
            }
        });
    }
}
