package dev.tablesmith.cli;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import picocli.CommandLine.Command;

/** {@code tablesmith get-item FILE --request REQ.json}: a DynamoDB GetItem on the design's sample data. */
@Command(name = "get-item",
        mixinStandardHelpOptions = true,
        description = "Run a DynamoDB GetItem on the design's sample data and print the response JSON "
                + "({} when no item has the key).",
        footer = {"", "Example request (commerce-main: a customer profile):",
                "  {",
                "    \"TableName\": \"commerce-main\",",
                "    \"Key\": { \"PK\": { \"S\": \"CUST#c1\" }, \"SK\": { \"S\": \"PROFILE\" } }",
                "  }",
                "", ReadRequestCommand.EXIT_CODES})
final class GetItemCommand extends ReadRequestCommand {
    @Override
    String respond(byte[] request, String source) throws RequestJsonException {
        GetItemRequest get = RequestJson.readGetItem(request, source);
        return RequestJson.writeResponse(table(get.tableName()).getItem(get));
    }
}
