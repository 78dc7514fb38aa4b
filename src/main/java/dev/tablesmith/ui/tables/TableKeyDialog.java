package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.AppTheme;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Edit key… on the table card: the table's partition key and optional sort key, each a name and a type (S, N or
 * B). Problems show under their field as the user types, the consequences (templates renamed, a new sort key's
 * starting templates) above the buttons; OK applies it as one undoable edit.
 */
final class TableKeyDialog extends Dialog<ButtonType> {
    private final TableKeyEditor editor;
    private final KeyPartsEditor partition = new KeyPartsEditor("table-partition", this::changed);
    private final KeyPartsEditor sort = new KeyPartsEditor("table-sort", this::changed);
    private final Map<IndexField, Label> errors = new EnumMap<>(IndexField.class);
    private final VBox effects = styled(new VBox(), "tables-effects");
    private final Label formError = styled(new Label(), "tables-field-error", "tables-form-error");
    private boolean filling = true;

    TableKeyDialog(TableKeyEditor editor, Window owner) {
        this.editor = editor;
        initOwner(owner);
        setTitle("Edit the table's key");
        setHeaderText(null);
        FormRows rows = new FormRows();
        Label note = FormRows.wrapping(styled(new Label(editor.note()), "tables-note"));
        rows.add("Partition key", IndexField.PARTITION_KEY, errors, partition.root());
        rows.add("Sort key", IndexField.SORT_KEY, errors, sort.root(),
                styled(new Label("Leave empty for a table without a sort key."), "tables-note"));
        partition.setParts(List.of(editor.partitionKey()), 1);
        sort.setParts(List.of(editor.sortKey()), 1);
        FormRows.wrapping(formError);
        getDialogPane().setContent(styled(new VBox(note, rows.grid(), effects, formError), "tables-dialog"));
        getDialogPane().getStyleClass().add("tables-dialog-pane");
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        AppTheme.style(getDialogPane());
        filling = false;
        changed();
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = editor.apply(part(partition), part(sort));
            if (refused.isPresent()) {
                IndexDialog.showError(formError, refused.get());
                event.consume();
            }
        });
    }

    private static KeyPart part(KeyPartsEditor editor) {
        return editor.parts().get(0);
    }

    private void changed() {
        if (filling) {
            return;
        }
        FormCheck check = editor.check(part(partition), part(sort));
        errors.forEach((field, label) -> IndexDialog.showError(label, check.problem(field)));
        IndexDialog.showError(formError, check.problem(IndexField.FORM));
        IndexDialog.showEffects(effects, check.isValid() ? check.effects() : List.of());
        IndexDialog.fitWindow(this);
    }
}
