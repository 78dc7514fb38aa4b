package dev.tablesmith.ui.serve;

import dev.tablesmith.serve.ServedRequest;
import java.time.Duration;
import java.time.Instant;

/** Served requests as commerce-main's endpoint would log them, with the JSON a client sends. */
final class TrafficSamples {
    static final Instant T0 = Instant.parse("2026-07-20T10:15:30Z");
    private static final String TABLE = "commerce-main";

    private TrafficSamples() {
    }

    static ServedRequest customerOrders(int second, String customer) {
        return ok(second, "Query", null, """
                {"TableName":"commerce-main","KeyConditionExpression":"PK = :pk AND begins_with(SK, :sk)",\
                "ExpressionAttributeValues":{":pk":{"S":"CUST#%s"},":sk":{"S":"ORDER#"}},"ScanIndexForward":false,\
                "Limit":20}""".formatted(customer), 3, 3, 0.5, 410);
    }

    static ServedRequest profile(int second, String customer) {
        return ok(second, "GetItem", null, """
                {"TableName":"commerce-main","Key":{"PK":{"S":"CUST#%s"},"SK":{"S":"PROFILE"}}}"""
                .formatted(customer), 1, 1, 0.5, 220);
    }

    /** Orders after a date: a sort key range no pattern reads (AP2 reads begins_with ORDER#). */
    static ServedRequest ordersAfter(int second) {
        return ok(second, "Query", null, """
                {"TableName":"commerce-main","KeyConditionExpression":"#p = :pk AND #s > :sk",\
                "ExpressionAttributeNames":{"#p":"PK","#s":"SK"},\
                "ExpressionAttributeValues":{":pk":{"S":"CUST#c1"},":sk":{"S":"ORDER#2026-07"}}}""",
                2, 2, 0.5, 380);
    }

    static ServedRequest pendingOrders(int second) {
        return ok(second, "Query", "GSI1", """
                {"TableName":"commerce-main","IndexName":"GSI1","KeyConditionExpression":"GSI1PK = :s",\
                "ExpressionAttributeValues":{":s":{"S":"STATUS#PENDING"}}}""", 4, 4, 0.5, 520);
    }

    static ServedRequest scanByEmail(int second) {
        return ok(second, "Scan", null, """
                {"TableName":"commerce-main","FilterExpression":"email = :e",\
                "ExpressionAttributeValues":{":e":{"S":"asha@example.com"}}}""", 40, 1, 2.5, 1_900);
    }

    static ServedRequest refused(int second) {
        return new ServedRequest(T0.plusSeconds(second), "Query", TABLE, null,
                "{\"TableName\":\"commerce-main\",\"KeyConditionExpression\":\"customerId = :c\","
                        + "\"ExpressionAttributeValues\":{\":c\":{\"S\":\"c1\"}}}", 400,
                "{\"__type\":\"com.amazonaws.dynamodb.v20120810#ValidationException\",\"message\":\"Query condition "
                        + "missed key schema element: PK\"}", "ValidationException", 0, 0, 0, Duration.ofNanos(90_000));
    }

    /** W1: an update of a customer's name. */
    static ServedRequest renameCustomer(int second) {
        return write(second, "UpdateItem", """
                {"TableName":"commerce-main","Key":{"PK":{"S":"CUST#c1"},"SK":{"S":"PROFILE"}},\
                "UpdateExpression":"SET #n = :n","ConditionExpression":"attribute_exists(PK)",\
                "ExpressionAttributeNames":{"#n":"name"},"ExpressionAttributeValues":{":n":{"S":"Asha R. Rao"}}}""");
    }

    /** A PutItem of a product: no write pattern puts products. */
    static ServedRequest putProduct(int second) {
        return write(second, "PutItem", """
                {"TableName":"commerce-main","Item":{"PK":{"S":"PROD#sku-9"},"SK":{"S":"META"},\
                "name":{"S":"Refactoring"}}}""");
    }

    static ServedRequest batchOfProducts(int second) {
        return new ServedRequest(T0.plusSeconds(second), "BatchGetItem", null, null, """
                {"RequestItems":{"commerce-main":{"Keys":[{"PK":{"S":"PROD#sku-1"},"SK":{"S":"META"}},\
                {"PK":{"S":"PROD#sku-2"},"SK":{"S":"META"}}]}}}""", 200, "{}", null, 2, 2, 1.0,
                Duration.ofNanos(300_000));
    }

    /** Two profiles and a product read in one TransactGetItems: AP1 and AP12 twice, AP7 once. */
    static ServedRequest transactGetProfilesAndProduct(int second) {
        return new ServedRequest(T0.plusSeconds(second), "TransactGetItems", null, null, """
                {"TransactItems":[\
                {"Get":{"TableName":"commerce-main","Key":{"PK":{"S":"CUST#c1"},"SK":{"S":"PROFILE"}}}},\
                {"Get":{"TableName":"commerce-main","Key":{"PK":{"S":"CUST#c2"},"SK":{"S":"PROFILE"}}}},\
                {"Get":{"TableName":"commerce-main","Key":{"PK":{"S":"PROD#sku-1"},"SK":{"S":"META"}}}}]}""", 200,
                "{}", null, 3, 3, 6.0, Duration.ofNanos(450_000));
    }

    private static ServedRequest write(int second, String operation, String json) {
        return new ServedRequest(T0.plusSeconds(second), operation, TABLE, null, json, 200, "{}", null, 0, 0, 1.0,
                Duration.ofNanos(350_000));
    }

    static ServedRequest listTables(int second) {
        return new ServedRequest(T0.plusSeconds(second), "ListTables", null, null, "{}", 200,
                "{\"TableNames\":[\"commerce-main\"]}", null, 0, 0, 0, Duration.ofNanos(60_000));
    }

    private static ServedRequest ok(int second, String operation, String index, String json, int read, int returned,
                                    double units, int micros) {
        return new ServedRequest(T0.plusSeconds(second), operation, TABLE, index, json, 200,
                "{\"Count\":" + returned + ",\"ScannedCount\":" + read + "}", null, read, returned, units,
                Duration.ofNanos(micros * 1_000L));
    }
}
