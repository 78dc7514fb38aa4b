package dev.tablesmith.bench;

import dev.tablesmith.live.LocalEndpoint;
import dev.tablesmith.live.MotoServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Where a side-by-side benchmark sends its requests: a DynamoDB endpoint the user gave (DynamoDB Local), or
 * moto_server started on a free 127.0.0.1 port and stopped by its process id on {@link #close()}.
 */
final class BenchEndpoint implements AutoCloseable {
    private final DynamoDbClient client;
    private final MotoServer server;
    private final String where;

    private BenchEndpoint(DynamoDbClient client, MotoServer server, String where) {
        this.client = client;
        this.server = server;
        this.where = where;
    }

    /**
     * The endpoint, or moto_server when {@code endpoint} is null; empty (with a line on {@code out} saying why)
     * when moto_server is not on the PATH.
     */
    static Optional<BenchEndpoint> open(String endpoint, PrintWriter out, String what) throws IOException {
        if (endpoint != null) {
            return Optional.of(new BenchEndpoint(LocalEndpoint.client(URI.create(endpoint)), null, endpoint));
        }
        Optional<Path> moto = MotoServer.findOnPath();
        if (moto.isEmpty()) {
            out.println(what + ": moto_server is not on the PATH, so it is skipped (install it with pip install "
                    + "'moto[server]', or give --endpoint for DynamoDB Local)");
            return Optional.empty();
        }
        MotoServer server = MotoServer.start(moto.get());
        return Optional.of(new BenchEndpoint(server.client(), server, "moto_server " + server.endpoint()));
    }

    DynamoDbClient client() {
        return client;
    }

    /** "moto_server http://127.0.0.1:PORT" or the endpoint given. */
    String where() {
        return where;
    }

    boolean isMoto() {
        return server != null;
    }

    @Override
    public void close() {
        if (server != null) {
            server.close();
        } else {
            client.close();
        }
    }
}
