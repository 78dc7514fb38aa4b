package dev.tablesmith.ui.entities;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.edit.EntityColours;
import dev.tablesmith.edit.EntityEdits;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The entity chart of the session's table: one row per entity, one column per key attribute of the table and its
 * indexes ({@link Table#keyAttributes()}), each cell the key template the entity writes there. Every edit goes
 * through the session's command stack, so it can be undone; an edit that would make the design invalid is refused
 * with a one-line {@link #messageProperty() message} and the design stays as it was. The {@link #selectedProperty()
 * selected row} follows the session's selected entity in both directions, so a selection made in the navigator,
 * the review panel or a lesson step selects the entity's row here.
 */
public final class EntityChartViewModel {
    private final DesignSession session;
    private final ObservableList<String> keyColumns = FXCollections.observableArrayList();
    private final ObservableList<EntityRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<EntityRow> selected = new ReadOnlyObjectWrapper<>();
    private String[] draft;
    private List<KeyColumnGroup> columnGroups = List.of();

    public EntityChartViewModel(DesignSession session) {
        this.session = session;
        session.designProperty().addListener((obs, old, design) -> {
            // A change of the design (an edit here or elsewhere, an undo) ends any refusal: its banner and the
            // refused text go, and each cell shows what the design holds.
            message.set("");
            draft = null;
            refresh(design);
        });
        session.selectedEntityProperty().addListener((obs, old, name) -> follow(name));
        refresh(session.design());
    }

    /**
     * The row of the session's selected entity, wherever it was selected (this chart, the navigator, the review
     * panel, a lesson step); null when no entity is selected or the selected name has no row. After an edit it is
     * the row of the new design, one of {@link #rows()}.
     */
    public ReadOnlyObjectProperty<EntityRow> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** The key attribute names, in column order: PK, SK, GSI1PK, GSI1SK, ... */
    public ObservableList<String> keyColumns() {
        return keyColumns;
    }

    /**
     * The key columns grouped for their headings: the attributes of each multi-attribute GSI partition or sort key
     * under one heading, in key order with their types; every other column alone. Replaced before
     * {@link #keyColumns()} changes (also when only a heading changes).
     */
    public List<KeyColumnGroup> columnGroups() {
        return columnGroups;
    }

    public ObservableList<EntityRow> rows() {
        return rows;
    }

    /** The last refusal or error, one line; empty after a successful edit. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /**
     * Sets the cell of {@code entity} under {@code keyAttribute} from its text ({@code TEMPLATE} or
     * {@code TEMPLATE when CONDITION}; blank removes the key, so the entity leaves that index). Returns the
     * refusal message, or empty when the design was changed (or nothing changed).
     */
    public Optional<String> editCell(String entity, String keyAttribute, String text) {
        Table table = session.table();
        Optional<Entity> found = table.entity(entity);
        if (found.isEmpty()) {
            return refuse("no entity named " + entity);
        }
        String[] parts = KeyCell.split(text);
        if (KeyCell.text(found.get().key(keyAttribute).orElse(null)).equals(KeyCell.text(parts[0].isEmpty() ? null
                : new dev.tablesmith.model.EntityKey(keyAttribute, parts[0], parts[1])))) {
            message.set("");
            draft = null;
            return Optional.empty(); // unchanged: no command, nothing to undo
        }
        String template = parts[0];
        String when = parts[1];
        if (template.isEmpty() && when != null) {
            draft = new String[] {entity, keyAttribute, text};
            return refuse(entity + " " + keyAttribute + ": a condition needs a template before \"when\"");
        }
        if (!template.isEmpty()) {
            Optional<String> problem = TemplateCheck.problem(found.get(), keyAttribute, template, when);
            if (problem.isPresent()) {
                draft = new String[] {entity, keyAttribute, text};
                return refuse(problem.get());
            }
        }
        draft = null;
        return push(DesignEdits.setKeyTemplate(table.name(), entity, keyAttribute, template, when));
    }

    /**
     * The condition form of the key {@code entity} writes into {@code keyAttribute}; empty when the entity does not
     * write that attribute (a condition needs a template: it says on which items the template is written).
     */
    Optional<ConditionDialogViewModel> conditionForm(String entity, String keyAttribute) {
        return ConditionDialogViewModel.of(session, entity, keyAttribute);
    }

    /**
     * The text last refused for this cell (entity, key attribute), so editing the cell again starts from it rather
     * than from the stored template; empty once that cell or another one is committed.
     */
    public Optional<String> refusedDraft(String entity, String keyAttribute) {
        return draft != null && draft[0].equals(entity) && draft[1].equals(keyAttribute) ? Optional.of(draft[2])
                : Optional.empty();
    }

    /** Forgets a refused text (Escape in the editor): the cell is edited from its stored template again. */
    public void discardDraft() {
        draft = null;
    }

    /** Adds an entity with no attributes and no keys at the end of the chart, and selects it. */
    public Optional<String> addEntity(String name) {
        String trimmed = name == null ? "" : name.trim();
        if (trimmed.isEmpty()) {
            return refuse("an entity needs a name");
        }
        Entity entity = new Entity(trimmed, "", EntityColours.unused(session.table()), List.of(), List.of(), 0,
                List.of());
        Optional<String> refused = push(DesignEdits.addEntity(session.table().name(), entity));
        if (refused.isEmpty()) {
            session.selectedEntityProperty().set(trimmed);
        }
        return refused;
    }

    /** Renames an entity; access patterns that name it follow. */
    public Optional<String> renameEntity(String from, String to) {
        String trimmed = to == null ? "" : to.trim();
        if (trimmed.isEmpty()) {
            return refuse("an entity needs a name");
        }
        if (trimmed.equals(from)) {
            return Optional.empty();
        }
        Optional<String> refused = push(DesignEdits.renameEntity(session.table().name(), from, trimmed));
        if (refused.isEmpty() && from.equals(session.selectedEntityProperty().get())) {
            session.selectedEntityProperty().set(trimmed);
        }
        return refused;
    }

    /** Removes an entity from the chart (undoable). */
    public Optional<String> deleteEntity(String name) {
        Optional<String> refused = push(DesignEdits.deleteEntity(session.table().name(), name));
        if (refused.isEmpty() && name.equals(session.selectedEntityProperty().get())) {
            session.selectedEntityProperty().set(null);
        }
        return refused;
    }

    /**
     * Copies an entity (attributes and key templates) as "Copy of NAME" ("Copy of NAME (2)" when that is taken),
     * right after it, and selects the copy. Its items then share key values with the original's until its
     * templates are changed, which the chart makes easy to see.
     */
    public Optional<String> duplicateEntity(String name) {
        String copy = "Copy of " + name;
        for (int n = 2; session.table().entity(copy).isPresent(); n++) {
            copy = "Copy of " + name + " (" + n + ")";
        }
        Optional<String> refused = push(EntityEdits.duplicateEntity(session.table().name(), name, copy));
        if (refused.isEmpty()) {
            session.selectedEntityProperty().set(copy);
        }
        return refused;
    }

    /**
     * Checks a cell's text as it is typed, without changing the design: the problem and the characters it is
     * about, or empty when the text could be committed. The message is shown under the chart meanwhile.
     */
    public Optional<TemplateProblem> checkCell(String entity, String keyAttribute, String text) {
        Optional<TemplateProblem> problem = session.table().entity(entity)
                .flatMap(e -> TemplateCheck.locate(e, keyAttribute, text));
        message.set(problem.map(TemplateProblem::message).orElse(""));
        return problem;
    }

    /** The attribute names an entity's templates can use, for completion. */
    public List<String> attributeNames(String entity) {
        return session.table().entity(entity).map(e -> e.attributes().stream().map(Attribute::name).toList())
                .orElse(List.of());
    }

    /** The completion of an attribute name at {@code caret} in a cell of {@code entity}, if the caret is in one. */
    public Optional<AttributeCompletion> completion(String entity, String text, int caret) {
        return AttributeCompletion.at(text, caret, attributeNames(entity));
    }

    /** Makes {@code name} (or nothing, for null) the session's selected entity, shared by every view. */
    public void select(String name) {
        session.selectedEntityProperty().set(name);
        follow(name); // also when the session already had that name but the row was missing until now
    }

    /** Follows a selection made anywhere: the row with that name, or none. */
    private void follow(String name) {
        EntityRow row = name == null ? null
                : rows.stream().filter(r -> r.name().equals(name)).findFirst().orElse(null);
        if (selected.get() != row) {
            selected.set(row);
        }
    }

    public DesignSession session() {
        return session;
    }

    private Optional<String> push(dev.tablesmith.edit.Command command) {
        Optional<String> refused = session.push(command);
        message.set(refused.orElse(""));
        return refused;
    }

    private Optional<String> refuse(String reason) {
        message.set(reason);
        return Optional.of(reason);
    }

    private void refresh(Design design) {
        Table table = design.table();
        List<String> columns = table.keyAttributes().stream().map(KeyAttribute::name).toList();
        List<KeyColumnGroup> groups = KeyColumnGroup.of(table, columns);
        if (!columns.equals(keyColumns) || !groups.equals(columnGroups)) {
            columnGroups = groups; // before the columns change: the chart rebuilds its headings from both
            keyColumns.setAll(columns);
        }
        Map<String, String> colours = EntityColours.of(table);
        List<EntityRow> next = new java.util.ArrayList<>();
        for (Entity entity : table.entities()) {
            Map<String, String> cells = new LinkedHashMap<>();
            Map<String, String> own = new LinkedHashMap<>();
            for (String column : columns) {
                entity.key(column).ifPresent(key -> cells.put(column, KeyCell.text(key)));
                if (entity.key(column).isEmpty()) {
                    entity.attribute(column).ifPresent(a -> own.put(column, (a.required() ? "own attribute ("
                            : "own optional attribute (") + a.type() + ")"));
                }
            }
            next.add(new EntityRow(entity.name(), colours.get(entity.name()), cells,
                    entity.attributes().stream().map(Attribute::name).toList(), own));
        }
        rows.setAll(next);
        follow(session.selectedEntityProperty().get());
    }
}
