/**
 * The live edge: the AWS SDK for Java v2 against DynamoDB, DynamoDB Local or moto_server. Conversions between the
 * model and the SDK (items, tables, requests), and a moto_server process on a free 127.0.0.1 port for benchmarks
 * and differential tests.
 */
package dev.tablesmith.live;
