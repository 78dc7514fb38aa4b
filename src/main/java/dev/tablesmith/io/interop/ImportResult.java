package dev.tablesmith.io.interop;

import dev.tablesmith.model.Design;
import java.util.List;
import java.util.Objects;

/**
 * An imported design with everything the import could not carry over.
 *
 * @param design   the design: one table per table (or CloudFormation table resource) of the source
 * @param format   the format the content was recognised as
 * @param warnings what was dropped, adjusted or simplified, each with where it was in the source
 */
public record ImportResult(Design design, SourceFormat format, List<ImportWarning> warnings) {
    public ImportResult {
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(format, "format");
        warnings = List.copyOf(warnings);
    }
}
