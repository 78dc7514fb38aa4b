/**
 * Benchmarks that print numbers ({@code tablesmith bench ...}): speed and memory targets live here, never in
 * timed unit tests. They run without any external tool; the comparison with a live DynamoDB implementation
 * (moto_server, DynamoDB Local) runs when one is available.
 */
package dev.tablesmith.bench;
