package dev.tablesmith.live;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
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
import software.amazon.awssdk.retries.api.BackoffStrategy;
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
 * Every client retries throttling and transient errors (HTTP 5xx, connection resets, an attempt without an answer in
 * time) with the SDK's standard strategy for up to {@value #MAX_ATTEMPTS} attempts, waiting before each retry a
 * random time up to an exponentially growing ceiling (full jitter): 100 ms × 2^(retry-1), at most 5 s, and for
 * throttling 500 ms × 2^(retry-1), at most 10 s. Each request is bounded in time by {@link LiveTimeouts}: an attempt
 * by {@code attempt}, the request with all its retries and waits by {@code call}. See docs/live.md and
 * docs/decisions/0007-live-retries-and-connections.md.
 */
public final class DynamoDbClients {
    /** Attempts per request, the first included, before a throttling or transient error is reported. */
    public static final int MAX_ATTEMPTS = 6;

    /** Backoff before a retry of a transient error: full jitter up to 100 ms × 2^(retry-1), at most 5 s. */
    public static final Duration BACKOFF_BASE = Duration.ofMillis(100);
    public static final Duration BACKOFF_MAX = Duration.ofSeconds(5);
    /** Backoff before a retry of a throttled request: full jitter up to 500 ms × 2^(retry-1), at most 10 s. */
    public static final Duration THROTTLED_BACKOFF_BASE = Duration.ofMillis(500);
    public static final Duration THROTTLED_BACKOFF_MAX = Duration.ofSeconds(10);

    private final ProfileFiles profileFiles;
    private final LiveTimeouts timeouts;
    private final LiveTimeouts loadTimeouts;

    /** A factory with the {@link LiveTimeouts#REQUESTS} limits, and {@link LiveTimeouts#LOAD} for a load. */
    public DynamoDbClients(ProfileFiles profileFiles) {
        this(profileFiles, LiveTimeouts.REQUESTS, LiveTimeouts.LOAD);
    }

    /** A factory whose clients' requests have the given limits (tests give short ones). */
    public DynamoDbClients(ProfileFiles profileFiles, LiveTimeouts timeouts, LiveTimeouts loadTimeouts) {
        this.profileFiles = profileFiles;
        this.timeouts = timeouts;
        this.loadTimeouts = loadTimeouts;
    }

    /** The limits of a load's BatchWriteItem requests ({@link BatchLoader}). */
    public LiveTimeouts loadTimeouts() {
        return loadTimeouts;
    }

    /** A factory reading the current user's AWS files. */
    public static DynamoDbClients forCurrentUser() {
        return new DynamoDbClients(ProfileFiles.forCurrentUser());
    }

    /** The retry strategy every client uses: the SDK's standard one with {@value #MAX_ATTEMPTS} attempts. */
    public static RetryStrategy retryStrategy() {
        return AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(MAX_ATTEMPTS)
                .backoffStrategy(BackoffStrategy.exponentialDelay(BACKOFF_BASE, BACKOFF_MAX))
                .throttlingBackoffStrategy(BackoffStrategy.exponentialDelay(THROTTLED_BACKOFF_BASE,
                        THROTTLED_BACKOFF_MAX))
                .circuitBreakerEnabled(false).build();
    }

    /**
     * A client for the connection.
     *
     * @throws LiveException for an unknown profile or a region that cannot be found
     */
    public DynamoDbClient client(Connection connection) {
        return client(connection, null);
    }

    /**
     * A client for the connection that says on {@code waiting} (when not null) that it is waiting for an answer,
     * with the time left ({@link AnswerWatch}).
     *
     * @throws LiveException for an unknown profile or a region that cannot be found
     */
    public DynamoDbClient client(Connection connection, Consumer<String> waiting) {
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
                    c.apiCallAttemptTimeout(timeouts.attempt());
                    c.apiCallTimeout(timeouts.call());
                    if (waiting != null) {
                        c.addExecutionInterceptor(new AnswerWatch(connection.isEndpoint() ? connection.endpoint()
                                .toString() : "DynamoDB" + (region.id() == null ? "" : " in " + region.id()),
                                timeouts.call(), waiting));
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
