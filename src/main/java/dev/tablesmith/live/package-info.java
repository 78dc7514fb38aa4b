/**
 * The live edge: the AWS SDK for Java v2 against DynamoDB, DynamoDB Local or moto_server. Conversions between the
 * model and the SDK (items, tables, requests), and a moto_server process on a free 127.0.0.1 port for benchmarks
 * and differential tests. Connections (endpoint or AWS profile, saved as names only), deploy (plan, then create
 * or add GSIs one at a time), parallel batch loading, live reads of planned requests and verify against the
 * engine's prediction; see docs/live.md.
 */
package dev.tablesmith.live;
