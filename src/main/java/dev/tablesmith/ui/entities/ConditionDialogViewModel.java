package dev.tablesmith.ui.entities;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.template.ConditionForm;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The sparse condition of one entity key, as a form: attribute, operator and value, or a free expression. The
 * condition decides on which items the entity writes the key attribute; DynamoDB leaves an item out of a GSI when it
 * lacks one of the index's key attributes, so a conditional key makes the index sparse. The text is checked as it is
 * typed (same parser as the chart's {@code TEMPLATE when CONDITION}, attributes must be the entity's); applying it
 * or removing it is one edit of the chart, undone as one.
 */
final class ConditionDialogViewModel {
    private final EntityChartViewModel chart;
    private final Entity entity;
    private final String keyAttribute;
    private final String template;
    private final List<String> attributes;
    private final BooleanProperty expressionMode = new SimpleBooleanProperty();
    private final StringProperty attribute = new SimpleStringProperty("");
    private final ObjectProperty<ComparisonOperator> operator = new SimpleObjectProperty<>(ComparisonOperator.EQ);
    private final StringProperty value = new SimpleStringProperty("");
    private final StringProperty expression = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper condition = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");

    /** The form for the key of {@code entity} under {@code keyAttribute}, which must have a template. */
    ConditionDialogViewModel(EntityChartViewModel chart, Entity entity, String keyAttribute) {
        this.chart = chart;
        this.entity = entity;
        this.keyAttribute = keyAttribute;
        EntityKey key = entity.key(keyAttribute).orElseThrow(() -> new IllegalArgumentException(
                entity.name() + " does not write " + keyAttribute));
        this.template = key.template();
        this.attributes = entity.attributes().stream().map(Attribute::name).toList();
        String when = key.when() == null ? "" : key.when();
        Optional<Comparison> single = ConditionForm.single(when);
        if (single.isPresent()) {
            attribute.set(single.get().attribute());
            operator.set(single.get().operator());
            value.set(single.get().values().isEmpty() ? "" : single.get().values().get(0).text());
        } else if (!when.isBlank()) {
            expressionMode.set(true);
        }
        expression.set(when);
        attribute.addListener((o, a, b) -> refresh());
        operator.addListener((o, a, b) -> refresh());
        value.addListener((o, a, b) -> refresh());
        expression.addListener((o, a, b) -> refresh());
        expressionMode.addListener((o, a, now) -> {
            if (now && !condition.get().isBlank()) {
                expression.set(condition.get()); // switching to the expression keeps what the form said
            }
            refresh();
        });
        refresh();
    }

    String title() {
        return "Condition of " + entity.name() + " " + keyAttribute;
    }

    String template() {
        return template;
    }

    /** The entity's attribute names, offered in the attribute box. */
    List<String> attributes() {
        return attributes;
    }

    /** Whether the key has a condition now (so "Remove condition" has something to remove). */
    boolean hasCondition() {
        return entity.key(keyAttribute).map(EntityKey::isSparse).orElse(false);
    }

    BooleanProperty expressionModeProperty() {
        return expressionMode;
    }

    StringProperty attributeProperty() {
        return attribute;
    }

    ObjectProperty<ComparisonOperator> operatorProperty() {
        return operator;
    }

    StringProperty valueProperty() {
        return value;
    }

    StringProperty expressionProperty() {
        return expression;
    }

    /** The condition text the form or expression says now. */
    ReadOnlyStringProperty conditionProperty() {
        return condition.getReadOnlyProperty();
    }

    /** Why the condition cannot be applied, one line; empty when it can. */
    ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** Applies the condition as one edit; returns the refusal, or empty when applied. */
    Optional<String> apply() {
        refresh();
        if (!problem.get().isEmpty()) {
            return Optional.of(problem.get());
        }
        return chart.editCell(entity.name(), keyAttribute, template + KeyCell.WHEN + condition.get());
    }

    /** Removes the condition as one edit: the entity writes the key on every item again. */
    Optional<String> remove() {
        return chart.editCell(entity.name(), keyAttribute, template);
    }

    private void refresh() {
        String text = expressionMode.get() ? expression.get().strip()
                : ConditionForm.build(attribute.get(), operator.get(), value.get());
        condition.set(text);
        if (!expressionMode.get() && !operator.get().isFunction() && !attribute.get().isBlank()
                && value.get().isBlank()) {
            problem.set(operator.get().symbol() + " needs a value");
            return;
        }
        problem.set(ConditionForm.problem(entity.name(), attributes, text).orElse(""));
    }
}
