package dev.tablesmith.export;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;

/** The bundled commerce-main example, loaded once for the export tests. */
final class CommerceMain {
    private static Design design;

    private CommerceMain() {
    }

    static synchronized Design design() {
        if (design == null) {
            try {
                ExampleGallery gallery = new ExampleGallery();
                design = gallery.load(gallery.find("commerce-main").orElseThrow());
            } catch (Exception e) {
                throw new IllegalStateException("cannot load the commerce-main example: " + e.getMessage(), e);
            }
        }
        return design;
    }
}
