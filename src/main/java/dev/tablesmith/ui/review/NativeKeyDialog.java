package dev.tablesmith.ui.review;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.review.MultiAttributeConversion.CollectionOrder;
import dev.tablesmith.review.MultiAttributeConversion.Entry;
import dev.tablesmith.ui.AppTheme;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.event.ActionEvent;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The preview of the {@code native-multi-attribute-key} fix: the new key, which sample items join or leave the
 * index, each item collection's order before and after side by side (an item that joins is marked +, one that
 * leaves −, and those and the items whose order among the others changed are highlighted), the
 * storage and write units before and after, and the edit's effects. "Apply" makes it one undoable edit; a refusal
 * is shown in the dialog and changes nothing.
 */
final class NativeKeyDialog extends Dialog<ButtonType> {
    static final ButtonType APPLY = new ButtonType("Apply", ButtonBar.ButtonData.OK_DONE);
    /** Collections and rows shown; the rest are counted. */
    private static final int MAX_COLLECTIONS = 6;
    private static final int MAX_ROWS = 8;

    NativeKeyDialog(NativeKeyProposal proposal, Function<NativeKeyProposal, Optional<String>> apply, Window owner) {
        initOwner(owner);
        setTitle("Native multi-attribute key for " + proposal.index());
        setHeaderText(null);
        Label key = wrapped(proposal.index() + " keyed by " + proposal.shape().describe() + " instead of "
                + String.join(" and ", proposal.shape().templates()) + ".", "review-native-key");
        VBox content = styled(new VBox(8, key, wrapped(proposal.membershipText(), "review-native-membership"),
                wrapped(proposal.storageText(), "review-native-storage"),
                wrapped(proposal.writeText(), "review-native-writes")), "dialog-content", "review-native-dialog");
        List<CollectionOrder> collections = proposal.comparison().collections();
        long reordered = collections.stream().filter(CollectionOrder::orderChanged).count();
        content.getChildren().add(styled(new Label("Item collections (" + collections.size() + ", " + reordered
                + " in a new order):"), "review-native-heading"));
        collections.stream().limit(MAX_COLLECTIONS).forEach(c -> content.getChildren().add(collection(c)));
        if (collections.size() > MAX_COLLECTIONS) {
            content.getChildren().add(new Label("… and " + (collections.size() - MAX_COLLECTIONS) + " more"));
        }
        content.getChildren().add(styled(new Label("What the edit does:"), "review-native-heading"));
        proposal.effects().forEach(line -> content.getChildren().add(wrapped("• " + line, "review-native-effect")));
        content.getChildren().add(wrapped("One edit: Edit › Undo takes it back whole.", "muted"));
        Label error = wrapped("", "review-native-error");
        content.getChildren().add(error);
        content.setPrefWidth(1000);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setPrefViewportHeight(520);
        getDialogPane().setContent(scroll);
        getDialogPane().getButtonTypes().setAll(APPLY, ButtonType.CANCEL);
        AppTheme.style(getDialogPane());
        getDialogPane().lookupButton(APPLY).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = apply.apply(proposal);
            if (refused.isPresent()) {
                error.setText(refused.get());
                event.consume();
            }
        });
    }

    /** One collection: its partition key, then before and after side by side. */
    private static VBox collection(CollectionOrder collection) {
        String title = collection.partitionAfter() + (collection.partitionBefore().isEmpty() ? ""
                : "   (was " + collection.partitionBefore() + ")") + (collection.orderChanged() ? "   · order changed"
                : "");
        GridPane grid = styled(new GridPane(), "review-native-grid");
        grid.setHgap(16);
        grid.setVgap(2);
        grid.add(styled(new Label("Before"), "review-native-column"), 0, 0);
        grid.add(styled(new Label("After"), "review-native-column"), 1, 0);
        List<String> was = collection.before().stream().map(Entry::item).toList();
        List<String> now = collection.after().stream().map(Entry::item).toList();
        List<String> keptBefore = was.stream().filter(now::contains).toList();
        List<String> keptAfter = now.stream().filter(was::contains).toList();
        int rows = Math.max(was.size(), now.size());
        for (int row = 0; row < Math.min(rows, MAX_ROWS); row++) {
            if (row < was.size()) {
                String item = was.get(row);
                grid.add(cell(collection.before().get(row), !now.contains(item) ? "− " : "",
                        !now.contains(item) || keptBefore.indexOf(item) != keptAfter.indexOf(item)), 0, row + 1);
            }
            if (row < now.size()) {
                String item = now.get(row);
                grid.add(cell(collection.after().get(row), !was.contains(item) ? "+ " : "",
                        !was.contains(item) || keptBefore.indexOf(item) != keptAfter.indexOf(item)), 1, row + 1);
            }
        }
        if (rows > MAX_ROWS) {
            grid.add(new Label("… " + (rows - MAX_ROWS) + " more"), 0, MAX_ROWS + 1);
        }
        return styled(new VBox(2, styled(new Label(title), collection.orderChanged() ? "review-native-changed"
                : "review-native-partition"), grid), "review-native-collection");
    }

    /** One entry: its sort key value, then the item; {@code mark} is "+ " for an item that joins, "− " leaves. */
    private static Label cell(Entry entry, String mark, boolean moved) {
        Label label = styled(new Label(mark + entry.sortKey() + "   " + entry.item()), "review-native-cell", "code");
        if (moved) {
            label.getStyleClass().add("review-native-moved");
        }
        return label;
    }

    private static Label wrapped(String text, String styleClass) {
        Label label = styled(new Label(text), styleClass);
        label.setWrapText(true);
        return label;
    }
}
