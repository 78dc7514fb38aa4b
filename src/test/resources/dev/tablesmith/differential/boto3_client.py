"""boto3 against Tablesmith's design endpoint (ClientCompatibilityTest).

Usage: python3 boto3_client.py ENDPOINT_URL TABLE
Prints one JSON object with what each call returned; the Java test asserts on it.
"""
import json
import sys

import boto3
import botocore
from botocore.config import Config
from botocore.exceptions import ClientError


def error(e):
    return {"code": e.response["Error"]["Code"], "message": e.response["Error"]["Message"],
            "status": e.response["ResponseMetadata"]["HTTPStatusCode"],
            "cancellationReasons": [r.get("Code") for r in e.response.get("CancellationReasons", [])],
            "item": e.response.get("Item")}


def main(url, table):
    client = boto3.client("dynamodb", endpoint_url=url, region_name="us-east-1", aws_access_key_id="dummy",
                          aws_secret_access_key="dummy", config=Config(retries={"max_attempts": 1}))
    out = {"boto3": boto3.__version__, "botocore": botocore.__version__}

    key = {"PK": {"S": "BOTO3#1"}, "SK": {"S": "A"}}
    put = client.put_item(TableName=table, Item={**key, "title": {"S": "put by boto3"}, "n": {"N": "12.50"},
                                                  "tags": {"SS": ["x", "y"]}},
                          ReturnConsumedCapacity="TOTAL")
    out["put"] = {"consumedCapacity": put.get("ConsumedCapacity")}
    got = client.get_item(TableName=table, Key=key, ConsistentRead=True)
    out["get"] = got.get("Item")
    out["getMissing"] = "Item" in client.get_item(TableName=table, Key={"PK": {"S": "BOTO3#1"}, "SK": {"S": "none"}})

    pages = []
    kwargs = {"TableName": table, "KeyConditionExpression": "PK = :pk",
              "ExpressionAttributeValues": {":pk": {"S": "CUST#c1"}}, "Limit": 2}
    while True:
        page = client.query(**kwargs)
        pages.append({"sk": [i["SK"]["S"] for i in page["Items"]], "count": page["Count"],
                      "lastEvaluatedKey": page.get("LastEvaluatedKey")})
        if "LastEvaluatedKey" not in page:
            break
        kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]
    out["queryPages"] = pages
    paginated = client.get_paginator("query").paginate(
        TableName=table, KeyConditionExpression="PK = :pk", ExpressionAttributeValues={":pk": {"S": "CUST#c1"}},
        PaginationConfig={"PageSize": 3})
    out["paginatorSk"] = [i["SK"]["S"] for p in paginated for i in p["Items"]]

    try:
        client.put_item(TableName=table, Item={**key, "title": {"S": "overwritten"}},
                        ConditionExpression="attribute_not_exists(PK)",
                        ReturnValuesOnConditionCheckFailure="ALL_OLD")
        out["condition"] = None
    except ClientError as e:
        out["condition"] = error(e)

    try:
        client.transact_write_items(TransactItems=[
            {"Put": {"TableName": table, "Item": {"PK": {"S": "BOTO3#2"}, "SK": {"S": "A"}}}},
            {"ConditionCheck": {"TableName": table, "Key": key, "ConditionExpression": "title = :t",
                                "ExpressionAttributeValues": {":t": {"S": "something else"}}}}])
        out["transaction"] = None
    except ClientError as e:
        out["transaction"] = error(e)
    out["transactionWroteNothing"] = "Item" not in client.get_item(
        TableName=table, Key={"PK": {"S": "BOTO3#2"}, "SK": {"S": "A"}})

    batch = client.batch_write_item(RequestItems={table: [
        {"PutRequest": {"Item": {"PK": {"S": "BOTO3#batch"}, "SK": {"S": "S" + str(i)}, "i": {"N": str(i)}}}}
        for i in range(3)] + [{"DeleteRequest": {"Key": key}}]})
    out["batch"] = {"unprocessed": batch["UnprocessedItems"]}
    after = client.query(TableName=table, KeyConditionExpression="PK = :pk",
                         ExpressionAttributeValues={":pk": {"S": "BOTO3#batch"}}, ScanIndexForward=False)
    out["batch"]["written"] = [i["SK"]["S"] for i in after["Items"]]
    out["batch"]["deleted"] = "Item" not in client.get_item(TableName=table, Key=key)
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
