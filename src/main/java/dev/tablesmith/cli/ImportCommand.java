package dev.tablesmith.cli;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.io.interop.ImportWarning;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith import FILE [--table NAME] [--out DESIGN.tablesmith.json]}: reads a NoSQL Workbench model, a
 * OneTable schema or a CloudFormation / Serverless table definition (recognised from its content) and writes it as
 * a Tablesmith design. Each warning (something the design cannot hold) goes to standard error as
 * {@code FILE: PATH: MESSAGE}. A file that cannot be imported is reported in one line and exits 2.
 */
@Command(name = "import",
        mixinStandardHelpOptions = true,
        description = "Import a NoSQL Workbench model, OneTable schema, CloudFormation/Serverless table"
                + " definition or DynamoDB MCP server schema.json as a design.",
        footer = {"", "The format is recognised from the file's content. Warnings (what the design cannot hold)",
                "go to standard error as FILE: PATH: MESSAGE.",
                "Exit codes: 0 imported, 2 the file cannot be imported or usage error."})
final class ImportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The file to import.")
    private Path file;

    @Option(names = "--table", paramLabel = "NAME", description = "Import only this table of the file.")
    private String table;

    @Option(names = "--out", paramLabel = "DESIGN",
            description = "Where to write the design (default: FILE's name with .tablesmith.json, next to it).")
    private Path out;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            new InputFiles(spec).requireFiles(file.toString());
        } catch (CommandFailure e) {
            return e.exitCode();
        }
        ImportResult result;
        try {
            result = DesignImport.read(file, err::println);
        } catch (ImportException e) {
            err.println(e.getMessage());
            err.flush();
            return TablesmithCommand.EXIT_USAGE;
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": cannot read " + file + ": " + IoErrors.describe(e));
            err.flush();
            return TablesmithCommand.EXIT_USAGE;
        }
        Optional<Design> design = selected(result.design(), err);
        if (design.isEmpty()) {
            return TablesmithCommand.EXIT_USAGE;
        }
        for (ImportWarning warning : result.warnings()) {
            err.println(warning.format(file.toString()));
        }
        Path target = out != null ? out : defaultTarget();
        try {
            new JsonDesignStore().save(design.get(), target);
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": " + AtomicFiles.failure(target, e));
            err.flush();
            return TablesmithCommand.EXIT_USAGE;
        }
        List<Table> tables = design.get().tables();
        err.println("imported " + result.format().label() + " " + file + " -> " + target + ": "
                + Plural.of(tables.size(), "table") + ", " + entities(tables.stream()
                .mapToInt(t -> t.entities().size()).sum()) + ", "
                + Plural.of(tables.stream().mapToInt(ImportCommand::sampleItems).sum(), "item") + ", "
                + Plural.of(result.warnings().size(), "warning"));
        err.flush();
        return 0;
    }

    /** The table's sample items: its explicit items and its entities' records (a Workbench facet's data). */
    private static int sampleItems(Table table) {
        return table.items().size() + table.entities().stream().mapToInt(e -> e.records().size()).sum();
    }

    private static String entities(int count) {
        return count + (count == 1 ? " entity" : " entities");
    }

    private Optional<Design> selected(Design design, PrintWriter err) {
        if (table == null) {
            return Optional.of(design);
        }
        Optional<Table> found = design.table(table);
        if (found.isEmpty()) {
            err.println(spec.qualifiedName() + ": " + file + " has no table '" + table + "' (tables: "
                    + String.join(", ", design.tables().stream().map(Table::name).toList()) + ")");
            err.flush();
            return Optional.empty();
        }
        return Optional.of(new Design(design.name(), design.description(), List.of(found.get()), design.pricing()));
    }

    private Path defaultTarget() {
        return defaultTarget(file);
    }

    /** The design file {@code tablesmith import FILE} writes without {@code --out}: FILE's name, next to it. */
    static Path defaultTarget(Path file) {
        String name = file.getFileName().toString()
                .replaceAll("(?i)(\\.tf)?\\.(json|js|mjs|cjs|ts|ya?ml|template|tf)$", "");
        Path parent = file.toAbsolutePath().getParent();
        return parent.resolve(name + JsonDesignStore.DESIGN_FILE_SUFFIX);
    }
}
