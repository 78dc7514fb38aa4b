package dev.tablesmith.ui.entities;

import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.MaintainedBy;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.GridPane;

/**
 * The Aggregates tab: the selected entity's counts and sums, and a form choosing the attribute holding the value,
 * COUNT or SUM, the entity whose items it counts or sums (and for a SUM the summed attribute, offered with its type)
 * and whether a stream or the writing transaction keeps it. The line under the form says what the table's stream
 * makes of the choice, as the review would.
 */
final class AggregatesPane extends DeclarationPane<Aggregate> {
    private final AggregatesViewModel viewModel;
    private final ObservableList<String> sourceAttributes = FXCollections.observableArrayList();
    private final ComboBox<String> attribute;
    private final ComboBox<AggregateRule> rule;
    private final ComboBox<String> source;
    private final ComboBox<String> summed;
    private final ComboBox<MaintainedBy> keptBy;

    AggregatesPane(AggregatesViewModel viewModel) {
        super(viewModel, "aggregates-pane");
        this.viewModel = viewModel;
        attribute = choice(viewModel.attributeNames(),
                a -> viewModel.attributeLabel(viewModel.entityProperty().get(), a), "aggregate-attribute");
        rule = options(List.of(AggregateRule.values()), AggregateRule::name, "aggregate-rule");
        source = choice(viewModel.entityNames(), s -> s, "aggregate-source");
        summed = choice(sourceAttributes, a -> viewModel.attributeLabel(source.getValue(), a), "aggregate-summed");
        keptBy = options(List.of(MaintainedBy.STREAM, MaintainedBy.TRANSACTION), AggregatesPane::keptByText,
                "aggregate-kept-by");
        attribute.setPromptText("an N attribute");
        source.setPromptText("entity");
        rule.setValue(AggregateRule.COUNT);
        keptBy.setValue(MaintainedBy.STREAM);
        onChange(this::sourceChanged, source.valueProperty());
        summed.setOnShowing(e -> sourceChanged()); // the source's attributes may have changed since
        onChange(this::formChanged, attribute.valueProperty(), rule.valueProperty(), summed.valueProperty(),
                keptBy.valueProperty());
        build();
    }

    @Override
    List<TableColumn<Aggregate, String>> columns() {
        return List.of(column("Attribute", Aggregate::attribute, 120),
                column("Value", AggregatesViewModel::value, 170),
                column("Kept by", a -> AggregatesViewModel.keptBy(a.maintainedBy()), 90));
    }

    @Override
    void layoutFields(GridPane grid) {
        grid.addRow(0, label("Attribute"), attribute, label("Rule"), rule);
        grid.addRow(1, label("Of entity"), source, label("Summed"), summed);
        grid.addRow(2, label("Kept by"), keptBy);
    }

    /** Beside "Kept by", so the form keeps room for a refusal under it. */
    @Override
    void placeButtons(GridPane grid, javafx.scene.layout.HBox buttons) {
        grid.add(buttons, 2, 2, 2, 1);
    }

    @Override
    Map<String, Control> fields() {
        return Map.of("attribute", attribute, "rule", rule, "sourceEntity", source, "sourceAttribute", summed,
                "maintainedBy", keptBy);
    }

    @Override
    Aggregate current() {
        return AggregatesViewModel.aggregate(attribute.getValue(), rule.getValue(), source.getValue(),
                summed.getValue(), keptBy.getValue());
    }

    @Override
    void fill(Aggregate aggregate) {
        attribute.setValue(aggregate.attribute());
        rule.setValue(aggregate.rule());
        source.setValue(aggregate.sourceEntity());
        summed.setValue(aggregate.sourceAttribute());
        keptBy.setValue(aggregate.maintainedBy());
    }

    @Override
    void clearFields() {
        attribute.setValue(null);
        rule.setValue(AggregateRule.COUNT);
        source.setValue(null);
        summed.setValue(null);
        keptBy.setValue(MaintainedBy.STREAM);
    }

    @Override
    void formChangedHook() {
        boolean sum = rule.getValue() == AggregateRule.SUM;
        summed.setDisable(!sum);
        summed.setPromptText(sum ? "an N attribute" : "(COUNT: none)");
        if (!sum && summed.getValue() != null) {
            summed.setValue(null);
        }
    }

    @Override
    String noteText() {
        return viewModel.note(rule.getValue(), keptBy.getValue());
    }

    @Override
    String placeholder() {
        return "No aggregates: this entity holds no counts or sums.";
    }

    private void sourceChanged() {
        String kept = summed.getValue();
        List<String> next = viewModel.attributesOf(source.getValue());
        if (!next.equals(sourceAttributes)) {
            sourceAttributes.setAll(next);
        }
        summed.setValue(kept != null && next.contains(kept) ? kept : null);
        formChanged();
    }

    private static String keptByText(MaintainedBy maintainedBy) {
        return maintainedBy == MaintainedBy.TRANSACTION ? "Transaction" : "Stream";
    }
}
