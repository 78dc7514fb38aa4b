package dev.tablesmith.ui.entities;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.EntityEdits;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The attributes of the session's selected entity, with add, edit (a rename makes the entity's key templates, sparse
 * conditions and access patterns follow) and remove, each an undoable command. A refused edit leaves the design as
 * it was and says why in {@link #messageProperty()}.
 */
public final class AttributeEditorViewModel {
    private final DesignSession session;
    private final ReadOnlyStringWrapper entity = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper();
    private final ObservableList<Attribute> attributes = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");

    public AttributeEditorViewModel(DesignSession session) {
        this.session = session;
        session.designProperty().addListener((obs, old, design) -> {
            message.set(""); // a later change (here or elsewhere) ends the refusal the banner explains
            refresh();
        });
        session.selectedEntityProperty().addListener((obs, old, name) -> {
            message.set("");
            refresh();
        });
        refresh();
    }

    /** The entity being edited, or null when no entity is selected. */
    public ReadOnlyStringProperty entityProperty() {
        return entity.getReadOnlyProperty();
    }

    /** "Attributes of Order (4)", or a hint to select an entity. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The selected entity's attributes, in order. */
    public ObservableList<Attribute> attributes() {
        return attributes;
    }

    /** The last refusal, one line; empty after a successful edit. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Adds the form's attribute to the selected entity. */
    public Optional<String> add(AttributeForm form) {
        return withEntity(name -> EntityEdits.addAttribute(session.table().name(), name, form.toAttribute()));
    }

    /** Replaces attribute {@code from} of the selected entity with the form's; a new name is followed everywhere. */
    public Optional<String> update(String from, AttributeForm form) {
        return withEntity(name -> EntityEdits.updateAttribute(session.table().name(), name, from,
                form.toAttribute()));
    }

    /** Removes an attribute of the selected entity, unless a key template or condition uses it. */
    public Optional<String> remove(String attribute) {
        return withEntity(name -> EntityEdits.removeAttribute(session.table().name(), name, attribute));
    }

    private Optional<String> withEntity(java.util.function.Function<String, Command> command) {
        String name = entity.get();
        if (name == null) {
            return refuse("select an entity first");
        }
        Command built;
        try {
            built = command.apply(name);
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        Optional<String> refused = session.push(built);
        message.set(refused.orElse(""));
        return refused;
    }

    private Optional<String> refuse(String reason) {
        message.set(reason);
        return Optional.of(reason);
    }

    private void refresh() {
        String selected = session.selectedEntityProperty().get();
        Optional<Entity> found = selected == null ? Optional.empty() : session.table().entity(selected);
        entity.set(found.map(Entity::name).orElse(null));
        List<Attribute> next = found.map(Entity::attributes).orElse(List.of());
        if (!next.equals(attributes)) {
            attributes.setAll(next);
        }
        title.set(found.map(e -> "Attributes of " + e.name() + " (" + e.attributes().size() + ")")
                .orElse("Attributes: select an entity in the chart"));
    }
}
