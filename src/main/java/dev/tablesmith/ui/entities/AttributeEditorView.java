package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The attribute editor under the entity chart: the selected entity's attributes in a table, and a form to add an
 * attribute, change the selected one (a new name is followed by its key templates, conditions and access patterns)
 * or remove it. Refusals show in red under the form.
 */
public final class AttributeEditorView {
    private final AttributeEditorViewModel viewModel;
    private final TableView<Attribute> table = new TableView<>();
    private final TextField name = styled(new TextField(), "attribute-name-field");
    private final ComboBox<AttributeType> type = new ComboBox<>();
    private final CheckBox required = new CheckBox("Required");
    private final TextField examples = new TextField();
    private final TextField distinct = new TextField();
    private final TextField hotShare = new TextField();
    private final TextField enumValues = new TextField();
    private final HBox root = new HBox(12);
    private final Label title = styled(new Label(), "section-title");
    /** The attribute the form edits (the selected one), by name; null while the form describes a new one. */
    private String editing;
    private boolean refreshing;

    public AttributeEditorView(AttributeEditorViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Parent root() {
        return root;
    }

    /** Shows or hides the "Attributes of Order (8)" title (hidden where a tab already says it). */
    public void showTitle(boolean shown) {
        title.setVisible(shown);
        title.setManaged(shown);
    }

    /** The attribute table, for tests. */
    public TableView<Attribute> table() {
        return table;
    }

    private void createView() {
        title.textProperty().bind(viewModel.titleProperty());
        // Registered before the table's own listener: while the list is replaced after an edit, the table's interim
        // selection (it keeps the old index, now another attribute) must not fill the form.
        viewModel.attributes().addListener((ListChangeListener<Attribute>) change -> refreshing = true);
        table.setItems(viewModel.attributes());
        viewModel.attributes().addListener((ListChangeListener<Attribute>) change -> reselect());
        viewModel.entityProperty().addListener((obs, old, entity) -> {
            table.getSelectionModel().clearSelection();
            clearForm();
        });
        table.getStyleClass().add("attribute-table");
        table.setPlaceholder(new Label("No attributes: add one with the form."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Name", Attribute::name, 130));
        table.getColumns().add(column("Type", a -> a.type().name(), 52));
        table.getColumns().add(column("Required", a -> a.required() ? "yes" : "", 80));
        table.getColumns().add(column("Examples", a -> String.join(", ", a.examples()), 140));
        table.getColumns().add(column("Distinct", a -> a.distinctValues() == null ? ""
                : String.format("%,d", a.distinctValues()), 84));
        table.getColumns().add(column("Values", a -> String.join(", ", a.enumValues()), 140));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, attribute) -> {
            if (!refreshing) {
                editing = attribute == null ? null : attribute.name();
                fill(attribute);
            }
        });
        VBox list = new VBox(6, title, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        HBox.setHgrow(list, Priority.ALWAYS);
        root.getChildren().addAll(list, formPane());
        root.getStyleClass().add("attribute-editor");
        root.setMinHeight(0); // the split pane's divider decides; the chart keeps its rows visible
        root.disableProperty().bind(viewModel.entityProperty().isNull());
    }

    private VBox formPane() {
        type.getItems().setAll(AttributeType.values());
        type.setValue(AttributeType.S);
        name.setPromptText("e.g. orderDate");
        examples.setPromptText("comma-separated");
        distinct.setPromptText("unknown");
        enumValues.setPromptText("e.g. PENDING, PAID");
        hotShare.setPromptText("even");
        hotShare.setId("attribute-hot-share");
        hotShare.setTooltip(new Tooltip("Key skew: the share of calls that go to the most"
                + " frequent value (hot-partition estimates): blank for an even spread, or e.g. 30% or 0.3"));
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(4);
        grid.addRow(0, new Label("Name"), name);
        HBox typeRow = new HBox(10, type, required);
        typeRow.setAlignment(Pos.CENTER_LEFT);
        grid.addRow(1, new Label("Type"), typeRow);
        grid.addRow(2, new Label("Examples"), examples);
        // The hottest value's share sits next to the distinct values (both describe the spread of values), so the
        // form keeps its height and its buttons stay visible in the designer's bottom pane at 1280x800.
        Label hottest = new Label("Hottest");
        hottest.setMinWidth(Region.USE_PREF_SIZE);
        distinct.setPrefColumnCount(6);
        hotShare.setPrefColumnCount(5);
        HBox spreadRow = new HBox(8, distinct, hottest, hotShare);
        spreadRow.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(distinct, Priority.ALWAYS);
        HBox.setHgrow(hotShare, Priority.ALWAYS);
        grid.addRow(3, new Label("Distinct values"), spreadRow);
        grid.addRow(4, new Label("Enum values"), enumValues);
        grid.getChildren().stream().filter(Label.class::isInstance)
                .forEach(label -> ((Label) label).setMinWidth(Region.USE_PREF_SIZE)); // never "Distinct v..."
        GridPane.setHgrow(name, Priority.ALWAYS);
        Button add = styled(new Button("Add"), "action", "attribute-add");
        add.setOnAction(e -> add());
        for (TextField field : java.util.List.of(name, examples, distinct, enumValues, hotShare)) {
            field.setOnAction(e -> add()); // Enter in the form adds, as the Add button
        }
        Button update = styled(new Button("Update"), "action", "attribute-update");
        update.setOnAction(e -> selected().ifPresent(from ->
                viewModel.update(from, currentForm()).ifPresentOrElse(m -> { }, this::selectNamed)));
        Button remove = styled(new Button("Remove"), "action", "attribute-remove");
        remove.setOnAction(e -> selected().ifPresent(attribute -> viewModel.remove(attribute)
                .ifPresentOrElse(m -> { }, this::clearForm)));
        update.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        remove.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        HBox buttons = new HBox(8, add, update, remove);
        Label message = styled(new Label(), "attribute-editor-message");
        message.textProperty().bind(viewModel.messageProperty());
        message.visibleProperty().bind(viewModel.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        message.setWrapText(true);
        message.setMaxWidth(330);
        VBox form = new VBox(6, grid, buttons, message);
        form.setPrefWidth(330);
        form.setMinWidth(300);
        form.getStyleClass().add("attribute-form");
        return form;
    }

    private AttributeForm currentForm() {
        return new AttributeForm(name.getText(), type.getValue(), required.isSelected(), examples.getText(),
                distinct.getText(), enumValues.getText(), hotShare.getText());
    }

    private java.util.Optional<String> selected() {
        return java.util.Optional.ofNullable(table.getSelectionModel().getSelectedItem()).map(Attribute::name);
    }

    /** Adds the form's attribute; on success the form is cleared for the next one and nothing is selected. */
    private void add() {
        if (viewModel.add(currentForm()).isEmpty()) {
            table.getSelectionModel().clearSelection();
            clearForm();
            name.requestFocus();
        }
    }

    /** After the list is replaced, the attribute the form edits is selected again by name, or none. */
    private void reselect() {
        Attribute same = editing == null ? null
                : table.getItems().stream().filter(a -> a.name().equals(editing)).findFirst().orElse(null);
        if (same == null) {
            table.getSelectionModel().clearSelection();
            editing = null;
        } else if (table.getSelectionModel().getSelectedItem() != same) {
            table.getSelectionModel().select(same);
        }
        refreshing = false;
    }

    private void clearForm() {
        editing = null;
        name.clear();
        type.setValue(AttributeType.S);
        required.setSelected(false);
        examples.clear();
        distinct.clear();
        enumValues.clear();
        hotShare.clear();
    }

    private void selectNamed() {
        String wanted = name.getText().strip();
        table.getItems().stream().filter(a -> a.name().equals(wanted)).findFirst()
                .ifPresent(a -> table.getSelectionModel().select(a));
    }

    private void fill(Attribute attribute) {
        if (attribute == null) {
            return;
        }
        AttributeForm form = AttributeForm.of(attribute);
        name.setText(form.name());
        type.setValue(form.type());
        required.setSelected(form.required());
        examples.setText(form.examples());
        distinct.setText(form.distinctValues());
        enumValues.setText(form.enumValues());
        hotShare.setText(form.hotShare());
    }

    private static TableColumn<Attribute, String> column(String title, Function<Attribute, String> value,
                                                         double width) {
        TableColumn<Attribute, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }
}
