package dev.tablesmith.ui;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the app's screens get designs from: design files and the bundled examples. All methods block; call them
 * through a {@link TaskRunner}. {@link IoDesignLibrary} is the real one; tests pass their own.
 */
public interface DesignLibrary {
    /** The bundled examples, in gallery order. */
    List<Example> examples() throws IOException;

    /** Loads and validates a bundled example. */
    Design loadExample(Example example) throws IOException, DesignLoadException;

    /** Loads and validates a design file. */
    Design load(Path file) throws IOException, DesignLoadException;

    /**
     * Opens a file: a design file is loaded as {@link #load(Path)} does; a library that imports other tools'
     * formats opens those as new, unsaved designs with the import's warnings.
     */
    default OpenedDesign open(Path file) throws IOException, DesignLoadException, ImportException {
        return OpenedDesign.fromFile(load(file), file);
    }
}
