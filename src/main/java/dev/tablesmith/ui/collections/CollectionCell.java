package dev.tablesmith.ui.collections;

import static dev.tablesmith.ui.Css.styled;

import java.util.List;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * One row of the collections list: a partition band header or an item row. The nodes of both kinds are made once
 * per cell and reused as the virtualized list scrolls.
 */
final class CollectionCell extends ListCell<CollectionRow> {
    private static final List<String> STATE_CLASSES = List.of("collections-band-cell", "collections-item-cell",
            "collections-read-band", "collections-returned", "collections-filtered", "collections-unread");

    private final Label bandKey = styled(new Label(), "collections-band-key", "code");
    private final Label bandSummary = styled(new Label(), "collections-band-summary");
    private final Label bandRead = styled(new Label("read by the selected pattern"), "collections-band-read");
    private final HBox band = styled(new HBox(12, bandKey, bandSummary, bandRead), "collections-band");

    private final HBox sortKey = styled(new HBox(SortColumns.GAP), "collections-sort-parts");
    private final Label entity = styled(new Label(), "collections-entity-chip");
    private final Label attributes = styled(new Label(), "collections-attributes", "code");
    private final Label markText = styled(new Label(), "collections-mark-text");
    private final HBox item = styled(new HBox(12, sortKey, entity, attributes, markText), "collections-item");
    private final SortColumns columns;

    /** @param columns the widths of the sort key columns of the view shown (one per sort attribute) */
    CollectionCell(SortColumns columns) {
        this.columns = columns;
        sortKey.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        HBox.setHgrow(attributes, Priority.ALWAYS);
        attributes.setMaxWidth(Double.MAX_VALUE);
        attributes.setMinWidth(0);
        attributes.setPrefWidth(120); // grows into the row's width; never widens the list (no sideways scrolling)
        entity.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        markText.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
    }

    @Override
    protected void updateItem(CollectionRow row, boolean empty) {
        super.updateItem(row, empty);
        getStyleClass().removeAll(STATE_CLASSES);
        if (empty || row == null) {
            setGraphic(null);
            setText(null);
            return;
        }
        if (row instanceof CollectionRow.Band b) {
            bandKey.setText(b.partitionKey());
            bandSummary.setText(b.summary());
            bandRead.setVisible(b.read());
            bandRead.setManaged(b.read());
            getStyleClass().add("collections-band-cell");
            if (b.read()) {
                getStyleClass().add("collections-read-band");
            } else if (b.marking()) {
                getStyleClass().add("collections-unread");
            }
            setGraphic(band);
        } else if (row instanceof CollectionRow.ItemRow r) {
            showSortParts(r.sortParts());
            entity.setText(r.entity());
            entity.setStyle("-fx-background-color: " + r.colour() + ";");
            attributes.setText(r.attributes());
            markText.setText(markText(r.mark()));
            markText.setVisible(r.mark() == ReadMark.RETURNED || r.mark() == ReadMark.FILTERED_OUT);
            getStyleClass().add("collections-item-cell");
            switch (r.mark()) {
                case RETURNED -> getStyleClass().add("collections-returned");
                case FILTERED_OUT -> getStyleClass().add("collections-filtered");
                case NOT_READ -> getStyleClass().add("collections-unread");
                default -> { }
            }
            setGraphic(item);
        }
    }

    /** One label per sort key value, each as wide as its column, in key order. */
    private void showSortParts(List<String> parts) {
        var labels = sortKey.getChildren();
        while (labels.size() < parts.size()) {
            Label part = styled(new Label(), "collections-sort-key", "code");
            part.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            labels.add(part);
        }
        labels.remove(parts.size(), labels.size());
        for (int i = 0; i < parts.size(); i++) {
            Label part = (Label) labels.get(i);
            part.setText(parts.get(i));
            part.setPrefWidth(columns.width(i));
        }
    }

    private static String markText(ReadMark mark) {
        return switch (mark) {
            case RETURNED -> "returned";
            case FILTERED_OUT -> "read, filtered out";
            default -> "";
        };
    }
}
