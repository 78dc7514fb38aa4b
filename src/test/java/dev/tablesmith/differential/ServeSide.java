package dev.tablesmith.differential;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import java.util.List;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The design endpoint's side ({@code dev.tablesmith.serve.DesignEndpoint}): the same engine behind DynamoDB's HTTP
 * API, reached through the AWS SDK exactly as moto is. Its answers must equal the engine's exactly
 * ({@link ExactPage}), so every difference is one in the HTTP layer.
 */
final class ServeSide extends SdkSide {
    ServeSide(DynamoDbClient client) {
        super(client);
    }

    @Override
    public String name() {
        return "endpoint";
    }

    @Override
    boolean numbersMadeCanonical() {
        return false;
    }

    @Override
    RuntimeException failed(Object request, SdkException cause) {
        return new EndpointRequestFailed(request, cause);
    }

    List<ExactPage> exactQuery(QueryRequest request) {
        return ExactPage.follow(name(), key -> ExactPage.ofSdk(sdkQuery(QueryBuilder.startingAfter(request, key))),
                request.exclusiveStartKey());
    }

    List<ExactPage> exactScan(ScanRequest request) {
        return ExactPage.follow(name(), key -> ExactPage.ofSdk(sdkScan(ScanBuilder.startingAfter(request, key))),
                request.exclusiveStartKey());
    }

    ExactPage exactGetItem(GetItemRequest request) {
        return ExactPage.ofSdk(sdkGetItem(request));
    }

    /** The endpoint refused or failed a request: the request and its answer. */
    static final class EndpointRequestFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        EndpointRequestFailed(Object request, SdkException cause) {
            super("endpoint failed on " + request + ": " + firstLine(cause.getMessage()), cause);
        }
    }
}
