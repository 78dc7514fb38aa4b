package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.UniqueValue;
import java.util.List;
import java.util.Map;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

/**
 * The Unique values tab: the selected entity's unique attributes with the partition key template of each one's
 * guard item. Choosing an attribute while the key field is empty (or still holds the previous suggestion) offers
 * {@code NAME#{name}}; Enter in the key field adds.
 */
final class UniqueValuesPane extends DeclarationPane<UniqueValue> {
    private final ComboBox<String> attribute;
    private final TextField keyTemplate = styled(new TextField(), "unique-key-template");
    /** The key the form last suggested, replaced when another attribute is chosen. */
    private String suggested = "";

    UniqueValuesPane(UniqueValuesViewModel viewModel) {
        super(viewModel, "unique-values-pane");
        attribute = choice(viewModel.attributeNames(),
                a -> viewModel.attributeLabel(viewModel.entityProperty().get(), a), "unique-attribute");
        attribute.setPromptText("attribute");
        keyTemplate.setPromptText("e.g. EMAIL#{email}");
        keyTemplate.setMaxWidth(Double.MAX_VALUE);
        onChange(this::attributeChanged, attribute.valueProperty());
        onChange(this::formChanged, keyTemplate.textProperty());
        keyTemplate.setOnAction(e -> ((javafx.scene.control.Button) root().lookup(".entity-details-add")).fire());
        build();
    }

    @Override
    List<TableColumn<UniqueValue, String>> columns() {
        return List.of(column("Attribute", UniqueValue::attribute, 130),
                column("Guard item key", UniqueValue::keyTemplate, 200));
    }

    @Override
    void layoutFields(GridPane grid) {
        grid.addRow(0, label("Attribute"), attribute);
        grid.addRow(1, label("Guard key"), keyTemplate);
        GridPane.setColumnSpan(keyTemplate, 3);
    }

    @Override
    Map<String, Control> fields() {
        return Map.of("attribute", attribute, "keyTemplate", keyTemplate);
    }

    @Override
    UniqueValue current() {
        return UniqueValuesViewModel.uniqueValue(attribute.getValue(), keyTemplate.getText());
    }

    @Override
    void fill(UniqueValue unique) {
        attribute.setValue(unique.attribute());
        keyTemplate.setText(unique.keyTemplate());
        suggested = "";
    }

    @Override
    void clearFields() {
        attribute.setValue(null);
        keyTemplate.clear();
        suggested = "";
    }

    @Override
    String noteText() {
        return "The guard item is put with attribute_not_exists in the entity's transaction: a taken value"
                + " cancels it.";
    }

    @Override
    String placeholder() {
        return "No unique values: only the primary key is unique.";
    }

    private void attributeChanged() {
        String text = keyTemplate.getText() == null ? "" : keyTemplate.getText().strip();
        if (text.isEmpty() || text.equals(suggested)) {
            suggested = UniqueValuesViewModel.suggestedGuardKey(attribute.getValue());
            keyTemplate.setText(suggested);
        }
        formChanged();
    }
}
