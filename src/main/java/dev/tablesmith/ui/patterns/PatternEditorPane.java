package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SortDirection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The form of the selected pattern: name, description, entities, equalities, range, sort, Limit, rate,
 * consistency and pinned index. Text fields apply on Enter or when they lose focus, pickers on choice; each change
 * is one undoable edit, and a refused one shows its reason under its field. A write pattern's request is edited
 * in {@link WriteSpecPane}.
 */
final class PatternEditorPane {
    private static final String ANY = "";
    private final PatternEditor editor;
    private final GridPane form = styled(new GridPane(), "patterns-form", "patterns-editor-form");
    private final TextField name = styled(new TextField(), "patterns-name");
    private final TextField description = styled(new TextField(), "patterns-description");
    private final FlowPane entities = styled(new FlowPane(), "patterns-entities");
    private final VBox equalities = styled(new VBox(), "patterns-equalities");
    private final ComboBox<String> rangeAttribute = styled(new ComboBox<>(), "patterns-range-attribute");
    private final ComboBox<RangeOperator> rangeOperator = styled(new ComboBox<>(), "patterns-range-operator");
    private final Label rangeInputs = styled(new Label(), "muted", "patterns-range-inputs");
    private final ComboBox<String> sortAttribute = styled(new ComboBox<>(), "patterns-sort-attribute");
    private final ComboBox<SortDirection> sortDirection = styled(new ComboBox<>(), "patterns-sort-direction");
    private final TextField limit = styled(new TextField(), "patterns-limit");
    private final TextField rate = styled(new TextField(), "patterns-rate");
    private final ComboBox<ReadConsistency> consistency = styled(new ComboBox<>(), "patterns-consistency");
    private final ComboBox<String> index = styled(new ComboBox<>(), "patterns-index");
    private final Label writeNote = styled(new Label(), "patterns-write-note");
    private final Label needsText = styled(new Label(), "patterns-needs-text");
    private final Button createEntity = styled(new Button(), "patterns-create-entity");
    private final HBox needsNote = styled(new HBox(needsText, createEntity), "patterns-editor-row",
            "patterns-needs-note");
    private final List<Node> readOnly = new ArrayList<>();
    private final Label[] errors = new Label[8];
    private final VBox root = PatternsView.stack("patterns-editor-pane");
    private boolean updating;
    private List<Object> shownEqualities = List.of();

    PatternEditorPane(PatternEditor editor) {
        this.editor = editor;
        createView();
    }

    Node root() {
        return root;
    }

    private void createView() {
        for (int i = 0; i < errors.length; i++) {
            errors[i] = styled(new Label(), "patterns-error");
            errors[i].managedProperty().bind(errors[i].textProperty().isNotEmpty());
            errors[i].visibleProperty().bind(errors[i].textProperty().isNotEmpty());
        }
        name.setPromptText("The question in words");
        description.setPromptText("Free text");
        commitOnEnterOrBlur(name, () -> show(0, editor.setName(name.getText())));
        commitOnEnterOrBlur(description, () -> show(1, editor.setDescription(description.getText())));

        rangeOperator.getItems().setAll(RangeOperator.values());
        rangeOperator.setConverter(converter(op -> op == null ? "" : op.symbol()));
        rangeAttribute.setConverter(converter(a -> a == null || a.isEmpty() ? "none" : a));
        sortAttribute.setConverter(converter(a -> a == null || a.isEmpty() ? "any order" : a));
        consistency.setMinWidth(Region.USE_PREF_SIZE);
        limit.setMinWidth(Region.USE_PREF_SIZE);
        rate.setMinWidth(Region.USE_PREF_SIZE);
        rangeOperator.setMinWidth(Region.USE_PREF_SIZE);
        sortDirection.setMinWidth(Region.USE_PREF_SIZE);
        rangeOperator.setPromptText("operator");
        rangeAttribute.setOnAction(e -> applyRange());
        rangeOperator.setOnAction(e -> applyRange());
        sortDirection.getItems().setAll(SortDirection.values());
        sortDirection.setConverter(converter(d -> d == SortDirection.DESC ? "descending" : "ascending"));
        sortAttribute.setOnAction(e -> applySort());
        sortDirection.setOnAction(e -> applySort());

        limit.setPrefColumnCount(5);
        limit.setPromptText("none");
        rate.setPrefColumnCount(6);
        commitOnEnterOrBlur(limit, this::applyLimit);
        commitOnEnterOrBlur(rate, this::applyRate);
        consistency.getItems().setAll(ReadConsistency.values());
        consistency.setConverter(converter(c -> c == ReadConsistency.STRONG ? "strong" : "eventual"));
        consistency.setOnAction(e -> {
            if (!updating && consistency.getValue() != null) {
                show(7, editor.setConsistency(consistency.getValue()));
            }
        });
        index.setConverter(converter(i -> i == null || i.isEmpty() ? "planner chooses" : i));
        index.setOnAction(e -> {
            if (!updating) {
                show(7, editor.setIndex(index.getValue()));
            }
        });
        writeNote.setWrapText(true);
        writeNote.managedProperty().bind(writeNote.visibleProperty());
        needsText.setWrapText(true);
        needsText.setMinHeight(Region.USE_PREF_SIZE);
        createEntity.setMinWidth(Region.USE_PREF_SIZE);
        createEntity.setOnAction(e -> show(2, editor.createMissingEntities()));
        needsNote.managedProperty().bind(needsNote.visibleProperty());
        needsNote.setVisible(false);

        rangeInputs.setWrapText(true); // a long input name wraps beside the pickers, not cut at 1280x800
        rangeInputs.setMinWidth(0);
        HBox range = row(rangeAttribute, rangeOperator, rangeInputs);
        HBox sort = row(sortAttribute, sortDirection);
        HBox numbers = row(rate, label("Limit"), limit);
        HBox read = row(consistency, label("Index"), index);
        HBox.setHgrow(name, Priority.ALWAYS);
        // The key fields first (equalities, range, sort): with the title they fit the detail's first 230 px at
        // 1280x800. Name and description are also in the title and the list, so they come last.
        add(0, "Name", name);
        add(1, "Description", description);
        add(2, "Entities", entities);
        add(3, "Equalities", equalities);
        readOnly.add(add(4, "Range", range));
        readOnly.add(add(5, "Sort", sort));
        add(6, "Requests/s", numbers);
        readOnly.add(add(7, "Consistency", read));

        root.getChildren().addAll(needsNote, writeNote, form);
        readOnly.add(limit);
    }

    /** Shows the pattern (null hides the form). */
    void show(AccessPattern pattern) {
        updating = true;
        try {
            root.setVisible(pattern != null);
            root.setManaged(pattern != null);
            for (Label error : errors) {
                error.setText("");
            }
            if (pattern == null) {
                return;
            }
            boolean write = pattern.kind() == PatternKind.WRITE;
            writeNote.setVisible(write);
            writeNote.setText(write ? writeNote(pattern) : "");
            readOnly.forEach(n -> n.setDisable(write));
            setIfNotFocused(name, pattern.name());
            setIfNotFocused(description, pattern.description());
            showEntities(pattern);
            showEqualities(pattern);
            List<String> attributes = editor.attributeNames();
            choices(rangeAttribute, attributes);
            rangeAttribute.setValue(pattern.range() == null ? ANY : pattern.range().attribute());
            rangeOperator.setValue(pattern.range() == null ? null : pattern.range().operator());
            rangeInputs.setText(rangeInputs(pattern));
            choices(sortAttribute, attributes);
            sortAttribute.setValue(pattern.sort() == null ? ANY : pattern.sort().attribute());
            sortDirection.setValue(pattern.sort() == null ? SortDirection.ASC : pattern.sort().direction());
            setIfNotFocused(limit, pattern.limit() == null ? "" : String.valueOf(pattern.limit()));
            setIfNotFocused(rate, PatternText.number(pattern.requestsPerSecond()));
            consistency.setValue(pattern.consistency());
            List<String> indexes = new ArrayList<>(List.of(ANY));
            indexes.addAll(editor.indexNames());
            index.getItems().setAll(indexes);
            index.setValue(pattern.index() == null ? ANY : pattern.index());
        } finally {
            updating = false;
        }
    }

    private void showEntities(AccessPattern pattern) {
        entities.getChildren().clear();
        List<String> missing = editor.missingEntities();
        List<String> names = new ArrayList<>(editor.entityNames());
        names.addAll(missing);
        List<CheckBox> boxes = new ArrayList<>();
        for (String entity : names) {
            boolean absent = missing.contains(entity);
            CheckBox box = styled(new CheckBox(absent ? entity + " (not in the table yet)" : entity),
                    "patterns-entity-check");
            if (absent) {
                box.getStyleClass().add("patterns-entity-missing");
            }
            box.setUserData(entity);
            box.setSelected(pattern.entities().contains(entity));
            box.setOnAction(e -> {
                List<String> chosen = boxes.stream().filter(CheckBox::isSelected)
                        .map(b -> (String) b.getUserData()).toList();
                Optional<String> refused = editor.setEntities(chosen);
                show(2, refused);
                if (refused.isPresent()) {
                    box.setSelected(!box.isSelected());
                }
            });
            boxes.add(box);
        }
        entities.getChildren().addAll(boxes);
        needsNote.setVisible(!missing.isEmpty());
        if (!missing.isEmpty()) {
            String absent = String.join(", ", missing);
            needsText.setText("The table has no " + absent + " yet, so the pattern cannot be planned.");
            createEntity.setText((missing.size() == 1 ? "Create entity " : "Create entities ") + absent);
        }
    }

    private void showEqualities(AccessPattern pattern) {
        List<Object> key = List.of(pattern.id(), pattern.equalities(), editor.attributeNames());
        if (key.equals(shownEqualities)) {
            return;
        }
        shownEqualities = key;
        equalities.getChildren().clear();
        List<String> attributes = editor.attributeNames();
        for (int i = 0; i < pattern.equalities().size(); i++) {
            Equality equality = pattern.equalities().get(i);
            int at = i;
            ComboBox<String> attribute = styled(new ComboBox<>(), "patterns-equality-attribute");
            attribute.setEditable(true);
            attribute.getItems().setAll(attributes);
            attribute.setValue(equality.attribute());
            TextField value = styled(new TextField(equality.isFixed() ? equality.value() : ""),
                    "patterns-equality-value");
            value.setPromptText("{input}");
            attribute.setPromptText("attribute or attribute = VALUE");
            value.setPrefColumnCount(12);
            Runnable apply = () -> {
                // A row rebuilt after another edit may still report a focus loss: apply only to the row it showed.
                boolean same = editor.pattern().map(p -> p.equalities().size() > at
                        && p.equalities().get(at).equals(equality)).orElse(false);
                if (same) {
                    show(3, editor.setEquality(at, attribute.getEditor().getText(), value.getText()));
                }
            };
            attribute.setOnAction(e -> {
                if (!updating) {
                    apply.run();
                }
            });
            commitOnEnterOrBlur(value, apply);
            Button remove = styled(new Button("Remove"), "patterns-equality-remove");
            remove.setMinWidth(Region.USE_PREF_SIZE);
            remove.setOnAction(e -> show(3, editor.removeEquality(at)));
            equalities.getChildren().add(row(attribute, label("="), value, remove));
        }
        ComboBox<String> added = styled(new ComboBox<>(), "patterns-equality-new");
        added.setEditable(true);
        added.getItems().setAll(attributes);
        // Short enough to show whole in the field at 1280x800; the tooltip gives the example.
        added.setPromptText("attribute [= VALUE]");
        added.setTooltip(new javafx.scene.control.Tooltip("An attribute the caller knows, or attribute = VALUE "
                + "for a constant (status = PUBLISHED)"));
        Button add = styled(new Button("Add equality"), "patterns-equality-add");
        add.setMinWidth(Region.USE_PREF_SIZE);
        add.setOnAction(e -> show(3, editor.addEquality(added.getEditor().getText(), null)));
        equalities.getChildren().add(row(added, add));
    }

    private void applyRange() {
        if (updating) {
            return;
        }
        String attribute = rangeAttribute.getValue();
        RangeOperator operator = rangeOperator.getValue();
        if (attribute != null && !attribute.isEmpty() && operator == null) {
            errors[4].setText("Choose the range operator.");
            return;
        }
        show(4, editor.setRange(attribute, operator));
    }

    private void applySort() {
        if (!updating) {
            show(5, editor.setSort(sortAttribute.getValue(), sortDirection.getValue()));
        }
    }

    private void applyLimit() {
        String text = limit.getText().trim().toLowerCase(Locale.ROOT);
        try {
            show(6, editor.setLimit(text.isEmpty() || text.equals("none") ? null : Integer.valueOf(text)));
        } catch (NumberFormatException e) {
            errors[6].setText("Limit must be a whole number, or empty for none.");
        }
    }

    private void applyRate() {
        try {
            show(6, editor.setRequestsPerSecond(Double.parseDouble(rate.getText().trim())));
        } catch (NumberFormatException e) {
            errors[6].setText("Requests/s must be a number, e.g. 2.5.");
        }
    }

    private void show(int row, Optional<String> refused) {
        errors[row].setText(refused.orElse(""));
    }

    /** Where each field (by its error index) sits in the form, top to bottom. */
    private static final int[] POSITION = {6, 7, 3, 0, 1, 2, 4, 5};

    private Node add(int row, String title, Node field) {
        Label label = styled(new Label(title), "patterns-field-label");
        label.setMinWidth(Region.USE_PREF_SIZE);
        int at = POSITION[row];
        form.add(label, 0, 2 * at);
        form.add(field, 1, 2 * at);
        form.add(errors[row], 1, 2 * at + 1);
        GridPane.setHgrow(field, Priority.ALWAYS);
        return field;
    }

    private void commitOnEnterOrBlur(TextField field, Runnable apply) {
        field.setOnAction(e -> {
            if (!updating) {
                apply.run();
            }
        });
        field.focusedProperty().addListener((obs, was, now) -> {
            if (!now && !updating && editor.pattern().isPresent()) {
                apply.run();
            }
        });
    }

    /** Shows the model's text, except in the field the user is typing in. */
    private static void setIfNotFocused(TextField field, String text) {
        if (!field.isFocused()) {
            field.setText(text);
        }
    }

    private static void choices(ComboBox<String> box, List<String> attributes) {
        List<String> items = new ArrayList<>(List.of(ANY));
        items.addAll(attributes);
        if (!box.getItems().equals(items)) {
            box.getItems().setAll(items);
        }
    }

    private static String rangeInputs(AccessPattern pattern) {
        if (pattern.range() == null) {
            return "";
        }
        // Read after the pickers as the condition itself: orderedAt BETWEEN {from} and {to}.
        return pattern.range().operator() == RangeOperator.BETWEEN ? "{from} and {to}"
                : "{" + pattern.range().attribute() + "}";
    }

    private static String writeNote(AccessPattern pattern) {
        var write = pattern.write();
        String spec = write == null ? "no write spec" : write.operation()
                + (write.updateExpression() == null ? "" : " · " + write.updateExpression())
                + (write.conditionExpression() == null ? "" : " · condition " + write.conditionExpression())
                + (write.transaction() ? " · in a transaction" : "");
        return "Write pattern: " + spec + ". Its request is edited under Write request below; range, sort, Limit,"
                + " consistency and index apply to reads only.";
    }

    private static Label label(String text) {
        Label label = styled(new Label(text), "muted");
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private static HBox row(Node... nodes) {
        return styled(new HBox(nodes), "patterns-editor-row");
    }

    /** Shows a choice as text; the pickers are not editable, so text never turns back into a choice. */
    private static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return text.apply(value);
            }

            @Override
            public T fromString(String string) {
                throw new UnsupportedOperationException("choices only");
            }
        };
    }
}
