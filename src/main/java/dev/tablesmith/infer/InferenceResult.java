package dev.tablesmith.infer;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An inferred design and what inference could not represent.
 *
 * @param design        the design: one table with the described keys and indexes, the inferred entities, their
 *                      records, and explicit items for the sampled items no entity's templates reproduce
 * @param warnings      plain sentences, one per thing the sample could not explain or the design could not hold
 * @param itemsByEntity every sampled item under the name of the entity it was attributed to, in sample order
 */
public record InferenceResult(Design design, List<String> warnings, Map<String, List<Item>> itemsByEntity) {
    public InferenceResult {
        Objects.requireNonNull(design, "design");
        warnings = List.copyOf(warnings);
        Map<String, List<Item>> copy = new LinkedHashMap<>();
        itemsByEntity.forEach((name, items) -> copy.put(name, List.copyOf(items)));
        itemsByEntity = Collections.unmodifiableMap(copy);
    }
}
