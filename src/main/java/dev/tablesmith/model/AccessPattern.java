package dev.tablesmith.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A question the application asks of the table (or a write it makes), listed before the keys are designed.
 *
 * @param id                an identifier unique within the table, e.g. {@code AP2}
 * @param name              the question in words, e.g. "A customer's orders, newest first"
 * @param description       free text
 * @param kind              read or write
 * @param entities          the entity or entities it returns (several for an item-collection fetch)
 * @param equalities        the attributes the caller knows exactly
 * @param range             at most one range condition, or null
 * @param sort              the wanted order, or null when any order will do
 * @param limit             the page size, or null for all
 * @param requestsPerSecond expected average rate, used for cost estimates
 * @param consistency       read consistency
 * @param index             a pinned index name (the table itself is {@code "table"}), or null to let the planner
 *                          choose
 * @param keyCondition      an explicit KeyConditionExpression, or null to let the planner derive it
 * @param exampleInputs     example values for the inputs, by attribute name, for running on sample data
 * @param write             for a write pattern, what it writes; null for reads
 */
public record AccessPattern(String id, String name, String description, PatternKind kind, List<String> entities,
                            List<Equality> equalities, RangeCondition range, SortOrder sort, Integer limit,
                            double requestsPerSecond, ReadConsistency consistency, String index,
                            String keyCondition, Map<String, String> exampleInputs, WriteSpec write) {
    /** The name used for the base table where an index name is expected. */
    public static final String TABLE_INDEX = "table";

    public AccessPattern {
        Objects.requireNonNull(id, "id");
        name = name == null ? "" : name;
        description = description == null ? "" : description;
        kind = kind == null ? PatternKind.READ : kind;
        entities = entities == null ? List.of() : List.copyOf(entities);
        equalities = equalities == null ? List.of() : List.copyOf(equalities);
        consistency = consistency == null ? ReadConsistency.EVENTUAL : consistency;
        exampleInputs = exampleInputs == null ? Map.of() : Map.copyOf(exampleInputs);
        if (requestsPerSecond < 0) {
            throw new IllegalArgumentException("requestsPerSecond cannot be negative");
        }
        if (limit != null && limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1");
        }
    }

    /** This pattern pinned to another index ({@code null}: unpinned, the planner chooses). */
    public AccessPattern withIndex(String newIndex) {
        return new AccessPattern(id, name, description, kind, entities, equalities, range, sort, limit,
                requestsPerSecond, consistency, newIndex, keyCondition, exampleInputs, write);
    }

    /** This pattern with another explicit KeyConditionExpression ({@code null}: the planner's). */
    public AccessPattern withKeyCondition(String newKeyCondition) {
        return new AccessPattern(id, name, description, kind, entities, equalities, range, sort, limit,
                requestsPerSecond, consistency, index, newKeyCondition, exampleInputs, write);
    }

    /** This pattern reading other entities (names in the pattern's order). */
    public AccessPattern withEntities(List<String> newEntities) {
        return new AccessPattern(id, name, description, kind, newEntities, equalities, range, sort, limit,
                requestsPerSecond, consistency, index, keyCondition, exampleInputs, write);
    }

    /** This pattern with other example inputs (the values a run on sample data uses). */
    public AccessPattern withExampleInputs(Map<String, String> newInputs) {
        return new AccessPattern(id, name, description, kind, entities, equalities, range, sort, limit,
                requestsPerSecond, consistency, index, keyCondition, newInputs, write);
    }

    /** This pattern writing as {@code newWrite}: a write pattern, or a read again with {@code null}. */
    public AccessPattern withWrite(WriteSpec newWrite) {
        return new AccessPattern(id, name, description, newWrite == null ? PatternKind.READ : PatternKind.WRITE,
                entities, equalities, range, sort, limit, requestsPerSecond, consistency, index, keyCondition,
                exampleInputs, newWrite);
    }

    /** A read pattern with only the essentials; the rest default. */
    public static AccessPattern read(String id, String name, List<String> entities, List<Equality> equalities) {
        return new AccessPattern(id, name, "", PatternKind.READ, entities, equalities, null, null, null, 0,
                ReadConsistency.EVENTUAL, null, null, Map.of(), null);
    }
}
