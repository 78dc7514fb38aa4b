package dev.tablesmith.ui.live;

import java.net.URI;
import java.util.function.Consumer;

/**
 * The open design served in-process, as the connection picker's "This design (embedded)": the Live actions ask for
 * its URL, and it starts first when it is not serving. Called on the FX thread; the callbacks run on it.
 */
@FunctionalInterface
public interface EmbeddedEndpoint {
    /** Where the embedded endpoint is not offered (a Live view without Serve). */
    EmbeddedEndpoint NONE = (then, failed) -> failed.accept("the embedded endpoint is not available here");

    /** Runs {@code then} with the URL once the endpoint serves; {@code failed} gets a one-line reason. */
    void whenRunning(Consumer<URI> then, Consumer<String> failed);
}
