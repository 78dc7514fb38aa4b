"""Runs calls of a generated boto3 module against an endpoint; prints each call's items as DynamoDB JSON.

argv: module file, endpoint URL, calls file ([{"function": name, "args": [...]}, ...]).
"""
import base64
import importlib.util
import json
import sys

import boto3

spec = importlib.util.spec_from_file_location("generated_requests", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
client = boto3.client("dynamodb", endpoint_url=sys.argv[2], region_name="us-east-1",
                      aws_access_key_id="testing", aws_secret_access_key="testing")
results = []
for call in json.load(open(sys.argv[3], encoding="utf-8")):
    try:
        response = getattr(module, call["function"])(client, *call["args"])
        items = response["Items"] if "Items" in response else [response["Item"]] if "Item" in response else []
        results.append({"items": items})
    except Exception as error:  # one failed call is reported, the others still run
        results.append({"error": f"{type(error).__name__}: {error}"})
print(json.dumps(results, default=lambda b: base64.b64encode(b).decode("ascii")))
