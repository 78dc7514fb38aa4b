#!/usr/bin/env bash
# The lab of the Tablesmith design commerce-main: create the table, load the sample items, run the access patterns.
# Runs against DynamoDB Local (java -jar DynamoDBLocal.jar) unless ENDPOINT_URL says otherwise,
# e.g. ENDPOINT_URL=https://dynamodb.us-east-1.amazonaws.com for your AWS account.
set -euo pipefail

ENDPOINT_URL="${ENDPOINT_URL:-http://localhost:8000}"

# ---- Table commerce-main ----
aws dynamodb create-table --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --attribute-definitions 'AttributeName=PK,AttributeType=S' 'AttributeName=SK,AttributeType=S' 'AttributeName=GSI1PK,AttributeType=S' 'AttributeName=GSI1SK,AttributeType=S' 'AttributeName=GSI2PK,AttributeType=S' \
  --key-schema 'AttributeName=PK,KeyType=HASH' 'AttributeName=SK,KeyType=RANGE' \
  --billing-mode PAY_PER_REQUEST \
  --global-secondary-indexes '[{"IndexName":"GSI1","KeySchema":[{"AttributeName":"GSI1PK","KeyType":"HASH"},{"AttributeName":"GSI1SK","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}},{"IndexName":"GSI2","KeySchema":[{"AttributeName":"GSI2PK","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
  --stream-specification StreamEnabled=true,StreamViewType=NEW_AND_OLD_IMAGES
aws dynamodb wait table-exists --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main'
aws dynamodb update-time-to-live --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --time-to-live-specification 'Enabled=true,AttributeName=expiresAt'
# Point-in-time recovery (DynamoDB Local does not support it; run this against AWS):
# aws dynamodb update-continuous-backups --endpoint-url "$ENDPOINT_URL" \
#   --table-name 'commerce-main' \
#   --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true

# ---- Sample items (43) ----
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c1"},"SK":{"S":"PROFILE"},"GSI1PK":{"S":"TIER#gold"},"GSI1SK":{"S":"2026-01-02"},"entity":{"S":"Customer"},"customerId":{"S":"c1"},"name":{"S":"Asha Rao"},"email":{"S":"asha@example.com"},"tier":{"S":"gold"},"joinedDate":{"S":"2026-01-02"},"orderCount":{"N":"3"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c2"},"SK":{"S":"PROFILE"},"GSI1PK":{"S":"TIER#silver"},"GSI1SK":{"S":"2026-02-11"},"entity":{"S":"Customer"},"customerId":{"S":"c2"},"name":{"S":"Ben Okafor"},"email":{"S":"ben@example.com"},"tier":{"S":"silver"},"joinedDate":{"S":"2026-02-11"},"orderCount":{"N":"2"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c3"},"SK":{"S":"PROFILE"},"GSI1PK":{"S":"TIER#gold"},"GSI1SK":{"S":"2026-03-05"},"entity":{"S":"Customer"},"customerId":{"S":"c3"},"name":{"S":"Carla Mendes"},"email":{"S":"carla@example.com"},"tier":{"S":"gold"},"joinedDate":{"S":"2026-03-05"},"orderCount":{"N":"2"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c4"},"SK":{"S":"PROFILE"},"GSI1PK":{"S":"TIER#bronze"},"GSI1SK":{"S":"2026-04-20"},"entity":{"S":"Customer"},"customerId":{"S":"c4"},"name":{"S":"Dev Patel"},"email":{"S":"dev@example.com"},"tier":{"S":"bronze"},"joinedDate":{"S":"2026-04-20"},"orderCount":{"N":"1"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c5"},"SK":{"S":"PROFILE"},"GSI1PK":{"S":"TIER#silver"},"GSI1SK":{"S":"2026-04-02"},"entity":{"S":"Customer"},"customerId":{"S":"c5"},"name":{"S":"Elena Petrova"},"email":{"S":"elena@example.com"},"tier":{"S":"silver"},"joinedDate":{"S":"2026-04-02"},"orderCount":{"N":"1"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c1"},"SK":{"S":"ORDER#2026-03-02#o3"},"GSI1PK":{"S":"STATUS#FULFILLED"},"GSI1SK":{"S":"2026-03-02T14:05Z"},"entity":{"S":"Order"},"customerId":{"S":"c1"},"orderId":{"S":"o3"},"orderDate":{"S":"2026-03-02"},"orderedAt":{"S":"2026-03-02T14:05Z"},"status":{"S":"FULFILLED"},"customerName":{"S":"Asha Rao"},"total":{"N":"9.50"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c1"},"SK":{"S":"ORDER#2026-05-19#o6"},"GSI1PK":{"S":"STATUS#PAID"},"GSI1SK":{"S":"2026-05-19T18:42Z"},"entity":{"S":"Order"},"customerId":{"S":"c1"},"orderId":{"S":"o6"},"orderDate":{"S":"2026-05-19"},"orderedAt":{"S":"2026-05-19T18:42Z"},"status":{"S":"PAID"},"customerName":{"S":"Asha Rao"},"total":{"N":"52.00"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c1"},"SK":{"S":"ORDER#2026-07-14#o9"},"GSI1PK":{"S":"STATUS#PENDING"},"GSI1SK":{"S":"2026-07-14T09:30Z"},"GSI2PK":{"S":"OPEN"},"entity":{"S":"Order"},"customerId":{"S":"c1"},"orderId":{"S":"o9"},"orderDate":{"S":"2026-07-14"},"orderedAt":{"S":"2026-07-14T09:30Z"},"status":{"S":"PENDING"},"customerName":{"S":"Asha Rao"},"total":{"N":"59.98"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c2"},"SK":{"S":"ORDER#2026-04-08#o4"},"GSI1PK":{"S":"STATUS#FULFILLED"},"GSI1SK":{"S":"2026-04-08T11:15Z"},"entity":{"S":"Order"},"customerId":{"S":"c2"},"orderId":{"S":"o4"},"orderDate":{"S":"2026-04-08"},"orderedAt":{"S":"2026-04-08T11:15Z"},"status":{"S":"FULFILLED"},"customerName":{"S":"Ben Okafor"},"total":{"N":"120.00"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c2"},"SK":{"S":"ORDER#2026-06-30#o7"},"GSI1PK":{"S":"STATUS#CANCELLED"},"GSI1SK":{"S":"2026-06-30T20:05Z"},"entity":{"S":"Order"},"customerId":{"S":"c2"},"orderId":{"S":"o7"},"orderDate":{"S":"2026-06-30"},"orderedAt":{"S":"2026-06-30T20:05Z"},"status":{"S":"CANCELLED"},"customerName":{"S":"Ben Okafor"},"total":{"N":"129.00"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c3"},"SK":{"S":"ORDER#2026-07-02#o8"},"GSI1PK":{"S":"STATUS#PAID"},"GSI1SK":{"S":"2026-07-02T08:10Z"},"entity":{"S":"Order"},"customerId":{"S":"c3"},"orderId":{"S":"o8"},"orderDate":{"S":"2026-07-02"},"orderedAt":{"S":"2026-07-02T08:10Z"},"status":{"S":"PAID"},"customerName":{"S":"Carla Mendes"},"total":{"N":"249.99"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c3"},"SK":{"S":"ORDER#2026-07-20#o10"},"GSI1PK":{"S":"STATUS#PENDING"},"GSI1SK":{"S":"2026-07-20T16:55Z"},"GSI2PK":{"S":"OPEN"},"entity":{"S":"Order"},"customerId":{"S":"c3"},"orderId":{"S":"o10"},"orderDate":{"S":"2026-07-20"},"orderedAt":{"S":"2026-07-20T16:55Z"},"status":{"S":"PENDING"},"customerName":{"S":"Carla Mendes"},"total":{"N":"38.99"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c4"},"SK":{"S":"ORDER#2026-08-03#o11"},"GSI1PK":{"S":"STATUS#PENDING"},"GSI1SK":{"S":"2026-08-03T07:20Z"},"GSI2PK":{"S":"OPEN"},"entity":{"S":"Order"},"customerId":{"S":"c4"},"orderId":{"S":"o11"},"orderDate":{"S":"2026-08-03"},"orderedAt":{"S":"2026-08-03T07:20Z"},"status":{"S":"PENDING"},"customerName":{"S":"Dev Patel"},"total":{"N":"20.00"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"CUST#c5"},"SK":{"S":"ORDER#2026-04-27#o5"},"GSI1PK":{"S":"STATUS#FULFILLED"},"GSI1SK":{"S":"2026-04-27T12:00Z"},"entity":{"S":"Order"},"customerId":{"S":"c5"},"orderId":{"S":"o5"},"orderDate":{"S":"2026-04-27"},"orderedAt":{"S":"2026-04-27T12:00Z"},"status":{"S":"FULFILLED"},"customerName":{"S":"Elena Petrova"},"total":{"N":"26.25"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o3"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o3"},"customerId":{"S":"c1"},"status":{"S":"FULFILLED"},"total":{"N":"9.50"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o6"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o6"},"customerId":{"S":"c1"},"status":{"S":"PAID"},"total":{"N":"52.00"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o9"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o9"},"customerId":{"S":"c1"},"status":{"S":"PENDING"},"total":{"N":"59.98"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o4"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o4"},"customerId":{"S":"c2"},"status":{"S":"FULFILLED"},"total":{"N":"120.00"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o7"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o7"},"customerId":{"S":"c2"},"status":{"S":"CANCELLED"},"total":{"N":"129.00"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o8"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o8"},"customerId":{"S":"c3"},"status":{"S":"PAID"},"total":{"N":"249.99"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o10"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o10"},"customerId":{"S":"c3"},"status":{"S":"PENDING"},"total":{"N":"38.99"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o11"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o11"},"customerId":{"S":"c4"},"status":{"S":"PENDING"},"total":{"N":"20.00"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o5"},"SK":{"S":"META"},"entity":{"S":"OrderHeader"},"orderId":{"S":"o5"},"customerId":{"S":"c5"},"status":{"S":"FULFILLED"},"total":{"N":"26.25"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o3"},"SK":{"S":"ITEM#sku-150"},"entity":{"S":"OrderItem"},"orderId":{"S":"o3"},"sku":{"S":"sku-150"},"qty":{"N":"1"},"unitPrice":{"N":"9.50"},"name":{"S":"SQL Pocket Guide"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o6"},"SK":{"S":"ITEM#sku-501"},"entity":{"S":"OrderItem"},"orderId":{"S":"o6"},"sku":{"S":"sku-501"},"qty":{"N":"1"},"unitPrice":{"N":"34.50"},"name":{"S":"USB-C Hub"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o6"},"SK":{"S":"ITEM#sku-701"},"entity":{"S":"OrderItem"},"orderId":{"S":"o6"},"sku":{"S":"sku-701"},"qty":{"N":"2"},"unitPrice":{"N":"8.75"},"name":{"S":"Dot-Grid Notebook"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o9"},"SK":{"S":"ITEM#sku-101"},"entity":{"S":"OrderItem"},"orderId":{"S":"o9"},"sku":{"S":"sku-101"},"qty":{"N":"2"},"unitPrice":{"N":"19.99"},"name":{"S":"Clean Code"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o9"},"SK":{"S":"ITEM#sku-205"},"entity":{"S":"OrderItem"},"orderId":{"S":"o9"},"sku":{"S":"sku-205"},"qty":{"N":"1"},"unitPrice":{"N":"20.00"},"name":{"S":"DDIA"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o4"},"SK":{"S":"ITEM#sku-412"},"entity":{"S":"OrderItem"},"orderId":{"S":"o4"},"sku":{"S":"sku-412"},"qty":{"N":"1"},"unitPrice":{"N":"120.00"},"name":{"S":"The Art of Computer Programming, Vol. 1"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o7"},"SK":{"S":"ITEM#sku-502"},"entity":{"S":"OrderItem"},"orderId":{"S":"o7"},"sku":{"S":"sku-502"},"qty":{"N":"1"},"unitPrice":{"N":"129.00"},"name":{"S":"Mechanical Keyboard"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o8"},"SK":{"S":"ITEM#sku-503"},"entity":{"S":"OrderItem"},"orderId":{"S":"o8"},"sku":{"S":"sku-503"},"qty":{"N":"1"},"unitPrice":{"N":"249.99"},"name":{"S":"Noise-Cancelling Headphones"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o10"},"SK":{"S":"ITEM#sku-101"},"entity":{"S":"OrderItem"},"orderId":{"S":"o10"},"sku":{"S":"sku-101"},"qty":{"N":"1"},"unitPrice":{"N":"19.99"},"name":{"S":"Clean Code"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o10"},"SK":{"S":"ITEM#sku-150"},"entity":{"S":"OrderItem"},"orderId":{"S":"o10"},"sku":{"S":"sku-150"},"qty":{"N":"2"},"unitPrice":{"N":"9.50"},"name":{"S":"SQL Pocket Guide"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o11"},"SK":{"S":"ITEM#sku-205"},"entity":{"S":"OrderItem"},"orderId":{"S":"o11"},"sku":{"S":"sku-205"},"qty":{"N":"1"},"unitPrice":{"N":"20.00"},"name":{"S":"DDIA"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"ORDER#o5"},"SK":{"S":"ITEM#sku-701"},"entity":{"S":"OrderItem"},"orderId":{"S":"o5"},"sku":{"S":"sku-701"},"qty":{"N":"3"},"unitPrice":{"N":"8.75"},"name":{"S":"Dot-Grid Notebook"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"PROD#sku-101"},"SK":{"S":"META"},"GSI1PK":{"S":"CATEGORY#books"},"GSI1SK":{"S":"PRICE#0000019.99"},"entity":{"S":"Product"},"sku":{"S":"sku-101"},"title":{"S":"Clean Code"},"category":{"S":"books"},"price":{"N":"19.99"},"stock":{"N":"7"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"PROD#sku-150"},"SK":{"S":"META"},"GSI1PK":{"S":"CATEGORY#books"},"GSI1SK":{"S":"PRICE#0000009.50"},"entity":{"S":"Product"},"sku":{"S":"sku-150"},"title":{"S":"SQL Pocket Guide"},"category":{"S":"books"},"price":{"N":"9.50"},"stock":{"N":"31"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"PROD#sku-205"},"SK":{"S":"META"},"GSI1PK":{"S":"CATEGORY#books"},"GSI1SK":{"S":"PRICE#0000020.00"},"entity":{"S":"Product"},"sku":{"S":"sku-205"},"title":{"S":"DDIA"},"category":{"S":"books"},"price":{"N":"20.00"},"stock":{"N":"12"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"PROD#sku-412"},"SK":{"S":"META"},"GSI1PK":{"S":"CATEGORY#books"},"GSI1SK":{"S":"PRICE#0000120.00"},"entity":{"S":"Product"},"sku":{"S":"sku-412"},"title":{"S":"The Art of Computer Programming, Vol. 1"},"category":{"S":"books"},"price":{"N":"120.00"},"stock":{"N":"3"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"PROD#sku-501"},"SK":{"S":"META"},"GSI1PK":{"S":"CATEGORY#electronics"},"GSI1SK":{"S":"PRICE#0000034.50"},"entity":{"S":"Product"},"sku":{"S":"sku-501"},"title":{"S":"USB-C Hub"},"category":{"S":"electronics"},"price":{"N":"34.50"},"stock":{"N":"58"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"PROD#sku-502"},"SK":{"S":"META"},"GSI1PK":{"S":"CATEGORY#electronics"},"GSI1SK":{"S":"PRICE#0000129.00"},"entity":{"S":"Product"},"sku":{"S":"sku-502"},"title":{"S":"Mechanical Keyboard"},"category":{"S":"electronics"},"price":{"N":"129.00"},"stock":{"N":"14"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"PROD#sku-503"},"SK":{"S":"META"},"GSI1PK":{"S":"CATEGORY#electronics"},"GSI1SK":{"S":"PRICE#0000249.99"},"entity":{"S":"Product"},"sku":{"S":"sku-503"},"title":{"S":"Noise-Cancelling Headphones"},"category":{"S":"electronics"},"price":{"N":"249.99"},"stock":{"N":"5"}}'
aws dynamodb put-item --endpoint-url "$ENDPOINT_URL" --table-name 'commerce-main' --item '{"PK":{"S":"PROD#sku-701"},"SK":{"S":"META"},"GSI1PK":{"S":"CATEGORY#stationery"},"GSI1SK":{"S":"PRICE#0000008.75"},"entity":{"S":"Product"},"sku":{"S":"sku-701"},"title":{"S":"Dot-Grid Notebook"},"category":{"S":"stationery"},"price":{"N":"8.75"},"stock":{"N":"120"}}'

# ---- Access patterns of commerce-main ----

# AP1: Customer profile
# GetItem on table: 0.5 RCU per call, $0.07 per month
customerId='c1'
aws dynamodb get-item --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key '{"PK":{"S":"CUST#'"$customerId"'"},"SK":{"S":"PROFILE"}}'

# AP2: A customer's orders, newest first
# Query on table: 0.5 RCU per call, $0.06 per month
customerId='c1'
aws dynamodb query --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key-condition-expression 'PK = :pk AND begins_with(SK, :sk)' \
  --expression-attribute-values '{":pk":{"S":"CUST#'"$customerId"'"},":sk":{"S":"ORDER#"}}' \
  --no-scan-index-forward \
  --max-items 20

# AP3: An order with its line items
# Query on table: 0.5 RCU per call, $0.05 per month
orderId='o9'
aws dynamodb query --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key-condition-expression 'PK = :pk' \
  --expression-attribute-values '{":pk":{"S":"ORDER#'"$orderId"'"}}'

# AP4: All PENDING orders
# Query on GSI1: 2.5 RCU per call, $0.04 per month
aws dynamodb query --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --index-name 'GSI1' \
  --key-condition-expression 'GSI1PK = :pk' \
  --expression-attribute-values '{":pk":{"S":"STATUS#PENDING"}}' \
  --max-items 100

# AP5: PENDING orders in a date window
# Query on GSI1: 1.5 RCU per call, $0.02 per month
orderedAtFrom='2026-07-01'
orderedAtTo='2026-07-31'
aws dynamodb query --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --index-name 'GSI1' \
  --key-condition-expression 'GSI1PK = :s AND GSI1SK BETWEEN :a AND :b' \
  --expression-attribute-values '{":a":{"S":"'"$orderedAtFrom"'"},":b":{"S":"'"$orderedAtTo"'"},":s":{"S":"STATUS#PENDING"}}' \
  --max-items 50

# AP6: Open orders
# Query on GSI2: 2.5 RCU per call, $0.08 per month
aws dynamodb query --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --index-name 'GSI2' \
  --key-condition-expression 'GSI2PK = :pk' \
  --expression-attribute-values '{":pk":{"S":"OPEN"}}' \
  --max-items 100

# AP7: Product by sku
# GetItem on table: 0.5 RCU per call, $0.05 per month
sku='sku-101'
aws dynamodb get-item --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key '{"PK":{"S":"PROD#'"$sku"'"},"SK":{"S":"META"}}'

# AP8: Products in a category, cheapest first
# Query on GSI1: 0.5 RCU per call, $0.02 per month
category='books'
aws dynamodb query --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --index-name 'GSI1' \
  --key-condition-expression 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)' \
  --expression-attribute-values '{":pk":{"S":"CATEGORY#'"$category"'"},":sk":{"S":"PRICE#"}}' \
  --max-items 24

# AP9: Customers in a loyalty tier
# Query on GSI1: 2 RCU per call, $0.01 per month
tier='gold'
aws dynamodb query --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --index-name 'GSI1' \
  --key-condition-expression 'GSI1PK = :pk' \
  --expression-attribute-values '{":pk":{"S":"TIER#'"$tier"'"}}' \
  --max-items 100

# AP10: Place an order
# Write: TransactWriteItems with PutItem (Order, OrderHeader, OrderItem, Product): 20 WCU per call, $4.93 per month
customerId='c2'
customerName='Ben Okafor'
name='Clean Code'
orderDate='2026-07-20'
orderId='o12'
orderedAt='2026-07-20T10:00Z'
qty='2'
sku='sku-101'
status='PENDING'
total='39.98'
unitPrice='19.99'
GSI2PK_when=''
if [[ "$status" == 'PENDING' ]]; then
  GSI2PK_when=',"GSI2PK":{"S":"OPEN"}'
fi
aws dynamodb transact-write-items --endpoint-url "$ENDPOINT_URL" \
  --transact-items '[{"Put":{"TableName":"commerce-main","Item":{"GSI1PK":{"S":"STATUS#'"$status"'"},"GSI1SK":{"S":"'"$orderedAt"'"},"PK":{"S":"CUST#'"$customerId"'"},"SK":{"S":"ORDER#'"$orderDate"'#'"$orderId"'"},"customerId":{"S":"'"$customerId"'"},"customerName":{"S":"'"$customerName"'"},"entity":{"S":"Order"},"orderDate":{"S":"'"$orderDate"'"},"orderId":{"S":"'"$orderId"'"},"orderedAt":{"S":"'"$orderedAt"'"},"status":{"S":"'"$status"'"},"total":{"N":"'"$total"'"}'"$GSI2PK_when"'},"ConditionExpression":"attribute_not_exists(PK)"}},{"Put":{"TableName":"commerce-main","Item":{"PK":{"S":"ORDER#'"$orderId"'"},"SK":{"S":"META"},"customerId":{"S":"'"$customerId"'"},"entity":{"S":"OrderHeader"},"orderId":{"S":"'"$orderId"'"},"status":{"S":"'"$status"'"},"total":{"N":"'"$total"'"}}}},{"Put":{"TableName":"commerce-main","Item":{"PK":{"S":"ORDER#'"$orderId"'"},"SK":{"S":"ITEM#'"$sku"'"},"entity":{"S":"OrderItem"},"name":{"S":"'"$name"'"},"orderId":{"S":"'"$orderId"'"},"qty":{"N":"'"$qty"'"},"sku":{"S":"'"$sku"'"},"unitPrice":{"N":"'"$unitPrice"'"}}}},{"Update":{"TableName":"commerce-main","Key":{"PK":{"S":"PROD#'"$sku"'"},"SK":{"S":"META"}},"UpdateExpression":"SET stock = stock - :qty","ConditionExpression":"stock >= :qty","ExpressionAttributeValues":{":qty":{"N":"'"$qty"'"}}}}]' \
  || echo 'AP10: the write was refused (see above); going on' >&2

# AP11: Fulfil an order
# Write: TransactWriteItems with UpdateItem (Order): 10 WCU per call, $1.31 per month
customerId='c1'
orderDate='2026-07-14'
orderId='o9'
aws dynamodb transact-write-items --endpoint-url "$ENDPOINT_URL" \
  --transact-items '[{"Update":{"TableName":"commerce-main","Key":{"PK":{"S":"CUST#'"$customerId"'"},"SK":{"S":"ORDER#'"$orderDate"'#'"$orderId"'"}},"UpdateExpression":"SET #status = :status, GSI1PK = :s REMOVE GSI2PK","ConditionExpression":"attribute_exists(PK)","ExpressionAttributeNames":{"#status":"status"},"ExpressionAttributeValues":{":s":{"S":"STATUS#FULFILLED"},":status":{"S":"FULFILLED"}}}},{"Update":{"TableName":"commerce-main","Key":{"PK":{"S":"ORDER#'"$orderId"'"},"SK":{"S":"META"}},"UpdateExpression":"SET #status = :status","ConditionExpression":"attribute_exists(PK)","ExpressionAttributeNames":{"#status":"status"},"ExpressionAttributeValues":{":status":{"S":"FULFILLED"}}}}]' \
  || echo 'AP11: the write was refused (see above); going on' >&2

# AP12: Orders per customer
# GetItem on table: 0.5 RCU per call, $0.01 per month
customerId='c1'
aws dynamodb get-item --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key '{"PK":{"S":"CUST#'"$customerId"'"},"SK":{"S":"PROFILE"}}'

# AP13: Stream-maintained order counter
# Write: UpdateItem (Customer): 2 WCU per call, $0.49 per month
customerId='c1'
aws dynamodb update-item --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key '{"PK":{"S":"CUST#'"$customerId"'"},"SK":{"S":"PROFILE"}}' \
  --update-expression 'ADD orderCount :one' \
  --expression-attribute-values '{":one":{"N":"1"}}' \
  || echo 'AP13: the write was refused (see above); going on' >&2

# AP14: Order header by id
# GetItem on table: 0.5 RCU per call, $0.02 per month
orderId='o9'
aws dynamodb get-item --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key '{"PK":{"S":"ORDER#'"$orderId"'"},"SK":{"S":"META"}}'

# AP15: An order's line items only
# Query on table: 0.5 RCU per call, $0.01 per month
orderId='o9'
aws dynamodb query --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key-condition-expression 'PK = :pk AND begins_with(SK, :sk)' \
  --expression-attribute-values '{":pk":{"S":"ORDER#'"$orderId"'"},":sk":{"S":"ITEM#"}}'

# W1: Update a customer's name
# Write: UpdateItem (Customer): 2 WCU per call, $0.01 per month
customerId='c1'
aws dynamodb update-item --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key '{"PK":{"S":"CUST#'"$customerId"'"},"SK":{"S":"PROFILE"}}' \
  --update-expression 'SET #name = :name' \
  --condition-expression 'attribute_exists(PK)' \
  --expression-attribute-names '{"#name":"name"}' \
  --expression-attribute-values '{":name":{"S":"Asha R. Rao"}}' \
  || echo 'W1: the write was refused (see above); going on' >&2

# W2: Copy a customer's new name to their orders
# Write: UpdateItem (Order): 3 WCU per call, $0.10 per month
customerId='c1'
orderDate='2026-07-14'
orderId='o9'
aws dynamodb update-item --endpoint-url "$ENDPOINT_URL" \
  --table-name 'commerce-main' \
  --key '{"PK":{"S":"CUST#'"$customerId"'"},"SK":{"S":"ORDER#'"$orderDate"'#'"$orderId"'"}}' \
  --update-expression 'SET customerName = :name' \
  --expression-attribute-values '{":name":{"S":"Asha R. Rao"}}' \
  || echo 'W2: the write was refused (see above); going on' >&2

# W3: Register a customer
# Write: TransactWriteItems with PutItem (Customer): 6 WCU per call, $0.10 per month
customerId='c9'
email='new@example.com'
aws dynamodb transact-write-items --endpoint-url "$ENDPOINT_URL" \
  --transact-items '[{"Put":{"TableName":"commerce-main","Item":{"PK":{"S":"CUST#'"$customerId"'"},"SK":{"S":"PROFILE"},"customerId":{"S":"'"$customerId"'"},"email":{"S":"'"$email"'"},"entity":{"S":"Customer"}},"ConditionExpression":"attribute_not_exists(PK)"}}]' \
  || echo 'W3: the write was refused (see above); going on' >&2
