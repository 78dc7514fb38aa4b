package dev.tablesmith.export;

import dev.tablesmith.model.Design;

/**
 * An export whose output is a JSON document (a NoSQL Workbench model, a OneTable schema, a CloudFormation
 * template). It builds the document as a neutral {@link DocObject} tree; {@code dev.tablesmith.io.export} prints it
 * as JSON, and a YAML printer here can print the same tree.
 */
public interface DocumentExporter {
    /** The format's id on the command line. */
    String id();

    /** The format's name as shown in menus. */
    String title();

    /** The document for the design. */
    DocObject document(Design design);
}
