package dev.tablesmith.io.interop;

import java.util.Objects;

/**
 * Something in an imported file that Tablesmith could not represent as written: it was dropped, adjusted or kept
 * in a simpler form. Nothing an importer leaves out goes unmentioned.
 *
 * @param path    where in the source file, as a JSON Pointer into the document as read (for YAML and JavaScript
 *                files, into the same tree), e.g. {@code /DataModel/0/TableFacets/2/TableData/1/Telemetry}; for
 *                CDK, ElectroDB and DynamoDB-Toolbox modules a {@code LINE:COL} position, e.g. {@code 12:5}
 * @param message what was done and why, in one line
 */
public record ImportWarning(String path, String message) {
    public ImportWarning {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
    }

    /**
     * The warning as the command line prints it: {@code FILE: PATH: MESSAGE}, or {@code FILE:LINE:COL: MESSAGE} when
     * the path is a {@code LINE:COL} position (JavaScript modules read by their constructs).
     */
    public String format(String sourceName) {
        if (path.matches("\\d+:\\d+")) {
            return sourceName + ":" + path + ": " + message;
        }
        return sourceName + ": " + (path.isEmpty() ? "/" : path) + ": " + message;
    }
}
