package dev.tablesmith.cli.live;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.live.importer.ImportResult;
import dev.tablesmith.live.importer.TableImporter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith live import OUT --table NAME [--limit N] [connection options]}: an existing table becomes a new
 * design. Only reads: DescribeTable, DescribeTimeToLive and a Scan that stops after {@code --limit} items (Scan
 * reads at most 1 MB per page, so the limit bounds both the items and the read capacity spent). The inference
 * (entities from a type attribute or key prefixes, templates from the values) is {@code dev.tablesmith.infer}.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Import an existing table as a new design: its keys, indexes and settings, a sample of its "
                + "items, and entities and key templates inferred from them. Reads only.")
final class LiveImportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "OUT", description = "The design file to write (.tablesmith.json).")
    private Path out;

    @Option(names = "--table", required = true, paramLabel = "NAME", description = "The table to import.")
    private String table;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "1000",
            description = "Read at most N items for the sample (default: ${DEFAULT-VALUE}).")
    private int limit;

    @Option(names = "--force", description = "Replace OUT if it exists.")
    private boolean force;

    @Mixin
    private ConnectionOptions options;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        LiveContext context = null;
        try {
            OptionRange.check(spec, "--limit", limit, 1, OptionRange.MAX_RECORDS);
            context = LiveContext.forConnection(spec, options);
            if (Files.isDirectory(out)) {
                throw context.fail(LiveContext.EXIT_USAGE, "not a file: " + out);
            }
            if (Files.exists(out) && !force) {
                throw context.fail(LiveContext.EXIT_USAGE, out + " exists; give --force to replace it");
            }
            ImportResult result;
            try {
                result = TableImporter.importTable(context.client(), table, limit);
            } catch (TableImporter.ImportFailure e) {
                throw context.fail(LiveContext.EXIT_FAILURE, e.getMessage());
            } catch (RuntimeException e) {
                throw context.fail(e);
            }
            for (String warning : result.warnings()) {
                context.err().println("warning: " + warning);
            }
            try {
                new JsonDesignStore().save(result.design(), out);
            } catch (IOException e) {
                throw context.fail(LiveContext.EXIT_FAILURE, AtomicFiles.failure(out, e));
            }
            var t = result.design().table();
            context.out().println("imported " + table + " from " + context.connection().describe() + " into " + out
                    + ": " + t.entities().size() + " entities, " + t.indexes().size() + " indexes, "
                    + result.itemsRead() + " items read" + (result.partial() ? " (the limit stopped the scan: a "
                    + "partial sample)" : "") + ", " + result.warnings().size() + " warnings");
            context.out().flush();
            context.err().flush();
            return 0;
        } catch (LiveCommandFailure e) {
            return e.exitCode();
        } finally {
            if (context != null) {
                context.close();
            }
        }
    }
}
