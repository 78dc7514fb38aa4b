package dev.tablesmith.live.importer;

import dev.tablesmith.model.Design;
import java.util.List;
import java.util.Objects;

/**
 * An imported table.
 *
 * @param design    the inferred design (save it with {@code io.JsonDesignStore})
 * @param warnings  plain sentences: what could not be inferred or represented, and why
 * @param itemsRead how many items the sample scan read (at most the limit)
 * @param partial   whether the table may hold items beyond the sample
 */
public record ImportResult(Design design, List<String> warnings, int itemsRead, boolean partial) {
    public ImportResult {
        Objects.requireNonNull(design, "design");
        warnings = List.copyOf(warnings);
    }
}
