// The access patterns of the Tablesmith design commerce-main as DynamoDB requests.
// Pass a client: const client = new DynamoDBClient({});
import { GetItemCommand, QueryCommand, ScanCommand, TransactWriteItemsCommand, UpdateItemCommand } from "@aws-sdk/client-dynamodb";

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

/** AP10: Place an order. TransactWriteItems, 20 WCU per call. */
export async function ap10PlaceAnOrder(client, customerId, customerName, name, orderDate, orderId, orderedAt, qty, sku, status, total, unitPrice) {
  return client.send(new TransactWriteItemsCommand({
    TransactItems: [
      { Put: {
        TableName: "commerce-main",
        Item: {
          "GSI1PK": { S: "STATUS#" + status },
          "GSI1SK": { S: orderedAt },
          "PK": { S: "CUST#" + customerId },
          "SK": { S: "ORDER#" + orderDate + "#" + orderId },
          "customerId": { S: customerId },
          "customerName": { S: customerName },
          "entity": { S: "Order" },
          "orderDate": { S: orderDate },
          "orderId": { S: orderId },
          "orderedAt": { S: orderedAt },
          "status": { S: status },
          "total": { N: String(total) },
          ...(status === "PENDING" ? { "GSI2PK": { S: "OPEN" } } : {}),
        },
        ConditionExpression: "attribute_not_exists(PK)",
      } },
      { Put: {
        TableName: "commerce-main",
        Item: {
          "PK": { S: "ORDER#" + orderId },
          "SK": { S: "META" },
          "customerId": { S: customerId },
          "entity": { S: "OrderHeader" },
          "orderId": { S: orderId },
          "status": { S: status },
          "total": { N: String(total) },
        },
      } },
      { Put: {
        TableName: "commerce-main",
        Item: {
          "PK": { S: "ORDER#" + orderId },
          "SK": { S: "ITEM#" + sku },
          "entity": { S: "OrderItem" },
          "name": { S: name },
          "orderId": { S: orderId },
          "qty": { N: String(qty) },
          "sku": { S: sku },
          "unitPrice": { N: String(unitPrice) },
        },
      } },
      { Update: {
        TableName: "commerce-main",
        Key: {
          "PK": { S: "PROD#" + sku },
          "SK": { S: "META" },
        },
        UpdateExpression: "SET stock = stock - :qty",
        ConditionExpression: "stock >= :qty",
        ExpressionAttributeValues: {
          ":qty": { N: String(qty) },
        },
      } },
    ],
  }));
}

/** AP11: Fulfil an order. TransactWriteItems, 10 WCU per call. */
export async function ap11FulfilAnOrder(client, customerId, orderDate, orderId) {
  return client.send(new TransactWriteItemsCommand({
    TransactItems: [
      { Update: {
        TableName: "commerce-main",
        Key: {
          "PK": { S: "CUST#" + customerId },
          "SK": { S: "ORDER#" + orderDate + "#" + orderId },
        },
        UpdateExpression: "SET #status = :status, GSI1PK = :s REMOVE GSI2PK",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeNames: {
          "#status": "status",
        },
        ExpressionAttributeValues: {
          ":s": { S: "STATUS#FULFILLED" },
          ":status": { S: "FULFILLED" },
        },
      } },
      { Update: {
        TableName: "commerce-main",
        Key: {
          "PK": { S: "ORDER#" + orderId },
          "SK": { S: "META" },
        },
        UpdateExpression: "SET #status = :status",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeNames: {
          "#status": "status",
        },
        ExpressionAttributeValues: {
          ":status": { S: "FULFILLED" },
        },
      } },
    ],
  }));
}

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

/** AP13: Stream-maintained order counter. UpdateItem, 2 WCU per call. */
export async function ap13StreamMaintainedOrderCounter(client, customerId) {
  return client.send(new UpdateItemCommand({
    TableName: "commerce-main",
    Key: {
      "PK": { S: "CUST#" + customerId },
      "SK": { S: "PROFILE" },
    },
    UpdateExpression: "ADD orderCount :one",
    ExpressionAttributeValues: {
      ":one": { N: "1" },
    },
  }));
}

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

/** W1: Update a customer's name. UpdateItem, 2 WCU per call. */
export async function w1UpdateACustomersName(client, customerId) {
  return client.send(new UpdateItemCommand({
    TableName: "commerce-main",
    Key: {
      "PK": { S: "CUST#" + customerId },
      "SK": { S: "PROFILE" },
    },
    UpdateExpression: "SET #name = :name",
    ConditionExpression: "attribute_exists(PK)",
    ExpressionAttributeNames: {
      "#name": "name",
    },
    ExpressionAttributeValues: {
      ":name": { S: "Asha R. Rao" },
    },
  }));
}

/** W2: Copy a customer's new name to their orders. UpdateItem, 3 WCU per call. */
export async function w2CopyACustomersNewNameToTheirOrders(client, customerId, orderDate, orderId) {
  return client.send(new UpdateItemCommand({
    TableName: "commerce-main",
    Key: {
      "PK": { S: "CUST#" + customerId },
      "SK": { S: "ORDER#" + orderDate + "#" + orderId },
    },
    UpdateExpression: "SET customerName = :name",
    ExpressionAttributeValues: {
      ":name": { S: "Asha R. Rao" },
    },
  }));
}

/** W3: Register a customer. TransactWriteItems, 6 WCU per call. */
export async function w3RegisterACustomer(client, customerId, email) {
  return client.send(new TransactWriteItemsCommand({
    TransactItems: [
      { Put: {
        TableName: "commerce-main",
        Item: {
          "PK": { S: "CUST#" + customerId },
          "SK": { S: "PROFILE" },
          "customerId": { S: customerId },
          "email": { S: email },
          "entity": { S: "Customer" },
        },
        ConditionExpression: "attribute_not_exists(PK)",
      } },
    ],
  }));
}
