package dev.tablesmith.differential;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.serve.DesignEndpoint;
import dev.tablesmith.serve.ServeOptions;
import dev.tablesmith.serve.TrafficListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Gives a test class the run's design endpoint as a {@link ServeSide} parameter: one endpoint per test run on a
 * free port of 127.0.0.1, started by the first class that needs it and closed when the run ends (the root
 * {@code ExtensionContext} store closes what it holds). It needs nothing installed, so it never skips.
 *
 * <p>The endpoint starts with one placeholder table (a design has at least one); each dataset's table is then made
 * with CreateTable and loaded with BatchWriteItem over HTTP, as on moto ({@link LoadedTables#served}).
 */
public final class DesignEndpointExtension implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(DesignEndpointExtension.class);
    static final String PLACEHOLDER_TABLE = "differential-placeholder";

    /** The running endpoint and the SDK client that talks to it; closed together at the end of the run. */
    record Served(DesignEndpoint endpoint, ServeSide side) implements AutoCloseable {
        @Override
        public void close() {
            side.client().close();
            endpoint.close();
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ServeSide.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return served(context).side();
    }

    static Served served(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Served.class, key -> start(),
                Served.class);
    }

    private static Served start() {
        Table placeholder = new Table(PLACEHOLDER_TABLE, CommerceMain.dataset().table().keySchema(), null, null, null,
                null, null);
        try {
            DesignEndpoint endpoint = DesignEndpoint.start(new Design("differential", "", List.of(placeholder), null),
                    ServeOptions.local(0), TrafficListener.NONE, null);
            return new Served(endpoint, new ServeSide(client(endpoint)));
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the design endpoint on 127.0.0.1: " + e.getMessage(), e);
        }
    }

    /** An SDK client for the endpoint: us-east-1, dummy static credentials, no retries (a failure shows at once). */
    static DynamoDbClient client(DesignEndpoint endpoint) {
        return DynamoDbClient.builder().endpointOverride(endpoint.url()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(c -> c.retryStrategy(AwsRetryStrategy.doNotRetry()))
                .build();
    }
}
