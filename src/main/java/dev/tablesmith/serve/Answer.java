package dev.tablesmith.serve;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.io.WireJson;

/**
 * The endpoint's answer to one request, with what the Traffic list shows about it.
 *
 * @param status    the HTTP status
 * @param body      the response body (UTF-8 JSON; empty for some protocol errors)
 * @param errorType DynamoDB's error type when refused, else null
 */
record Answer(int status, String body, String errorType, int itemsRead, int itemsReturned, double units) {
    static Answer ok(String body, int itemsRead, int itemsReturned, double units) {
        return new Answer(200, body, null, itemsRead, itemsReturned, units);
    }

    static Answer ok(String body, double units) {
        return ok(body, 0, 0, units);
    }

    /** DynamoDB's refusal: HTTP 400 with {@code __type} {@code com.amazonaws.dynamodb.v20120810#TYPE}. */
    static Answer refused(DynamoDbError error) {
        return new Answer(400, WireJson.error(error), error.errorType(), 0, 0, 0);
    }

    /** An error of the service framework ({@code com.amazon.coral.service#TYPE}), with its body as given. */
    static Answer coral(int status, String type, String body) {
        return new Answer(status, body, type, 0, 0, 0);
    }
}
