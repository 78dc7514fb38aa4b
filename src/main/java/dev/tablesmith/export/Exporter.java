package dev.tablesmith.export;

import dev.tablesmith.model.Design;

/**
 * Writes a design in one format another tool reads. {@link #export} is pure and may take a moment on large
 * designs (it plans every access pattern), so callers in the app run it off the JavaFX thread.
 */
public interface Exporter {
    /** The format's id on the command line, e.g. {@code cloudformation}. */
    String id();

    /** The format's name as shown in menus, e.g. {@code CloudFormation template (YAML)}. */
    String title();

    /** The file-name extension of the output without the dot, e.g. {@code yaml}. */
    String fileExtension();

    /** The design in this format, as text ending in a newline. */
    String export(Design design);

    /**
     * Writes {@link #export} to {@code out}. Formats whose output grows with the sample items (the AWS CLI script,
     * the NoSQL Workbench model) override it to write the items one at a time instead of building the whole text:
     * at a million items that text alone is gigabytes of memory.
     */
    default void write(Design design, java.io.Writer out) throws java.io.IOException {
        out.write(export(design));
    }
}
