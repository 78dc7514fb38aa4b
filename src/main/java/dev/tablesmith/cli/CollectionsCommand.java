package dev.tablesmith.cli;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.ExclusionReasons;
import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith collections FILE [--table NAME] [--index NAME] [--json]}: the item collections of the table
 * or of one of its secondary indexes, over the design's sample data, and the items an index leaves out with the
 * reason (the sparse-index view).
 */
@Command(name = "collections",
        mixinStandardHelpOptions = true,
        description = {"Show the item collections of the table or of one index over the design's sample data.",
            "Each partition key value with its items in sort key order, then the items the index leaves out and "
                    + "why."},
        footer = {"", "Examples:",
                "  tablesmith collections commerce-main.tablesmith.json",
                "  tablesmith collections commerce-main.tablesmith.json --index GSI2",
                "  tablesmith collections commerce-main.tablesmith.json --index GSI1 --json",
                "", "Collections are listed in partition key order (DynamoDB stores them by a hash no read shows).",
                "Exit codes: 0 success, 1 invalid design file, 2 usage error (no such file, unknown table or index)."})
final class CollectionsCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    private Path designFile;

    @Option(names = "--table", paramLabel = "NAME",
            description = "The table (needed only when the design has more than one).")
    private String tableName;

    @Option(names = "--index", paramLabel = "NAME",
            description = "A global or local secondary index of the table (default: the table itself).")
    private String indexName;

    @Option(names = "--json", description = "Print JSON instead of text (the shape is in docs/guide.md).")
    private boolean json;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        InputFiles files = new InputFiles(spec);
        try {
            files.requireFiles(designFile.toString());
            Design design = files.design(designFile);
            Table table = table(design);
            IndexSpec index = index(table);
            SampleData sample = ItemMaterializer.materialize(table);
            sample.problems().forEach(p -> err.println("warning: " + p));
            IndexView view = IndexView.build(index, sample.plainItems(), ExclusionReasons.of(table, sample));
            CollectionListing listing = new CollectionListing(table, view, sample.items());
            out.print(json ? listing.json() : listing.text());
            return 0;
        } catch (CommandFailure e) {
            return e.exitCode();
        } finally {
            out.flush();
            err.flush();
        }
    }

    private Table table(Design design) throws CommandFailure {
        List<String> names = design.tables().stream().map(Table::name).toList();
        if (tableName == null) {
            if (names.size() > 1) {
                throw usage("the design has " + names.size() + " tables; choose one with --table ("
                        + String.join(", ", names) + ")");
            }
            return design.table();
        }
        return design.table(tableName).orElseThrow(() -> usage("unknown table '" + tableName
                + "'; the design's tables: " + String.join(", ", names)));
    }

    private IndexSpec index(Table table) throws CommandFailure {
        if (indexName == null) {
            return IndexSpec.table(table);
        }
        SecondaryIndex index = table.index(indexName).orElseThrow(() -> usage(table.indexes().isEmpty()
                ? "unknown index '" + indexName + "': table " + table.name() + " has no secondary indexes"
                : "unknown index '" + indexName + "'; the indexes of " + table.name() + ": "
                + table.indexes().stream().map(SecondaryIndex::name).collect(Collectors.joining(", "))));
        return IndexSpec.of(table, index);
    }

    private CommandFailure usage(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": " + message);
        err.flush();
        return new CommandFailure(TablesmithCommand.EXIT_USAGE);
    }
}
