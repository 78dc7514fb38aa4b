import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** The access patterns of the Tablesmith design commerce-main as DynamoDB requests. */
public final class CommerceMainRequests {
    private CommerceMainRequests() {
    }

    /** AP1: Customer profile. GetItem on table, 0.5 RCU per call. */
    public static GetItemResponse ap1CustomerProfile(DynamoDbClient dynamoDb, String customerId) {
        return dynamoDb.getItem(GetItemRequest.builder()
                .tableName("commerce-main")
                .key(Map.of(
                        "PK", AttributeValue.fromS("CUST#" + customerId),
                        "SK", AttributeValue.fromS("PROFILE")))
                .build());
    }

    /** AP2: A customer's orders, newest first. Query on table, 0.5 RCU per call. */
    public static QueryResponse ap2ACustomersOrdersNewestFirst(DynamoDbClient dynamoDb, String customerId) {
        return dynamoDb.query(QueryRequest.builder()
                .tableName("commerce-main")
                .keyConditionExpression("PK = :pk AND begins_with(SK, :sk)")
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS("CUST#" + customerId),
                        ":sk", AttributeValue.fromS("ORDER#")))
                .scanIndexForward(false)
                .limit(20)
                .build());
    }

    /** AP3: An order with its line items. Query on table, 0.5 RCU per call. */
    public static QueryResponse ap3AnOrderWithItsLineItems(DynamoDbClient dynamoDb, String orderId) {
        return dynamoDb.query(QueryRequest.builder()
                .tableName("commerce-main")
                .keyConditionExpression("PK = :pk")
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS("ORDER#" + orderId)))
                .build());
    }

    /** AP4: All PENDING orders. Query on GSI1, 2.5 RCU per call. */
    public static QueryResponse ap4AllPENDINGOrders(DynamoDbClient dynamoDb) {
        return dynamoDb.query(QueryRequest.builder()
                .tableName("commerce-main")
                .indexName("GSI1")
                .keyConditionExpression("GSI1PK = :pk")
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS("STATUS#PENDING")))
                .limit(100)
                .build());
    }

    /** AP5: PENDING orders in a date window. Query on GSI1, 1.5 RCU per call. */
    public static QueryResponse ap5PENDINGOrdersInADateWindow(DynamoDbClient dynamoDb, String orderedAtFrom, String orderedAtTo) {
        return dynamoDb.query(QueryRequest.builder()
                .tableName("commerce-main")
                .indexName("GSI1")
                .keyConditionExpression("GSI1PK = :s AND GSI1SK BETWEEN :a AND :b")
                .expressionAttributeValues(Map.of(
                        ":a", AttributeValue.fromS(orderedAtFrom),
                        ":b", AttributeValue.fromS(orderedAtTo),
                        ":s", AttributeValue.fromS("STATUS#PENDING")))
                .limit(50)
                .build());
    }

    /** AP6: Open orders. Query on GSI2, 2.5 RCU per call. */
    public static QueryResponse ap6OpenOrders(DynamoDbClient dynamoDb) {
        return dynamoDb.query(QueryRequest.builder()
                .tableName("commerce-main")
                .indexName("GSI2")
                .keyConditionExpression("GSI2PK = :pk")
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS("OPEN")))
                .limit(100)
                .build());
    }

    /** AP7: Product by sku. GetItem on table, 0.5 RCU per call. */
    public static GetItemResponse ap7ProductBySku(DynamoDbClient dynamoDb, String sku) {
        return dynamoDb.getItem(GetItemRequest.builder()
                .tableName("commerce-main")
                .key(Map.of(
                        "PK", AttributeValue.fromS("PROD#" + sku),
                        "SK", AttributeValue.fromS("META")))
                .build());
    }

    /** AP8: Products in a category, cheapest first. Query on GSI1, 0.5 RCU per call. */
    public static QueryResponse ap8ProductsInACategoryCheapestFirst(DynamoDbClient dynamoDb, String category) {
        return dynamoDb.query(QueryRequest.builder()
                .tableName("commerce-main")
                .indexName("GSI1")
                .keyConditionExpression("GSI1PK = :pk AND begins_with(GSI1SK, :sk)")
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS("CATEGORY#" + category),
                        ":sk", AttributeValue.fromS("PRICE#")))
                .limit(24)
                .build());
    }

    /** AP9: Customers in a loyalty tier. Query on GSI1, 2 RCU per call. */
    public static QueryResponse ap9CustomersInALoyaltyTier(DynamoDbClient dynamoDb, String tier) {
        return dynamoDb.query(QueryRequest.builder()
                .tableName("commerce-main")
                .indexName("GSI1")
                .keyConditionExpression("GSI1PK = :pk")
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS("TIER#" + tier)))
                .limit(100)
                .build());
    }

    /** AP10: Place an order. TransactWriteItems, 20 WCU per call. */
    public static TransactWriteItemsResponse ap10PlaceAnOrder(DynamoDbClient dynamoDb, String customerId, String customerName, String name, String orderDate, String orderId, String orderedAt, String qty, String sku, String status, String total, String unitPrice) {
        return dynamoDb.transactWriteItems(TransactWriteItemsRequest.builder()
                .transactItems(
                        TransactWriteItem.builder().put(Put.builder()
                                .tableName("commerce-main")
                                .item(sparseKey(Map.ofEntries(
                        Map.entry("GSI1PK", AttributeValue.fromS("STATUS#" + status)),
                        Map.entry("GSI1SK", AttributeValue.fromS(orderedAt)),
                        Map.entry("PK", AttributeValue.fromS("CUST#" + customerId)),
                        Map.entry("SK", AttributeValue.fromS("ORDER#" + orderDate + "#" + orderId)),
                        Map.entry("customerId", AttributeValue.fromS(customerId)),
                        Map.entry("customerName", AttributeValue.fromS(customerName)),
                        Map.entry("entity", AttributeValue.fromS("Order")),
                        Map.entry("orderDate", AttributeValue.fromS(orderDate)),
                        Map.entry("orderId", AttributeValue.fromS(orderId)),
                        Map.entry("orderedAt", AttributeValue.fromS(orderedAt)),
                        Map.entry("status", AttributeValue.fromS(status)),
                        Map.entry("total", AttributeValue.fromN(total))),
                        "PENDING".equals(status), "GSI2PK", () -> AttributeValue.fromS("OPEN")))
                                .conditionExpression("attribute_not_exists(PK)")
                                .build()).build(),
                        TransactWriteItem.builder().put(Put.builder()
                                .tableName("commerce-main")
                                .item(Map.of(
                        "PK", AttributeValue.fromS("ORDER#" + orderId),
                        "SK", AttributeValue.fromS("META"),
                        "customerId", AttributeValue.fromS(customerId),
                        "entity", AttributeValue.fromS("OrderHeader"),
                        "orderId", AttributeValue.fromS(orderId),
                        "status", AttributeValue.fromS(status),
                        "total", AttributeValue.fromN(total)))
                                .build()).build(),
                        TransactWriteItem.builder().put(Put.builder()
                                .tableName("commerce-main")
                                .item(Map.of(
                        "PK", AttributeValue.fromS("ORDER#" + orderId),
                        "SK", AttributeValue.fromS("ITEM#" + sku),
                        "entity", AttributeValue.fromS("OrderItem"),
                        "name", AttributeValue.fromS(name),
                        "orderId", AttributeValue.fromS(orderId),
                        "qty", AttributeValue.fromN(qty),
                        "sku", AttributeValue.fromS(sku),
                        "unitPrice", AttributeValue.fromN(unitPrice)))
                                .build()).build(),
                        TransactWriteItem.builder().update(Update.builder()
                                .tableName("commerce-main")
                                .key(Map.of(
                        "PK", AttributeValue.fromS("PROD#" + sku),
                        "SK", AttributeValue.fromS("META")))
                                .updateExpression("SET stock = stock - :qty")
                                .conditionExpression("stock >= :qty")
                                .expressionAttributeValues(Map.of(
                        ":qty", AttributeValue.fromN(qty)))
                                .build()).build())
                .build());
    }

    /** AP11: Fulfil an order. TransactWriteItems, 10 WCU per call. */
    public static TransactWriteItemsResponse ap11FulfilAnOrder(DynamoDbClient dynamoDb, String customerId, String orderDate, String orderId) {
        return dynamoDb.transactWriteItems(TransactWriteItemsRequest.builder()
                .transactItems(
                        TransactWriteItem.builder().update(Update.builder()
                                .tableName("commerce-main")
                                .key(Map.of(
                        "PK", AttributeValue.fromS("CUST#" + customerId),
                        "SK", AttributeValue.fromS("ORDER#" + orderDate + "#" + orderId)))
                                .updateExpression("SET #status = :status, GSI1PK = :s REMOVE GSI2PK")
                                .conditionExpression("attribute_exists(PK)")
                                .expressionAttributeNames(Map.of(
                        "#status", "status"))
                                .expressionAttributeValues(Map.of(
                        ":s", AttributeValue.fromS("STATUS#FULFILLED"),
                        ":status", AttributeValue.fromS("FULFILLED")))
                                .build()).build(),
                        TransactWriteItem.builder().update(Update.builder()
                                .tableName("commerce-main")
                                .key(Map.of(
                        "PK", AttributeValue.fromS("ORDER#" + orderId),
                        "SK", AttributeValue.fromS("META")))
                                .updateExpression("SET #status = :status")
                                .conditionExpression("attribute_exists(PK)")
                                .expressionAttributeNames(Map.of(
                        "#status", "status"))
                                .expressionAttributeValues(Map.of(
                        ":status", AttributeValue.fromS("FULFILLED")))
                                .build()).build())
                .build());
    }

    /** AP12: Orders per customer. GetItem on table, 0.5 RCU per call. */
    public static GetItemResponse ap12OrdersPerCustomer(DynamoDbClient dynamoDb, String customerId) {
        return dynamoDb.getItem(GetItemRequest.builder()
                .tableName("commerce-main")
                .key(Map.of(
                        "PK", AttributeValue.fromS("CUST#" + customerId),
                        "SK", AttributeValue.fromS("PROFILE")))
                .build());
    }

    /** AP13: Stream-maintained order counter. UpdateItem, 2 WCU per call. */
    public static UpdateItemResponse ap13StreamMaintainedOrderCounter(DynamoDbClient dynamoDb, String customerId) {
        return dynamoDb.updateItem(UpdateItemRequest.builder()
                .tableName("commerce-main")
                .key(Map.of(
                        "PK", AttributeValue.fromS("CUST#" + customerId),
                        "SK", AttributeValue.fromS("PROFILE")))
                .updateExpression("ADD orderCount :one")
                .expressionAttributeValues(Map.of(
                        ":one", AttributeValue.fromN("1")))
                .build());
    }

    /** AP14: Order header by id. GetItem on table, 0.5 RCU per call. */
    public static GetItemResponse ap14OrderHeaderById(DynamoDbClient dynamoDb, String orderId) {
        return dynamoDb.getItem(GetItemRequest.builder()
                .tableName("commerce-main")
                .key(Map.of(
                        "PK", AttributeValue.fromS("ORDER#" + orderId),
                        "SK", AttributeValue.fromS("META")))
                .build());
    }

    /** AP15: An order's line items only. Query on table, 0.5 RCU per call. */
    public static QueryResponse ap15AnOrdersLineItemsOnly(DynamoDbClient dynamoDb, String orderId) {
        return dynamoDb.query(QueryRequest.builder()
                .tableName("commerce-main")
                .keyConditionExpression("PK = :pk AND begins_with(SK, :sk)")
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS("ORDER#" + orderId),
                        ":sk", AttributeValue.fromS("ITEM#")))
                .build());
    }

    /** W1: Update a customer's name. UpdateItem, 2 WCU per call. */
    public static UpdateItemResponse w1UpdateACustomersName(DynamoDbClient dynamoDb, String customerId) {
        return dynamoDb.updateItem(UpdateItemRequest.builder()
                .tableName("commerce-main")
                .key(Map.of(
                        "PK", AttributeValue.fromS("CUST#" + customerId),
                        "SK", AttributeValue.fromS("PROFILE")))
                .updateExpression("SET #name = :name")
                .conditionExpression("attribute_exists(PK)")
                .expressionAttributeNames(Map.of(
                        "#name", "name"))
                .expressionAttributeValues(Map.of(
                        ":name", AttributeValue.fromS("Asha R. Rao")))
                .build());
    }

    /** W2: Copy a customer's new name to their orders. UpdateItem, 3 WCU per call. */
    public static UpdateItemResponse w2CopyACustomersNewNameToTheirOrders(DynamoDbClient dynamoDb, String customerId, String orderDate, String orderId) {
        return dynamoDb.updateItem(UpdateItemRequest.builder()
                .tableName("commerce-main")
                .key(Map.of(
                        "PK", AttributeValue.fromS("CUST#" + customerId),
                        "SK", AttributeValue.fromS("ORDER#" + orderDate + "#" + orderId)))
                .updateExpression("SET customerName = :name")
                .expressionAttributeValues(Map.of(
                        ":name", AttributeValue.fromS("Asha R. Rao")))
                .build());
    }

    /** W3: Register a customer. TransactWriteItems, 6 WCU per call. */
    public static TransactWriteItemsResponse w3RegisterACustomer(DynamoDbClient dynamoDb, String customerId, String email) {
        return dynamoDb.transactWriteItems(TransactWriteItemsRequest.builder()
                .transactItems(
                        TransactWriteItem.builder().put(Put.builder()
                                .tableName("commerce-main")
                                .item(Map.of(
                        "PK", AttributeValue.fromS("CUST#" + customerId),
                        "SK", AttributeValue.fromS("PROFILE"),
                        "customerId", AttributeValue.fromS(customerId),
                        "email", AttributeValue.fromS(email),
                        "entity", AttributeValue.fromS("Customer")))
                                .conditionExpression("attribute_not_exists(PK)")
                                .build()).build())
                .build());
    }

    /** The item with a sparse key added when its condition holds (DynamoDB indexes the item in the GSI only then). */
    private static Map<String, AttributeValue> sparseKey(Map<String, AttributeValue> item, boolean when,
            String name, java.util.function.Supplier<AttributeValue> value) {
        if (!when) {
            return item;
        }
        Map<String, AttributeValue> all = new java.util.TreeMap<>(item);
        all.put(name, value.get());
        return all;
    }
}
