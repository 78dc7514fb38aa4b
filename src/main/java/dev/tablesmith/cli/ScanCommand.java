package dev.tablesmith.cli;

import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import picocli.CommandLine.Command;

/** {@code tablesmith scan FILE --request REQ.json}: a DynamoDB Scan on the design's sample data. */
@Command(name = "scan",
        mixinStandardHelpOptions = true,
        description = "Run a DynamoDB Scan on the design's sample data and print the response JSON.",
        footer = {"", "Example request (commerce-main: every item of the sparse GSI2):",
                "  { \"TableName\": \"commerce-main\", \"IndexName\": \"GSI2\" }",
                "", ReadRequestCommand.EXIT_CODES})
final class ScanCommand extends ReadRequestCommand {
    @Override
    String respond(byte[] request, String source) throws RequestJsonException {
        ScanRequest scan = RequestJson.readScan(request, source);
        return RequestJson.writeResponse(table(scan.tableName()).scan(scan), scan.select());
    }
}
