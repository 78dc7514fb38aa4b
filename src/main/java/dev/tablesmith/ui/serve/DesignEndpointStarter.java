package dev.tablesmith.ui.serve;

import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.model.Design;
import dev.tablesmith.serve.DesignEndpoint;
import dev.tablesmith.serve.ServeOptions;
import dev.tablesmith.serve.TrafficListener;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** The in-process {@link DesignEndpoint}: DynamoDB's HTTP API over the open design. */
public final class DesignEndpointStarter implements EndpointStarter {
    @Override
    public Running start(Design design, ServeOptions options, TrafficListener listener, Consumer<Design> onChange)
            throws IOException {
        DesignEndpoint endpoint = DesignEndpoint.start(design, options, listener, onChange);
        return new Running() {
            @Override
            public URI url() {
                return endpoint.url();
            }

            @Override
            public Map<String, List<ItemWrite>> writes() {
                return endpoint.writes();
            }

            @Override
            public void close() {
                endpoint.close();
            }
        };
    }
}
