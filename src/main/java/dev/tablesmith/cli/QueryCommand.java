package dev.tablesmith.cli;

import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import picocli.CommandLine.Command;

/** {@code tablesmith query FILE --request REQ.json}: a DynamoDB Query on the design's sample data. */
@Command(name = "query",
        mixinStandardHelpOptions = true,
        description = "Run a DynamoDB Query on the design's sample data and print the response JSON.",
        footer = {"", "Example request (commerce-main: an order with its line items):",
                "  {",
                "    \"TableName\": \"commerce-main\",",
                "    \"KeyConditionExpression\": \"PK = :pk\",",
                "    \"ExpressionAttributeValues\": { \":pk\": { \"S\": \"ORDER#o9\" } }",
                "  }",
                "", ReadRequestCommand.EXIT_CODES})
final class QueryCommand extends ReadRequestCommand {
    @Override
    String respond(byte[] request, String source) throws RequestJsonException {
        QueryRequest query = RequestJson.readQuery(request, source);
        return RequestJson.writeResponse(table(query.tableName()).query(query), query.select());
    }
}
