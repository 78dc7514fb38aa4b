package dev.tablesmith.ui.entities;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.FieldRefusal;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One list of the selected entity's write-side declarations (its copies, aggregates or unique values), with add,
 * edit and remove, each an undoable command. A refused declaration leaves the design as it was; the reason is in
 * {@link #messageProperty()} and the field it is about in {@link #problemFieldProperty()}, so the form can mark it.
 *
 * @param <T> the declaration: {@code DenormalizedCopy}, {@code Aggregate} or {@code UniqueValue}
 */
abstract class DeclarationListViewModel<T> {
    protected final DesignSession session;
    private final ReadOnlyStringWrapper entity = new ReadOnlyStringWrapper();
    private final ObservableList<T> items = FXCollections.observableArrayList();
    private final ObservableList<String> entityNames = FXCollections.observableArrayList();
    private final ObservableList<String> attributeNames = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problemField = new ReadOnlyStringWrapper("");

    DeclarationListViewModel(DesignSession session) {
        this.session = session;
        session.designProperty().addListener((obs, old, design) -> {
            refuse(null); // a later change (here or elsewhere) ends the refusal the form shows
            refresh();
        });
        session.selectedEntityProperty().addListener((obs, old, name) -> {
            refuse(null);
            refresh();
        });
        refresh();
    }

    /** The declarations of the entity, in file order. */
    abstract List<T> read(Entity entity);

    /** Why {@code value} cannot be declared on {@code holder} in place of {@code replacing} (null when added). */
    abstract Optional<FieldRefusal> check(Table table, String holder, T value, T replacing);

    abstract Command addCommand(String table, String holder, T value);

    abstract Command updateCommand(String table, String holder, T from, T to);

    abstract Command removeCommand(String table, String holder, T value);

    /** The selected entity, or null when none is selected. */
    public ReadOnlyStringProperty entityProperty() {
        return entity.getReadOnlyProperty();
    }

    /** The selected entity's declarations of this kind. */
    public ObservableList<T> items() {
        return items;
    }

    /** The names of the table's entities, for choosing a source. */
    public ObservableList<String> entityNames() {
        return entityNames;
    }

    /** The names of the selected entity's attributes. */
    public ObservableList<String> attributeNames() {
        return attributeNames;
    }

    /** The last refusal, one line; empty after a successful edit or any change of the design. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The form field the refusal is about ({@code sourceEntity}, {@code keyTemplate}, ...), or empty. */
    public ReadOnlyStringProperty problemFieldProperty() {
        return problemField.getReadOnlyProperty();
    }

    /** The attribute names of {@code entityName}, in order; empty for an entity that does not exist. */
    public List<String> attributesOf(String entityName) {
        return entityName == null ? List.of() : session.table().entity(entityName)
                .map(e -> e.attributes().stream().map(Attribute::name).toList()).orElse(List.of());
    }

    /** {@code qty (N)}: an attribute of {@code entityName} with its type, or the name alone if it has none. */
    public String attributeLabel(String entityName, String attribute) {
        if (attribute == null) {
            return "";
        }
        return session.table().entity(entityName).flatMap(e -> e.attribute(attribute))
                .map(a -> attribute + " (" + a.type() + ")").orElse(attribute);
    }

    /** Adds the declaration to the selected entity; returns the refusal, if any. */
    public Optional<String> add(T value) {
        return push(value, null, () -> addCommand(session.table().name(), entity.get(), value));
    }

    /** Replaces {@code from} with {@code to} on the selected entity. */
    public Optional<String> update(T from, T to) {
        return push(to, from, () -> updateCommand(session.table().name(), entity.get(), from, to));
    }

    /** Removes the declaration from the selected entity. */
    public Optional<String> remove(T value) {
        return push(null, null, () -> removeCommand(session.table().name(), entity.get(), value));
    }

    /**
     * While a refusal is shown, checks the form again as it changes: the mark and the message follow the form's
     * first problem and go away once it could be written. Nothing is checked while nothing is refused, so an empty
     * form is not called wrong before it is used.
     */
    public void recheck(T value, T replacing) {
        if (message.get().isEmpty() || entity.get() == null || value == null) {
            return;
        }
        refuse(check(session.table(), entity.get(), value, replacing).orElse(null));
    }

    private Optional<String> push(T value, T replacing, Supplier<Command> command) {
        String name = entity.get();
        if (name == null) {
            refuse(new FieldRefusal("entity", "select an entity first"));
            return Optional.of(message.get());
        }
        if (value != null) {
            Optional<FieldRefusal> refusal = check(session.table(), name, value, replacing);
            if (refusal.isPresent()) {
                refuse(refusal.get());
                return Optional.of(refusal.get().message());
            }
        }
        Optional<String> refused = session.push(command.get());
        refuse(refused.map(reason -> new FieldRefusal("", reason)).orElse(null));
        return refused;
    }

    /** Sets the field before the message, so a view marking on either change sees the new field. */
    private void refuse(FieldRefusal refusal) {
        problemField.set(refusal == null ? "" : refusal.field());
        message.set(refusal == null ? "" : refusal.message());
    }

    private void refresh() {
        String selected = session.selectedEntityProperty().get();
        Optional<Entity> found = selected == null ? Optional.empty() : session.table().entity(selected);
        entity.set(found.map(Entity::name).orElse(null));
        setIfChanged(items, found.map(this::read).orElse(List.of()));
        setIfChanged(entityNames, session.table().entities().stream().map(Entity::name).toList());
        setIfChanged(attributeNames, found.map(e -> e.attributes().stream().map(Attribute::name).toList())
                .orElse(List.of()));
    }

    private static <E> void setIfChanged(ObservableList<E> list, List<E> next) {
        if (!next.equals(list)) {
            list.setAll(next);
        }
    }
}
