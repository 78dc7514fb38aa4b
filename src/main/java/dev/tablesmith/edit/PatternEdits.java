package dev.tablesmith.edit;

import dev.tablesmith.model.AccessPattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Commands on one access pattern of a table: replace it with an edited version, delete it, or duplicate it under a
 * new id. Ids are unique within a table, so each command refuses an id that is missing or already taken.
 */
public final class PatternEdits {
    private PatternEdits() {
    }

    /** Replaces the pattern with the same id (which must exist); {@code what} names the change for the Edit menu ("Set limit" gives "Set limit of AP2"). */
    public static Command edit(String tableName, String what, AccessPattern edited) {
        return DesignEdits.onTable(tableName, what + " of " + edited.id(), table -> {
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            int at = indexOf(patterns, edited.id());
            if (at < 0) {
                throw new IllegalArgumentException("no access pattern " + edited.id());
            }
            patterns.set(at, edited);
            return table.withAccessPatterns(patterns);
        });
    }

    /** Removes the pattern with the given id; its place in the list comes back on undo. */
    public static Command delete(String tableName, String id) {
        return DesignEdits.onTable(tableName, "Delete access pattern " + id, table -> {
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            if (indexOf(patterns, id) < 0) {
                throw new IllegalArgumentException("no access pattern " + id);
            }
            patterns.remove(indexOf(patterns, id));
            return table.withAccessPatterns(patterns);
        });
    }

    /** Copies the pattern {@code id} as {@code newId}, named "... (copy)", right after the original. */
    public static Command duplicate(String tableName, String id, String newId) {
        return DesignEdits.onTable(tableName, "Duplicate access pattern " + id + " as " + newId, table -> {
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            int at = indexOf(patterns, id);
            if (at < 0) {
                throw new IllegalArgumentException("no access pattern " + id);
            }
            if (newId == null || newId.isBlank()) {
                throw new IllegalArgumentException("the copy needs an id");
            }
            if (indexOf(patterns, newId) >= 0) {
                throw new IllegalArgumentException("an access pattern with id " + newId + " already exists");
            }
            AccessPattern p = patterns.get(at);
            patterns.add(at + 1, new AccessPattern(newId, p.name() + " (copy)", p.description(), p.kind(),
                    p.entities(), p.equalities(), p.range(), p.sort(), p.limit(), p.requestsPerSecond(),
                    p.consistency(), p.index(), p.keyCondition(), p.exampleInputs(), p.write()));
            return table.withAccessPatterns(patterns);
        });
    }

    private static int indexOf(List<AccessPattern> patterns, String id) {
        for (int i = 0; i < patterns.size(); i++) {
            if (patterns.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
