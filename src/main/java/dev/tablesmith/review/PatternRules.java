package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The access-pattern list ({@code /tables/N/accessPatterns/P}): ids are unique, a pattern names at least one
 * entity, every attribute a pattern asks by (equals, range, sort) is one its entities declare or a key attribute,
 * a pinned index exists ({@code table} means the base table), a strongly consistent read is not pinned to a GSI
 * (GSIs serve only eventually consistent reads), and read and write patterns carry a {@code write} spec exactly
 * when they write.
 *
 * <p>A pattern may name an entity the table does not have yet: the method starts with the access-pattern list,
 * before the entity chart. Such a pattern is valid; its attributes cannot be checked until the entity exists, and
 * the review reports it as {@code pattern-needs-entity} ({@link PatternEntityCheck}).
 */
final class PatternRules implements TableRule {

    @Override
    public void check(TableContext context, List<Problem> problems) {
        Table table = context.table();
        Map<String, Integer> ids = new HashMap<>();
        for (int p = 0; p < table.accessPatterns().size(); p++) {
            AccessPattern pattern = table.accessPatterns().get(p);
            JsonPointer path = context.path().child("accessPatterns").child(p);
            if (pattern.id().isBlank()) {
                problems.add(Problem.at(path.child("id").toString(), "access pattern has no id"));
            } else {
                Integer earlier = ids.putIfAbsent(pattern.id(), p);
                if (earlier != null) {
                    problems.add(Problem.at(path.child("id").toString(), "access pattern id '" + pattern.id()
                            + "' is already used by accessPatterns[" + earlier + "]"));
                }
            }
            List<Entity> entities = checkEntities(table, pattern, path, problems);
            checkAttributes(context, pattern, entities, path, problems);
            checkIndex(table, pattern, path, problems);
            checkWrite(pattern, path, problems);
        }
    }

    /** The named entities the table has; empty when the pattern names one it does not have (yet). */
    private static List<Entity> checkEntities(Table table, AccessPattern pattern, JsonPointer path,
                                              List<Problem> problems) {
        if (pattern.entities().isEmpty()) {
            problems.add(Problem.at(path.child("entities").toString(), pattern.id() + " names no entity"));
        }
        List<Entity> found = new ArrayList<>();
        for (String name : pattern.entities()) {
            Optional<Entity> entity = table.entity(name);
            if (entity.isEmpty()) {
                return List.of();
            }
            found.add(entity.get());
        }
        return found;
    }

    private static void checkAttributes(TableContext context, AccessPattern pattern, List<Entity> entities,
                                        JsonPointer path, List<Problem> problems) {
        if (entities.isEmpty()) {
            return;
        }
        Set<String> usable = new LinkedHashSet<>();
        entities.forEach(e -> e.attributes().forEach(a -> usable.add(a.name())));
        usable.addAll(context.keyAttributeNames());
        String owners = String.join(", ", entities.stream().map(Entity::name).toList());
        for (int i = 0; i < pattern.equalities().size(); i++) {
            Equality equality = pattern.equalities().get(i);
            JsonPointer at = path.child("equals").child(i);
            if (attributeProblem(equality.attribute(), usable, owners, at.child("attribute"), problems)
                    && equality.isFixed()) {
                checkFixedValue(entities, equality, at.child("value"), problems);
            }
        }
        if (pattern.range() != null) {
            attributeProblem(pattern.range().attribute(), usable, owners, path.child("range").child("attribute"),
                    problems);
        }
        if (pattern.sort() != null) {
            attributeProblem(pattern.sort().attribute(), usable, owners, path.child("sort").child("attribute"),
                    problems);
        }
    }

    /** Reports an attribute none of the entities has; returns whether the attribute is known. */
    private static boolean attributeProblem(String attribute, Set<String> usable, String owners, JsonPointer at,
                                            List<Problem> problems) {
        if (usable.contains(attribute)) {
            return true;
        }
        problems.add(Problem.at(at.toString(), "no attribute '" + attribute + "' in " + owners
                + NameSuggestions.didYouMean(attribute, usable)));
        return false;
    }

    /** A fixed value outside the enum of every entity that declares the attribute matches nothing. */
    private static void checkFixedValue(List<Entity> entities, Equality equality, JsonPointer at,
                                        List<Problem> problems) {
        List<Attribute> declarations = entities.stream().map(e -> e.attribute(equality.attribute()))
                .flatMap(Optional::stream).toList();
        boolean allEnums = !declarations.isEmpty() && declarations.stream().noneMatch(a -> a.enumValues().isEmpty());
        if (allEnums && declarations.stream().noneMatch(a -> SparseConditionRules.inEnum(a, equality.value()))) {
            problems.add(Problem.at(at.toString(), "'" + equality.value() + "' is not one of the values of '"
                    + equality.attribute() + "' (" + String.join(", ", declarations.get(0).enumValues()) + ")"));
        }
    }

    private static void checkIndex(Table table, AccessPattern pattern, JsonPointer path, List<Problem> problems) {
        String pinned = pattern.index();
        if (pinned == null || pinned.equals(AccessPattern.TABLE_INDEX)) {
            return;
        }
        Optional<SecondaryIndex> index = table.index(pinned);
        if (index.isEmpty()) {
            List<String> names = new ArrayList<>();
            names.add(AccessPattern.TABLE_INDEX);
            table.indexes().forEach(i -> names.add(i.name()));
            problems.add(Problem.at(path.child("index").toString(), "unknown index '" + pinned + "' (this table has: "
                    + String.join(", ", names) + ")" + NameSuggestions.didYouMean(pinned, names)));
            return;
        }
        if (index.get().isGlobal() && pattern.consistency() == ReadConsistency.STRONG) {
            problems.add(Problem.at(path.child("consistency").toString(), pinned + " is a global secondary index,"
                    + " which serves only eventually consistent reads; use EVENTUAL, the table or an LSI"));
        }
    }

    private static void checkWrite(AccessPattern pattern, JsonPointer path, List<Problem> problems) {
        if (pattern.kind() == PatternKind.WRITE && pattern.write() == null) {
            problems.add(Problem.at(path.child("kind").toString(), "WRITE pattern " + pattern.id()
                    + " has no 'write' saying what it does (operation PUT, UPDATE or DELETE)"));
        }
        if (pattern.kind() == PatternKind.READ && pattern.write() != null) {
            problems.add(Problem.at(path.child("write").toString(), "READ pattern " + pattern.id()
                    + " has a 'write'; make it a WRITE pattern or remove 'write'"));
        }
    }
}
