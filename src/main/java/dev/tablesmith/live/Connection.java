package dev.tablesmith.live;

import java.net.URI;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * Where live operations go: a local endpoint (DynamoDB Local, moto_server: any URL, dummy credentials) or AWS
 * through a named profile of {@code ~/.aws/config} and {@code ~/.aws/credentials} (SSO profiles included), or
 * through the SDK's default chain (environment variables, the default profile, container and instance roles).
 *
 * <p>A connection holds names only (an endpoint URL, a profile name, a region): no secret is ever part of it, so it
 * can be saved as it is.
 *
 * @param name     the name it is saved under, or null for a connection given on the command line
 * @param endpoint the endpoint URL, or null for AWS
 * @param profile  the AWS profile name, or null for the default chain (ignored with an endpoint)
 * @param region   the region, or null for the profile's region (an endpoint defaults to us-east-1)
 */
public record Connection(String name, URI endpoint, String profile, String region) {
    /** DynamoDB Local's default address. */
    public static final URI DYNAMODB_LOCAL = URI.create("http://localhost:8000");
    /** The region a local endpoint uses when none is given (local endpoints accept any). */
    public static final String LOCAL_REGION = "us-east-1";
    private static final Set<String> LOOPBACK_HOSTS = Set.of("localhost", "127.0.0.1", "::1", "[::1]");

    public Connection {
        if (endpoint != null && (endpoint.getScheme() == null || endpoint.getHost() == null)) {
            throw new IllegalArgumentException("endpoint '" + endpoint + "' is not a URL like http://localhost:8000");
        }
        profile = blankToNull(profile);
        region = blankToNull(region);
    }

    /** A local endpoint with dummy credentials. */
    public static Connection endpoint(URI endpoint, String region) {
        return new Connection(null, Objects.requireNonNull(endpoint, "endpoint"), null, region);
    }

    /** AWS through the named profile (null: the default chain). */
    public static Connection aws(String profile, String region) {
        return new Connection(null, null, profile, region);
    }

    public Connection named(String newName) {
        return new Connection(newName, endpoint, profile, region);
    }

    public boolean isEndpoint() {
        return endpoint != null;
    }

    /**
     * Whether requests stay on this machine: an endpoint whose host is {@code localhost}, {@code 127.0.0.1} or
     * {@code ::1}. Writes anywhere else ask for confirmation first.
     */
    public boolean isLocal() {
        return endpoint != null && LOOPBACK_HOSTS.contains(endpoint.getHost().toLowerCase(Locale.ROOT));
    }

    /** {@code host:port} of the endpoint (port from the scheme when the URL has none). */
    public String hostAndPort() {
        if (endpoint == null) {
            return "";
        }
        int port = endpoint.getPort() != -1 ? endpoint.getPort() : "https".equalsIgnoreCase(endpoint.getScheme())
                ? 443 : 80;
        return endpoint.getHost() + ":" + port;
    }

    /** In words: {@code endpoint http://localhost:8000}, {@code AWS profile dev (eu-west-1)}, ... */
    public String describe() {
        String where;
        if (endpoint != null) {
            where = "endpoint " + endpoint;
        } else if (profile != null) {
            where = "AWS profile " + profile;
        } else {
            where = "AWS default credentials";
        }
        return where + (region == null ? "" : " (" + region + ")");
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
