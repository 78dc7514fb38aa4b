package dev.tablesmith.ui.patterns;

import dev.tablesmith.edit.PatternEdits;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.review.NameSuggestions;
import dev.tablesmith.ui.DesignSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The "Add access pattern" form, patterns first: the question (name), its id, read or write, the entity it returns
 * (which may not exist yet) and what the caller knows ({@code authorId, status = PUBLISHED}). When the entity is
 * missing, or lacks some of those attributes, the form offers to create it (or add them) in the same undoable
 * edit. A read starts as a GetItem/Query/Scan question; a write starts as a PutItem of the entity. Each refusal
 * names the field it is about.
 */
public final class AddPatternViewModel {
    /** The fields a refusal can be about. */
    public enum Field { NAME, ID, ENTITY, INPUTS }

    private final DesignSession session;
    private final StringProperty id = new SimpleStringProperty("");
    private final StringProperty name = new SimpleStringProperty("");
    private final ObjectProperty<PatternKind> kind = new SimpleObjectProperty<>(PatternKind.READ);
    private final StringProperty entity = new SimpleStringProperty("");
    private final StringProperty inputs = new SimpleStringProperty("");
    private final BooleanProperty createEntity = new SimpleBooleanProperty(true);
    private final ReadOnlyStringWrapper offer = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Field> errorField = new ReadOnlyObjectWrapper<>();

    AddPatternViewModel(DesignSession session, String nextId) {
        this.session = session;
        id.set(nextId);
        entity.addListener((obs, old, now) -> updateOffer());
        inputs.addListener((obs, old, now) -> updateOffer());
    }

    public StringProperty idProperty() {
        return id;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<PatternKind> kindProperty() {
        return kind;
    }

    /** The entity the pattern returns (reads) or writes: one of the table's, or a new name. */
    public StringProperty entityProperty() {
        return entity;
    }

    /** What the caller knows exactly, comma separated: {@code authorId, status = PUBLISHED}. */
    public StringProperty inputsProperty() {
        return inputs;
    }

    /** Whether to create the missing entity (or add the missing attributes) with the pattern. */
    public BooleanProperty createEntityProperty() {
        return createEntity;
    }

    /**
     * The text of the create-entity choice ("Create entity Post with attributes authorId, status"), or empty when
     * the entity exists with every attribute the inputs name (nothing to offer).
     */
    public ReadOnlyStringProperty offerProperty() {
        return offer.getReadOnlyProperty();
    }

    /** Why the last {@link #add()} was refused, or empty. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The field the last refusal is about, or null. */
    public ReadOnlyObjectProperty<Field> errorFieldProperty() {
        return errorField.getReadOnlyProperty();
    }

    /** The table's entity names, for the entity field's choices. */
    public List<String> entityNames() {
        return session.table().entities().stream().map(Entity::name).toList();
    }

    /**
     * Adds the pattern (and the entity or attributes, when {@link #createEntityProperty()} is set and something is
     * offered) as one undoable command, and selects it. Returns why it was refused, if it was; the design is then
     * unchanged.
     */
    public Optional<String> add() {
        Table table = session.table();
        String cleanName = name.get() == null ? "" : name.get().trim();
        if (cleanName.isEmpty()) {
            return refuse(Field.NAME, "Say the question in words, e.g. Posts by author.");
        }
        String cleanId = id.get() == null ? "" : id.get().trim();
        if (cleanId.isEmpty()) {
            return refuse(Field.ID, "Give the pattern an id, e.g. AP" + (table.accessPatterns().size() + 1) + ".");
        }
        if (table.accessPattern(cleanId).isPresent()) {
            return refuse(Field.ID, "An access pattern with id " + cleanId + " already exists.");
        }
        String entityName = entity.get() == null ? "" : entity.get().trim();
        if (entityName.isEmpty()) {
            return refuse(Field.ENTITY, "Name the entity the pattern " + (isWrite() ? "writes" : "returns")
                    + ", e.g. Post; it need not exist yet.");
        }
        EqualityText.ParsedList parsed = EqualityText.parseAll(inputs.get());
        if (parsed.error() != null) {
            return refuse(Field.INPUTS, parsed.error());
        }
        if (parsed.equalities().isEmpty() && !isWrite()) {
            return refuse(Field.INPUTS, "Name what the caller knows exactly, e.g. authorId (or status = "
                    + "PUBLISHED for a constant).");
        }
        Optional<Entity> existing = table.entity(entityName);
        List<Attribute> lacking = lacking(table, existing, parsed.equalities());
        if (existing.isPresent()) {
            List<String> declared = existing.get().attributes().stream().map(Attribute::name).toList();
            for (Attribute attribute : lacking) {
                Optional<String> close = NameSuggestions.closest(attribute.name(), declared);
                if (close.isPresent()) {
                    return refuse(Field.INPUTS, entityName + " has no attribute " + attribute.name()
                            + "; did you mean " + close.get() + "?");
                }
            }
            if (!lacking.isEmpty() && !createEntity.get()) {
                return refuse(Field.INPUTS, entityName + " has no attribute " + names(lacking) + ": tick \""
                        + offer.get() + "\", or name attributes it has (" + String.join(", ", declared) + ").");
            }
        }
        boolean withEntity = createEntity.get() && (existing.isEmpty() || !lacking.isEmpty());
        AccessPattern pattern = pattern(cleanId, cleanName, entityName, parsed.equalities());
        session.selectedPatternProperty().set(null);
        session.selectedPatternProperty().set(cleanId);
        Optional<String> refused = session.push(PatternEdits.add(table.name(), pattern,
                withEntity ? entityName : null, withEntity ? lacking : List.of()));
        if (refused.isPresent()) {
            session.selectedPatternProperty().set(null);
            return refuse(Field.ID, refused.get());
        }
        error.set("");
        errorField.set(null);
        return Optional.empty();
    }

    private boolean isWrite() {
        return kind.get() == PatternKind.WRITE;
    }

    private AccessPattern pattern(String cleanId, String cleanName, String entityName, List<Equality> equalities) {
        WriteSpec write = isWrite() ? new WriteSpec(WriteOperation.PUT, null, null, false) : null;
        return new AccessPattern(cleanId, cleanName, "", kind.get(), List.of(entityName), equalities, null, null,
                null, PatternsViewModel.NEW_PATTERN_RATE, ReadConsistency.EVENTUAL, null, null, Map.of(), write);
    }

    private void updateOffer() {
        Table table = session.table();
        String entityName = entity.get() == null ? "" : entity.get().trim();
        EqualityText.ParsedList parsed = EqualityText.parseAll(inputs.get());
        if (entityName.isEmpty()) {
            offer.set("");
            return;
        }
        Optional<Entity> existing = table.entity(entityName);
        List<Attribute> lacking = lacking(table, existing, parsed.equalities());
        if (existing.isEmpty()) {
            offer.set("Create entity " + entityName + (lacking.isEmpty() ? "" : " with " + plural(lacking) + " "
                    + names(lacking)));
        } else {
            offer.set(lacking.isEmpty() ? "" : "Add " + plural(lacking) + " " + names(lacking) + " to " + entityName);
        }
    }

    /**
     * The attributes the equalities name that the entity does not declare (all of them for a missing entity), as
     * string attributes; key attributes (PK, GSI1SK) are the table's, never an entity's.
     */
    private static List<Attribute> lacking(Table table, Optional<Entity> entity, List<Equality> equalities) {
        List<String> keys = table.keyAttributes().stream().map(KeyAttribute::name).toList();
        List<Attribute> lacking = new ArrayList<>();
        for (Equality equality : equalities) {
            String attribute = equality.attribute();
            if (!keys.contains(attribute) && entity.flatMap(e -> e.attribute(attribute)).isEmpty()) {
                lacking.add(Attribute.required(attribute, AttributeType.S));
            }
        }
        return lacking;
    }

    private static String plural(List<Attribute> attributes) {
        return attributes.size() == 1 ? "attribute" : "attributes";
    }

    private static String names(List<Attribute> attributes) {
        return String.join(", ", attributes.stream().map(Attribute::name).toList());
    }

    private Optional<String> refuse(Field field, String message) {
        error.set(message);
        errorField.set(field);
        return Optional.of(message);
    }
}
