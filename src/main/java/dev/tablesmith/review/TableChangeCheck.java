package dev.tablesmith.review;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Checks a change to one table before an editor makes it, with the very rules {@link DesignValidator} applies when
 * a file is loaded: the problems the changed table has that the table before it had not. An edit that adds one
 * would save a design that does not open again, so editors refuse it with the problem's message.
 *
 * <p>The rules include DynamoDB's for CreateTable and UpdateTable ({@link KeySchemaRules}, {@link ProjectionRules}):
 * index names of 3 to 255 characters of {@code [a-zA-Z0-9_.-]}, unique within the table; at most
 * {@value #MAX_GSIS} GSIs (the default quota) and {@value #MAX_LSIS} LSIs; an LSI with the table's partition key
 * and another sort key; key attribute types S, N or B, one type per attribute name across the table and its
 * indexes; at most {@value #MAX_PROJECTED_ATTRIBUTES} INCLUDE attributes summed over a table's indexes; and the
 * rules that tie entities to keys (an entity attribute named like a key, templates that suit the key's type).
 *
 * <p>Sample records are only checked for the entities the change touches (those whose key templates differ, or
 * that write a key attribute whose type changed): a new index on a design with 100,000 records costs no record
 * check at all. {@link #newSchemaProblems} leaves every record out, for checks as the user types.
 *
 * <p>Problems are located as in the first table of a design ({@code /tables/0/...}). Stateless.
 */
public final class TableChangeCheck {
    /** DynamoDB's default quota of GSIs per table. */
    public static final int MAX_GSIS = KeySchemaRules.MAX_GSIS;
    /** DynamoDB's limit of LSIs per table. */
    public static final int MAX_LSIS = KeySchemaRules.MAX_LSIS;
    /** DynamoDB's limit on INCLUDE non-key attributes, summed over all indexes of a table. */
    public static final int MAX_PROJECTED_ATTRIBUTES = ProjectionRules.MAX_PROJECTED_ATTRIBUTES;
    /** DynamoDB's minimum provisioned throughput of a table or GSI, in read and in write capacity units. */
    public static final int MIN_CAPACITY_UNITS = KeySchemaRules.MIN_CAPACITY_UNITS;

    private static final DesignValidator VALIDATOR = new DesignValidator();

    private TableChangeCheck() {
    }

    /** The problems {@code after} has and {@code before} has not (compared by message), in validator order. */
    public static List<Problem> newProblems(Table before, Table after) {
        Map<String, ScalarType> typesBefore = keyTypes(before);
        Map<String, ScalarType> typesAfter = keyTypes(after);
        List<String> touched = after.entities().stream()
                .filter(e -> touches(before.entity(e.name()), e, typesBefore, typesAfter)).map(Entity::name).toList();
        return difference(problems(withRecordsOf(before, touched)), problems(withRecordsOf(after, touched)));
    }

    /** Like {@link #newProblems} with every sample record set aside: cheap enough to run on each keystroke. */
    public static List<Problem> newSchemaProblems(Table before, Table after) {
        return difference(problems(withRecordsOf(before, List.of())), problems(withRecordsOf(after, List.of())));
    }

    /**
     * Where the problems of the index at {@code position} in {@link Table#indexes()} are located, e.g.
     * {@code /tables/0/globalSecondaryIndexes/2}: the file keeps GSIs and LSIs in two arrays.
     */
    public static String indexPath(Table table, int position) {
        return new TableContext(table, 0).indexPath(position).toString();
    }

    /** {@code /tables/0}: where the table's own problems (its key schema, the index counts) are located. */
    public static String tablePath() {
        return JsonPointer.root().child("tables").child(0).toString();
    }

    private static boolean touches(Optional<Entity> before, Entity after, Map<String, ScalarType> typesBefore,
                                   Map<String, ScalarType> typesAfter) {
        if (before.isEmpty() || !before.get().keys().equals(after.keys())) {
            return true;
        }
        return after.keys().stream().map(EntityKey::attribute)
                .anyMatch(name -> !Objects.equals(typesBefore.get(name), typesAfter.get(name)));
    }

    private static Map<String, ScalarType> keyTypes(Table table) {
        Map<String, ScalarType> types = new HashMap<>();
        for (KeyAttribute attribute : table.keySchema().attributes()) {
            types.putIfAbsent(attribute.name(), attribute.type());
        }
        for (SecondaryIndex index : table.indexes()) {
            index.keySchema().attributes().forEach(a -> types.putIfAbsent(a.name(), a.type()));
        }
        return types;
    }

    private static Table withRecordsOf(Table table, List<String> kept) {
        return table.withEntities(table.entities().stream()
                .map(e -> kept.contains(e.name()) || e.records().isEmpty() ? e : e.withRecords(List.of())).toList());
    }

    private static List<Problem> problems(Table table) {
        return VALIDATOR.validate(Design.of(table.name(), table));
    }

    private static List<Problem> difference(List<Problem> before, List<Problem> after) {
        Map<String, Integer> known = new HashMap<>();
        before.forEach(p -> known.merge(p.message(), 1, Integer::sum));
        List<Problem> added = new ArrayList<>();
        for (Problem problem : after) {
            Integer count = known.get(problem.message());
            if (count == null || count == 0) {
                added.add(problem);
            } else {
                known.put(problem.message(), count - 1);
            }
        }
        return List.copyOf(added);
    }
}
