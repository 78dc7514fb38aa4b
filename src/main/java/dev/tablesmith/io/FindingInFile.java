package dev.tablesmith.io;

import dev.tablesmith.review.Finding;
import java.util.Objects;

/**
 * A design-review finding located in its design file.
 *
 * @param source  the file name as given (or a resource name)
 * @param line    1-based line of the value the finding is about
 * @param column  1-based column (inside a key template, the exact character)
 * @param finding the finding
 */
public record FindingInFile(String source, int line, int column, Finding finding) {
    public FindingInFile {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(finding, "finding");
    }

    /** {@code FILE:LINE:COL: SEVERITY rule-id: message}, the form {@code tablesmith check} prints. */
    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": " + finding.severity() + " " + finding.ruleId() + ": "
                + finding.message();
    }
}
