package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.review.Echo;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/** Collects the warnings of one import, in the order they were found. */
final class ImportWarnings {
    private final List<ImportWarning> warnings = new ArrayList<>();

    /** A warning at {@code path}; a value it echoes is capped as every message of ours is ({@link Echo}). */
    void add(String path, String message) {
        warnings.add(new ImportWarning(Echo.capPath(path), Echo.capQuoted(message)));
    }

    /** Warns once about every field of {@code node} that is not in {@code known}: the importer ignores it. */
    void unknownFields(JsonNode node, String path, Set<String> known, String what) {
        if (node == null || !node.isObject()) {
            return;
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name) && !isEmpty(node.get(name))) {
                add(Pointers.child(path, name), what + " field '" + name + "' is not represented in Tablesmith;"
                        + " ignored");
            }
        }
    }

    private static boolean isEmpty(JsonNode value) {
        return value.isNull() || (value.isContainerNode() && value.isEmpty());
    }

    List<ImportWarning> list() {
        return List.copyOf(warnings);
    }
}
