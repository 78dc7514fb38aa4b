package dev.tablesmith.ui;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The {@link DesignLibrary} backed by {@code dev.tablesmith.io}: the same loading the CLI uses. */
public final class IoDesignLibrary implements DesignLibrary {
    private final JsonDesignStore store;
    private final ExampleGallery gallery;

    public IoDesignLibrary(JsonDesignStore store, ExampleGallery gallery) {
        this.store = store;
        this.gallery = gallery;
    }

    public IoDesignLibrary() {
        this(new JsonDesignStore(), new ExampleGallery());
    }

    @Override
    public List<Example> examples() throws IOException {
        return gallery.list();
    }

    @Override
    public Design loadExample(Example example) throws IOException, DesignLoadException {
        return gallery.load(example);
    }

    @Override
    public Design load(Path file) throws IOException, DesignLoadException {
        return store.load(file);
    }
}
