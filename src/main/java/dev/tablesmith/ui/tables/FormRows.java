package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.Css.styled;

import java.util.EnumMap;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The rows of the index and table-key forms: a label on the left, and on the right the field, its notes and the
 * red line that shows its problem (hidden while there is none). A row can be hidden as a whole (capacity, when the
 * index has none of its own).
 */
final class FormRows {
    /** The space between two rows. */
    private static final double ROW_GAP = 12;

    private final GridPane grid = styled(new GridPane(), "tables-form");
    private final Map<IndexField, Node[]> rows = new EnumMap<>(IndexField.class);

    FormRows() {
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(110);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setFillWidth(true);
        grid.getColumnConstraints().addAll(labels, fields);
    }

    GridPane grid() {
        return grid;
    }

    /** Adds a row; its problem label is put into {@code errors} under {@code field}. */
    void add(String label, IndexField field, Map<IndexField, Label> errors, Node... content) {
        Label name = styled(new Label(label), "tables-form-label");
        Label error = wrapping(styled(new Label(), "tables-field-error"));
        IndexDialog.showError(error, "");
        VBox cell = styled(new VBox(content), "tables-form-cell");
        cell.getChildren().add(error);
        for (Node node : content) {
            if (node instanceof Label note) {
                wrapping(note);
            }
        }
        place(name, cell);
        errors.put(field, error);
        rows.put(field, new Node[] {name, cell});
    }

    /** Adds a row without a problem line of its own (a list the form shows, not a field it checks). */
    void add(String label, Node... content) {
        Label name = styled(new Label(label), "tables-form-label");
        VBox cell = styled(new VBox(content), "tables-form-cell");
        place(name, cell);
    }

    /**
     * Puts a row under the others. The space between rows is a margin above each row but the first, not the grid's
     * vgap: a hidden row (capacity, when billing is on-demand) then takes no space at all, where the vgap would
     * leave an empty band in the form.
     */
    private void place(Label name, VBox cell) {
        int row = grid.getRowCount();
        grid.add(name, 0, row);
        grid.add(cell, 1, row);
        GridPane.setValignment(name, VPos.TOP);
        Insets above = row == 0 ? Insets.EMPTY : new Insets(ROW_GAP, 0, 0, 0);
        GridPane.setMargin(name, above);
        GridPane.setMargin(cell, above);
    }

    /** A label that wraps and is as tall as its lines (a dialog otherwise cuts a wrapped label to one line). */
    static Label wrapping(Label label) {
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }

    /** Shows or hides the row of {@code field}. */
    void show(IndexField field, boolean shown) {
        for (Node node : rows.get(field)) {
            node.setVisible(shown);
            node.setManaged(shown);
        }
    }
}
