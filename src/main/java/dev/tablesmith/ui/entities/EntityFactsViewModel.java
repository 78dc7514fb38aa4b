package dev.tablesmith.ui.entities;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.EntityDetailEdits;
import dev.tablesmith.edit.EntityRelationRules;
import dev.tablesmith.edit.FieldRefusal;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.ui.DesignSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The selected entity's own facts: the attribute its items expire by (TTL), how many items of it the table is
 * expected to hold, and its description. Each change is one undoable command; a refused one leaves the design as
 * it was and says why, at the field.
 */
public final class EntityFactsViewModel {
    /** The TTL choice for items that never expire (no attribute can be named so: decision 0012). */
    public static final String NEVER = "(never expires)";

    private final DesignSession session;
    private final ReadOnlyStringWrapper entity = new ReadOnlyStringWrapper();
    private final ObservableList<String> ttlChoices = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper ttl = new ReadOnlyStringWrapper(NEVER);
    private final ReadOnlyStringWrapper estimate = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper description = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper ttlNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problemField = new ReadOnlyStringWrapper("");

    public EntityFactsViewModel(DesignSession session) {
        this.session = session;
        session.designProperty().addListener((obs, old, design) -> {
            refuse(null);
            refresh();
        });
        session.selectedEntityProperty().addListener((obs, old, name) -> {
            refuse(null);
            refresh();
        });
        refresh();
    }

    /** The selected entity, or null. */
    public ReadOnlyStringProperty entityProperty() {
        return entity.getReadOnlyProperty();
    }

    /** {@link #NEVER}, then the entity's attributes. */
    public ObservableList<String> ttlChoices() {
        return ttlChoices;
    }

    /** The entity's TTL attribute, or {@link #NEVER}. */
    public ReadOnlyStringProperty ttlProperty() {
        return ttl.getReadOnlyProperty();
    }

    /** The estimated number of items, as shown ({@code 2,000,000}). */
    public ReadOnlyStringProperty estimateProperty() {
        return estimate.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty descriptionProperty() {
        return description.getReadOnlyProperty();
    }

    /** What the table's TTL setting makes of the entity's expiry, in the review's words. */
    public ReadOnlyStringProperty ttlNoteProperty() {
        return ttlNote.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** {@code ttlAttribute}, {@code estimatedItemCount}, or empty. */
    public ReadOnlyStringProperty problemFieldProperty() {
        return problemField.getReadOnlyProperty();
    }

    /** {@code expiresAt (N)}: a TTL choice with the attribute's type. */
    public String ttlLabel(String choice) {
        if (choice == null || NEVER.equals(choice)) {
            return NEVER;
        }
        return selected().flatMap(e -> e.attribute(choice)).map(a -> choice + " (" + a.type() + ")").orElse(choice);
    }

    /** Sets the expiry attribute ({@link #NEVER} for none); refused unless it is a Number attribute. */
    public Optional<String> setTtl(String choice) {
        String attribute = choice == null || NEVER.equals(choice) ? null : choice;
        return push("ttlAttribute", name -> EntityRelationRules.ttlAttribute(session.table(), name, attribute),
                name -> EntityDetailEdits.setTtlAttribute(session.table().name(), name, attribute));
    }

    /** Sets the estimated number of items from text ({@code 2,000,000}, {@code 2_000_000} or {@code 2000000}). */
    public Optional<String> setEstimate(String text) {
        String typed = text == null ? "" : text.strip();
        Long count = parseCount(typed);
        if (count == null) {
            return push("estimatedItemCount", name -> Optional.of(new FieldRefusal("estimatedItemCount",
                    "the estimated number of items must be a whole number of 0 or more, not '" + typed + "'")),
                    null);
        }
        return push("estimatedItemCount", name -> Optional.empty(),
                name -> EntityDetailEdits.setEstimatedItemCount(session.table().name(), name, count));
    }

    public Optional<String> setDescription(String text) {
        return push("description", name -> Optional.empty(),
                name -> EntityDetailEdits.setDescription(session.table().name(), name, text));
    }

    private Optional<String> push(String field, Function<String, Optional<FieldRefusal>> check,
                                  Function<String, Command> command) {
        String name = entity.get();
        if (name == null) {
            refuse(new FieldRefusal(field, "select an entity first"));
            return Optional.of(message.get());
        }
        Optional<FieldRefusal> refusal = check.apply(name);
        if (refusal.isPresent()) {
            refuse(refusal.get());
            return Optional.of(refusal.get().message());
        }
        Optional<String> refused = session.push(command.apply(name));
        refuse(refused.map(reason -> new FieldRefusal(field, reason)).orElse(null));
        if (refused.isEmpty()) {
            refresh(); // an unchanged value pushes nothing: the fields show the design's value again
        }
        return refused;
    }

    private static Long parseCount(String text) {
        String digits = text.replace(",", "").replace("_", "").replace(" ", "");
        if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit)) {
            return null;
        }
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return null; // too many digits
        }
    }

    /** Sets the field before the message, so a view marking on either change sees the new field. */
    private void refuse(FieldRefusal refusal) {
        problemField.set(refusal == null ? "" : refusal.field());
        message.set(refusal == null ? "" : refusal.message());
    }

    private Optional<Entity> selected() {
        String name = session.selectedEntityProperty().get();
        return name == null ? Optional.empty() : session.table().entity(name);
    }

    private void refresh() {
        Optional<Entity> found = selected();
        entity.set(found.map(Entity::name).orElse(null));
        List<String> choices = new ArrayList<>();
        choices.add(NEVER);
        found.ifPresent(e -> e.attributes().forEach(a -> choices.add(a.name())));
        if (!choices.equals(ttlChoices)) {
            ttlChoices.setAll(choices);
        }
        ttl.set(found.map(Entity::ttlAttribute).orElse(NEVER));
        estimate.set(found.map(e -> String.format(Locale.ROOT, "%,d", e.estimatedItemCount())).orElse(""));
        description.set(found.map(Entity::description).orElse(""));
        ttlNote.set(found.map(this::note).orElse(""));
    }

    /** The review's {@code ttl-attribute} finding, before it is one; or what TTL will do. */
    private String note(Entity e) {
        String tableTtl = session.table().settings().ttlAttribute();
        String attribute = e.ttlAttribute();
        if (attribute == null) {
            boolean offered = tableTtl != null && e.attribute(tableTtl).map(Attribute::type)
                    .filter(AttributeType.N::equals).isPresent();
            return offered ? "The table's TTL attribute is " + tableTtl + ": choose it to let " + e.name()
                    + " items expire." : "Items of " + e.name() + " are kept until deleted.";
        }
        if (tableTtl == null) {
            return "The table has no TTL attribute, so its items never expire: turn TTL on under Table and"
                    + " indexes, Settings.";
        }
        if (!tableTtl.equals(attribute)) {
            return "The table's TTL attribute is " + tableTtl + ", so TTL never reads " + attribute + ".";
        }
        return "DynamoDB deletes an item at no cost some time (usually days) after its " + attribute
                + " has passed; reads should still skip expired items.";
    }
}
