package dev.tablesmith.live;

import java.net.URI;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

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
    /** Everything between {@code scheme://} and the last {@code @}: where a URL carries user info. */
    private static final Pattern USER_INFO = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*://)[^@]*@");
    /**
     * A region name: it becomes a DNS label of the endpoint ({@code dynamodb.REGION.amazonaws.com}) and part of the
     * SigV4 credential scope, so lowercase letters, digits and inner hyphens, at most 63 characters.
     */
    private static final Pattern REGION = Pattern.compile("[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?");
    private static final int SHOWN = 80;

    public Connection {
        if (endpoint != null) {
            checkEndpoint(endpoint);
        }
        profile = blankToNull(profile);
        region = blankToNull(region);
        if (region != null && !REGION.matcher(region).matches()) {
            throw new IllegalArgumentException("not a region name: '" + capped(region) + "' (lowercase letters, "
                    + "digits and hyphens, e.g. us-east-1)");
        }
    }

    /**
     * The endpoint URL the user typed, refused in one line when it is not {@code http(s)://HOST[:PORT]}: never a
     * URL with credentials in it ({@code http://KEY:SECRET@host}, which would be echoed and saved), and never one
     * with a path (DynamoDB's API answers at the root, {@code POST /}). The message never repeats the user info.
     *
     * @throws IllegalArgumentException with the one-line reason
     */
    public static URI parseEndpoint(String text) {
        String typed = text == null ? "" : text.strip();
        if (USER_INFO.matcher(typed).find()) {
            throw new IllegalArgumentException(userInfoRefusal(typed));
        }
        URI uri;
        try {
            uri = new URI(typed);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalArgumentException("endpoint '" + capped(withoutUserInfo(typed)) + "' is not a URL like "
                    + DYNAMODB_LOCAL);
        }
        checkEndpoint(uri);
        return uri;
    }

    /** {@code text} with any user info replaced by {@code ***}, for messages. */
    public static String withoutUserInfo(String text) {
        return text == null ? null : USER_INFO.matcher(text).replaceFirst("$1***@");
    }

    /** {@code text} with any user info removed altogether (what a cleaned saved connection keeps). */
    public static String strippedOfUserInfo(String text) {
        return text == null ? null : USER_INFO.matcher(text).replaceFirst("$1");
    }

    /** Whether the URL text carries user info ({@code KEY:SECRET@}). */
    public static boolean hasUserInfo(String text) {
        return text != null && USER_INFO.matcher(text).find();
    }

    private static void checkEndpoint(URI endpoint) {
        String raw = endpoint.toString();
        if (endpoint.getRawUserInfo() != null || hasUserInfo(raw)) {
            throw new IllegalArgumentException(userInfoRefusal(raw));
        }
        if (endpoint.getScheme() == null || endpoint.getHost() == null
                || !endpoint.getScheme().equalsIgnoreCase("http") && !endpoint.getScheme().equalsIgnoreCase("https")) {
            throw new IllegalArgumentException("endpoint '" + capped(raw) + "' is not a URL like " + DYNAMODB_LOCAL);
        }
        String path = endpoint.getRawPath();
        if (path != null && !path.isEmpty() && !path.equals("/") || endpoint.getRawQuery() != null
                || endpoint.getRawFragment() != null) {
            throw new IllegalArgumentException("endpoint '" + capped(raw) + "' has a path: DynamoDB answers at the "
                    + "root, give only " + endpoint.getScheme() + "://" + endpoint.getRawAuthority());
        }
    }

    private static String userInfoRefusal(String typed) {
        return "endpoint '" + capped(withoutUserInfo(typed)) + "' has credentials in it (user info before '@'); "
                + "give the URL without them: local endpoints take dummy credentials, AWS takes --profile";
    }

    private static String capped(String text) {
        return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "… (" + text.length() + " characters)";
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
