package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Expiry and details tab: the attribute the selected entity's items expire by (TTL), its estimated number of
 * items and its description. Choosing an expiry applies it at once; the count applies on Enter or when the field is
 * left, the description when it is left; Escape puts back the design's value. A refused value stays in its field,
 * marked, with the reason under it.
 */
final class EntityFactsPane {
    private final EntityFactsViewModel viewModel;
    private final ComboBox<String> ttl;
    private final TextField estimate = styled(new TextField(), "entity-estimate");
    private final TextArea description = styled(new TextArea(), "entity-description");
    private final HBox root = styled(new HBox(18), "entity-details-pane", "entity-facts-pane");
    /** True while the fields show the design's values, so those changes are not edits. */
    private boolean showing;

    EntityFactsPane(EntityFactsViewModel viewModel) {
        this.viewModel = viewModel;
        ttl = DeclarationPane.choice(viewModel.ttlChoices(), viewModel::ttlLabel, "entity-ttl");
        createView();
    }

    Parent root() {
        return root;
    }

    private void createView() {
        ttl.setPrefWidth(220);
        estimate.setPrefColumnCount(12);
        estimate.setPromptText("e.g. 2,000,000");
        description.setPromptText("What this entity is, and why its keys look as they do.");
        description.setWrapText(true);
        description.setPrefRowCount(3);

        ttl.valueProperty().addListener((obs, old, choice) -> {
            if (!showing && choice != null) { // the same value again also ends a refusal
                viewModel.setTtl(choice);
            }
        });
        estimate.setOnAction(e -> commitEstimate());
        estimate.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                commitEstimate();
            }
        });
        description.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                commitDescription();
            }
        });
        for (Control field : new Control[] {estimate, description, ttl}) {
            field.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, event -> {
                if (event.getCode() == KeyCode.ESCAPE) {
                    showModel();
                }
            });
        }

        GridPane grid = styled(new GridPane(), "entity-details-grid");
        grid.setHgap(8);
        grid.setVgap(5);
        Label note = styled(new Label(), "muted", "entity-details-note", "entity-ttl-note");
        note.textProperty().bind(viewModel.ttlNoteProperty());
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        Label message = styled(new Label(), "entity-details-message");
        message.textProperty().bind(viewModel.messageProperty());
        message.visibleProperty().bind(viewModel.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        message.setWrapText(true);
        message.setMinHeight(Region.USE_PREF_SIZE);
        grid.addRow(0, DeclarationPane.label("Expires by (TTL)"), ttl);
        grid.add(note, 1, 1);
        grid.addRow(2, DeclarationPane.label("Estimated items"), estimate);
        HBox.setHgrow(estimate, Priority.NEVER);
        estimate.setMaxWidth(160);
        VBox left = new VBox(6, grid, message);
        left.setPrefWidth(440);
        left.setMinWidth(400);
        left.setMaxWidth(460);
        note.setMaxWidth(300);
        message.setMaxWidth(440);

        Label descriptionLabel = DeclarationPane.label("Description");
        VBox right = new VBox(4, descriptionLabel, description);
        VBox.setVgrow(description, Priority.ALWAYS);
        HBox.setHgrow(right, Priority.ALWAYS);
        description.setMinHeight(48);
        root.getChildren().addAll(left, right);
        root.setAlignment(Pos.TOP_LEFT);
        root.setMinHeight(0);
        root.disableProperty().bind(viewModel.entityProperty().isNull());

        viewModel.entityProperty().addListener((obs, old, entity) -> showModel());
        viewModel.ttlProperty().addListener((obs, old, value) -> showModel());
        viewModel.estimateProperty().addListener((obs, old, value) -> showModel());
        viewModel.descriptionProperty().addListener((obs, old, value) -> showModel());
        viewModel.ttlChoices().addListener((javafx.collections.ListChangeListener<String>) c -> showModel());
        viewModel.problemFieldProperty().addListener((obs, old, field) -> mark());
        viewModel.messageProperty().addListener((obs, old, text) -> {
            mark();
            if (text.isEmpty()) {
                showModel(); // a refused value leaves its field once the refusal ends
            }
        });
        showModel();
    }

    /** Applies the count if it was changed, or if a refusal shows (the design's value again ends it). */
    private void commitEstimate() {
        if (!showing && (!estimate.getText().strip().equals(viewModel.estimateProperty().get())
                || "estimatedItemCount".equals(viewModel.problemFieldProperty().get()))) {
            viewModel.setEstimate(estimate.getText());
        }
    }

    private void commitDescription() {
        if (!showing && !description.getText().strip().equals(viewModel.descriptionProperty().get())) {
            viewModel.setDescription(description.getText());
        }
    }

    /** The fields show the design's values (after a change of entity or design, or Escape). */
    private void showModel() {
        showing = true;
        try {
            ttl.setValue(viewModel.ttlProperty().get());
            estimate.setText(viewModel.estimateProperty().get());
            description.setText(viewModel.descriptionProperty().get());
        } finally {
            showing = false;
        }
    }

    private void mark() {
        String field = viewModel.problemFieldProperty().get();
        boolean refused = !viewModel.messageProperty().get().isEmpty();
        Map<String, Control> fields = Map.of("ttlAttribute", ttl, "estimatedItemCount", estimate,
                "description", description);
        fields.forEach((name, control) -> {
            boolean invalid = refused && name.equals(field);
            control.pseudoClassStateChanged(DeclarationPane.INVALID, invalid);
            control.setTooltip(invalid ? new Tooltip(viewModel.messageProperty().get()) : null);
        });
        // Only the field the refusal is about keeps a value the design does not hold; an earlier refused value in
        // another field goes back to the design's, so no field shows unmarked what was not written.
        showing = true;
        try {
            if (!refused || !"ttlAttribute".equals(field)) {
                ttl.setValue(viewModel.ttlProperty().get());
            }
            if (!refused || !"estimatedItemCount".equals(field)) {
                estimate.setText(viewModel.estimateProperty().get());
            }
        } finally {
            showing = false;
        }
    }
}
