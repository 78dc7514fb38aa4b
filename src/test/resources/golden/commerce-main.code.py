"""The access patterns of the Tablesmith design commerce-main as DynamoDB requests (boto3).

Pass a client: dynamodb = boto3.client("dynamodb").
"""


def ap1_customer_profile(dynamodb, customer_id):
    """AP1: Customer profile. GetItem on table, 0.5 RCU per call."""
    return dynamodb.get_item(
        TableName="commerce-main",
        Key={
            "PK": {"S": "CUST#" + customer_id},
            "SK": {"S": "PROFILE"},
        },
    )


def ap2_a_customers_orders_newest_first(dynamodb, customer_id):
    """AP2: A customer's orders, newest first. Query on table, 0.5 RCU per call."""
    return dynamodb.query(
        TableName="commerce-main",
        KeyConditionExpression="PK = :pk AND begins_with(SK, :sk)",
        ExpressionAttributeValues={
            ":pk": {"S": "CUST#" + customer_id},
            ":sk": {"S": "ORDER#"},
        },
        ScanIndexForward=False,
        Limit=20,
    )


def ap3_an_order_with_its_line_items(dynamodb, order_id):
    """AP3: An order with its line items. Query on table, 0.5 RCU per call."""
    return dynamodb.query(
        TableName="commerce-main",
        KeyConditionExpression="PK = :pk",
        ExpressionAttributeValues={
            ":pk": {"S": "ORDER#" + order_id},
        },
    )


def ap4_all_pending_orders(dynamodb):
    """AP4: All PENDING orders. Query on GSI1, 2.5 RCU per call."""
    return dynamodb.query(
        TableName="commerce-main",
        IndexName="GSI1",
        KeyConditionExpression="GSI1PK = :pk",
        ExpressionAttributeValues={
            ":pk": {"S": "STATUS#PENDING"},
        },
        Limit=100,
    )


def ap5_pending_orders_in_a_date_window(dynamodb, ordered_at_from, ordered_at_to):
    """AP5: PENDING orders in a date window. Query on GSI1, 1.5 RCU per call."""
    return dynamodb.query(
        TableName="commerce-main",
        IndexName="GSI1",
        KeyConditionExpression="GSI1PK = :s AND GSI1SK BETWEEN :a AND :b",
        ExpressionAttributeValues={
            ":a": {"S": ordered_at_from},
            ":b": {"S": ordered_at_to},
            ":s": {"S": "STATUS#PENDING"},
        },
        Limit=50,
    )


def ap6_open_orders(dynamodb):
    """AP6: Open orders. Query on GSI2, 2.5 RCU per call."""
    return dynamodb.query(
        TableName="commerce-main",
        IndexName="GSI2",
        KeyConditionExpression="GSI2PK = :pk",
        ExpressionAttributeValues={
            ":pk": {"S": "OPEN"},
        },
        Limit=100,
    )


def ap7_product_by_sku(dynamodb, sku):
    """AP7: Product by sku. GetItem on table, 0.5 RCU per call."""
    return dynamodb.get_item(
        TableName="commerce-main",
        Key={
            "PK": {"S": "PROD#" + sku},
            "SK": {"S": "META"},
        },
    )


def ap8_products_in_a_category_cheapest_first(dynamodb, category):
    """AP8: Products in a category, cheapest first. Query on GSI1, 0.5 RCU per call."""
    return dynamodb.query(
        TableName="commerce-main",
        IndexName="GSI1",
        KeyConditionExpression="GSI1PK = :pk AND begins_with(GSI1SK, :sk)",
        ExpressionAttributeValues={
            ":pk": {"S": "CATEGORY#" + category},
            ":sk": {"S": "PRICE#"},
        },
        Limit=24,
    )


def ap9_customers_in_a_loyalty_tier(dynamodb, tier):
    """AP9: Customers in a loyalty tier. Query on GSI1, 2 RCU per call."""
    return dynamodb.query(
        TableName="commerce-main",
        IndexName="GSI1",
        KeyConditionExpression="GSI1PK = :pk",
        ExpressionAttributeValues={
            ":pk": {"S": "TIER#" + tier},
        },
        Limit=100,
    )


# AP10: Place an order. A write (TransactWriteItems, PutItem, condition stock >= :qty); writes are not generated.


# AP11: Fulfil an order. A write (TransactWriteItems, UpdateItem, condition attribute_exists(PK)); writes are not generated.


def ap12_orders_per_customer(dynamodb, customer_id):
    """AP12: Orders per customer. GetItem on table, 0.5 RCU per call."""
    return dynamodb.get_item(
        TableName="commerce-main",
        Key={
            "PK": {"S": "CUST#" + customer_id},
            "SK": {"S": "PROFILE"},
        },
    )


# AP13: Stream-maintained order counter. A write (UpdateItem); writes are not generated.


def ap14_order_header_by_id(dynamodb, order_id):
    """AP14: Order header by id. GetItem on table, 0.5 RCU per call."""
    return dynamodb.get_item(
        TableName="commerce-main",
        Key={
            "PK": {"S": "ORDER#" + order_id},
            "SK": {"S": "META"},
        },
    )


def ap15_an_orders_line_items_only(dynamodb, order_id):
    """AP15: An order's line items only. Query on table, 0.5 RCU per call."""
    return dynamodb.query(
        TableName="commerce-main",
        KeyConditionExpression="PK = :pk AND begins_with(SK, :sk)",
        ExpressionAttributeValues={
            ":pk": {"S": "ORDER#" + order_id},
            ":sk": {"S": "ITEM#"},
        },
    )


# W1: Update a customer's name. A write (UpdateItem, condition attribute_exists(PK)); writes are not generated.


# W2: Copy a customer's new name to their orders. A write (UpdateItem); writes are not generated.


# W3: Register a customer. A write (TransactWriteItems, PutItem, condition attribute_not_exists(PK)); writes are not generated.
