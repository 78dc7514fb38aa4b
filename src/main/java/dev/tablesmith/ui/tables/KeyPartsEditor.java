package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.ScalarType;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * One side of a key in a form: rows of attribute name and type (S, N or B only, the key types DynamoDB accepts),
 * with "+ Attribute" to add a row up to a maximum (4 for a GSI's multi-attribute key, 1 otherwise) and × to remove
 * one. Calls {@code onChange} after every change; {@link #setFixed} shows attributes that cannot be edited (an
 * LSI's partition key, which is the table's).
 */
final class KeyPartsEditor {
    private final String styleName;
    private final Runnable onChange;
    private final VBox rows = styled(new VBox(), "tables-key-rows");
    private final Button add = styled(new Button("+ Attribute"), "tables-key-add");
    private final VBox root = styled(new VBox(rows, add), "tables-key-editor");
    private int max = 1;
    private boolean fixed;

    /** @param styleName added to each name field as {@code tables-key-name-STYLENAME} (for tests) */
    KeyPartsEditor(String styleName, Runnable onChange) {
        this.styleName = styleName;
        this.onChange = onChange;
        add.setOnAction(e -> {
            addRow(new KeyPart("", ScalarType.S));
            refreshButtons();
            onChange.run();
        });
    }

    Node root() {
        return root;
    }

    /** The rows as typed, blank ones included. */
    List<KeyPart> parts() {
        return rows.getChildren().stream().map(HBox.class::cast).map(row -> new KeyPart(
                ((TextField) row.getChildren().get(0)).getText(),
                ((ComboBox<?>) row.getChildren().get(1)).getValue() instanceof ScalarType t ? t : ScalarType.S))
                .toList();
    }

    /** Shows {@code parts} (at least one row, blank when empty) editable, allowing up to {@code maxParts} rows. */
    void setParts(List<KeyPart> parts, int maxParts) {
        fixed = false;
        max = maxParts;
        rows.getChildren().clear();
        (parts.isEmpty() ? List.of(new KeyPart("", ScalarType.S)) : parts).forEach(this::addRow);
        refreshButtons();
    }

    /** Shows {@code parts} read-only. */
    void setFixed(List<KeyPart> parts) {
        setParts(parts, parts.size());
        fixed = true;
        rows.getChildren().forEach(row -> row.setDisable(true));
        refreshButtons();
    }

    /** Allows at most {@code maxParts} rows, dropping rows beyond it. */
    void setMax(int maxParts) {
        max = maxParts;
        if (rows.getChildren().size() > max) {
            rows.getChildren().remove(max, rows.getChildren().size());
        }
        refreshButtons();
    }

    boolean isFixed() {
        return fixed;
    }

    private void addRow(KeyPart part) {
        TextField name = styled(new TextField(part.name()), "tables-key-name", "tables-key-name-" + styleName);
        name.setPromptText("attribute name");
        name.textProperty().addListener((obs, old, text) -> onChange.run());
        HBox.setHgrow(name, Priority.ALWAYS);
        ComboBox<ScalarType> type = styled(new ComboBox<>(), "tables-key-type");
        type.getItems().setAll(ScalarType.values());
        type.setValue(part.type());
        type.valueProperty().addListener((obs, old, value) -> onChange.run());
        Button remove = styled(new Button("×"), "tables-key-remove");
        HBox row = styled(new HBox(name, type, remove), "tables-key-row");
        row.setAlignment(Pos.CENTER_LEFT);
        remove.setOnAction(e -> {
            rows.getChildren().remove(row);
            refreshButtons();
            onChange.run();
        });
        rows.getChildren().add(row);
    }

    private void refreshButtons() {
        int count = rows.getChildren().size();
        boolean several = max > 1;
        add.setVisible(!fixed && several && count < max);
        add.setManaged(add.isVisible());
        for (Node row : rows.getChildren()) {
            Node remove = ((HBox) row).getChildren().get(2);
            remove.setVisible(!fixed && several && count > 1);
            remove.setManaged(several && !fixed);
        }
    }
}
