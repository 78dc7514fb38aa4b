package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Control;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;

/**
 * One action of a refused write in the run pane's narrow table: the action and its key, then DynamoDB's reason, the
 * condition with its values and the item as it was, each on its own lines and wrapped to the column, so nothing is
 * cut short (a four-column row would not fit the pane).
 */
final class RefusedActionCell extends TableCell<SampleRun.Row, SampleRun.Row> {
    /** Room the cell's padding and the table's vertical scroll bar take from the column width. */
    private static final double SLACK = 28;

    private final List<String> columns;
    private final Text action = styled(new Text(), "patterns-refused-action");
    private final Text reason = styled(new Text(), "patterns-refused-reason");
    private final Text condition = styled(new Text(), "patterns-refused-condition");
    private final Text item = styled(new Text(), "patterns-refused-item");
    private final VBox lines = styled(new VBox(2, action, reason, condition, item), "patterns-refused-lines");

    RefusedActionCell(TableColumn<SampleRun.Row, SampleRun.Row> column, List<String> columns) {
        this.columns = columns;
        for (Text text : List.of(action, reason, condition, item)) {
            text.wrappingWidthProperty().bind(column.widthProperty().subtract(SLACK));
            text.managedProperty().bind(text.visibleProperty());
        }
        lines.setPadding(new Insets(3, 0, 3, 0));
        setPrefHeight(Control.USE_COMPUTED_SIZE);
    }

    @Override
    protected void updateItem(SampleRun.Row row, boolean empty) {
        super.updateItem(row, empty);
        setText(null);
        if (empty || row == null) {
            setGraphic(null);
            return;
        }
        List<String> cells = row.cells();
        action.setText(cells.get(0));
        reason.setText(columns.get(1) + ": " + cells.get(1));
        reason.getStyleClass().remove("patterns-refused-failed");
        if (!cells.get(1).equals("None")) {
            reason.getStyleClass().add("patterns-refused-failed");
        }
        show(condition, cells.get(2).isEmpty() ? "" : columns.get(2) + ": " + cells.get(2));
        show(item, cells.get(3).isEmpty() ? "" : columns.get(3) + ": " + cells.get(3));
        setGraphic(lines);
    }

    private static void show(Text text, String value) {
        text.setText(value);
        text.setVisible(!value.isEmpty());
    }
}
