package dev.tablesmith.live;

import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;

/**
 * Says in one line, in words, why a live request failed: the endpoint is unreachable, the profile is unknown, the
 * SSO session has expired (with the command that renews it), access was denied (with the action that was denied),
 * the credentials are invalid or expired, the region is missing, the request was throttled. Service errors are
 * recognised by DynamoDB's error code ({@code AccessDeniedException}, {@code UnrecognizedClientException}, ...),
 * client errors by their cause (a refused connection) or the SDK's message.
 */
public final class LiveErrors {
    private static final Set<String> INVALID_CREDENTIALS = Set.of("UnrecognizedClientException",
            "InvalidSignatureException", "InvalidClientTokenId", "MissingAuthenticationTokenException",
            "IncompleteSignatureException", "SignatureDoesNotMatch");
    private static final Set<String> EXPIRED_CREDENTIALS = Set.of("ExpiredTokenException", "ExpiredToken",
            "RequestExpired");
    private static final Set<String> THROTTLING = Set.of("ThrottlingException",
            "ProvisionedThroughputExceededException", "RequestLimitExceeded", "LimitExceededException");
    private static final Pattern DENIED_ACTION = Pattern.compile("perform: ([A-Za-z0-9-]+:[A-Za-z0-9*]+)");
    private static final Pattern DENIED_RESOURCE = Pattern.compile("on resource: (\\S+)");
    private static final Pattern MILLIS = Pattern.compile("([0-9]+) millis");

    private LiveErrors() {
    }

    /** The one-line message for a failure of a request over the connection. */
    public static String describe(Throwable failure, Connection connection) {
        if (failure instanceof LiveException) {
            return failure.getMessage();
        }
        if (failure instanceof AwsServiceException service && service.awsErrorDetails() != null) {
            return service(service, connection);
        }
        if (failure instanceof AwsServiceException service && connection.isEndpoint()) {
            return notDynamoDb(connection, "HTTP " + service.statusCode());
        }
        Throwable network = networkCause(failure);
        if (network != null) {
            return unreachable(connection, network);
        }
        String message = allMessages(failure);
        String lower = message.toLowerCase(Locale.ROOT);
        if (connection.isEndpoint() && (lower.contains("unmarshall") || lower.contains("unable to parse")
                || hasCause(failure, NullPointerException.class))) {
            return notDynamoDb(connection, "something that is not DynamoDB's JSON API");
        }
        if (lower.contains("sso") && (lower.contains("expired") || lower.contains("sso login")
                || lower.contains("refresh"))) {
            return ssoExpired(connection.profile());
        }
        if (lower.contains("unable to load region")) {
            return regionMissing(connection);
        }
        if (lower.contains("profile file contained no credentials for profile")
                || lower.contains("profile") && lower.contains("does not exist")) {
            return unknownProfile(connection.profile(), ProfileFiles.forCurrentUser().searched());
        }
        if (lower.contains("unable to load credentials")) {
            return "no AWS credentials found for " + connection.describe() + ": give --profile NAME, set "
                    + "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or run: aws configure";
        }
        return firstLine(failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage());
    }

    private static String service(AwsServiceException e, Connection connection) {
        String code = e.awsErrorDetails().errorCode() == null ? "" : e.awsErrorDetails().errorCode();
        String message = e.awsErrorDetails().errorMessage() == null ? "" : e.awsErrorDetails().errorMessage();
        if (code.isBlank() && connection.isEndpoint()) {
            return notDynamoDb(connection, "HTTP " + e.statusCode());
        }
        if ("AccessDeniedException".equals(code) || "AccessDenied".equals(code)) {
            return accessDenied(message, connection);
        }
        if (INVALID_CREDENTIALS.contains(code)) {
            return "invalid credentials for " + connection.describe() + ": AWS did not accept them (" + code + ": "
                    + firstLine(message) + "); check the access key or the profile";
        }
        if (EXPIRED_CREDENTIALS.contains(code)) {
            return "the credentials for " + connection.describe() + " have expired (" + code + ")" + (connection
                    .profile() == null ? "; get new ones" : "; refresh them, for SSO run: aws sso login --profile "
                    + connection.profile());
        }
        if (THROTTLING.contains(code)) {
            return "DynamoDB throttled the request (" + code + ") through all " + DynamoDbClients.MAX_ATTEMPTS
                    + " attempts; try again later or raise the table's capacity";
        }
        return "DynamoDB refused the request (" + code + "): " + firstLine(message);
    }

    private static String accessDenied(String message, Connection connection) {
        Matcher action = DENIED_ACTION.matcher(message);
        Matcher resource = DENIED_RESOURCE.matcher(message);
        String what = action.find() ? action.group(1) : "the request";
        return "access denied: " + connection.describe() + " may not perform " + what
                + (resource.find() ? " on " + resource.group(1) : "") + "; ask for an IAM policy that allows it";
    }

    /**
     * {@code endpoint unreachable: nothing answers at localhost:8000 (...)}, or, for a connection the endpoint
     * accepted and then dropped on every attempt, {@code endpoint closed the connection: ...}.
     */
    static String unreachable(Connection connection, Throwable cause) {
        if (isDropped(cause)) {
            if (connection.isEndpoint()) {
                return "endpoint closed the connection: " + connection.hostAndPort() + " dropped it before answering, "
                        + "on every attempt (" + dropReason(cause) + "); is the server still running?";
            }
            return "DynamoDB closed the connection in region " + (connection.region() == null ? "(default)"
                    : connection.region()) + " before answering, on every attempt (" + dropReason(cause)
                    + "); check the network";
        }
        String reason = cause instanceof UnknownHostException ? "unknown host"
                : cause instanceof ApiCallTimeoutException ? "no answer within " + limit(cause)
                : cause instanceof SocketTimeoutException || cause instanceof ApiCallAttemptTimeoutException
                ? "no answer in time on any of " + DynamoDbClients.MAX_ATTEMPTS + " attempts" : "connection refused";
        if (connection.isEndpoint()) {
            return "endpoint unreachable: nothing answers at " + connection.hostAndPort() + " (" + reason
                    + "); is DynamoDB Local running there?";
        }
        return "DynamoDB unreachable in region " + (connection.region() == null ? "(default)" : connection.region())
                + " (" + reason + "); check the network and the region";
    }

    /**
     * An endpoint that answers, but not as DynamoDB does: DynamoDB's API answers every request with a JSON body and,
     * for an error, an {@code __type} (or {@code x-amzn-ErrorType} header) naming the error code. A web server, a
     * proxy's HTML page or a URL with a path answers without one.
     */
    static String notDynamoDb(Connection connection, String answered) {
        return "not a DynamoDB endpoint: " + connection.hostAndPort() + " answered " + answered
                + " without a DynamoDB error code; is DynamoDB Local or moto_server running there?";
    }

    private static boolean hasCause(Throwable failure, Class<? extends Throwable> type) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    /** {@code unknown profile 'x': not in ~/.aws/config and ~/.aws/credentials}. */
    public static String unknownProfile(String profile, String searched) {
        return "unknown profile '" + profile + "': not in " + searched + " (list them with: aws configure "
                + "list-profiles)";
    }

    /** The SSO session has expired, and the command that renews it. */
    public static String ssoExpired(String profile) {
        return "the SSO session has expired or is not logged in; run: aws sso login"
                + (profile == null ? "" : " --profile " + profile);
    }

    /** No region in the connection, the profile, or the environment. */
    public static String regionMissing(Connection connection) {
        return "region missing for " + connection.describe() + ": give --region (e.g. --region us-east-1)"
                + (connection.profile() == null ? " or set AWS_REGION" : " or add region to the profile");
    }

    private static Throwable networkCause(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ConnectException || t instanceof UnknownHostException
                    || t instanceof NoRouteToHostException || t instanceof SocketTimeoutException
                    || t instanceof ApiCallAttemptTimeoutException || t instanceof ApiCallTimeoutException
                    || isDropped(t)) {
                return t;
            }
        }
        return null;
    }

    /**
     * A connection the other side reset or closed before the whole answer arrived ({@code Connection reset},
     * {@code Unexpected end of file from server}, {@code Premature EOF}); a refused connection is not one.
     */
    private static boolean isDropped(Throwable t) {
        if (t instanceof ConnectException || t instanceof NoRouteToHostException) {
            return false;
        }
        String message = t.getMessage() == null ? "" : t.getMessage().toLowerCase(Locale.ROOT);
        return t instanceof SocketException || t instanceof EOFException
                || t instanceof IOException && (message.contains("connection reset") || message.contains("end of file")
                || message.contains("premature eof") || message.contains("broken pipe"));
    }

    private static String dropReason(Throwable t) {
        String message = t.getMessage() == null ? "" : t.getMessage().toLowerCase(Locale.ROOT);
        return message.contains("reset") ? "connection reset" : message.contains("broken pipe") ? "broken pipe"
                : "the answer was cut off";
    }

    /** The SDK's total time limit from its message ({@code ... timeout configuration: 30000 millis}), in seconds. */
    private static String limit(Throwable timeout) {
        Matcher millis = MILLIS.matcher(timeout.getMessage() == null ? "" : timeout.getMessage());
        if (!millis.find()) {
            return "the time limit";
        }
        long ms = Long.parseLong(millis.group(1));
        return ms % 1000 == 0 ? ms / 1000 + " s" : String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    private static String allMessages(Throwable failure) {
        StringBuilder out = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null) {
                out.append(t.getMessage()).append('\n');
            }
        }
        return out.toString();
    }

    private static String firstLine(String message) {
        return message.lines().findFirst().orElse(message).strip();
    }
}
