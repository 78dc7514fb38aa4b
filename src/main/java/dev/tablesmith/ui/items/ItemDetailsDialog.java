package dev.tablesmith.ui.items;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.AppTheme;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.geometry.VPos;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TitledPane;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A window showing one whole item: its key, where it came from, its size, and a table of every attribute (name,
 * type, bytes, value wrapped in full, never shortened), with the item as DynamoDB JSON below to read or copy. Opened
 * on a list of items (the rows of a result), Previous and Next step through them.
 */
public final class ItemDetailsDialog {
    private final List<ItemDetails> items;
    private int at;
    private ItemDetails details;
    private final VBox root = styled(new VBox(10), "item-details");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper();
    private Runnable onClose = () -> { };

    public ItemDetailsDialog(ItemDetails details) {
        this(List.of(details), 0);
    }

    /**
     * Shows {@code items.get(at)}, with Previous and Next through {@code items} when there is more than one; the
     * list may compute each item's details when it is asked for one ({@link ItemDetails#lazy}).
     */
    public ItemDetailsDialog(List<ItemDetails> items, int at) {
        if (items.isEmpty() || at < 0 || at >= items.size()) {
            throw new IllegalArgumentException("no item " + at + " of " + items.size());
        }
        this.items = items;
        this.at = at;
        build();
    }

    /** Opens a window (not modal: several items can be compared side by side). */
    public static Stage show(Window owner, ItemDetails details) {
        return show(owner, List.of(details), 0);
    }

    /** Opens a window on {@code items.get(at)}, stepping through {@code items} with Previous and Next. */
    public static Stage show(Window owner, List<ItemDetails> items, int at) {
        Stage stage = new Stage();
        ItemDetailsDialog dialog = new ItemDetailsDialog(items, at);
        dialog.onClose = stage::close;
        Scene scene = new Scene(dialog.root());
        AppTheme.style(scene);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), stage::close);
        stage.titleProperty().bind(dialog.titleProperty());
        if (owner != null) {
            stage.initOwner(owner);
        }
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    public Parent root() {
        return root;
    }

    /** The window title: "Item " and the item's key. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** Shows the item at {@code index} of the list (Previous and Next do). */
    public void showItem(int index) {
        if (index >= 0 && index < items.size() && index != at) {
            at = index;
            build();
        }
    }

    private void build() {
        details = items.get(at);
        title.set("Item " + details.title());
        Label key = styled(new Label(details.title()), "section-title", "code", "item-details-title");
        key.setWrapText(true);
        key.setMinHeight(Region.USE_PREF_SIZE);
        Label origin = styled(new Label(details.origin() + " · " + details.sizeText()), "muted",
                "item-details-origin");
        origin.setWrapText(true);
        origin.setMinHeight(Region.USE_PREF_SIZE);

        GridPane grid = styled(new GridPane(), "item-details-grid");
        grid.setHgap(14);
        grid.setVgap(6);
        grid.addRow(0, header("Attribute"), header("Type"), header("Bytes"), header("Value"));
        int gridRow = 1;
        for (ItemDetails.AttributeDetail attribute : details.attributes()) {
            Label bytes = styled(new Label(String.format("%,d", attribute.bytes())), "item-details-bytes");
            bytes.setMinWidth(Region.USE_PREF_SIZE);
            Label value = styled(new Label(attribute.value()), "code", "item-details-value");
            value.setWrapText(true);
            value.setMinHeight(Region.USE_PREF_SIZE);
            Label name = styled(new Label(attribute.name()), "code", "item-details-name");
            name.setWrapText(true);
            name.setMinHeight(Region.USE_PREF_SIZE);
            grid.addRow(gridRow++, name, styled(new Label(attribute.type()), "item-details-type"), bytes, value);
        }
        grid.getChildren().forEach(n -> GridPane.setValignment(n, VPos.TOP));
        ColumnConstraints nameColumn = new ColumnConstraints(80, 170, 220);
        ColumnConstraints typeColumn = new ColumnConstraints(40);
        ColumnConstraints bytesColumn = new ColumnConstraints(50);
        bytesColumn.setHalignment(javafx.geometry.HPos.RIGHT);
        ColumnConstraints valueColumn = new ColumnConstraints(200, 500, Double.MAX_VALUE);
        valueColumn.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(nameColumn, typeColumn, bytesColumn, valueColumn);
        ScrollPane table = styled(new ScrollPane(grid), "item-details-scroll");
        table.setFitToWidth(true);
        table.setPrefViewportHeight(380);
        VBox.setVgrow(table, Priority.ALWAYS);

        TextArea json = styled(new TextArea(details.json()), "code", "item-details-json");
        json.setEditable(false);
        json.setWrapText(true);
        json.setPrefRowCount(8);
        TitledPane jsonPane = new TitledPane("DynamoDB JSON", json);
        jsonPane.setExpanded(false);
        jsonPane.setAnimated(false);

        Button copy = new Button("_Copy as DynamoDB JSON");
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(details.json());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Button close = styled(new Button("Close"), "primary");
        close.setDefaultButton(true);
        close.setOnAction(e -> onClose.run());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = styled(new HBox(8, copy, spacer), "item-details-buttons");
        if (items.size() > 1) {
            Button previous = styled(new Button("◀ _Previous"), "item-details-previous");
            previous.setDisable(at == 0);
            previous.setOnAction(e -> showItem(at - 1));
            Button next = styled(new Button("_Next ▶"), "item-details-next");
            next.setDisable(at == items.size() - 1);
            next.setOnAction(e -> showItem(at + 1));
            Label position = styled(new Label(String.format("Item %,d of %,d", at + 1, items.size())), "muted",
                    "item-details-position");
            position.setMinWidth(Region.USE_PREF_SIZE);
            buttons.getChildren().addAll(previous, position, next);
            buttons.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        }
        buttons.getChildren().add(close);
        root.getChildren().setAll(key, origin, table, jsonPane, buttons);
        root.setPrefWidth(860);
    }

    private static Label header(String text) {
        return styled(new Label(text), "item-details-header");
    }
}
