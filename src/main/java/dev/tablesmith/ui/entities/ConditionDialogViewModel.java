package dev.tablesmith.ui.entities;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.template.ConditionForm;
import dev.tablesmith.ui.DesignSession;
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
 * or removing it is one undoable edit of the design. Used by the entity chart's key cells and the index dialog.
 */
public final class ConditionDialogViewModel {
    private final DesignSession session;
    private final String entity;
    private final String keyAttribute;
    private final String template;
    private final String stored;
    private final List<String> attributes;
    private final BooleanProperty expressionMode = new SimpleBooleanProperty();
    private final StringProperty attribute = new SimpleStringProperty("");
    private final ObjectProperty<ComparisonOperator> operator = new SimpleObjectProperty<>(ComparisonOperator.EQ);
    private final StringProperty value = new SimpleStringProperty("");
    private final StringProperty expression = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper condition = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");

    private ConditionDialogViewModel(DesignSession session, Entity entity, EntityKey key) {
        this.session = session;
        this.entity = entity.name();
        this.keyAttribute = key.attribute();
        this.template = key.template();
        this.stored = key.when() == null ? "" : key.when();
        this.attributes = entity.attributes().stream().map(Attribute::name).toList();
        if (!fillForm(stored) && !stored.isBlank()) {
            expressionMode.set(true);
        }
        expression.set(stored);
        attribute.addListener((o, a, b) -> refresh());
        operator.addListener((o, a, b) -> refresh());
        value.addListener((o, a, b) -> refresh());
        expression.addListener((o, a, b) -> refresh());
        expressionMode.addListener((o, a, now) -> {
            // Switching to the expression starts from what the form said, unless the expression holds more than
            // the form can show (comparisons joined by AND), which is kept; switching back fills the form from the
            // expression when it can.
            boolean formable = expression.get().isBlank() || ConditionForm.single(expression.get()).isPresent();
            if (now && formable && !condition.get().isBlank()) {
                expression.set(condition.get());
            } else if (!now) {
                fillForm(expression.get()); // and back, when the expression is one comparison the form can show
            }
            refresh();
        });
        refresh();
    }

    /**
     * The form for the key {@code entity} writes into {@code keyAttribute} in the session's table; empty when there
     * is no such entity or it does not write that attribute (a condition says on which items a template is written).
     */
    public static Optional<ConditionDialogViewModel> of(DesignSession session, String entity, String keyAttribute) {
        return session.table().entity(entity).flatMap(e -> e.key(keyAttribute)
                .map(key -> new ConditionDialogViewModel(session, e, key)));
    }

    private boolean fillForm(String text) {
        Optional<Comparison> single = ConditionForm.single(text);
        single.ifPresent(c -> {
            attribute.set(c.attribute());
            operator.set(c.operator());
            value.set(ConditionForm.valueText(c));
        });
        return single.isPresent();
    }

    String title() {
        return "Condition of " + entity + " " + keyAttribute;
    }

    String entity() {
        return entity;
    }

    String keyAttribute() {
        return keyAttribute;
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
        return !stored.isBlank();
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

    /**
     * Applies the condition as one edit; returns the refusal, or empty when applied (or when it is the stored
     * condition already: then nothing is pushed, so there is nothing to undo).
     */
    Optional<String> apply() {
        refresh();
        if (!problem.get().isEmpty()) {
            return Optional.of(problem.get());
        }
        if (ConditionForm.same(condition.get(), stored)) {
            return Optional.empty();
        }
        Optional<Entity> now = session.table().entity(entity);
        if (now.isEmpty() || now.get().key(keyAttribute).isEmpty()) {
            return Optional.of(entity + " no longer writes " + keyAttribute);
        }
        Optional<String> invalid = TemplateCheck.problem(now.get(), keyAttribute,
                now.get().key(keyAttribute).get().template(), condition.get());
        if (invalid.isPresent()) {
            return invalid;
        }
        return session.push(DesignEdits.setKeyCondition(session.table().name(), entity, keyAttribute,
                condition.get()));
    }

    /** Removes the condition as one edit: the entity writes the key on every item again. */
    Optional<String> remove() {
        if (stored.isBlank()) {
            return Optional.empty();
        }
        return session.push(DesignEdits.setKeyCondition(session.table().name(), entity, keyAttribute, null));
    }

    private void refresh() {
        if (expressionMode.get()) {
            condition.set(expression.get() == null ? "" : expression.get().strip());
            problem.set(ConditionForm.problem(entity, attributes, condition.get()).orElse(""));
        } else {
            condition.set(ConditionForm.build(attribute.get(), operator.get(), value.get()));
            problem.set(ConditionForm.formProblem(entity, attributes, attribute.get(), operator.get(), value.get())
                    .orElse(""));
        }
    }
}
