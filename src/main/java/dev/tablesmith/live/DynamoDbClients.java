package dev.tablesmith.live;

import java.time.Duration;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileProperty;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * Makes the {@link DynamoDbClient} for a {@link Connection}, on the JDK's URL connection HTTP client (the pom
 * leaves the heavier clients out).
 *
 * <ul>
 *   <li>An endpoint gets dummy static credentials (DynamoDB Local and moto_server accept any) and its region, or
 *   us-east-1.</li>
 *   <li>A profile is looked up in the {@link ProfileFiles} first, so an unknown name fails at once with the files
 *   searched; its credentials come from the SDK's profile provider (static keys, SSO, roles, credential
 *   processes), its region from the connection or else the profile's {@code region}.</li>
 *   <li>No profile: the SDK's default credentials and region chains.</li>
 * </ul>
 * Every client retries throttling and transient errors with the SDK's standard strategy (exponential backoff with
 * jitter) for up to {@value #MAX_ATTEMPTS} attempts; see docs/decisions/0007-live-retries-and-connections.md.
 */
public final class DynamoDbClients {
    /** Attempts per request, the first included, before a throttling or transient error is reported. */
    public static final int MAX_ATTEMPTS = 6;

    private final ProfileFiles profileFiles;
    private final Duration attemptTimeout;

    public DynamoDbClients(ProfileFiles profileFiles) {
        this(profileFiles, null);
    }

    /**
     * A factory whose clients abandon an attempt after {@code attemptTimeout} and retry it (null: no limit but the
     * HTTP client's 30 s socket timeout). Not set by default: a 10 s limit failed a 10,000-item load into a busy
     * moto_server, whose answers took longer.
     */
    public DynamoDbClients(ProfileFiles profileFiles, Duration attemptTimeout) {
        this.profileFiles = profileFiles;
        this.attemptTimeout = attemptTimeout;
    }

    /** A factory reading the current user's AWS files. */
    public static DynamoDbClients forCurrentUser() {
        return new DynamoDbClients(ProfileFiles.forCurrentUser());
    }

    /** The retry strategy every client uses: the SDK's standard one with {@value #MAX_ATTEMPTS} attempts. */
    public static RetryStrategy retryStrategy() {
        return AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(MAX_ATTEMPTS).build();
    }

    /**
     * A client for the connection.
     *
     * @throws LiveException for an unknown profile or a region that cannot be found
     */
    public DynamoDbClient client(Connection connection) {
        AwsCredentialsProvider credentials;
        Region region;
        if (connection.isEndpoint()) {
            credentials = StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"));
            region = Region.of(connection.region() == null ? Connection.LOCAL_REGION : connection.region());
        } else if (connection.profile() != null) {
            ProfileFile file = profileFiles.load();
            Optional<Profile> profile = file.profile(connection.profile());
            if (profile.isEmpty()) {
                throw new LiveException(LiveErrors.unknownProfile(connection.profile(), profileFiles.searched()));
            }
            credentials = ProfileCredentialsProvider.builder().profileFile(file).profileName(connection.profile())
                    .build();
            region = Region.of(Optional.ofNullable(connection.region())
                    .or(() -> profile.get().property(ProfileProperty.REGION))
                    .orElseThrow(() -> new LiveException(LiveErrors.regionMissing(connection))));
        } else {
            credentials = DefaultCredentialsProvider.builder().build();
            region = connection.region() != null ? Region.of(connection.region()) : defaultRegion(connection);
        }
        DynamoDbClientBuilder builder = DynamoDbClient.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .credentialsProvider(credentials)
                .region(region)
                .overrideConfiguration(c -> {
                    c.retryStrategy(retryStrategy());
                    if (attemptTimeout != null) {
                        c.apiCallAttemptTimeout(attemptTimeout);
                    }
                });
        if (connection.isEndpoint()) {
            builder.endpointOverride(connection.endpoint());
        }
        return builder.build();
    }

    private static Region defaultRegion(Connection connection) {
        try {
            return new DefaultAwsRegionProviderChain().getRegion();
        } catch (SdkClientException e) {
            throw new LiveException(LiveErrors.regionMissing(connection), e);
        }
    }
}
