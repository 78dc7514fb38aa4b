package dev.tablesmith.differential;

import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** moto's side: the same requests through the AWS SDK to a running moto_server. */
final class MotoSide extends SdkSide {
    MotoSide(DynamoDbClient client) {
        super(client);
    }

    @Override
    public String name() {
        return "moto";
    }

    @Override
    boolean numbersMadeCanonical() {
        return true;
    }

    @Override
    RuntimeException failed(Object request, SdkException cause) {
        return new MotoRequestFailed(request, cause);
    }

    /** moto refused or failed a request (it answers HTTP 500 when it crashes on one): the request and the answer. */
    static final class MotoRequestFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        MotoRequestFailed(Object request, SdkException cause) {
            super("moto failed on " + request + ": " + firstLine(cause.getMessage()), cause);
        }
    }
}
