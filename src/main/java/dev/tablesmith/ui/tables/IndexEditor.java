package dev.tablesmith.ui.tables;

import dev.tablesmith.edit.IndexEdits;
import dev.tablesmith.edit.SchemaChange;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.TableChangeCheck;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.entities.ConditionDialogViewModel;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The logic of the Add index / Edit index dialog for the session's table: the form it starts from, what the typed
 * form would do (the first problem of each field, by the validator's own rules, and the consequences for entities
 * and access patterns) and applying it as one undoable {@link IndexEdits} command.
 *
 * <p>DynamoDB's rules checked here: index names of 3 to 255 characters of {@code [a-zA-Z0-9_.-]}, unique in the
 * table; at most 20 GSIs and 5 LSIs; a GSI key of up to {@link KeySchema#MAX_MULTI_ATTRIBUTE_KEY_PARTS} partition
 * key and as many sort key attributes; an LSI with the table's partition key, exactly one other sort key, on a table
 * with a sort key; key types S, N or B, one per attribute across the table and its indexes; INCLUDE with at most
 * 100 non-key attributes over all indexes, none listed twice; for a GSI of a provisioned table, whole read and
 * write capacity units of at least 1. Problems are found as the user types ({@link #check}), with sample records
 * set aside; applying checks the records the change touches too.
 */
public final class IndexEditor {
    static final String DEFAULT_CAPACITY = "5";

    private final DesignSession session;
    private final String editing;

    /** An editor for index {@code editing} of the session's table, or for a new index when it is null. */
    IndexEditor(DesignSession session, String editing) {
        this.session = session;
        this.editing = editing;
    }

    public boolean isNew() {
        return editing == null;
    }

    /** "Add index" or "Edit index GSI1". */
    public String title() {
        return isNew() ? "Add index" : "Edit index " + editing;
    }

    /** A new GSI named GSIn with keys GSInPK and GSInSK (the first n free), or the edited index as it is. */
    public IndexForm initialForm() {
        Table table = session.table();
        if (!isNew()) {
            return IndexForm.of(table.index(editing).orElseThrow(), table.settings().provisioned());
        }
        Set<String> taken = new HashSet<>();
        table.indexes().forEach(i -> taken.add(i.name()));
        table.keyAttributes().forEach(a -> taken.add(a.name()));
        int n = table.globalSecondaryIndexes().size() + 1;
        while (taken.contains("GSI" + n) || taken.contains("GSI" + n + "PK") || taken.contains("GSI" + n + "SK")) {
            n++;
        }
        Throughput capacity = table.settings().provisioned();
        String read = capacity == null ? DEFAULT_CAPACITY : Long.toString(capacity.readCapacityUnits());
        String write = capacity == null ? DEFAULT_CAPACITY : Long.toString(capacity.writeCapacityUnits());
        return new IndexForm("GSI" + n, IndexKind.GSI, List.of(new KeyPart("GSI" + n + "PK", ScalarType.S)),
                List.of(new KeyPart("GSI" + n + "SK", ScalarType.S)), ProjectionType.ALL, "", read, write);
    }

    /** The table's partition key, which an LSI always uses. */
    public List<KeyPart> tablePartitionKey() {
        return session.table().keySchema().partitionKey().stream().map(KeyPart::of).toList();
    }

    /** Whether the form asks for capacity: a GSI of a provisioned table has its own read and write capacity. */
    public boolean showsCapacity(IndexKind kind) {
        return kind == IndexKind.GSI && session.table().settings().billingMode() == BillingMode.PROVISIONED;
    }

    /** What the chosen kind means, said under the GSI/LSI choice. */
    public String kindNote(IndexKind kind) {
        if (kind == IndexKind.GSI) {
            return "Its own partition key and optional sort key (up to " + KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS
                    + " attributes each); eventually consistent reads. A deployed table gets it with UpdateTable.";
        }
        String partition = String.join(" + ", tablePartitionKey().stream().map(KeyPart::name).toList());
        return "The table's partition key " + partition + " with another sort key; strongly consistent reads"
                + " possible. Created only with the table: adding an LSI to a deployed table means recreating it.";
    }

    /** "INCLUDE attributes of this table: 12 of 100" while the form projects INCLUDE, otherwise "". */
    public String includeBudget(IndexForm form) {
        if (form.projection() != ProjectionType.INCLUDE) {
            return "";
        }
        int others = session.table().indexes().stream().filter(i -> !i.name().equals(editing))
                .mapToInt(i -> i.projection().type() == ProjectionType.INCLUDE
                        ? i.projection().nonKeyAttributes().size() : 0).sum();
        return "INCLUDE attributes of this table: " + (others + form.nonKeyAttributeList().size()) + " of "
                + TableChangeCheck.MAX_PROJECTED_ATTRIBUTES;
    }

    /**
     * The sparse conditions of the entities whose items are in the edited index as the design holds it (those that
     * write every one of its key attributes): each key written under a condition, or for an entity that writes them
     * all on every item, its first key attribute that is not one of the table's (usually the partition key, where a
     * condition is usually put; an LSI's sort key). Empty for a new index: no entity writes its keys yet.
     */
    public List<IndexKeyCondition> conditions() {
        Table table = session.table();
        Optional<SecondaryIndex> index = isNew() ? Optional.empty() : table.index(editing);
        if (index.isEmpty()) {
            return List.of();
        }
        List<String> keys = index.get().keySchema().attributes().stream().map(KeyAttribute::name).toList();
        // The table's own key attributes are on every item (an LSI's partition key, an inverted GSI's), so only the
        // index's other key attributes can make it sparse.
        List<String> own = keys.stream().filter(k -> !table.keySchema().attributeNames().contains(k)).toList();
        List<IndexKeyCondition> conditions = new ArrayList<>();
        for (Entity entity : table.entities()) {
            List<EntityKey> written = keys.stream().map(entity::key).flatMap(Optional::stream).toList();
            List<EntityKey> conditional = written.stream().filter(k -> own.contains(k.attribute())).toList();
            if (written.size() < keys.size() || conditional.isEmpty()) {
                continue;
            }
            List<EntityKey> sparse = conditional.stream().filter(EntityKey::isSparse).toList();
            (sparse.isEmpty() ? conditional.subList(0, 1) : sparse).forEach(key -> conditions.add(
                    new IndexKeyCondition(entity.name(), key.attribute(), key.template(), key.when())));
        }
        return conditions;
    }

    /** The Condition… form of the key {@code entity} writes into {@code keyAttribute}; empty when it writes none. */
    public Optional<ConditionDialogViewModel> conditionForm(String entity, String keyAttribute) {
        return ConditionDialogViewModel.of(session, entity, keyAttribute);
    }

    /** The problems of the form, field by field, and what applying it would do besides. */
    public FormCheck check(IndexForm form) {
        Map<IndexField, String> problems = new EnumMap<>(IndexField.class);
        SecondaryIndex index = toIndex(form, problems);
        Table table = session.table();
        if (!isNew() && table.index(editing).isEmpty()) {
            return new FormCheck(Map.of(IndexField.FORM, "no index named " + editing), List.of());
        }
        SchemaChange change = isNew() ? IndexEdits.planAdd(table, index)
                : IndexEdits.planUpdate(table, editing, index);
        // Checked with the edited index last, so each problem it causes (a repeated name, a type clash with
        // another index) is located at it rather than at the index it clashes with.
        int position = isNew() ? table.indexes().size() : table.indexes().indexOf(table.index(editing).orElseThrow());
        List<SecondaryIndex> indexes = new ArrayList<>(change.table().indexes());
        indexes.add(indexes.remove(position));
        Table checked = change.table().withIndexes(indexes);
        ProblemFields.ofIndex(TableChangeCheck.newSchemaProblems(table, checked),
                TableChangeCheck.indexPath(checked, indexes.size() - 1)).forEach(problems::putIfAbsent);
        return new FormCheck(problems, change.effects());
    }

    /** Applies the form as one undoable edit; the reason when it is refused (the design is then unchanged). */
    public Optional<String> apply(IndexForm form) {
        FormCheck check = check(form);
        if (!check.isValid()) {
            return Optional.of(first(check));
        }
        SecondaryIndex index = toIndex(form, new EnumMap<>(IndexField.class));
        String tableName = session.table().name();
        return session.push(isNew() ? IndexEdits.addIndex(tableName, index)
                : IndexEdits.updateIndex(tableName, editing, index));
    }

    static String first(FormCheck check) {
        for (IndexField field : IndexField.values()) {
            if (!check.problem(field).isEmpty()) {
                return check.problem(field);
            }
        }
        return "";
    }

    private SecondaryIndex toIndex(IndexForm form, Map<IndexField, String> problems) {
        List<KeyAttribute> partition = (form.kind() == IndexKind.LSI ? tablePartitionKey()
                : IndexForm.filled(form.partitionKey(), true)).stream().map(KeyPart::toAttribute).toList();
        List<KeyAttribute> sort = IndexForm.filled(form.sortKey(), false).stream().map(KeyPart::toAttribute).toList();
        SecondaryIndex built = new SecondaryIndex(form.name(), form.kind(), new KeySchema(partition, sort),
                projection(form, problems), throughput(form, problems));
        // a GSI keeps the maximum on-demand and warm throughput the settings dialog gave it
        return isNew() || form.kind() != IndexKind.GSI ? built : session.table().index(editing)
                .map(i -> built.withThroughputLimits(i.onDemandThroughput(), i.warmThroughput())).orElse(built);
    }

    private static Projection projection(IndexForm form, Map<IndexField, String> problems) {
        if (form.projection() != ProjectionType.INCLUDE) {
            return new Projection(form.projection(), List.of());
        }
        List<String> attributes = form.nonKeyAttributeList();
        Set<String> seen = new HashSet<>();
        for (String attribute : attributes) {
            if (!seen.add(attribute)) {
                problems.putIfAbsent(IndexField.PROJECTION, "'" + attribute + "' is listed twice");
            }
        }
        return Projection.include(List.copyOf(new LinkedHashSet<>(attributes)));
    }

    private Throughput throughput(IndexForm form, Map<IndexField, String> problems) {
        if (!showsCapacity(form.kind())) {
            return null;
        }
        Long read = units(form.readCapacity());
        Long write = units(form.writeCapacity());
        if (read == null || write == null) {
            problems.putIfAbsent(IndexField.CAPACITY, "read and write capacity are whole numbers of units, at least "
                    + TableChangeCheck.MIN_CAPACITY_UNITS);
            return null;
        }
        return new Throughput(read, write);
    }

    private static Long units(String text) {
        if (!text.matches("\\d{1,12}")) {
            return null;
        }
        return Long.parseLong(text);
    }
}
