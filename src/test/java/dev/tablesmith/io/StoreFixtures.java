package dev.tablesmith.io;

import dev.tablesmith.model.Design;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Shared helpers for the io tests. */
final class StoreFixtures {
    private StoreFixtures() {
    }

    /** A store whose validator finds nothing, so format tests do not depend on the review rules. */
    static JsonDesignStore formatOnlyStore() {
        return new JsonDesignStore(design -> List.of(), ChannelWriter.FULLY);
    }

    static Design read(JsonDesignStore store, String text) throws DesignLoadException {
        try {
            return store.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test.tablesmith.json");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The problems of a text that fails to load, as {@code LINE:COL: PATH: MESSAGE} lines. */
    static List<String> problemsOf(JsonDesignStore store, byte[] bytes) {
        try {
            store.read(new ByteArrayInputStream(bytes), "f.json");
        } catch (DesignLoadException e) {
            return e.problems().stream().map(p -> p.toString().substring("f.json:".length())).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError("expected the text to fail loading");
    }

    static String resourceText(String resource) {
        try (InputStream in = StoreFixtures.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new AssertionError("missing test resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
