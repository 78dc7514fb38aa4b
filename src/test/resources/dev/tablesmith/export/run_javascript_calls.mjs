// Runs calls of a generated AWS SDK v3 module against an endpoint; prints each call's items as DynamoDB JSON.
// argv: module file, endpoint URL, calls file ([{"function": name, "args": [...]}, ...]).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";

const [moduleFile, endpoint, callsFile] = process.argv.slice(2);
const generated = await import(pathToFileURL(moduleFile).href);
const client = new DynamoDBClient({ endpoint, region: "us-east-1", maxAttempts: 1,
  credentials: { accessKeyId: "testing", secretAccessKey: "testing" } });
const results = [];
for (const call of JSON.parse(readFileSync(callsFile, "utf8"))) {
  try {
    const response = await generated[call.function](client, ...call.args);
    results.push({ items: response.Items ?? (response.Item ? [response.Item] : []) });
  } catch (error) {
    results.push({ error: `${error.name}: ${error.message}` });
  }
}
console.log(JSON.stringify(results));
