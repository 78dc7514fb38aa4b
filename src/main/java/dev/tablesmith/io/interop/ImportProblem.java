package dev.tablesmith.io.interop;

/**
 * A value in an imported file that no design can hold (a negative capacity, say), found by a reader deep in the
 * tree. {@link DesignImport} catches it and turns it into one located line, {@code FILE:LINE:COL: POINTER: MESSAGE},
 * by finding the pointer in the source text ({@link PointerLocator}).
 */
final class ImportProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String pointer;

    /**
     * @param pointer the JSON Pointer of the offending value in the document as read, or its {@code LINE:COL} in a
     *                JavaScript module read by its constructs
     * @param message what is wrong with it, in one line
     */
    ImportProblem(String pointer, String message) {
        super(message, null, false, false);
        this.pointer = pointer;
    }

    String pointer() {
        return pointer;
    }
}
