package dev.tablesmith.ui.serve;

import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.model.Design;
import dev.tablesmith.serve.ServeOptions;
import dev.tablesmith.serve.ServedRequest;
import dev.tablesmith.serve.TrafficListener;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** An endpoint without a socket: records what it was started with and emits served requests on demand. */
final class FakeEndpoint implements EndpointStarter {
    final List<ServeOptions> started = new ArrayList<>();
    int closed;
    Design served;
    IOException failWith;
    /** What the application "wrote": the running endpoint reports these writes. */
    Map<String, List<ItemWrite>> writes = Map.of();
    private TrafficListener listener = TrafficListener.NONE;

    @Override
    public Running start(Design design, ServeOptions options, TrafficListener traffic, Consumer<Design> onChange)
            throws IOException {
        if (failWith != null) {
            throw failWith;
        }
        started.add(options);
        served = design;
        listener = traffic;
        int port = options.port() == 0 ? 49_152 : options.port();
        return new Running() {
            @Override
            public URI url() {
                return URI.create("http://127.0.0.1:" + port);
            }

            @Override
            public Map<String, List<ItemWrite>> writes() {
                return writes;
            }

            @Override
            public void close() {
                closed++;
            }
        };
    }

    /** As the endpoint does after answering: on its own thread in real life, here on the caller's. */
    void emit(ServedRequest request) {
        listener.served(request);
    }
}
