package dev.tablesmith.cli.live;

import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Bundled examples written to a folder as design files, for the CLI to read. */
final class Examples {
    private Examples() {
    }

    static Path export(String name, Path dir) throws IOException {
        ExampleGallery gallery = new ExampleGallery();
        Example example = gallery.find(name).orElseThrow();
        Path file = dir.resolve(name + ".tablesmith.json");
        Files.writeString(file, gallery.text(example));
        return file;
    }
}
