package dev.tablesmith.live;

import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A client for a local DynamoDB endpoint (DynamoDB Local, moto_server): any region, dummy credentials, which such
 * endpoints accept and never send anywhere.
 */
public final class LocalEndpoint {
    private LocalEndpoint() {
    }

    public static DynamoDbClient client(URI endpoint) {
        return DynamoDbClient.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .build();
    }
}
