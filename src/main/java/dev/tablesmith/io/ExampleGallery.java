package dev.tablesmith.io;

import dev.tablesmith.model.Design;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** The bundled example designs, listed in {@code /dev/tablesmith/examples/index.json}. (Skeleton.) */
public final class ExampleGallery {
    /** All examples, in gallery order. */
    public List<Example> list() throws IOException {
        throw new UnsupportedOperationException("not yet implemented");
    }

    public Optional<Example> find(String name) throws IOException {
        throw new UnsupportedOperationException("not yet implemented");
    }

    /** The example's file text, exactly as bundled. */
    public String text(Example example) throws IOException {
        throw new UnsupportedOperationException("not yet implemented");
    }

    /** Loads and validates the example. */
    public Design load(Example example) throws IOException, DesignLoadException {
        throw new UnsupportedOperationException("not yet implemented");
    }
}
