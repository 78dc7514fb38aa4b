package dev.tablesmith.cli;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.io.RequestJsonException;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * What {@code query}, {@code scan}, {@code get-item} and {@code batch-get-item} share: load the design, read the
 * request JSON (a file or standard input), run it on the sample data of the table it names, print DynamoDB's
 * response JSON.
 *
 * <p>Standard output holds only the response, so it can be piped into {@code jq}: DynamoDB's response, or DynamoDB's
 * error body when it would refuse the request ({@link ErrorResponse}). Standard error gets the sample data's
 * materialization problems as warnings, and every failure as one line: a request DynamoDB would refuse as
 * {@code ValidationException: MESSAGE} (DynamoDB's error type and text, with the place in the request file that
 * causes it), a table the design does not have as {@code ResourceNotFoundException: ...}; a request file no client
 * would send (not JSON, an unknown parameter, a value of the wrong JSON type) as {@code FILE:LINE:COL: FIELD:
 * MESSAGE}.
 */
abstract class ReadRequestCommand implements Callable<Integer> {
    static final String EXIT_CODES = "Exit codes: 0 response printed, 1 the request failed (ValidationException, "
            + "ResourceNotFoundException, invalid request or design file), 2 usage error (e.g. no such file).";

    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    Path designFile;

    @Option(names = "--request", required = true, paramLabel = "REQ.json",
            description = "The request in DynamoDB's JSON (the same as aws dynamodb ... --cli-input-json takes); "
                    + "- reads it from standard input.")
    String requestFile;

    @Spec
    CommandSpec spec;

    private Design design;
    private final Map<String, SimulatedTable> tables = new HashMap<>();

    /** Reads the request, runs it, and returns the response JSON text. */
    abstract String respond(byte[] request, String source) throws RequestJsonException;

    @Override
    public final Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        InputFiles files = new InputFiles(spec);
        try {
            files.requireFiles(designFile.toString(), requestFile);
            design = files.design(designFile);
            String response = respond(files.bytes(requestFile), InputFiles.sourceName(requestFile));
            out.print(response);
            return 0;
        } catch (CommandFailure e) {
            return e.exitCode();
        } catch (RequestJsonException e) {
            ErrorResponse.print(e, out, err);
            return TablesmithCommand.EXIT_FAILURE;
        } catch (DynamoDbError e) {
            ErrorResponse.print(e, out, err);
            return TablesmithCommand.EXIT_FAILURE;
        } catch (ExpressionException e) {
            ErrorResponse.print(DynamoDbError.validation(e.getMessage()), out, err);
            return TablesmithCommand.EXIT_FAILURE;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /**
     * The table named by a request's {@code TableName}, holding the items its sample data materializes into;
     * records that cannot become items are reported as warnings, once per table.
     *
     * @throws DynamoDbError ResourceNotFoundException when the design has no such table, as DynamoDB says it
     */
    SimulatedTable table(String tableName) {
        SimulatedTable cached = tables.get(tableName);
        if (cached != null) {
            return cached;
        }
        Table table = design.table(tableName).orElseThrow(() -> DynamoDbError.resourceNotFound(
                "Requested resource not found: Table: " + tableName + " not found"));
        SampleData sample = ItemMaterializer.materialize(table);
        PrintWriter err = spec.commandLine().getErr();
        sample.problems().forEach(p -> err.println("warning: " + p));
        SimulatedTable simulated = new SimulatedTable(table, sample.plainItems());
        tables.put(tableName, simulated);
        return simulated;
    }
}
