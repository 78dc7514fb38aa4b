import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

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

    // AP10: Place an order. A write (TransactWriteItems, PutItem, condition stock >= :qty); writes are not generated.

    // AP11: Fulfil an order. A write (TransactWriteItems, UpdateItem, condition attribute_exists(PK)); writes are not generated.

    /** AP12: Orders per customer. GetItem on table, 0.5 RCU per call. */
    public static GetItemResponse ap12OrdersPerCustomer(DynamoDbClient dynamoDb, String customerId) {
        return dynamoDb.getItem(GetItemRequest.builder()
                .tableName("commerce-main")
                .key(Map.of(
                        "PK", AttributeValue.fromS("CUST#" + customerId),
                        "SK", AttributeValue.fromS("PROFILE")))
                .build());
    }

    // AP13: Stream-maintained order counter. A write (UpdateItem); writes are not generated.

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

    // W1: Update a customer's name. A write (UpdateItem, condition attribute_exists(PK)); writes are not generated.

    // W2: Copy a customer's new name to their orders. A write (UpdateItem); writes are not generated.

    // W3: Register a customer. A write (TransactWriteItems, PutItem, condition attribute_not_exists(PK)); writes are not generated.
}
