package dev.tablesmith.ui.entities;

import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.DenormalizedCopy;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.GridPane;

/**
 * The Copies tab: the selected entity's denormalized copies, and a form choosing what holds the copy (an attribute
 * or the whole item), the source entity and attribute, and snapshot or live. The source attribute is offered from
 * the chosen source entity, with its type; for a whole-item copy there is none to choose.
 */
final class CopiesPane extends DeclarationPane<DenormalizedCopy> {
    private final CopiesViewModel viewModel;
    private final ObservableList<String> sourceAttributes = FXCollections.observableArrayList();
    private final ComboBox<String> into;
    private final ComboBox<CopyMode> mode;
    private final ComboBox<String> source;
    private final ComboBox<String> sourceAttribute;

    CopiesPane(CopiesViewModel viewModel) {
        super(viewModel, "copies-pane");
        this.viewModel = viewModel;
        into = choice(viewModel.intoChoices(), this::intoLabel, "copy-into");
        mode = options(List.of(CopyMode.values()), CopiesPane::modeText, "copy-mode");
        source = choice(viewModel.entityNames(), s -> s, "copy-source");
        sourceAttribute = choice(sourceAttributes, a -> viewModel.attributeLabel(source.getValue(), a),
                "copy-source-attribute");
        into.setPromptText("attribute");
        source.setPromptText("entity");
        sourceAttribute.setPromptText("attribute");
        mode.setValue(CopyMode.SNAPSHOT);
        onChange(this::sourceChanged, source.valueProperty());
        viewModel.entityNames().addListener((ListChangeListener<String>) change -> sourceChanged());
        sourceAttribute.setOnShowing(e -> sourceChanged()); // the source's attributes may have changed since
        onChange(this::formChanged, into.valueProperty(), mode.valueProperty(), sourceAttribute.valueProperty());
        build();
    }

    @Override
    List<TableColumn<DenormalizedCopy, String>> columns() {
        return List.of(column("Holds", CopiesViewModel::holds, 130),
                column("Copy of", DenormalizedCopy::sourceText, 150),
                column("Mode", c -> modeText(c.mode()), 80));
    }

    @Override
    void layoutFields(GridPane grid) {
        grid.addRow(0, label("Copy into"), into, label("Mode"), mode);
        grid.addRow(1, label("From entity"), source, label("Attribute"), sourceAttribute);
    }

    @Override
    Map<String, Control> fields() {
        return Map.of("attribute", into, "mode", mode, "sourceEntity", source, "sourceAttribute", sourceAttribute);
    }

    @Override
    DenormalizedCopy current() {
        return CopiesViewModel.copy(into.getValue(), source.getValue(), sourceAttribute.getValue(), mode.getValue());
    }

    @Override
    void fill(DenormalizedCopy copy) {
        into.setValue(CopiesViewModel.into(copy));
        mode.setValue(copy.mode());
        source.setValue(copy.sourceEntity());
        sourceAttribute.setValue(copy.sourceAttribute());
    }

    @Override
    void clearFields() {
        into.setValue(null);
        mode.setValue(CopyMode.SNAPSHOT);
        source.setValue(null);
        sourceAttribute.setValue(null);
    }

    @Override
    String noteText() {
        return CopiesViewModel.note(mode.getValue());
    }

    @Override
    String placeholder() {
        return "No copies: this entity holds no other entity's data.";
    }

    /** The source attributes follow the source entity; a whole-item copy has none. */
    private void sourceChanged() {
        String kept = sourceAttribute.getValue();
        List<String> next = viewModel.attributesOf(source.getValue());
        if (!next.equals(sourceAttributes)) {
            sourceAttributes.setAll(next);
        }
        sourceAttribute.setValue(kept != null && next.contains(kept) ? kept : null);
        formChanged();
    }

    private void intoChanged() {
        boolean whole = CopiesViewModel.WHOLE_ITEM.equals(into.getValue());
        sourceAttribute.setDisable(whole);
        if (whole) {
            sourceAttribute.setValue(null);
        }
    }

    @Override
    void formChangedHook() {
        intoChanged();
    }

    private String intoLabel(String choice) {
        return CopiesViewModel.WHOLE_ITEM.equals(choice) ? choice
                : viewModel.attributeLabel(viewModel.entityProperty().get(), choice);
    }

    private static String modeText(CopyMode mode) {
        return mode == CopyMode.LIVE ? "Live" : "Snapshot";
    }
}
