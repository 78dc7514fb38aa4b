package dev.tablesmith.ui.serve;

import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.model.Design;
import dev.tablesmith.serve.ServeOptions;
import dev.tablesmith.serve.TrafficListener;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Starts the design endpoint: the real one serves DynamoDB's HTTP API in-process ({@link DesignEndpointStarter});
 * a test one emits served requests without a socket. Called off the FX thread (binding a port blocks).
 */
@FunctionalInterface
public interface EndpointStarter {
    /** A running endpoint. */
    interface Running {
        /** {@code http://127.0.0.1:PORT}. */
        URI url();

        /** Per table name, the last write of each item the clients wrote since start (for a restart). */
        Map<String, List<ItemWrite>> writes();

        /** Stops accepting requests, finishes those in flight, releases the port. May block: call off the FX thread. */
        void close();
    }

    /**
     * @throws IOException when the port cannot be bound (in use, or not allowed)
     */
    Running start(Design design, ServeOptions options, TrafficListener listener, Consumer<Design> onChange)
            throws IOException;
}
