package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.ProjectionType;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which attributes a read pattern wants that a local secondary index does not project. DynamoDB API Reference,
 * Query, {@code Select}: "If any of the requested attributes are not projected into the local secondary index,
 * DynamoDB fetches each of these attributes from the parent table"; the Developer Guide ("Local secondary indexes",
 * "Read capacity units") charges each fetched item in full, rounded up to 4 KB on its own. A pattern returns whole
 * items of its entities, so on a KEYS_ONLY or INCLUDE local index that lacks one of their declared attributes the
 * planned Query asks for {@code Select=ALL_ATTRIBUTES} and pays the fetch. A global index cannot fetch.
 */
final class LocalIndexFetch {
    private LocalIndexFetch() {
    }

    /** The declared attributes of {@code entities} the index does not hold, in order; empty when nothing is fetched. */
    static List<String> unprojected(IndexSpec spec, List<Entity> entities) {
        if (spec.isTable() || spec.global() || spec.projection().type() == ProjectionType.ALL) {
            return List.of();
        }
        Set<String> missing = new LinkedHashSet<>();
        for (Entity entity : entities) {
            for (Attribute attribute : entity.attributes()) {
                if (!IndexEvaluator.projects(spec, attribute.name())) {
                    missing.add(attribute.name());
                }
            }
        }
        return List.copyOf(missing);
    }
}
