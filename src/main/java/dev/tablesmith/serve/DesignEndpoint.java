package dev.tablesmith.serve;

import dev.tablesmith.model.Design;
import java.io.IOException;
import java.net.URI;

/**
 * A design served over DynamoDB's HTTP API (AWS JSON 1.0: {@code POST /} with {@code X-Amz-Target:
 * DynamoDB_20120810.Operation}), answered by the same engine as the designer and the command line.
 *
 * <p>SKELETON ON BRANCH serve-base: the serve helper replaces the bodies; the UI helper codes against these
 * signatures. Never lands on main in this form.
 */
public final class DesignEndpoint implements AutoCloseable {
    private DesignEndpoint() {
    }

    /**
     * Starts serving {@code design}'s tables with their sample items.
     *
     * @param onChange told, off the request threads' critical path, the design as it is after writes (for
     *                 {@link WriteMode#SAVE} and for the app); may be called many times
     * @throws IOException when the address cannot be bound (port in use, no such address)
     */
    public static DesignEndpoint start(Design design, ServeOptions options, TrafficListener listener,
                                       java.util.function.Consumer<Design> onChange) throws IOException {
        throw new UnsupportedOperationException("skeleton");
    }

    /** {@code http://HOST:PORT}, the endpoint URL a client is given. */
    public URI url() {
        throw new UnsupportedOperationException("skeleton");
    }

    public int port() {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The design with every table's items as the endpoint holds them now. */
    public Design design() {
        throw new UnsupportedOperationException("skeleton");
    }

    /** Stops accepting requests, finishes the ones in flight, and releases the port. */
    @Override
    public void close() {
        throw new UnsupportedOperationException("skeleton");
    }
}
