package dev.tablesmith.cli;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleDataWrites;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.WriteOutcome;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.engine.request.WriteResponse;
import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith write FILE --request REQ.json [--operation OP] [--out FILE]}: a DynamoDB PutItem, UpdateItem,
 * DeleteItem or TransactWriteItems on the design's sample data. Prints DynamoDB's response JSON, then a table of
 * what each written item did to each index and the write units it cost; with {@code --out}, saves the design with
 * the written items as explicit sample items ({@link SampleDataWrites}).
 *
 * <p>Exit codes: 0 written; 1 DynamoDB refused the write (DynamoDB's error body on standard output, with the old
 * {@code Item} of a failed condition or the {@code CancellationReasons} of a cancelled transaction when the request
 * asks for them with ReturnValuesOnConditionCheckFailure; one line on standard error, e.g.
 * {@code ConditionalCheckFailedException: The conditional request failed}); 2 unusable input (no such file, an
 * invalid design, a request file no client would send, an --out file that cannot be written).
 */
@Command(name = "write",
        mixinStandardHelpOptions = true,
        description = "Run a DynamoDB PutItem, UpdateItem, DeleteItem or TransactWriteItems on the design's sample "
                + "data; print the response JSON and what the write did to each index.",
        footer = {"", "Example request (commerce-main: fulfil an order, which leaves the sparse GSI2):",
                "  {",
                "    \"TableName\": \"commerce-main\",",
                "    \"Key\": { \"PK\": { \"S\": \"CUST#c1\" }, \"SK\": { \"S\": \"ORDER#2026-07-14#o9\" } },",
                "    \"UpdateExpression\": \"SET GSI1PK = :f REMOVE GSI2PK\",",
                "    \"ExpressionAttributeValues\": { \":f\": { \"S\": \"STATUS#FULFILLED\" } }",
                "  }",
                "", "Exit codes: 0 written, 1 DynamoDB refused the write (ValidationException, "
                + "ConditionalCheckFailedException, TransactionCanceledException, ResourceNotFoundException), "
                + "2 unusable input (no such file, invalid design or request file, --out not writable)."})
final class WriteCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    Path designFile;

    @Option(names = "--request", required = true, paramLabel = "REQ.json",
            description = "The request in DynamoDB's JSON (as aws dynamodb ... --cli-input-json takes); - reads "
                    + "standard input.")
    String requestFile;

    @Option(names = "--operation", paramLabel = "OP",
            description = "PutItem, UpdateItem, DeleteItem or TransactWriteItems. Default: told from the request "
                    + "(TransactItems, Item, UpdateExpression); a DeleteItem must be named.")
    String operation;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Save the design with the written items as explicit sample items (atomic save).")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        InputFiles files = new InputFiles(spec);
        try {
            if (operation != null && !RequestJson.WRITE_OPERATIONS.contains(operation)) {
                err.println(spec.qualifiedName() + ": --operation must be one of " + String.join(", ", RequestJson.WRITE_OPERATIONS)
                        + ", not " + operation);
                return TablesmithCommand.EXIT_USAGE;
            }
            files.requireFiles(designFile.toString(), requestFile);
            Design design;
            WriteRequest request;
            try {
                design = files.design(designFile);
                request = RequestJson.readWrite(files.bytes(requestFile), InputFiles.sourceName(requestFile),
                        operation);
            } catch (CommandFailure e) {
                return TablesmithCommand.EXIT_USAGE;
            }
            Table table = design.table(tableName(request)).orElseThrow(() -> DynamoDbError.resourceNotFound(
                    "Requested resource not found: Table: " + tableName(request) + " not found"));
            SampleData sample = ItemMaterializer.materialize(table);
            sample.problems().forEach(p -> err.println("warning: " + p));
            WriteOutcome<? extends WriteResponse> outcome = new SimulatedTable(table, sample.plainItems())
                    .write(request);
            stdout.print(RequestJson.writeResponse(outcome.response()));
            stdout.println();
            WriteReport.print(table, outcome, stdout);
            if (out != null) {
                Design changed = design.withTable(table.name(), SampleDataWrites.apply(table, outcome.writes()));
                try {
                    new JsonDesignStore().save(changed, out);
                } catch (IOException e) {
                    err.println(spec.qualifiedName() + ": " + AtomicFiles.failure(out, e));
                    return TablesmithCommand.EXIT_USAGE;
                }
                stdout.println("Saved " + out + " (written items stored as explicit sample items).");
            }
            return 0;
        } catch (CommandFailure e) {
            return e.exitCode();
        } catch (RequestJsonException e) {
            return ErrorResponse.print(e, stdout, err) ? TablesmithCommand.EXIT_FAILURE : TablesmithCommand.EXIT_USAGE;
        } catch (DynamoDbError e) {
            ErrorResponse.print(e, stdout, err);
            return TablesmithCommand.EXIT_FAILURE;
        } finally {
            stdout.flush();
            err.flush();
        }
    }

    /** The table the request writes: its TableName, or the first action's for a transaction. */
    private static String tableName(WriteRequest request) {
        if (request instanceof TransactWriteItemsRequest t) {
            if (t.transactItems() == null || t.transactItems().isEmpty()) {
                throw DynamoDbError.validation("1 validation error detected: Value at 'TransactItems' failed to "
                        + "satisfy constraint: Member must have length greater than or equal to 1");
            }
            return required(t.transactItems().get(0).tableName());
        }
        if (request instanceof PutItemRequest p) {
            return required(p.tableName());
        }
        if (request instanceof UpdateItemRequest u) {
            return required(u.tableName());
        }
        return required(((DeleteItemRequest) request).tableName());
    }

    private static String required(String tableName) {
        if (tableName == null) {
            throw DynamoDbError.validation("1 validation error detected: Value null at 'tableName' failed to "
                    + "satisfy constraint: Member must not be null");
        }
        return tableName;
    }
}
