package dev.tablesmith.serve;

import dev.tablesmith.io.WireJson;

/**
 * The errors DynamoDB's service framework gives before an operation runs, with the exact bodies recorded against
 * DynamoDB in dynalite's test/connection.js.
 */
final class WireErrors {
    /** A GET, PUT, DELETE, OPTIONS, or a POST without a JSON content type: 404 and this XML body. */
    static final String NOT_FOUND_BODY = "<UnknownOperationException/>\n";

    private WireErrors() {
    }

    /** A body that is not JSON: {@code {"__type":"com.amazon.coral.service#SerializationException"}}. */
    static Answer notJson() {
        return Answer.coral(400, "SerializationException",
                "{\"__type\":\"com.amazon.coral.service#SerializationException\"}");
    }

    /**
     * JSON of the wrong shape for the operation (a string where a map belongs, ...): SerializationException with
     * a {@code Message}, as dynalite's helpers.js assertSerialization records DynamoDB's body. DynamoDB's texts
     * name Java classes ("class java.lang.Short can not be converted to an String"); the message here is
     * Tablesmith's description of the same problem (docs/serve.md).
     */
    static Answer serialization(String message) {
        return Answer.coral(400, "SerializationException",
                "{\"__type\":\"com.amazon.coral.service#SerializationException\",\"Message\":"
                        + quote(message) + "}");
    }

    /** No X-Amz-Target, or one that names no DynamoDB operation. */
    static Answer unknownOperation() {
        return Answer.coral(400, "UnknownOperationException",
                "{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
    }

    /** Not a POST with a JSON content type: 404, as DynamoDB answers. */
    static Answer notFound() {
        return new Answer(404, NOT_FOUND_BODY, "UnknownOperationException", 0, 0, 0);
    }

    /**
     * A body over 16 MB: 413 (dynalite test/connection.js "should return 413 if request too large", captured on
     * DynamoDB, which sends no JSON body with it).
     */
    static Answer tooLarge() {
        return new Answer(413, "", "RequestEntityTooLarge", 0, 0, 0);
    }

    /**
     * A write on a read-only endpoint: the AccessDeniedException an IAM policy without the action gives (HTTP 400,
     * {@code com.amazon.coral.service#AccessDeniedException}, text in {@code Message}).
     */
    static Answer accessDenied(String operation, String tableName) {
        String resource = "arn:aws:dynamodb:local:000000000000:table/" + (tableName == null ? "*" : tableName);
        String message = "User: arn:aws:iam::000000000000:user/tablesmith is not authorized to perform: dynamodb:"
                + operation + " on resource: " + resource + " because this design is served read-only "
                + "(tablesmith serve --read-only)";
        return Answer.coral(400, "AccessDeniedException",
                "{\"__type\":\"com.amazon.coral.service#AccessDeniedException\",\"Message\":" + quote(message) + "}");
    }

    /** A failure of the endpoint itself: DynamoDB's InternalServerError, HTTP 500. */
    static Answer internal(String detail) {
        return new Answer(500, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#InternalServerError\","
                + "\"message\":\"Internal server error\"}", "InternalServerError", 0, 0, 0);
    }

    private static String quote(String text) {
        return WireJson.quote(text);
    }
}
