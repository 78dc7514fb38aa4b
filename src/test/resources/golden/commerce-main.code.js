// The access patterns of the Tablesmith design commerce-main as DynamoDB requests.
// Pass a client: const client = new DynamoDBClient({});
import { GetItemCommand, QueryCommand, ScanCommand } from "@aws-sdk/client-dynamodb";

/** AP1: Customer profile. GetItem on table, 0.5 RCU per call. */
export async function ap1CustomerProfile(client, customerId) {
  return client.send(new GetItemCommand({
    TableName: "commerce-main",
    Key: {
      "PK": { S: "CUST#" + customerId },
      "SK": { S: "PROFILE" },
    },
  }));
}

/** AP2: A customer's orders, newest first. Query on table, 0.5 RCU per call. */
export async function ap2ACustomersOrdersNewestFirst(client, customerId) {
  return client.send(new QueryCommand({
    TableName: "commerce-main",
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :sk)",
    ExpressionAttributeValues: {
      ":pk": { S: "CUST#" + customerId },
      ":sk": { S: "ORDER#" },
    },
    ScanIndexForward: false,
    Limit: 20,
  }));
}

/** AP3: An order with its line items. Query on table, 0.5 RCU per call. */
export async function ap3AnOrderWithItsLineItems(client, orderId) {
  return client.send(new QueryCommand({
    TableName: "commerce-main",
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: {
      ":pk": { S: "ORDER#" + orderId },
    },
  }));
}

/** AP4: All PENDING orders. Query on GSI1, 2.5 RCU per call. */
export async function ap4AllPENDINGOrders(client) {
  return client.send(new QueryCommand({
    TableName: "commerce-main",
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: {
      ":pk": { S: "STATUS#PENDING" },
    },
    Limit: 100,
  }));
}

/** AP5: PENDING orders in a date window. Query on GSI1, 1.5 RCU per call. */
export async function ap5PENDINGOrdersInADateWindow(client, orderedAtFrom, orderedAtTo) {
  return client.send(new QueryCommand({
    TableName: "commerce-main",
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :s AND GSI1SK BETWEEN :a AND :b",
    ExpressionAttributeValues: {
      ":a": { S: orderedAtFrom },
      ":b": { S: orderedAtTo },
      ":s": { S: "STATUS#PENDING" },
    },
    Limit: 50,
  }));
}

/** AP6: Open orders. Query on GSI2, 2.5 RCU per call. */
export async function ap6OpenOrders(client) {
  return client.send(new QueryCommand({
    TableName: "commerce-main",
    IndexName: "GSI2",
    KeyConditionExpression: "GSI2PK = :pk",
    ExpressionAttributeValues: {
      ":pk": { S: "OPEN" },
    },
    Limit: 100,
  }));
}

/** AP7: Product by sku. GetItem on table, 0.5 RCU per call. */
export async function ap7ProductBySku(client, sku) {
  return client.send(new GetItemCommand({
    TableName: "commerce-main",
    Key: {
      "PK": { S: "PROD#" + sku },
      "SK": { S: "META" },
    },
  }));
}

/** AP8: Products in a category, cheapest first. Query on GSI1, 0.5 RCU per call. */
export async function ap8ProductsInACategoryCheapestFirst(client, category) {
  return client.send(new QueryCommand({
    TableName: "commerce-main",
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND begins_with(GSI1SK, :sk)",
    ExpressionAttributeValues: {
      ":pk": { S: "CATEGORY#" + category },
      ":sk": { S: "PRICE#" },
    },
    Limit: 24,
  }));
}

/** AP9: Customers in a loyalty tier. Query on GSI1, 2 RCU per call. */
export async function ap9CustomersInALoyaltyTier(client, tier) {
  return client.send(new QueryCommand({
    TableName: "commerce-main",
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: {
      ":pk": { S: "TIER#" + tier },
    },
    Limit: 100,
  }));
}

// AP10: Place an order. A write (TransactWriteItems, PutItem, condition stock >= :qty); writes are not generated.

// AP11: Fulfil an order. A write (TransactWriteItems, UpdateItem, condition attribute_exists(PK)); writes are not generated.

/** AP12: Orders per customer. GetItem on table, 0.5 RCU per call. */
export async function ap12OrdersPerCustomer(client, customerId) {
  return client.send(new GetItemCommand({
    TableName: "commerce-main",
    Key: {
      "PK": { S: "CUST#" + customerId },
      "SK": { S: "PROFILE" },
    },
  }));
}

// AP13: Stream-maintained order counter. A write (UpdateItem); writes are not generated.

/** AP14: Order header by id. GetItem on table, 0.5 RCU per call. */
export async function ap14OrderHeaderById(client, orderId) {
  return client.send(new GetItemCommand({
    TableName: "commerce-main",
    Key: {
      "PK": { S: "ORDER#" + orderId },
      "SK": { S: "META" },
    },
  }));
}

/** AP15: An order's line items only. Query on table, 0.5 RCU per call. */
export async function ap15AnOrdersLineItemsOnly(client, orderId) {
  return client.send(new QueryCommand({
    TableName: "commerce-main",
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :sk)",
    ExpressionAttributeValues: {
      ":pk": { S: "ORDER#" + orderId },
      ":sk": { S: "ITEM#" },
    },
  }));
}

// W1: Update a customer's name. A write (UpdateItem, condition attribute_exists(PK)); writes are not generated.

// W2: Copy a customer's new name to their orders. A write (UpdateItem); writes are not generated.

// W3: Register a customer. A write (TransactWriteItems, PutItem, condition attribute_not_exists(PK)); writes are not generated.
