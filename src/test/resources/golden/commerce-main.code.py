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


def ap10_place_an_order(dynamodb, customer_id, customer_name, name, order_date, order_id, ordered_at, qty, sku, status, total, unit_price):
    """AP10: Place an order. TransactWriteItems, 20 WCU per call."""
    return dynamodb.transact_write_items(
        TransactItems=[
            {"Put": {
                "TableName": "commerce-main",
                "Item": {
                    "GSI1PK": {"S": "STATUS#" + status},
                    "GSI1SK": {"S": ordered_at},
                    "PK": {"S": "CUST#" + customer_id},
                    "SK": {"S": "ORDER#" + order_date + "#" + order_id},
                    "customerId": {"S": customer_id},
                    "customerName": {"S": customer_name},
                    "entity": {"S": "Order"},
                    "orderDate": {"S": order_date},
                    "orderId": {"S": order_id},
                    "orderedAt": {"S": ordered_at},
                    "status": {"S": status},
                    "total": {"N": str(total)},
                    **({"GSI2PK": {"S": "OPEN"}} if status == "PENDING" else {}),
                },
                "ConditionExpression": "attribute_not_exists(PK)",
            }},
            {"Put": {
                "TableName": "commerce-main",
                "Item": {
                    "PK": {"S": "ORDER#" + order_id},
                    "SK": {"S": "META"},
                    "customerId": {"S": customer_id},
                    "entity": {"S": "OrderHeader"},
                    "orderId": {"S": order_id},
                    "status": {"S": status},
                    "total": {"N": str(total)},
                },
            }},
            {"Put": {
                "TableName": "commerce-main",
                "Item": {
                    "PK": {"S": "ORDER#" + order_id},
                    "SK": {"S": "ITEM#" + sku},
                    "entity": {"S": "OrderItem"},
                    "name": {"S": name},
                    "orderId": {"S": order_id},
                    "qty": {"N": str(qty)},
                    "sku": {"S": sku},
                    "unitPrice": {"N": str(unit_price)},
                },
            }},
            {"Update": {
                "TableName": "commerce-main",
                "Key": {
                    "PK": {"S": "PROD#" + sku},
                    "SK": {"S": "META"},
                },
                "UpdateExpression": "SET stock = stock - :qty",
                "ConditionExpression": "stock >= :qty",
                "ExpressionAttributeValues": {
                    ":qty": {"N": str(qty)},
                },
            }},
        ],
    )


def ap11_fulfil_an_order(dynamodb, customer_id, order_date, order_id):
    """AP11: Fulfil an order. TransactWriteItems, 10 WCU per call."""
    return dynamodb.transact_write_items(
        TransactItems=[
            {"Update": {
                "TableName": "commerce-main",
                "Key": {
                    "PK": {"S": "CUST#" + customer_id},
                    "SK": {"S": "ORDER#" + order_date + "#" + order_id},
                },
                "UpdateExpression": "SET #status = :status, GSI1PK = :s REMOVE GSI2PK",
                "ConditionExpression": "attribute_exists(PK)",
                "ExpressionAttributeNames": {
                    "#status": "status",
                },
                "ExpressionAttributeValues": {
                    ":s": {"S": "STATUS#FULFILLED"},
                    ":status": {"S": "FULFILLED"},
                },
            }},
            {"Update": {
                "TableName": "commerce-main",
                "Key": {
                    "PK": {"S": "ORDER#" + order_id},
                    "SK": {"S": "META"},
                },
                "UpdateExpression": "SET #status = :status",
                "ConditionExpression": "attribute_exists(PK)",
                "ExpressionAttributeNames": {
                    "#status": "status",
                },
                "ExpressionAttributeValues": {
                    ":status": {"S": "FULFILLED"},
                },
            }},
        ],
    )


def ap12_orders_per_customer(dynamodb, customer_id):
    """AP12: Orders per customer. GetItem on table, 0.5 RCU per call."""
    return dynamodb.get_item(
        TableName="commerce-main",
        Key={
            "PK": {"S": "CUST#" + customer_id},
            "SK": {"S": "PROFILE"},
        },
    )


def ap13_stream_maintained_order_counter(dynamodb, customer_id):
    """AP13: Stream-maintained order counter. UpdateItem, 2 WCU per call."""
    return dynamodb.update_item(
        TableName="commerce-main",
        Key={
            "PK": {"S": "CUST#" + customer_id},
            "SK": {"S": "PROFILE"},
        },
        UpdateExpression="ADD orderCount :one",
        ExpressionAttributeValues={
            ":one": {"N": "1"},
        },
    )


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


def w1_update_a_customers_name(dynamodb, customer_id):
    """W1: Update a customer's name. UpdateItem, 2 WCU per call."""
    return dynamodb.update_item(
        TableName="commerce-main",
        Key={
            "PK": {"S": "CUST#" + customer_id},
            "SK": {"S": "PROFILE"},
        },
        UpdateExpression="SET #name = :name",
        ConditionExpression="attribute_exists(PK)",
        ExpressionAttributeNames={
            "#name": "name",
        },
        ExpressionAttributeValues={
            ":name": {"S": "Asha R. Rao"},
        },
    )


def w2_copy_a_customers_new_name_to_their_orders(dynamodb, customer_id, order_date, order_id):
    """W2: Copy a customer's new name to their orders. UpdateItem, 3 WCU per call."""
    return dynamodb.update_item(
        TableName="commerce-main",
        Key={
            "PK": {"S": "CUST#" + customer_id},
            "SK": {"S": "ORDER#" + order_date + "#" + order_id},
        },
        UpdateExpression="SET customerName = :name",
        ExpressionAttributeValues={
            ":name": {"S": "Asha R. Rao"},
        },
    )


def w3_register_a_customer(dynamodb, customer_id, email):
    """W3: Register a customer. TransactWriteItems, 6 WCU per call."""
    return dynamodb.transact_write_items(
        TransactItems=[
            {"Put": {
                "TableName": "commerce-main",
                "Item": {
                    "PK": {"S": "CUST#" + customer_id},
                    "SK": {"S": "PROFILE"},
                    "customerId": {"S": customer_id},
                    "email": {"S": email},
                    "entity": {"S": "Customer"},
                },
                "ConditionExpression": "attribute_not_exists(PK)",
            }},
        ],
    )
