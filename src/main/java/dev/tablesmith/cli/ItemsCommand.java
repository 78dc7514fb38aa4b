package dev.tablesmith.cli;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.items.ItemFileException;
import dev.tablesmith.io.items.ItemImport;
import dev.tablesmith.io.items.ItemImportResult;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith items import DESIGN FILE... [--table NAME] [--out FILE] [--dry-run]}: adds the items of DynamoDB
 * JSON sample-data files (scan/query output, get-item output, batch-write-item request files, S3 export data files)
 * to a design's sample data, each write checked as DynamoDB checks it ({@link ItemImport}).
 *
 * <p>Prints one line per file read, one per table written (added, replaced, deleted), then each refused write as
 * {@code FILE: /pointer: reason} or {@code FILE:LINE: reason}. Exit codes: 0 every write imported; 1 some writes
 * refused (the others are imported and saved all the same) or the design is invalid; 2 usage errors and sample files
 * that cannot be read at all (not JSON, not one of the formats), in which case nothing is saved.
 */
@Command(name = "items",
        mixinStandardHelpOptions = true,
        description = "Sample items of a design.",
        subcommands = {ItemsCommand.Import.class})
final class ItemsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return TablesmithCommand.EXIT_USAGE;
    }

    @Command(name = "import",
            mixinStandardHelpOptions = true,
            description = "Add the items of DynamoDB JSON files (aws dynamodb scan/query/get-item output, "
                    + "batch-write-item --request-items files, S3 export data files .json.gz) to a design, checked "
                    + "as DynamoDB checks each write.",
            footer = {"", "A later item with the same primary key replaces the earlier one; deletes of a "
                    + "batch-write file apply in file order.",
                    "Items that an entity's key templates render exactly become records of that entity; the others "
                    + "explicit items.",
                    "", "Exit codes: 0 every write imported, 1 some refused (the others are still saved) or invalid "
                    + "design, 2 usage error or a file that cannot be read (nothing saved)."})
    static final class Import implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "DESIGN", description = "The design file (*.tablesmith.json).")
        Path designFile;

        @Parameters(index = "1..*", arity = "1..*", paramLabel = "FILE",
                description = "DynamoDB JSON files, read in order.")
        List<Path> files = new ArrayList<>();

        @Option(names = "--table", paramLabel = "NAME",
                description = "The table for items whose file names none (default: the design's only table), and "
                        + "for batch-write tables the design does not have.")
        String table;

        @Option(names = "--out", paramLabel = "FILE",
                description = "Write the design to FILE (atomically) instead of DESIGN itself.")
        Path out;

        @Option(names = "--dry-run", description = "Report what would be imported; write nothing.")
        boolean dryRun;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter stdout = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            InputFiles inputs = new InputFiles(spec);
            try {
                List<String> names = new ArrayList<>();
                names.add(designFile.toString());
                files.forEach(f -> names.add(f.toString()));
                inputs.requireFiles(names.toArray(String[]::new));
                Design design = inputs.design(designFile);
                if (table != null && design.table(table).isEmpty()) {
                    err.println(spec.qualifiedName() + ": " + designFile + " has no table " + table);
                    return TablesmithCommand.EXIT_USAGE;
                }
                ItemImport run = new ItemImport(design, table);
                for (Path file : files) {
                    try {
                        run.read(file, file.toString(), () -> false);
                    } catch (ItemFileException e) {
                        err.println(e.getMessage());
                        err.println(spec.qualifiedName() + ": nothing imported");
                        return TablesmithCommand.EXIT_USAGE;
                    } catch (IOException e) {
                        err.println(spec.qualifiedName() + ": cannot read " + file + ": " + IoErrors.describe(e));
                        return TablesmithCommand.EXIT_USAGE;
                    }
                }
                ItemImportResult result = run.result();
                result.lines().forEach(stdout::println);
                Path target = out != null ? out : designFile;
                if (dryRun) {
                    stdout.println("Dry run: " + target + " not written.");
                } else {
                    try {
                        new JsonDesignStore().save(result.design(), target);
                    } catch (IOException e) {
                        err.println(spec.qualifiedName() + ": " + AtomicFiles.failure(target, e));
                        return TablesmithCommand.EXIT_USAGE;
                    }
                    stdout.println("Saved " + target + ".");
                }
                return result.refused().isEmpty() ? 0 : TablesmithCommand.EXIT_FAILURE;
            } catch (CommandFailure e) {
                return e.exitCode();
            } finally {
                stdout.flush();
                err.flush();
            }
        }
    }
}
