package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.VBox;
import javafx.util.converter.DefaultStringConverter;

/**
 * An editable entity-chart cell: edited as one line ({@code TEMPLATE when CONDITION}), shown as the template with
 * the sparse condition on a second, smaller line, and the whole text in a tooltip.
 */
final class KeyTemplateCell extends TextFieldTableCell<EntityRow, String> {
    private final Label template = styled(new Label(), "key-template");
    private final Label condition = styled(new Label(), "key-condition");
    private final VBox sparse = styled(new VBox(template, condition), "key-sparse");

    KeyTemplateCell() {
        super(new DefaultStringConverter());
        getStyleClass().add("key-cell");
    }

    /** Back to the two-line display of a sparse key after Escape. */
    @Override
    public void cancelEdit() {
        super.cancelEdit();
        updateItem(getItem(), isEmpty());
    }

    @Override
    public void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        if (empty || item == null || item.isEmpty()) {
            setTooltip(null);
            return;
        }
        setTooltip(new Tooltip(item));
        if (isEditing()) {
            return;
        }
        String[] parts = KeyCell.split(item);
        if (parts[1] != null) {
            template.setText(parts[0]);
            condition.setText("when " + parts[1]);
            setText(null);
            setGraphic(sparse);
        }
    }
}
