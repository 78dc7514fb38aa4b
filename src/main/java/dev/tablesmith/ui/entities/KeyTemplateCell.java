package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

/**
 * An editable entity-chart cell: edited as one line ({@code TEMPLATE when CONDITION}) in a {@link TemplateEditor}
 * with attribute-name completion and the problem underlined where it is; shown as the template with the sparse
 * condition on a second, smaller line, and the whole text in a tooltip.
 */
final class KeyTemplateCell extends TableCell<EntityRow, String> {
    private final Label template = styled(new Label(), "key-template");
    private final Label condition = styled(new Label(), "key-condition");
    private final VBox sparse = styled(new VBox(template, condition), "key-sparse");
    private final Label ownKey = styled(new Label(), "key-own-attribute");
    private final EntityChartViewModel viewModel;
    private final String keyAttribute;
    private TemplateEditor editor;
    private final MenuItem conditionItem = new MenuItem("Condition\u2026");
    private final MenuItem removeItem = new MenuItem("Remove condition");
    private final ContextMenu menu = new ContextMenu(conditionItem, removeItem);
    private static final PseudoClass REFUSED = PseudoClass.getPseudoClass("refused");

    KeyTemplateCell(EntityChartViewModel viewModel, String keyAttribute) {
        this.viewModel = viewModel;
        this.keyAttribute = keyAttribute;
        getStyleClass().add("key-cell");
        conditionItem.setOnAction(e -> openCondition());
        removeItem.setOnAction(e -> viewModel.editCell(currentEntity(), keyAttribute, KeyCell.split(getItem())[0]));
        menu.setOnShowing(e -> removeItem.setDisable(getItem() == null || KeyCell.split(getItem())[1] == null));
    }

    /**
     * Opens the "Condition…" dialog of this cell's key; nothing when the entity does not write the attribute. The
     * dialog is modal but shown without a nested event loop ({@code show}, not {@code showAndWait}): the menu
     * action returns at once and the chart is refreshed when the dialog closes.
     */
    void openCondition() {
        viewModel.conditionForm(currentEntity(), keyAttribute).ifPresent(form -> ConditionDialog.open(form,
                getScene() == null ? null : getScene().getWindow(), () -> {
                    if (getTableView() != null) {
                        getTableView().refresh();
                    }
                }));
    }

    /** The editor while this cell is being edited, for tests. */
    TemplateEditor editor() {
        return editor;
    }

    @Override
    public void startEdit() {
        if (isEmpty() || getTableRow() == null || getTableRow().getItem() == null) {
            return;
        }
        super.startEdit();
        if (!isEditing()) {
            return;
        }
        String entity = getTableRow().getItem().name();
        if (editor == null) {
            editor = new TemplateEditor(text -> viewModel.checkCell(currentEntity(), keyAttribute, text),
                    (text, caret) -> viewModel.completion(currentEntity(), text, caret), this::commitEdit,
                    this::escape);
        }
        setText(null);
        setGraphic(editor);
        // After a refusal, editing the cell again starts from the refused text, still marked.
        editor.edit(viewModel.refusedDraft(entity, keyAttribute).orElse(getItem() == null ? "" : getItem()));
    }

    @Override
    public void cancelEdit() {
        super.cancelEdit();
        if (editor != null) {
            editor.close();
        }
        show(getItem(), isEmpty());
    }

    /** Escape: back to the stored template, and no problem to explain any more. */
    private void escape() {
        cancelEdit();
        viewModel.discardDraft();
        viewModel.checkCell(currentEntity(), keyAttribute, getItem());
    }

    @Override
    public void commitEdit(String text) {
        if (editor != null) {
            editor.close();
        }
        super.commitEdit(text);
    }

    @Override
    public void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        if (isEditing()) {
            return;
        }
        show(item, empty);
    }

    private String currentEntity() {
        return getTableRow() == null || getTableRow().getItem() == null ? "" : getTableRow().getItem().name();
    }

    private void show(String stored, boolean empty) {
        // After a refusal the cell shows the refused text, marked, until it is fixed, forgotten (Escape) or the
        // design changes: the cell never looks empty while the banner under the chart explains the refusal.
        Optional<String> refused = empty ? Optional.empty()
                : viewModel.refusedDraft(currentEntity(), keyAttribute);
        pseudoClassStateChanged(REFUSED, refused.isPresent());
        String item = refused.orElse(stored);
        if (empty || item == null || item.isEmpty()) {
            setText(null);
            setTooltip(null);
            setContextMenu(null);
            String own = empty || getTableRow() == null || getTableRow().getItem() == null ? ""
                    : getTableRow().getItem().ownKey(keyAttribute);
            if (own.isEmpty()) {
                setGraphic(null);
            } else {
                // The item carries the key attribute itself (a multi-attribute GSI key needs no synthetic one).
                ownKey.setText(own);
                setGraphic(ownKey);
                setTooltip(new Tooltip(currentEntity() + " writes " + keyAttribute + " as an attribute of its own:"
                        + " DynamoDB indexes the item by it, no key template needed"
                        + (own.contains("optional") ? "; an item without it is not in the index" : "")
                        + ".\nDouble-click or F2 writes a template here instead."));
            }
            return;
        }
        // A condition belongs to a stored template: the menu is offered on a written key, not on a refused draft.
        setContextMenu(refused.isPresent() || stored == null || stored.isEmpty() ? null : menu);
        setTooltip(new Tooltip(refused.isPresent() ? "Not saved: " + viewModel.messageProperty().get()
                + "\nDouble-click or F2 edits it again; Escape there forgets it." : item));
        String[] parts = KeyCell.split(item);
        if (parts[1] != null) {
            template.setText(parts[0]);
            condition.setText("when " + parts[1]);
            setText(null);
            setGraphic(sparse);
        } else {
            setText(item);
            setGraphic(null);
        }
    }
}
