/**
 * DynamoDB's read and write requests and responses as records, field for field as the DynamoDB API names them
 * ({@code KeyConditionExpression}, {@code ExclusiveStartKey}, {@code LastEvaluatedKey}, {@code ConsumedCapacity},
 * ...). The JSON forms are read and written by {@code dev.tablesmith.io.RequestJson}; the engine executes them
 * ({@code dev.tablesmith.engine.SimulatedTable}).
 */
package dev.tablesmith.engine.request;
