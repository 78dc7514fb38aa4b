package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Rename… (table card, navigator, Design menu, F2): the design's name and its table's name, each problem under its
 * field as the user types; OK renames both as one undoable edit.
 */
public final class RenameDialog extends Dialog<ButtonType> {
    /** Which field has the focus when the dialog opens. */
    public enum Focus { DESIGN, TABLE }

    private final RenameEditor editor;
    private final TextField designName = styled(new TextField(), "rename-design-name");
    private final TextField tableName = styled(new TextField(), "rename-table-name");
    private final Map<IndexField, Label> errors = new EnumMap<>(IndexField.class);
    private final VBox effects = styled(new VBox(), "tables-effects");
    private final Label formError = styled(new Label(), "tables-field-error", "tables-form-error");

    public RenameDialog(RenameEditor editor, Window owner, Focus focus) {
        this.editor = editor;
        initOwner(owner);
        setTitle("Rename");
        setHeaderText(null);
        FormRows rows = new FormRows();
        designName.setText(editor.designName());
        tableName.setText(editor.tableName());
        rows.add("Design", IndexField.DESIGN_NAME, errors, designName,
                styled(new Label("Titles the window, the exports and the design document."), "tables-note"));
        rows.add("Table", IndexField.TABLE_NAME, errors, tableName,
                styled(new Label("The DynamoDB table name: 3 to 255 letters, digits, '_', '-' or '.'."),
                        "tables-note"));
        FormRows.wrapping(formError);
        IndexDialog.showError(formError, "");
        getDialogPane().setContent(styled(new VBox(rows.grid(), effects, formError), "tables-dialog",
                "rename-dialog"));
        getDialogPane().getStyleClass().add("tables-dialog-pane");
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        AppTheme.style(getDialogPane());
        designName.textProperty().addListener((obs, old, text) -> changed());
        tableName.textProperty().addListener((obs, old, text) -> changed());
        changed();
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = editor.apply(designName.getText(), tableName.getText());
            if (refused.isPresent()) {
                IndexDialog.showError(formError, refused.get());
                event.consume();
            }
        });
        TextField focused = focus == Focus.TABLE ? tableName : designName;
        setOnShown(e -> Platform.runLater(() -> {
            focused.requestFocus();
            focused.selectAll();
        }));
    }

    /** Shows the dialog for {@code session}'s design and waits until it is closed. */
    public static void show(DesignSession session, Window owner, Focus focus) {
        new RenameDialog(new RenameEditor(session), owner, focus).showAndWait();
    }

    private void changed() {
        FormCheck check = editor.check(designName.getText(), tableName.getText());
        errors.forEach((field, label) -> IndexDialog.showError(label, check.problem(field)));
        IndexDialog.showEffects(effects, check.isValid() ? check.effects() : java.util.List.of());
        getDialogPane().lookupButton(ButtonType.OK).setDisable(!check.isValid());
        IndexDialog.fitWindow(this);
    }
}
